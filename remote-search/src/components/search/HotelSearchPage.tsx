/**
 * The hotels-and-packages search of /DP, /H, /HGH and the member search: what the URL asks for
 * (with what could not be used said plainly), the form, and the results with their filters,
 * sort, pages and map.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { MapBoundingBox } from '@storefront/shared/domain/accommodation-filters';
import type { HotelProposal, HotelProposalsPage } from '@storefront/shared/domain/hotel';
import { Link } from 'react-router-dom';
import {
  DEFAULT_CURRENCY,
  HDP_FACETS,
  VOUCHER_PRICE_MULTIPLIER,
} from '@storefront/shared/domain/contract';
import { EMPTY_ACCOMMODATION_FILTERS } from '@storefront/shared/domain/accommodation-filters';
import { brandConfigAtom, useStateValue } from '@storefront/shared/state';
import { useSearchState } from '../../hooks/useSearchState';
import type { SearchState } from '../../hooks/useSearchState';
import { useHotelResults } from '../../hooks/useHotelResults';
import type { ResultsStatus } from '../../hooks/useHotelResults';
import { useSearchTranslation } from '../../hooks/useSearchTranslation';
import type { PointsRule } from '../../hooks/useMemberPoints';
import { hotelDetailHref } from '../../lib/detail-link';
import { metadataBounds } from '../../lib/filter-metadata';
import { formatMoney, formatNumber } from '../../lib/format';
import { FlightSummary } from '../flight/FlightSummary';
import { activeFilterCount, FiltersPanel } from './FiltersPanel';
import { HotelCard } from './HotelCard';
import { MapPanel } from './MapPanel';
import { Pagination } from './Pagination';
import { SearchForm } from './SearchForm';
import { formValuesFromSearch, submissionOf } from './search-form';
import { SortControl } from './SortControl';
import { UrlIssues } from './UrlIssues';
import './results.css';

const WIDE = '(min-width: 1024px)';

function useWideScreen(): boolean {
  const [wide] = useState(() =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(WIDE).matches
      : false,
  );
  return wide;
}

function pageOf(status: ResultsStatus): HotelProposalsPage | null {
  if (status.kind === 'ready') return status.page;
  if (status.kind === 'loading' || status.kind === 'error') return status.previous;
  return null;
}

export function HotelSearchPage({
  productFrom,
  heading,
  intro,
  points,
}: {
  productFrom: 'path' | 'param';
  heading: string;
  intro?: ReactNode;
  points: PointsRule | null;
}) {
  const { t } = useSearchTranslation();
  const state = useSearchState(productFrom);
  const initial = useMemo(
    () => formValuesFromSearch(state.product, state.search),
    [state.product, state.search],
  );
  return (
    <div className="rs-page rs-search">
      <h1>{heading}</h1>
      {intro}
      <UrlIssues issues={state.issues} />
      <SearchForm
        initial={initial}
        onSubmit={(values) => state.submitSearch(submissionOf(values))}
      />
      {state.request ? (
        <Results state={state} points={points} />
      ) : (
        <p className="rs-muted">{t('results.startHint')}</p>
      )}
    </div>
  );
}

function Results({
  state,
  points,
}: {
  state: ReturnType<typeof useSearchState>;
  points: PointsRule | null;
}) {
  const { t, language } = useSearchTranslation();
  const brand = useStateValue(brandConfigAtom);
  const { status, searchId, retry } = useHotelResults(state);
  const wide = useWideScreen();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [mapOpen, setMapOpen] = useState(wide);
  const [searchAsMove, setSearchAsMove] = useState(state.filters.mapBoundingBox !== null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(state.page);

  const page = pageOf(status);
  const loading = status.kind === 'loading';
  const currency =
    page?.proposals[0]?.price.total.currency ?? brand?.brand.currency ?? DEFAULT_CURRENCY;
  const voucher = brand?.brand.freeFlightConditions ?? null;
  const forcedMaxPrice = voucher ? voucher.voucherAmount * VOUCHER_PRICE_MULTIPLIER : null;
  const activeFilters = activeFilterCount(state.filters);

  // a new page: the list starts again at its heading, for eyes and screen readers alike
  useEffect(() => {
    if (status.kind !== 'ready' || shownPage.current === state.page) return;
    shownPage.current = state.page;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [status.kind, state.page]);

  const hrefOf = (proposal: HotelProposal) =>
    hotelDetailHref(
      state.product,
      { ...state.search, mealPlans: [], freeCancellation: false },
      {
        hotelId: proposal.accommodation.id,
        searchId,
        proposalId: proposal.id,
        mealPlan: proposal.mealPlan,
      },
    );

  const setBox = (box: MapBoundingBox | null) =>
    state.applyFilters({ ...state.filters, mapBoundingBox: box });
  const { mapBoundingBox: _box, ...filtersButMap } = state.filters;
  const fitKey = JSON.stringify([
    searchId,
    state.page,
    state.sort,
    filtersButMap,
    state.filters.mapBoundingBox === null,
  ]);

  return (
    <section className="rs-results" aria-labelledby="rs-results-heading" aria-busy={loading}>
      <div className="rs-results__bar">
        <div className="rs-results__title">
          <h2 id="rs-results-heading" ref={headingRef} tabIndex={-1}>
            {page?.destination.name
              ? t('results.headingIn', { destination: page.destination.name })
              : t('results.heading')}
          </h2>
          <p className="rs-results__count" role="status">
            <ResultsCount status={status} />
          </p>
        </div>
        <div className="rs-results__tools">
          <SortControl sort={state.sort} forced={state.sortForced} onChange={state.applySort} />
          <button
            type="button"
            className="rs-button rs-results__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="rs-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {activeFilters > 0
              ? t('filters.toggleCount', { count: activeFilters })
              : t('filters.toggle')}
          </button>
          <button
            type="button"
            className="rs-button"
            aria-pressed={mapOpen}
            onClick={() => setMapOpen((open) => !open)}
          >
            {t('map.show')}
          </button>
        </div>
      </div>
      {state.sortForced && forcedMaxPrice !== null ? (
        <div className="rs-notice rs-results__free-flight">
          <p>
            {t('results.freeFlight', {
              max: formatMoney({ amount: forcedMaxPrice, currency }, language, true),
            })}
          </p>
          {voucher?.conditionsKey ? <p>{t(voucher.conditionsKey, { defaultValue: '' })}</p> : null}
        </div>
      ) : null}
      <div
        className={mapOpen ? 'rs-results__layout rs-results__layout--map' : 'rs-results__layout'}
      >
        <aside
          id="rs-filters"
          className="rs-filters"
          data-open={filtersOpen}
          aria-label={t('filters.label')}
        >
          <h3 className="rs-filters__heading">{t('filters.heading')}</h3>
          <FiltersPanel
            filters={state.filters}
            metadata={page?.filters ?? null}
            currency={currency}
            forcedMaxPrice={forcedMaxPrice}
            onChange={state.applyFilters}
          />
        </aside>
        <div className="rs-results__list">
          {page?.transport && status.kind !== 'no-content' ? (
            <div className="rs-card rs-results__transport">
              <h3>{t('results.flightIncluded')}</h3>
              <FlightSummary flight={page.transport} />
            </div>
          ) : null}
          <ResultsBody
            status={status}
            state={state}
            points={points}
            hrefOf={hrefOf}
            onRetry={retry}
            onClearFilters={
              activeFilters > 0
                ? () => state.applyFilters({ ...EMPTY_ACCOMMODATION_FILTERS })
                : null
            }
          />
          {page && status.kind === 'ready' ? (
            <Pagination
              current={state.page}
              totalPages={page.page.totalPages}
              hrefOf={state.pageHref}
            />
          ) : null}
        </div>
        {mapOpen ? (
          <div className="rs-results__map">
            <MapPanel
              proposals={page?.proposals ?? []}
              resultsBounds={metadataBounds(page?.filters ?? null, HDP_FACETS.mapBoundingBox)}
              box={state.filters.mapBoundingBox}
              fitKey={fitKey}
              searchAsMove={searchAsMove}
              onSearchAsMoveChange={setSearchAsMove}
              onBoxChange={setBox}
              hrefOf={hrefOf}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

function ResultsCount({ status }: { status: ResultsStatus }) {
  const { t, language } = useSearchTranslation();
  switch (status.kind) {
    case 'loading':
      return <>{t('results.loading')}</>;
    case 'ready': {
      const { totalItems, number, totalPages } = status.page.page;
      if (totalItems === 0) return <>{t('results.countNone')}</>;
      return (
        <>
          {t('results.count', { count: totalItems, formatted: formatNumber(totalItems, language) })}
          {totalPages > 1 ? ` · ${t('results.pageOf', { page: number, total: totalPages })}` : ''}
        </>
      );
    }
    case 'no-content':
      return <>{t('results.countNone')}</>;
    case 'error':
      return <>{t('results.errorShort')}</>;
    default:
      return null;
  }
}

function ResultsBody({
  status,
  state,
  points,
  hrefOf,
  onRetry,
  onClearFilters,
}: {
  status: ResultsStatus;
  state: SearchState & { pageHref: (page: number) => string };
  points: PointsRule | null;
  hrefOf: (proposal: HotelProposal) => string;
  onRetry: () => void;
  onClearFilters: (() => void) | null;
}) {
  const { t } = useSearchTranslation();
  if (status.kind === 'error') {
    return (
      <div className="rs-notice rs-notice--error" role="alert">
        <h3>{t('results.errorTitle')}</h3>
        <p>{t('results.errorBody')}</p>
        <button type="button" className="rs-button rs-button--primary" onClick={onRetry}>
          {t('results.retry')}
        </button>
      </div>
    );
  }
  if (status.kind === 'no-content') {
    return (
      <div className="rs-notice">
        <h3>{t('results.noContentTitle')}</h3>
        <p>{t('results.noContentBody')}</p>
      </div>
    );
  }
  const page = pageOf(status);
  if (!page) {
    return (
      <ul className="rs-hotels rs-hotels--placeholder" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n} className="rs-hotel rs-hotel--placeholder" />
        ))}
      </ul>
    );
  }
  if (page.proposals.length === 0) {
    const pastTheEnd = state.page > 1 && page.page.totalItems > 0;
    return (
      <div className="rs-notice">
        <h3>{pastTheEnd ? t('results.pastEndTitle') : t('results.emptyTitle')}</h3>
        <p>{pastTheEnd ? t('results.pastEndBody') : t('results.emptyBody')}</p>
        {pastTheEnd ? (
          <Link className="rs-button" to={state.pageHref(1)}>
            {t('results.firstPage')}
          </Link>
        ) : onClearFilters ? (
          <button type="button" className="rs-button rs-button--primary" onClick={onClearFilters}>
            {t('results.clearFilters')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <ul className={status.kind === 'loading' ? 'rs-hotels rs-hotels--stale' : 'rs-hotels'}>
      {page.proposals.map((proposal) => (
        <li key={proposal.id}>
          <HotelCard proposal={proposal} href={hrefOf(proposal)} points={points} />
        </li>
      ))}
    </ul>
  );
}
