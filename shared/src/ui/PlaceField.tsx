/**
 * A search form's place field bound to its react-hook-form state: the form keeps the place, the
 * field shows the form's message for it. The hotels-and-packages and the flights forms use it.
 */
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { LocationRole } from '@storefront/shared/domain/location';
import type { ProductType } from '@storefront/shared/domain/contract';
import { LocationCombobox } from './LocationCombobox';

export function PlaceField<Values extends FieldValues>({
  control,
  name,
  label,
  placeRole,
  productType,
  error,
  inputName,
}: {
  control: Control<Values>;
  /** the form's field that holds the place */
  name: FieldPath<Values>;
  label: string;
  placeRole: LocationRole;
  productType: ProductType;
  /** the translated message for the field, if the form has one */
  error?: string | undefined;
  /** the input's own name, where the page's tests or autofill read it */
  inputName?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <LocationCombobox
          label={label}
          name={inputName}
          placeRole={placeRole}
          productType={productType}
          value={field.value}
          onChange={field.onChange}
          error={error}
        />
      )}
    />
  );
}
