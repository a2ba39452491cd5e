/**
 * The flight search form: departure and destination (the shared location combobox), one way or
 * return (a radio group), the dates (the shared calendar, week starting on Monday) and the
 * travellers with each child's age. react-hook-form holds the values, zod checks them; a search
 * goes to the URL, which the screen reads. On a phone a screen with results folds the form behind
 * its summary (`folded`); folded, the form keeps what the shopper typed.
 */
import { useEffect, useId } from 'react';
import { useCheckAtOnce } from '@storefront/shared/lib/check-at-once';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DateRangeField } from '@storefront/shared/ui/DateRangeField';
import { PlaceField } from '@storefront/shared/ui/PlaceField';
import type { PlaceValue } from '@storefront/shared/ui/LocationCombobox';
import { TravellersField } from '@storefront/shared/ui/TravellersField';
import { useFlightsTranslation } from '../../../../hooks/useFlightsTranslation';
import { flightSearchSchema, TRIP_TYPES } from './flight-search-form';
import type { FlightSearchValues } from './flight-search-form';

export function FlightSearchForm({
  id,
  initialValues,
  checkAtOnce = false,
  productType,
  onSearch,
  folded = false,
  onPlaceShown,
}: {
  id?: string;
  initialValues: FlightSearchValues;
  /** the link asked for a search it does not fully describe: each missing field says so at once */
  checkAtOnce?: boolean;
  productType: 'F' | 'FF';
  onSearch: (values: FlightSearchValues) => void;
  /** hidden behind the search's summary, on a phone (results-phone.css) */
  folded?: boolean;
  /** what the place fields show, as they name the URL's codes or the shopper picks a place */
  onPlaceShown?: (place: PlaceValue) => void;
}) {
  const { t } = useFlightsTranslation();
  const headingId = useId();
  const { control, handleSubmit, setValue, formState, trigger } = useForm<FlightSearchValues>({
    defaultValues: initialValues,
    resolver: zodResolver(flightSearchSchema),
    shouldFocusError: false,
  });
  const tripType = useWatch({ control, name: 'tripType' });
  const departure = useWatch({ control, name: 'departure' });
  const destination = useWatch({ control, name: 'destination' });
  useEffect(() => onPlaceShown?.(departure), [departure, onPlaceShown]);
  useEffect(() => onPlaceShown?.(destination), [destination, onPlaceShown]);
  const errorText = (message: string | undefined) => (message ? t(message) : undefined);
  const { errors } = formState;

  // what the link left out is said at once (the form is new for each link)
  useCheckAtOnce({
    checkAtOnce,
    check: trigger,
    fieldsWithMessages: Object.keys(errors) as (keyof FlightSearchValues)[],
    submitted: formState.isSubmitted,
    values: useWatch({ control }),
  });

  // the custom fields take no ref: focus the first field that has a message
  const focusFirstError = (form: HTMLFormElement) =>
    window.requestAnimationFrame(() => {
      const field = form.querySelector<HTMLElement>(
        '[aria-invalid="true"], [data-invalid="true"] button, [data-invalid="true"] input',
      );
      field?.focus();
    });

  return (
    <section
      id={id}
      className={folded ? 'remote-flights-search sf-folded' : 'remote-flights-search'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{t('form.heading')}</h2>
      <form
        noValidate
        className="remote-flights-search__form"
        onSubmit={(event) => {
          const form = event.currentTarget;
          void handleSubmit(onSearch, () => focusFirstError(form))(event);
        }}
      >
        <Controller
          control={control}
          name="tripType"
          render={({ field }) => (
            <fieldset className="remote-flights-trip-type">
              <legend className="sf-label">{t('form.tripType.legend')}</legend>
              {TRIP_TYPES.map((type) => (
                <label key={type} className="remote-flights-radio">
                  <input
                    type="radio"
                    name={field.name}
                    value={type}
                    checked={field.value === type}
                    onChange={() => {
                      field.onChange(type);
                      if (type === 'ONE_WAY') setValue('dates.to', undefined);
                    }}
                  />
                  {t(`form.tripType.${type}`)}
                </label>
              ))}
            </fieldset>
          )}
        />
        <div className="remote-flights-search__places">
          <PlaceField
            control={control}
            name="departure"
            inputName="departure"
            label={t('form.departure')}
            placeRole="departure"
            productType={productType}
            error={errorText(errors.departure?.message)}
          />
          <PlaceField
            control={control}
            name="destination"
            inputName="destination"
            label={t('form.destination')}
            placeRole="destination"
            productType={productType}
            error={errorText(errors.destination?.message)}
          />
        </div>
        <Controller
          control={control}
          name="dates"
          render={({ field }) => (
            <div data-invalid={errors.dates ? 'true' : undefined}>
              <DateRangeField
                label={tripType === 'RETURN' ? t('form.dates') : t('form.date')}
                mode={tripType === 'RETURN' ? 'range' : 'single'}
                value={field.value}
                onChange={field.onChange}
                error={errorText(errors.dates?.message)}
              />
            </div>
          )}
        />
        <Controller
          control={control}
          name="travellers"
          render={({ field }) => (
            <div data-invalid={errors.travellers ? 'true' : undefined}>
              <TravellersField
                value={field.value}
                onChange={field.onChange}
                error={errors.travellers ? t('form.errors.travellers') : undefined}
              />
            </div>
          )}
        />
        <button type="submit" className="remote-flights-button remote-flights-button--primary">
          {t('form.submit')}
        </button>
      </form>
    </section>
  );
}
