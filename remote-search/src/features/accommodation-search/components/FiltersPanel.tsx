/**
 * Every accommodation filter of spec section 3, each showing what filtersMetadata offers with
 * its count. A change is applied at once (the URL changes, so back undoes it); the price range
 * is applied with its button. On a free-flight brand the price is fixed by the brand and said so.
 */
import { formatMoney, formatNumber } from '@storefront/shared/domain/format';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { HDP_FACETS, MEAL_PLANS } from '@storefront/shared/domain/contract';
import type { MealPlan } from '@storefront/shared/domain/contract';
import {
  EMPTY_ACCOMMODATION_FILTERS,
  PROPERTY_TYPES,
  STAR_RATINGS,
  withoutAllMealPlans,
} from '@storefront/shared/domain/accommodation-filters';
import type {
  AccommodationFilters,
  PropertyType,
  StarRating,
} from '@storefront/shared/domain/accommodation-filters';
import type { FilterMetadata } from '@storefront/shared/domain/proposal-search';
import { MAX_FILTER_PRICE } from '@storefront/shared/domain/filter-common';
import { countOf, metadataRange, metadataValues } from '../../../lib/filter-metadata';
import type { ValueCount } from '../../../lib/filter-metadata';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';
import { codeLabel } from '../../../lib/labels';

const RATING_CHOICES = [0, 6, 7, 8, 9] as const;

export function activeFilterCount(filters: AccommodationFilters): number {
  return [
    filters.priceRange !== null,
    filters.deals,
    filters.freeCancellation,
    filters.propertyType.length > 0,
    filters.stars.length > 0,
    filters.rating !== null && filters.rating > 0,
    filters.amenities.length > 0,
    filters.characteristics.length > 0,
    withoutAllMealPlans(filters.mealPlan).length > 0,
    filters.mapBoundingBox !== null,
  ].filter(Boolean).length;
}

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on
    ? [...list.filter((item) => item !== value), value]
    : list.filter((item) => item !== value);
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rs-filter">
      <legend className="rs-filter__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Check({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  count: number | null;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { language } = useSearchTranslation();
  const id = useId();
  const empty = count === 0 && !checked;
  return (
    <div className="rs-filter__option">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={empty}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        {label}
        {count !== null ? (
          <span className="rs-filter__count"> ({formatNumber(count, language)})</span>
        ) : null}
      </label>
    </div>
  );
}

/** A list filter: the values the metadata lists (those chosen always), each with its count. */
function ValuesGroup<Code extends string>({
  legend,
  values,
  chosen,
  order,
  label,
  onChange,
}: {
  legend: string;
  values: readonly ValueCount[] | null;
  chosen: readonly Code[];
  /** the vocabulary's order, when it has one */
  order?: readonly Code[];
  label: (code: Code) => string;
  onChange: (codes: Code[]) => void;
}) {
  if (!values) return null;
  const listed = new Map(values.map((item) => [item.value, item.count]));
  for (const code of chosen) if (!listed.has(code)) listed.set(code, 0);
  const codes = [...listed.keys()] as Code[];
  if (order) codes.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  if (codes.length === 0) return null;
  return (
    <Group legend={legend}>
      {codes.map((code) => (
        <Check
          key={code}
          label={label(code)}
          count={listed.get(code) ?? 0}
          checked={chosen.includes(code)}
          onChange={(on) => onChange(toggle(chosen, code, on))}
        />
      ))}
    </Group>
  );
}

function PriceFilter({
  range,
  chosen,
  currency,
  forcedMax,
  onChange,
}: {
  range: { min: number; max: number } | null;
  chosen: { from: number; to: number } | null;
  currency: string;
  forcedMax: number | null;
  onChange: (range: { from: number; to: number } | null) => void;
}) {
  const { t, language } = useSearchTranslation();
  const id = useId();
  const [from, setFrom] = useState(chosen ? String(chosen.from) : '');
  const [to, setTo] = useState(chosen ? String(chosen.to) : '');
  const [error, setError] = useState<string | null>(null);

  const money = (amount: number) => formatMoney(amount, currency, language, { wholeUnits: true });
  if (forcedMax !== null) {
    return (
      <Group legend={t('filters.price')}>
        <p className="rs-filter__note">{t('filters.priceForced', { max: money(forcedMax) })}</p>
      </Group>
    );
  }
  const floor = range ? Math.floor(range.min) : 0;
  const ceil = range ? Math.ceil(range.max) : MAX_FILTER_PRICE;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (from === '' && to === '') {
      setError(null);
      onChange(null);
      return;
    }
    const low = from === '' ? floor : Number(from);
    const high = to === '' ? ceil : Number(to);
    if (
      !Number.isInteger(low) ||
      !Number.isInteger(high) ||
      low < 0 ||
      high > MAX_FILTER_PRICE ||
      low > high
    ) {
      setError(t('filters.priceInvalid', { max: formatNumber(MAX_FILTER_PRICE, language) }));
      return;
    }
    setError(null);
    onChange({ from: low, to: high });
  };

  return (
    <Group legend={t('filters.price')}>
      {range ? (
        <p className="rs-filter__note">
          {t('filters.priceRange', { min: money(range.min), max: money(range.max) })}
        </p>
      ) : null}
      <form className="rs-filter__price" onSubmit={apply} noValidate>
        <div className="rs-filter__price-field">
          <label htmlFor={`${id}-from`}>{t('filters.priceFrom', { currency })}</label>
          <input
            id={`${id}-from`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={from}
            placeholder={String(floor)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="rs-filter__price-field">
          <label htmlFor={`${id}-to`}>{t('filters.priceTo', { currency })}</label>
          <input
            id={`${id}-to`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={to}
            placeholder={String(ceil)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <button type="submit" className="rs-button">
          {t('filters.priceApply')}
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} className="rs-filter__error" role="alert">
          {error}
        </p>
      ) : null}
    </Group>
  );
}

