/** A form that owns a destination field's value, as the search forms do, for the field's tests. */
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@storefront/shared/i18n';
import { LocationCombobox } from '@storefront/shared/ui/LocationCombobox';
import type { PlaceValue } from '@storefront/shared/ui/LocationCombobox';
import type { Location } from '@storefront/shared/domain/location';

/** A city the place fields' tests find and name: Palma de Mallorca (PMI). */
export const PALMA: Location = {
  code: 'PMI',
  type: 'CITY',
  name: 'Palma de Mallorca',
  cityCode: 'PMI',
  cityName: 'Palma de Mallorca',
  countryCode: 'ES',
  countryName: 'Spain',
  hasHotels: true,
  coordinates: { latitude: 39.57, longitude: 2.65 },
};

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
