/**
 * The hotels-and-packages search form of /DP, /H, /HGH and the member search: product type,
 * destination (and departure for packages), dates and travellers, on the shared fields, with
 * react-hook-form and the zod rules of search-form.ts. Submitting writes the URL; the screen
 * searches what the URL says. On a phone a screen with results folds the form behind its summary
 * (`folded`); folded, the form keeps what the shopper typed.
 */
import { useEffect, useId, useRef } from 'react';
import { useCheckAtOnce } from '@storefront/shared/lib/check-at-once';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PlaceField } from '@storefront/shared/ui/PlaceField';
import type { PlaceValue } from '@storefront/shared/ui/LocationCombobox';
import { TravellersField } from '@storefront/shared/ui/TravellersField';
import { HDP_PRODUCTS, needsDeparture } from '../../../lib/products';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';
import { LazyDateRangeField } from './LazyDateRangeField';
import { searchFormSchema } from './search-form';
import type { SearchFormValues } from './search-form';
import './search-form.css';

export function SearchForm({
  id,
  initial,
  checkAtOnce = false,
  onSubmit,
  folded = false,
  onPlaceShown,
}: {
  id?: string;
  /** the form as the URL fills it; a new value (another URL) resets the form */
  initial: SearchFormValues;
  /**
   * the URL asked for a search it does not fully describe: each missing field says so at once,
   * before any search
   */
  checkAtOnce?: boolean;
  onSubmit: (values: SearchFormValues) => void;
  /** hidden behind the search's summary, on a phone (results-phone.css) */
  folded?: boolean;
  /** what the place fields show, as they name the URL's codes or the shopper picks a place */
  onPlaceShown?: (place: PlaceValue) => void;
}) {
  const { t } = useSearchTranslation();
  const productId = useId();
  const form = useForm<SearchFormValues>({
    resolver: zodResolver(searchFormSchema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, reset, formState } = form;
  const product = useWatch({ control, name: 'product' });
  const destination = useWatch({ control, name: 'destination' });
  useEffect(() => onPlaceShown?.(destination), [destination, onPlaceShown]);
  const initialKey = JSON.stringify(initial);

  // back and forward change the URL: the form follows (the URL it was made from needs no reset:
  // an update then would reach the server's date field before its code has come, and React
  // would show it loading again)
  const formKey = useRef(initialKey);
  useEffect(() => {
    if (formKey.current === initialKey) return;
    formKey.current = initialKey;
    reset(JSON.parse(initialKey) as SearchFormValues);
  }, [initialKey, reset]);

  useCheckAtOnce({
    checkAtOnce,
    link: initialKey,
    check: form.trigger,
    fieldsWithMessages: Object.keys(formState.errors) as (keyof SearchFormValues)[],
    submitted: formState.isSubmitted,
    values: useWatch({ control }),
  });

  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const errors = formState.errors;

  return (
    <form
      id={id}
      className={folded ? 'rs-form sf-folded' : 'rs-form'}
      noValidate
      aria-label={t('form.label')}
      onSubmit={handleSubmit((values) => onSubmit(values))}
    >
      <div className="rs-form__field rs-form__field--product">
        <label className="sf-label" htmlFor={productId}>
          {t('form.product')}
        </label>
        <Controller
          control={control}
          name="product"
          render={({ field }) => (
            <select
              id={productId}
              className="rs-select"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            >
              {HDP_PRODUCTS.map((type) => (
                <option key={type} value={type}>
                  {t(`translation:domain.product.${type}`)}
                </option>
              ))}
            </select>
          )}
        />
      </div>
      {needsDeparture(product) ? (
        <div className="rs-form__field">
          <PlaceField
            control={control}
            name="departure"
            label={t('form.departure')}
            placeRole="departure"
            productType={product}
            error={message(errors.departure?.message)}
          />
        </div>
      ) : null}
      <div className="rs-form__field">
        <PlaceField
          control={control}
          name="destination"
          label={t('form.destination')}
          placeRole="destination"
          productType={product}
          error={message(errors.destination?.message)}
        />
      </div>
      <div className="rs-form__field">
        <Controller
          control={control}
          name="dates"
          render={({ field }) => (
            <LazyDateRangeField
              label={t('form.dates')}
              mode="range"
              value={field.value}
              onChange={field.onChange}
              error={message(errors.dates?.message ?? errors.dates?.from?.message)}
            />
          )}
        />
      </div>
      <div className="rs-form__field rs-form__field--travellers">
        <Controller
          control={control}
          name="travellers"
          render={({ field }) => (
            <TravellersField
              value={field.value}
              onChange={field.onChange}
              error={message(errors.travellers?.message)}
            />
          )}
        />
      </div>
      <div className="rs-form__actions">
        <button type="submit" className="rs-button rs-button--primary">
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}