function RatingFilter({
  chosen,
  range,
  onChange,
}: {
  chosen: number | null;
  range: { min: number; max: number } | null;
  onChange: (rating: number | null) => void;
}) {
  const { t, language } = useSearchTranslation();
  const name = useId();
  const current = chosen ?? 0;
  const choices: number[] = RATING_CHOICES.includes(current as (typeof RATING_CHOICES)[number])
    ? [...RATING_CHOICES]
    : [...RATING_CHOICES, current].sort((a, b) => a - b);
  return (
    <Group legend={t('filters.rating')}>
      {choices.map((value) => {
        const id = `${name}-${value}`;
        const out = range !== null && value > range.max && value !== current;
        return (
          <div className="rs-filter__option" key={value}>
            <input
              id={id}
              type="radio"
              name={name}
              checked={current === value}
              disabled={out}
              onChange={() => onChange(value === 0 ? null : value)}
            />
            <label htmlFor={id}>
              {value === 0
                ? t('filters.ratingAny')
                : t('filters.ratingAtLeast', {
                    rating: formatNumber(value, language),
                  })}
            </label>
          </div>
        );
      })}
    </Group>
  );
}

export function FiltersPanel({
  filters,
  metadata,
  currency,
  forcedMaxPrice,
  onChange,
}: {
  filters: AccommodationFilters;
  metadata: readonly FilterMetadata[] | null;
  currency: string;
  /** the price cap of a free-flight brand (the price filter is then the brand's) */
  forcedMaxPrice: number | null;
  onChange: (filters: AccommodationFilters) => void;
}) {
  const { t } = useSearchTranslation();
  const set = <K extends keyof AccommodationFilters>(key: K, value: AccommodationFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const active = activeFilterCount(filters);
  const dealsValues = metadataValues(metadata, HDP_FACETS.deals);
  const cancellationValues = metadataValues(metadata, HDP_FACETS.freeCancellation);
  const mealPlans = withoutAllMealPlans(filters.mealPlan);

  return (
    <div className="rs-filters__groups">
      {active > 0 ? (
        <button
          type="button"
          className="rs-link rs-filters__clear"
          onClick={() => onChange({ ...EMPTY_ACCOMMODATION_FILTERS })}
        >
          {t('filters.clearAll', { count: active })}
        </button>
      ) : null}
      <PriceFilter
        // another range from the URL (back, a link) starts the inputs again
        key={JSON.stringify(filters.priceRange)}
        range={metadataRange(metadata, HDP_FACETS.price)}
        chosen={filters.priceRange}
        currency={currency}
        forcedMax={forcedMaxPrice}
        onChange={(range) => set('priceRange', range)}
      />
      {dealsValues || cancellationValues ? (
        <Group legend={t('filters.offers')}>
          {dealsValues ? (
            <Check
              label={t('filters.deals')}
              count={countOf(dealsValues, 'true')}
              checked={filters.deals}
              onChange={(on) => set('deals', on)}
            />
          ) : null}
          {cancellationValues ? (
            <Check
              label={t('filters.freeCancellation')}
              count={countOf(cancellationValues, 'true')}
              checked={filters.freeCancellation}
              onChange={(on) => set('freeCancellation', on)}
            />
          ) : null}
        </Group>
      ) : null}
      <ValuesGroup<`${StarRating}`>
        legend={t('filters.stars')}
        values={metadataValues(metadata, HDP_FACETS.stars)}
        chosen={filters.stars.map((star) => `${star}` as `${StarRating}`)}
        order={STAR_RATINGS.map((star) => `${star}` as `${StarRating}`)}
        label={(code) => t('filters.starsValue', { count: Number(code) })}
        onChange={(codes) =>
          set(
            'stars',
            STAR_RATINGS.filter((star) => codes.includes(`${star}` as `${StarRating}`)),
          )
        }
      />
      <RatingFilter
        chosen={filters.rating}
        range={metadataRange(metadata, HDP_FACETS.rating)}
        onChange={(rating) => set('rating', rating)}
      />
      <ValuesGroup<MealPlan>
        legend={t('filters.mealPlan')}
        values={metadataValues(metadata, HDP_FACETS.mealPlan)}
        chosen={mealPlans}
        order={MEAL_PLANS}
        label={(code) => t(`translation:domain.mealPlan.${code}`, { defaultValue: code })}
        onChange={(codes) => set('mealPlan', codes)}
      />
      <ValuesGroup<PropertyType>
        legend={t('filters.propertyType')}
        values={metadataValues(metadata, HDP_FACETS.propertyType)}
        chosen={filters.propertyType}
        order={PROPERTY_TYPES}
        label={(code) => t(`translation:domain.propertyType.${code}`, { defaultValue: code })}
        onChange={(codes) => set('propertyType', codes)}
      />
      <ValuesGroup<string>
        legend={t('filters.amenities')}
        values={metadataValues(metadata, HDP_FACETS.amenities)}
        chosen={filters.amenities}
        label={(code) => codeLabel(t, 'amenity', code)}
        onChange={(codes) => set('amenities', codes)}
      />
      <ValuesGroup<string>
        legend={t('filters.characteristics')}
        values={metadataValues(metadata, HDP_FACETS.characteristics)}
        chosen={filters.characteristics}
        label={(code) => codeLabel(t, 'characteristic', code)}
        onChange={(codes) => set('characteristics', codes)}
      />
    </div>
  );
}
