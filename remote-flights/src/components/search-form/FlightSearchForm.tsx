/**
 * The flight search form: departure and destination (the shared location combobox), one way or
 * return (a radio group), the dates (the shared calendar, week starting on Monday) and the
 * travellers with each child's age. react-hook-form holds the values, zod checks them; a search
 * goes to the URL, which the screen reads. On a phone, a screen with results folds the form into
 * a summary of the URL's search (`fold`); folded, it keeps what the shopper typed.
 */
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DateRangeField } from '@storefront/shared/ui/DateRangeField';
import { LocationCombobox } from '@storefront/shared/ui/LocationCombobox';
import { SearchSummary, usePlaceName } from '@storefront/shared/ui/SearchSummary';
import type { SearchFold } from '@storefront/shared/ui/SearchSummary';
import { TravellersField } from '@storefront/shared/ui/TravellersField';
import { useFlightsTranslation } from '../../hooks/useFlightsTranslation';
import { flightSearchSchema, TRIP_TYPES } from './flight-search-form';
import type { FlightSearchValues } from './flight-search-form';

export function FlightSearchForm({
  initialValues,
  productType,
  onSearch,
  fold,
}: {
  initialValues: FlightSearchValues;
  productType: 'F' | 'FF';
  onSearch: (values: FlightSearchValues) => void;
  /** the fold of a screen with results (useSearchFold); none: the form is always open */
  fold?: SearchFold | undefined;
}) {
  const { t } = useFlightsTranslation();
  const headingId = useId();
  const sectionId = useId();
  const { control, handleSubmit, setValue, formState } = useForm<FlightSearchValues>({
    defaultValues: initialValues,
    resolver: zodResolver(flightSearchSchema),
    shouldFocusError: false,
  });
  const tripType = useWatch({ control, name: 'tripType' });
  const departure = useWatch({ control, name: 'departure' });
  const destination = useWatch({ control, name: 'destination' });
  const from = usePlaceName(initialValues.departure?.code, departure);
  const to = usePlaceName(initialValues.destination?.code, destination);
  const route = t('form.route', { from, to });
  const errorText = (message: string | undefined) => (message ? t(message) : undefined);
  const { errors } = formState;

  // the custom fields take no ref: focus the first field that has a message
  const focusFirstError = (form: HTMLFormElement) =>
    window.requestAnimationFrame(() => {
      const field = form.querySelector<HTMLElement>(
        '[aria-invalid="true"], [data-invalid="true"] button, [data-invalid="true"] input',
      );
      field?.focus();
    });

  return (
    <>
      {fold ? (
        <SearchSummary
          place={route}
          dates={{
            from: initialValues.dates.from,
            to: initialValues.tripType === 'RETURN' ? initialValues.dates.to : undefined,
          }}
          travellers={initialValues.travellers}
          expanded={!fold.folded}
          controls={sectionId}
          onToggle={fold.toggle}
          editRef={fold.editRef}
        />
      ) : null}
      <section
        id={sectionId}
        className={fold?.folded ? 'remote-flights-search sf-folded' : 'remote-flights-search'}
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
            <Controller
              control={control}
              name="departure"
              render={({ field }) => (
                <LocationCombobox
                  label={t('form.departure')}
                  name="departure"
                  placeRole="departure"
                  productType={productType}
                  value={field.value}
                  onChange={field.onChange}
                  error={errorText(errors.departure?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="destination"
              render={({ field }) => (
                <LocationCombobox
                  label={t('form.destination')}
                  name="destination"
                  placeRole="destination"
                  productType={productType}
                  value={field.value}
                  onChange={field.onChange}
                  error={errorText(errors.destination?.message)}
                />
              )}
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
    </>
  );
}
