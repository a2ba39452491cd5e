/**
 * The results of a search, below the form: the sort and the filter and map toggles
 * (ResultsTools), and the filters, list, pages and map (ResultsMain). On a phone the filters open
 * in a full-screen sheet, whose button says how many stays there are. Loaded with the first search
 * (HotelSearchPage), so the bare search screen does not carry them; the search's calls
 * (useHotelResults) start beside this module's download, not after it, and the results' heading
 * and count (a live region, which must be on the page before it speaks) are HotelSearchPage's.
 */
import { StructuredData } from '@storefront/shared/ui/StructuredData';
import { resultsData } from '../../../lib/structured-data';
import { formatMoney, formatNumber } from '@storefront/shared/domain/format';
import { useState } from 'react';
import type { RefObject } from 'react';
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
import { usePhoneLayout } from '@storefront/shared/lib/phone-layout';
import { Pagination } from '@storefront/shared/ui/Pagination';
import { ResultsSheet } from '@storefront/shared/ui/ResultsSheet';
import type { useSearchState } from '../hooks/useSearchState';
import { pageOf } from '../hooks/useHotelResults';
import type { ResultsStatus, useHotelResults } from '../hooks/useHotelResults';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';
import type { PointsRule } from '../../../hooks/useMemberPoints';
import { hotelDetailHref } from '../../../lib/detail-link';
import { metadataBounds } from '../../../lib/filter-metadata';
import { FlightSummary } from '../../../components/flight/FlightSummary';
import { activeFilterCount, FiltersPanel } from './FiltersPanel';
import { HighlightItem, HighlightProvider } from './highlight';
import { HotelCard } from '../../../components/hotel/HotelCard';
import { MapPanel } from './MapPanel';
import { totalOf } from './results-total';
import { SortControl } from './SortControl';
import './results.css';
import { RetryAlert } from '@storefront/shared/ui/RetryAlert';

type Panels = {
  filtersOpen: boolean;
  mapOpen: boolean;
  /** the filters' button: the sheet of a phone gives focus back to it */
  filtersButtonRef: RefObject<HTMLButtonElement | null>;
};

/** The filters' id: the panel beside the list, or the sheet on a phone. */
const FILTERS_ID = 'rs-filters';

