import { currencySymbol, formatMoney } from '@storefront/shared/domain/format';
import { useEffect, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import type { ProductType } from '@storefront/shared/domain/contract';
import { SEARCH_LIMITS } from '@storefront/shared/domain/search-url';
import { useDeals } from '../../../hooks/useDeals';
import { useDealsTranslation } from '../../../hooks/useDealsTranslation';
import { useProductLabel } from '../../../hooks/useProductLabel';
import { BUDGET_LIMITS, dealDestinations } from '../../../lib/deal-filters';
import { businessProfileFor } from '../../../lib/product-types';
import { dealSearchSchema } from '../deal-search-form';
import type { DealSearchLimits, DealSearchValues } from '../deal-search-form';

/**
 * The deal search form: product type, destination, dates and budget, checked with zod and
 * applied on submit (the screen writes them to the URL). It shows `values` again whenever they
 * change, so the back button brings the earlier choices back into the fields, and when `resetKey`
 * changes (Clear), so what was typed and not applied goes too.
 */
export function DealSearchForm({
  brand,
  productTypes,
  values,
  resetKey,
  limits,
  onApply,
  onClear,
}: {
  brand: BrandConfig;
  productTypes: readonly ProductType[];
  values: DealSearchValues;
  resetKey: number;
  limits: DealSearchLimits;
  onApply: (values: DealSearchValues) => void;
  onClear: () => void;
}) {
  const { t, language } = useDealsTranslation();
  const id = useId();
  const label = useProductLabel(productTypes);
  const schema = useMemo(() => dealSearchSchema(productTypes, limits), [productTypes, limits]);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<DealSearchValues>({ resolver: zodResolver(schema), defaultValues: values });

  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    reset(values);
    // `values` is read again from the URL on every render: its content is what counts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valuesKey, resetKey, reset]);

  // the destinations on offer for the product type chosen in the form (not yet applied)
  const chosenProduct = useWatch({ control, name: 'product' }) as ProductType;
  const chosenDestination = useWatch({ control, name: 'destination' });
  const profile = productTypes.includes(chosenProduct)
    ? businessProfileFor(brand, chosenProduct)
    : null;
  const deals = useDeals(profile);
  const destinations = deals.status === 'ready' ? dealDestinations(deals.deals, language) : [];
  if (chosenDestination && !destinations.some((place) => place.code === chosenDestination)) {
    const offer = brand.offers.destinations.find(
      (item) => item.code?.toLowerCase() === chosenDestination,
    );
    destinations.push({
      code: chosenDestination,
      name: offer?.title || chosenDestination.toUpperCase(),
    });
  }

  const messageValues = {
    min: limits.budgetMin,
    max: limits.budgetMax,
    outboundDays: SEARCH_LIMITS.outboundMaxDaysAhead,
    returnDays: SEARCH_LIMITS.returnMaxDaysAhead,
  };
  const fieldError = (name: keyof DealSearchValues, error: FieldError | undefined) =>
    error?.message ? (
      <p id={`${id}-${name}-error`} className="remote-deals-field__error">
        {t(error.message, messageValues)}
      </p>
    ) : null;
  const invalidProps = (name: keyof DealSearchValues) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` }
      : {};

  return (
    <form
      className="remote-deals-form"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => void handleSubmit(onApply)(event)}
    >
      <h2 id={`${id}-heading`}>{t('form.heading')}</h2>
      <div className="remote-deals-field">
        <label htmlFor={`${id}-product`}>{t('form.product')}</label>
        <select id={`${id}-product`} {...register('product')} {...invalidProps('product')}>
          {productTypes.map((type) => (
            <option key={type} value={type}>
              {label(type)}
            </option>
          ))}
        </select>
        {fieldError('product', errors.product)}
      </div>
      <div className="remote-deals-field">
        <label htmlFor={`${id}-destination`}>{t('form.destination')}</label>
        <select
          id={`${id}-destination`}
          {...register('destination')}
          {...invalidProps('destination')}
        >
          <option value="">{t('form.anyDestination')}</option>
          {destinations.map((place) => (
            <option key={place.code} value={place.code}>
              {place.name}
            </option>
          ))}
        </select>
        {fieldError('destination', errors.destination)}
        {deals.status === 'error' ? (
          <p className="remote-deals-field__hint" role="status">
            {t('form.destinationsFailed')}{' '}
            <button type="button" className="remote-deals-button" onClick={deals.retry}>
              {t('list.retry')}
            </button>
          </p>
        ) : null}
      </div>
      <div className="remote-deals-field">
        <label htmlFor={`${id}-outboundDate`}>{t('form.outboundDate')}</label>
        <input
          id={`${id}-outboundDate`}
          type="date"
          min={limits.today}
          max={limits.outboundMax}
          {...register('outboundDate')}
          {...invalidProps('outboundDate')}
        />
        {fieldError('outboundDate', errors.outboundDate)}
      </div>
      <div className="remote-deals-field">
        <label htmlFor={`${id}-returnDate`}>{t('form.returnDate')}</label>
        <input
          id={`${id}-returnDate`}
          type="date"
          min={limits.today}
          max={limits.returnMax}
          {...register('returnDate')}
          {...invalidProps('returnDate')}
        />
        {fieldError('returnDate', errors.returnDate)}
      </div>
      <div className="remote-deals-field">
        <label htmlFor={`${id}-budget`}>
          {t('form.budget', { currency: currencySymbol(limits.budgetCurrency, language) })}
        </label>
        <input
          id={`${id}-budget`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          {...register('budget')}
          {...invalidProps('budget')}
          aria-describedby={[errors.budget ? `${id}-budget-error` : '', `${id}-budget-hint`]
            .filter(Boolean)
            .join(' ')}
        />
        <p id={`${id}-budget-hint`} className="remote-deals-field__hint">
          {limits.budgetMax < BUDGET_LIMITS.max
            ? t('form.budgetHint', {
                max: formatMoney(limits.budgetMax, limits.budgetCurrency, language),
              })
            : t('form.budgetHintAny')}
        </p>
        {fieldError('budget', errors.budget)}
      </div>
      <div className="remote-deals-form__actions">
        <button type="submit" className="remote-deals-button remote-deals-button--primary">
          {t('form.submit')}
        </button>
        <button type="button" className="remote-deals-button" onClick={onClear}>
          {t('form.clear')}
        </button>
      </div>
    </form>
  );
}
