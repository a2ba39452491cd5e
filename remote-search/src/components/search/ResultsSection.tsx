/**
 * The results of a search, below the form: the sort and the filter and map toggles
 * (ResultsTools), and the filters, list, pages and map (ResultsMain). Loaded with the first search
 * (HotelSearchPage), so the bare search screen does not carry them; the search's calls
 * (useHotelResults) start beside this module's download, not after it, and the results' heading
 * and count (a live region, which must be on the page before it speaks) are HotelSearchPage's.
 */
import { formatMoney } from '@storefront/shared/domain/format';
import { useState } from 'react';
import type { MapBoundingBox } from '@storefront/shared/domain/accommodation-filters';
import type { HotelProposal } from '@storefront/shared/domain/hotel';
import { Link, useLocation } from 'react-router-dom';
import {
  DEFAULT_CURRENCY,
  HDP_FACETS,
  VOUCHER_PRICE_MULTIPLIER,
} from '@storefront/shared/domain/contract';
import { EMPTY_ACCOMMODATION_FILTERS } from '@storefront/shared/domain/accommodation-filters';
import { brandConfigAtom, useStateValue } from '@storefront/shared/state';
import type { SearchState, useSearchState } from '../../hooks/useSearchState';
import { pageOf } from '../../hooks/useHotelResults';
import type { ResultsStatus, useHotelResults } from '../../hooks/useHotelResults';
import { useSearchTranslation } from '../../hooks/useSearchTranslation';
import type { PointsRule } from '../../hooks/useMemberPoints';
import { hotelDetailHref } from '../../lib/detail-link';
import { metadataBounds } from '../../lib/filter-metadata';
import { FlightSummary } from '../flight/FlightSummary';
import { activeFilterCount, FiltersPanel } from './FiltersPanel';
import { HighlightItem, HighlightProvider } from './highlight';
import { HotelCard } from './HotelCard';
import { MapPanel } from './MapPanel';
import { Pagination } from './Pagination';
import { SortControl } from './SortControl';
import './results.css';

type Panels = { filtersOpen: boolean; mapOpen: boolean };

/** Beside the results' heading: the sort, and the toggles of the filters and the map. */
export function ResultsTools({
  state,
  filtersOpen,
  mapOpen,
  onToggleFilters,
  onToggleMap,
}: Panels & {
  state: ReturnType<typeof useSearchState>;
  onToggleFilters: () => void;
  onToggleMap: () => void;
}) {
  const { t } = useSearchTranslation();
  const activeFilters = activeFilterCount(state.filters);
  return (
    <div className="rs-results__tools">
      <SortControl sort={state.sort} onChange={state.applySort} />
      <button
        type="button"
        className="rs-button rs-results__filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls="rs-filters"
        onClick={onToggleFilters}
      >
        {activeFilters > 0
          ? t('filters.toggleCount', { count: activeFilters })
          : t('filters.toggle')}
      </button>
      <button type="button" className="rs-button" aria-pressed={mapOpen} onClick={onToggleMap}>
        {t('map.show')}
      </button>
    </div>
  );
}

/** Under the heading: the free-flight rule, the filters, the list and its pages, the map. */
export function ResultsMain({
  state,
  results,
  points,
  filtersOpen,
  mapOpen,
}: Panels & {
  state: ReturnType<typeof useSearchState>;
  results: ReturnType<typeof useHotelResults>;
  points: PointsRule | null;
}) {
  const { t, language } = useSearchTranslation();
  const brand = useStateValue(brandConfigAtom);
  const location = useLocation();
  const { status, searchId, retry } = results;
  const [searchAsMove, setSearchAsMove] = useState(state.filters.mapBoundingBox !== null);

  const page = pageOf(status);
  const currency =
    page?.proposals[0]?.price.total.currency ?? brand?.brand.currency ?? DEFAULT_CURRENCY;
  const voucher = brand?.brand.freeFlightConditions ?? null;
  // what the free-flight voucher covers: a flight up to this price (stays are sold as anywhere)
  const voucherCap = voucher ? voucher.voucherAmount * VOUCHER_PRICE_MULTIPLIER : null;
  const activeFilters = activeFilterCount(state.filters);

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
      // back to these results, exactly as the shopper has them
      `${location.pathname}${location.search}`,
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
    // the list and the map highlight the same stay (highlight.tsx)
    <HighlightProvider>
      {voucherCap !== null ? (
        <div className="rs-notice rs-results__free-flight">
          <p>
            {t('results.freeFlight', {
              max: formatMoney(voucherCap, currency, language, { wholeUnits: true }),
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
            forcedMaxPrice={null}
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
    </HighlightProvider>
  );
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
        <HighlightItem key={proposal.id} id={proposal.id}>
          {(highlighted) => (
            <HotelCard
              proposal={proposal}
              href={hrefOf(proposal)}
              points={points}
              highlighted={highlighted}
            />
          )}
        </HighlightItem>
      ))}
    </ul>
  );
}
