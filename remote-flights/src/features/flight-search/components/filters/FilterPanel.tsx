/**
 * Every flight filter of spec section 3, each showing what filtersMetadata offers for the
 * current search (counts, ranges, the airlines and airports of the results). A change goes to
 * the URL at once (the screen rebuilds the request from it); the budget is applied with its
 * button. Below 1024px the panel folds behind a button; on a phone (below 768px) the filters open
 * in a full-screen sheet instead, from a button that says how many flights there are.
 */
import { useId, useRef, useState } from 'react';
import { FLIGHT_FACETS } from '@storefront/shared/domain/contract';
import type { FilterMetadata } from '@storefront/shared/domain/proposal-search';
import type { FlightStaticData } from '@storefront/shared/domain/flight';
import {
  EMPTY_FLIGHT_FILTERS,
  LUGGAGE_OPTIONS,
  STOP_COUNTS,
} from '@storefront/shared/domain/flight-filters';
import type { FlightFilters, StopCount } from '@storefront/shared/domain/flight-filters';
import { usePhoneLayout } from '@storefront/shared/lib/phone-layout';
import { ResultsSheet } from '@storefront/shared/ui/ResultsSheet';
import { useFlightsTranslation } from '../../../../hooks/useFlightsTranslation';
import { formatNumber } from '@storefront/shared/domain/format';
import { numericRangeOf, rangeOf, valuesOf } from '../../../../lib/metadata';
import { BudgetField } from './BudgetField';
import { CheckboxGroup } from './CheckboxGroup';
import { MaxMinutesField } from './MaxMinutesField';
import { TimeWindowField } from './TimeWindowField';

type LocationFilter =
  | 'outboundDepartureLocations'
  | 'outboundArrivalLocations'
  | 'inboundDepartureLocations'
  | 'inboundArrivalLocations';

const LOCATION_FACETS: Record<LocationFilter, string> = {
  outboundDepartureLocations: FLIGHT_FACETS.outboundDepartureLocations,
  outboundArrivalLocations: FLIGHT_FACETS.outboundArrivalLocations,
  inboundDepartureLocations: FLIGHT_FACETS.inboundDepartureLocations,
  inboundArrivalLocations: FLIGHT_FACETS.inboundArrivalLocations,
};

export function hasFilters(filters: FlightFilters): boolean {
  return JSON.stringify(filters) !== JSON.stringify(EMPTY_FLIGHT_FILTERS);
}

type FilterFieldsProps = {
  filters: FlightFilters;
  metadata: readonly FilterMetadata[] | null;
  staticData: FlightStaticData | null;
  isReturn: boolean;
  currency: string;
  language: string;
  freeFlightCap: number | null;
  onChange: (filters: FlightFilters) => void;
};

export function FilterPanel({
  total,
  busy = false,
  ...props
}: FilterFieldsProps & {
  /** how many flights the search found, once known */
  total: number | null;
  /**
   * the search's flights are still on their way: the counts and ranges are not yet theirs, and
   * the panel says it is busy (`aria-busy`), as the results do; on a page rendered on the server,
   * a region the browser finishes
   */
  busy?: boolean;
}) {
  const phone = usePhoneLayout();
  return phone ? (
    <FiltersSheet total={total} busy={busy} {...props} />
  ) : (
    <FiltersAside busy={busy} {...props} />
  );
}

/** Beside the results from 1024px; above them, folded behind a button, below. */
function FiltersAside({ busy, ...props }: FilterFieldsProps & { busy: boolean }) {
  const { t } = useFlightsTranslation();
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <aside
      className="remote-flights-filters"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
    >
      <div className="remote-flights-filters__header">
        <h2 id={headingId}>{t('filters.heading')}</h2>
        <button
          type="button"
          className="remote-flights-button remote-flights-filters__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('filters.hide') : t('filters.show')}
        </button>
      </div>
      <div
        id={panelId}
        className={open ? 'remote-flights-filters__panel is-open' : 'remote-flights-filters__panel'}
      >
        <FilterFields {...props} />
      </div>
    </aside>
  );
}

