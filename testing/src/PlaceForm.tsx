/** A form that owns a destination field's value, as the search forms do, for the field's tests. */
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@storefront/shared/i18n';
import { LocationCombobox } from '@storefront/shared/ui/LocationCombobox';
import type { PlaceValue } from '@storefront/shared/ui/LocationCombobox';

export function PlaceForm({
  initial,
  onValue,
  expose,
}: {
  initial: PlaceValue;
  /** each value the field gives the form */
  onValue: (place: PlaceValue) => void;
  /** receives the form's own setter: the form setting the value itself (back, forward) */
  expose?: (set: (place: PlaceValue) => void) => void;
}) {
  const [value, setValue] = useState<PlaceValue>(initial);
  useEffect(() => expose?.(setValue), [expose]);
  return (
    <I18nextProvider i18n={i18n}>
      <LocationCombobox
        label="Destination"
        placeRole="destination"
        productType="H"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </I18nextProvider>
  );
}