/** Beside the results' heading: the sort, and the toggles of the filters and the map. */
export function ResultsTools({
  state,
  total,
  filtersOpen,
  filtersButtonRef,
  mapOpen,
  onToggleFilters,
  onToggleMap,
}: Panels & {
  state: ReturnType<typeof useSearchState>;
  /** how many stays the search found, once known */
  total: number | null;
  onToggleFilters: () => void;
  onToggleMap: () => void;
}) {
  const { t, language } = useSearchTranslation();
  const phone = usePhoneLayout();
  const activeFilters = activeFilterCount(state.filters);
  const toggle =
    activeFilters > 0 ? t('filters.toggleCount', { count: activeFilters }) : t('filters.toggle');
  return (
    <div className="rs-results__tools">
      <SortControl sort={state.sort} onChange={state.applySort} />
      <button
        ref={filtersButtonRef}
        type="button"
        className="rs-button rs-results__filters-toggle"
        aria-haspopup={phone ? 'dialog' : undefined}
        aria-expanded={filtersOpen}
        aria-controls={FILTERS_ID}
        onClick={onToggleFilters}
      >
        {phone && total !== null
          ? `${toggle} · ${t('filters.stays', { count: total, formatted: formatNumber(total, language) })}`
          : toggle}
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
  filtersButtonRef,
  onCloseFilters,
  mapOpen,
}: Panels & {
  state: ReturnType<typeof useSearchState>;
  results: ReturnType<typeof useHotelResults>;
  points: PointsRule | null;
  onCloseFilters: () => void;
}) {
  const { t, language } = useSearchTranslation();
  const phone = usePhoneLayout();
  const brand = useStateValue(brandConfigAtom);
  const location = useLocation();
  const { status, searchId } = results;
  const [searchAsMove, setSearchAsMove] = useState(state.filters.mapBoundingBox !== null);

  const page = pageOf(status);
  const currency =
    page?.proposals[0]?.price.total.currency ?? brand?.brand.currency ?? DEFAULT_CURRENCY;
  const voucher = brand?.brand.freeFlightConditions ?? null;
  // what the free-flight voucher covers: a flight up to this price (stays are sold as anywhere)
  const voucherCap = voucher ? voucher.voucherAmount * VOUCHER_PRICE_MULTIPLIER : null;

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

  const filtersPanel = (
    <FiltersPanel
      filters={state.filters}
      metadata={page?.filters ?? null}
      currency={currency}
      forcedMaxPrice={null}
      onChange={state.applyFilters}
    />
  );

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
        {phone ? (
          <ResultsSheet
            id={FILTERS_ID}
            open={filtersOpen}
            onClose={onCloseFilters}
            title={t('filters.heading')}
            showLabel={showResultsLabel(status, t, language)}
            opener={filtersButtonRef}
          >
            {filtersPanel}
          </ResultsSheet>
        ) : (
          <aside
            id={FILTERS_ID}
            className="rs-filters"
            data-open={filtersOpen}
            aria-label={t('filters.label')}
          >
            <h3 className="rs-filters__heading">{t('filters.heading')}</h3>
            {filtersPanel}
          </aside>
        )}
        <div className="rs-results__list">
          {page?.transport && status.kind !== 'no-content' ? (
            <div className="rs-card rs-results__transport">
              <h3>{t('results.flightIncluded')}</h3>
              <FlightSummary flight={page.transport} />
            </div>
          ) : null}
          <ResultsBody results={results} state={state} points={points} hrefOf={hrefOf} />
          {page && status.kind === 'ready' ? (
            <Pagination current={state.page} total={page.page.totalPages} hrefOf={state.pageHref} />
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

/** The sheet's bottom button: how many stays the filters leave, once known. */
function showResultsLabel(
  status: ResultsStatus,
  t: ReturnType<typeof useSearchTranslation>['t'],
  language: string,
): string {
  const total = totalOf(status);
  return total === null
    ? t('filters.showResultsPending')
    : t('filters.showResults', { count: total, formatted: formatNumber(total, language) });
}

function ResultsBody({
  results,
  state,
  points,
  hrefOf,
}: {
  results: ReturnType<typeof useHotelResults>;
  state: ReturnType<typeof useSearchState>;
  points: PointsRule | null;
  hrefOf: (proposal: HotelProposal) => string;
}) {
  const { status, retry: onRetry } = results;
  const { t } = useSearchTranslation();
  if (status.kind === 'error') {
    return (
      <RetryAlert
        title={<h3>{t('results.errorTitle')}</h3>}
        message={t('results.errorBody')}
        onRetry={onRetry}
      />
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
        ) : activeFilterCount(state.filters) > 0 ? (
          <button
            type="button"
            className="rs-button rs-button--primary"
            onClick={() => state.applyFilters({ ...EMPTY_ACCOMMODATION_FILTERS })}
          >
            {t('results.clearFilters')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <ul className={status.kind === 'loading' ? 'rs-hotels rs-hotels--stale' : 'rs-hotels'}>
      <StructuredData
        data={resultsData(
          page.proposals.map((proposal) => ({
            accommodation: proposal.accommodation,
            price: proposal.price.total,
            url: hrefOf(proposal),
          })),
          (page.page.number - 1) * page.page.size + 1,
        )}
      />
      {page.proposals.map((proposal, index) => (
        <HighlightItem key={proposal.id} id={proposal.id}>
          {(highlighted) => (
            <HotelCard
              proposal={proposal}
              href={hrefOf(proposal)}
              points={points}
              highlighted={highlighted}
              first={index === 0}
            />
          )}
        </HighlightItem>
      ))}
    </ul>
  );
}