/** On a phone: a button saying how many flights there are, opening the filters' sheet. */
function FiltersSheet({
  total,
  busy,
  ...props
}: FilterFieldsProps & { total: number | null; busy: boolean }) {
  const { t } = useFlightsTranslation();
  const sheetId = useId();
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const formatted = total === null ? '' : formatNumber(total, props.language);
  return (
    <div className="remote-flights-filters-bar" aria-busy={busy || undefined}>
      <button
        ref={openerRef}
        type="button"
        className="remote-flights-button remote-flights-filters-bar__open"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={sheetId}
        onClick={() => setOpen(true)}
      >
        {total === null
          ? t('filters.heading')
          : `${t('filters.heading')} · ${t('filters.flights', { count: total, formatted })}`}
      </button>
      <ResultsSheet
        id={sheetId}
        open={open}
        onClose={() => setOpen(false)}
        title={t('filters.heading')}
        showLabel={
          total === null
            ? t('filters.showResultsPending')
            : t('filters.showResults', { count: total, formatted })
        }
        opener={openerRef}
      >
        <div className="remote-flights-filters__panel is-open">
          <FilterFields {...props} />
        </div>
      </ResultsSheet>
    </div>
  );
}

/** Every filter, in the panel beside the results or in the phone's sheet. */
function FilterFields({
  filters,
  metadata,
  staticData,
  isReturn,
  currency,
  language,
  freeFlightCap,
  onChange,
}: FilterFieldsProps) {
  const { t } = useFlightsTranslation();
  const set = <K extends keyof FlightFilters>(key: K, value: FlightFilters[K]) =>
    onChange({ ...filters, [key]: value });

  const airlineName = (code: string) =>
    staticData?.airlines.find((airline) => airline.code === code)?.name ?? code;
  const airportName = (code: string) => {
    const airport = staticData?.airports.find((item) => item.code === code);
    return airport ? t('filters.airport', { name: airport.name, code }) : code;
  };
  const counted = (name: string) =>
    new Map((valuesOf(metadata, name) ?? []).map((item) => [item.value, item.count]));

  const stopsGroup = (key: 'outboundStops' | 'inboundStops', facet: string, legend: string) => {
    const counts = counted(facet);
    return (
      <CheckboxGroup
        legend={legend}
        language={language}
        disabled={filters.onlyDirectRoutes}
        note={filters.onlyDirectRoutes ? t('filters.stops.directOnlyNote') : undefined}
        options={STOP_COUNTS.map((stops) => ({
          value: String(stops),
          label: t(`filters.stops.${stops}`),
          count: counts.get(String(stops)) ?? 0,
        }))}
        selected={filters.onlyDirectRoutes ? ['0'] : filters[key].map(String)}
        onChange={(values) =>
          set(
            key,
            values.map((value) => Number(value) as StopCount),
          )
        }
      />
    );
  };

  const locationGroup = (key: LocationFilter) => {
    const offered = valuesOf(metadata, LOCATION_FACETS[key]) ?? [];
    // one airport on offer and none chosen: nothing to choose between
    if (offered.length < 2 && filters[key].length === 0) return null;
    return (
      <CheckboxGroup
        key={key}
        legend={t(`filters.locations.${key}`)}
        language={language}
        options={offered.map(({ value, count }) => ({
          value,
          label: airportName(value),
          count,
        }))}
        selected={filters[key]}
        onChange={(values) => set(key, values)}
      />
    );
  };

  const outboundTimes = rangeOf(metadata, FLIGHT_FACETS.outboundDepartureTime);
  const inboundTimes = rangeOf(metadata, FLIGHT_FACETS.inboundDepartureTime);
  const clockRange = (range: typeof outboundTimes) =>
    range && typeof range.min === 'string' && typeof range.max === 'string'
      ? { min: range.min, max: range.max }
      : null;
  const airlines = valuesOf(metadata, FLIGHT_FACETS.airlines) ?? [];
  const airlineOptions = [
    ...airlines.map(({ value, count }) => ({ value, label: airlineName(value), count })),
    // a chosen airline the results no longer mention stays visible, so it can be unticked
    ...filters.airlines
      .filter((code) => !airlines.some((item) => item.value === code))
      .map((code) => ({ value: code, label: airlineName(code), count: 0 })),
  ];

  return (
    <>
      {hasFilters(filters) ? (
        <button
          type="button"
          className="remote-flights-button remote-flights-button--link"
          onClick={() => onChange(EMPTY_FLIGHT_FILTERS)}
        >
          {t('filters.clearAll')}
        </button>
      ) : null}
      <label className="remote-flights-check remote-flights-check--switch">
        <input
          type="checkbox"
          checked={filters.onlyDirectRoutes}
          onChange={(event) => set('onlyDirectRoutes', event.target.checked)}
        />
        <span className="remote-flights-check__label">{t('filters.directOnly')}</span>
      </label>
      <BudgetField
        key={JSON.stringify(filters.budgetRange)}
        value={filters.budgetRange}
        onChange={(range) => set('budgetRange', range)}
        offered={numericRangeOf(metadata, FLIGHT_FACETS.price)}
        currency={currency}
        language={language}
        freeFlightCap={freeFlightCap}
      />
      {stopsGroup('outboundStops', FLIGHT_FACETS.outboundStops, t('filters.stops.outbound'))}
      {isReturn
        ? stopsGroup('inboundStops', FLIGHT_FACETS.inboundStops, t('filters.stops.inbound'))
        : null}
      <CheckboxGroup
        legend={t('filters.luggage.legend')}
        language={language}
        note={t('filters.luggage.note')}
        options={LUGGAGE_OPTIONS.map((option) => ({
          value: option,
          label: t(`filters.luggage.${option}`),
        }))}
        selected={filters.luggageOptions}
        onChange={(values) =>
          set(
            'luggageOptions',
            LUGGAGE_OPTIONS.filter((option) => values.includes(option)),
          )
        }
      />
      <TimeWindowField
        legend={t('filters.time.outbound')}
        value={filters.outboundDepartureTime}
        offered={clockRange(outboundTimes)}
        onChange={(window) => set('outboundDepartureTime', window)}
      />
      {isReturn ? (
        <TimeWindowField
          legend={t('filters.time.inbound')}
          value={filters.inboundDepartureTime}
          offered={clockRange(inboundTimes)}
          onChange={(window) => set('inboundDepartureTime', window)}
        />
      ) : null}
      <MaxMinutesField
        label={t('filters.connectionTime')}
        value={filters.connectionTime}
        offered={numericRangeOf(metadata, FLIGHT_FACETS.connectionTime)}
        step={30}
        onChange={(minutes) => set('connectionTime', minutes)}
      />
      <MaxMinutesField
        label={t('filters.tripDuration')}
        value={filters.tripDuration}
        offered={numericRangeOf(metadata, FLIGHT_FACETS.tripDuration)}
        step={60}
        onChange={(minutes) => set('tripDuration', minutes)}
      />
      {airlineOptions.length > 0 ? (
        <CheckboxGroup
          legend={t('filters.airlines')}
          language={language}
          options={airlineOptions}
          selected={filters.airlines}
          onChange={(values) => set('airlines', values)}
        />
      ) : null}
      {locationGroup('outboundDepartureLocations')}
      {locationGroup('outboundArrivalLocations')}
      {isReturn ? locationGroup('inboundDepartureLocations') : null}
      {isReturn ? locationGroup('inboundArrivalLocations') : null}
      {isReturn ? (
        <label className="remote-flights-check">
          <input
            type="checkbox"
            checked={filters.depArrSameLocation}
            onChange={(event) => set('depArrSameLocation', event.target.checked)}
          />
          <span className="remote-flights-check__label">{t('filters.sameAirports')}</span>
        </label>
      ) : null}
    </>
  );
}
