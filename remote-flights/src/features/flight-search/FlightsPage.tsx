/**
 * The flights screen, shared by /F, /FF and the member search /memSearch: the search form, then
 * the results with every filter, the sort and the pages. The URL is the single source of what is
 * shown (lib/flights-url.ts); the store mirrors it (flightFilters, sortSelector,
 * currentPageNumber, currentSearchId) and holds the proposal-fetching flag and the last result.
 * On a phone the results come first: the form folds into a summary and the filters open in a
 * sheet.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { VOUCHER_PRICE_MULTIPLIER } from '@storefront/shared/domain/contract';
import {
  EMPTY_FLIGHT_FILTERS,
  flightFiltersToFacets,
  flightSort,
} from '@storefront/shared/domain/flight-filters';
import type { FlightFilters } from '@storefront/shared/domain/flight-filters';
import { LazyPart } from '@storefront/shared/ui/LazyPart';
import { SearchSummary, usePlaceNames, useSearchFold } from '@storefront/shared/ui/SearchSummary';
import {
  brandConfigAtom,
  setCurrentPageNumberAtom,
  setFlightFiltersAtom,
  setSortSelectorAtom,
  useStateAction,
  useStateValue,
} from '@storefront/shared/state';
import { useBookFlight } from './hooks/useBookFlight';
import { useFlightProposals } from './hooks/useFlightProposals';
import type { ProposalsState } from './hooks/useFlightProposals';
import { useFlightSearchId } from './hooks/useFlightSearchId';
import type { SearchIdState } from './hooks/useFlightSearchId';
import { useFlightsTranslation } from '../../hooks/useFlightsTranslation';
import {
  readFlightsUrl,
  searchKey,
  searchRequestOf,
  writeFilters,
  writePage,
  writeSearch,
  writeSort,
} from '../../lib/flights-url';
import type { FlightSortName } from '../../lib/flights-url';
import { FlightResults } from './components/results/FlightResults';
import type { PriceDisplay } from './components/results/Price';
import { FlightSearchForm } from './components/search-form/FlightSearchForm';
import { namesASearch } from '@storefront/shared/domain/search-url';
import { toFormValues, toSearch } from './components/search-form/flight-search-form';
import type { FlightSearchValues } from './components/search-form/flight-search-form';
import { FreeFlightNote, PointsNote, ScreenLoading, UrlIssues } from './components/ScreenStatus';
import './flights.css';

/** The filters and the page of flights, fetched with the first search (one module). */
const loadFilters = () =>
  import('./components/ResultsArea').then((module) => ({ default: module.FiltersPart }));
const loadProposals = () =>
  import('./components/ResultsArea').then((module) => ({ default: module.ProposalsPart }));

/** How many flights the search found, once it is known. */
function totalOf(search: SearchIdState, proposals: ProposalsState): number | null {
  if (search.status !== 'ready') return null;
  if (proposals.status === 'ready') return proposals.page.page.totalItems;
  return proposals.status === 'noResults' && proposals.cause === 'NO_CONTENT' ? 0 : null;
}

/** The search or its flights still on their way (the results say so too: FlightResults). */
function searching(search: SearchIdState, proposals: ProposalsState): boolean {
  return (
    search.status === 'creating' || (search.status === 'ready' && proposals.status === 'loading')
  );
}

export type FlightsVariant = 'flights' | 'member';

export function FlightsPage({ variant }: { variant: FlightsVariant }) {
  const { ready } = useFlightsTranslation();
  const brand = useStateValue(brandConfigAtom);
  if (!ready || !brand) return <ScreenLoading />;
  return <FlightsSearch brand={brand} variant={variant} />;
}

function FlightsSearch({ brand, variant }: { brand: BrandConfig; variant: FlightsVariant }) {
  const { t, language } = useFlightsTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const resultsHeadingId = useId();
  const productType = variant === 'flights' && /\/FF\/?$/i.test(pathname) ? 'FF' : 'F';

  const url = useMemo(() => readFlightsUrl(query), [query]);
  const request = useMemo(() => searchRequestOf(url, productType), [url, productType]);
  const rules = brand.brand;
  const voucher = rules.freeFlightConditions;
  const freeFlightCap = voucher ? voucher.voucherAmount * VOUCHER_PRICE_MULTIPLIER : null;
  const facets = useMemo(() => flightFiltersToFacets(url.filters, rules), [url.filters, rules]);
  const sort = useMemo(() => flightSort(url.sort, rules), [url.sort, rules]);

  const search = useFlightSearchId(request);
  const proposals = useFlightProposals(
    search.status === 'ready' && request
      ? {
          search: searchKey(request),
          searchId: search.searchId,
          language,
          facets,
          sort,
          page: url.page,
        }
      : null,
    search.renew,
  );
  /** Try again whatever failed: the search's creation, else its proposals. */
  const retry = search.status === 'failed' ? search.retry : proposals.retry;
  const booking = useBookFlight({ productType, cartId: url.search.cartId });

  // the store mirrors what the URL says
  const setFlightFilters = useStateAction(setFlightFiltersAtom);
  const setSortSelector = useStateAction(setSortSelectorAtom);
  const setPageNumber = useStateAction(setCurrentPageNumberAtom);
  useEffect(() => setFlightFilters(url.filters), [url.filters, setFlightFilters]);
  useEffect(() => setSortSelector(sort), [sort, setSortSelector]);
  useEffect(() => setPageNumber(url.page), [url.page, setPageNumber]);

  // a page change (a link of the pagination, or back) brings the results heading into view
  const shownPage = useRef(url.page);
  useEffect(() => {
    if (shownPage.current === url.page) return;
    shownPage.current = url.page;
    resultsHeadingRef.current?.focus({ preventScroll: true });
    resultsHeadingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [url.page]);

  const go = useCallback(
    (next: URLSearchParams) => {
      // the same choice again adds no history entry
      if (next.toString() !== query) setParams(next);
    },
    [query, setParams],
  );

  // on a phone the form folds behind its summary once there is a search to show
  const fold = useSearchFold(request !== null);
  // the link's places named on the server: the summary and the fields show names from the start
  const places = usePlaceNames([
    { code: url.search.departure, productType, role: 'departure' },
    { code: url.search.destination, productType, role: 'destination' },
  ]);
  const formId = useId();
  // The same search again tries again what failed; a new search is a new URL. The same search
  // written otherwise (back on page 1, say) is a new URL too, and a creation that failed is
  // asked again for it.
  const onSearch = (values: FlightSearchValues) => {
    fold.searched();
    const next = writeSearch(params, toSearch(values));
    if (next.toString() === query) {
      retry();
      return;
    }
    const nextRequest = searchRequestOf(readFlightsUrl(next), productType);
    const sameSearch =
      request !== null && nextRequest !== null && searchKey(nextRequest) === searchKey(request);
    if (sameSearch && search.status === 'failed') search.retry();
    setParams(next);
  };
  // A filter or sort change shows at once: the URL follows in a transition, and the controls
  // must not flick back to the old value meanwhile. Once the URL changes (or back is pressed)
  // the URL alone is shown again.
  const [chosen, setChosen] = useState<{
    filters?: FlightFilters;
    sort?: FlightSortName;
  } | null>(null);
  const [chosenOn, setChosenOn] = useState(query);
  if (chosenOn !== query) {
    setChosenOn(query);
    setChosen(null);
  }
  const shownFilters = chosen?.filters ?? url.filters;
  const onFilters = (filters: FlightFilters) => {
    setChosen({ filters });
    go(writeFilters(params, filters));
  };
  const onSort = (name: FlightSortName) => {
    setChosen({ sort: name });
    go(writeSort(params, name));
  };
  const shownSort = chosen?.sort && !voucher ? chosen.sort : sort.name;
  const hrefOfPage = (page: number) => `?${writePage(params, page).toString()}`;

  const searchFields = [
    url.search.departure,
    url.search.destination,
    url.search.outboundDate,
    url.search.returnDate,
    url.search.adults,
    url.search.childrenAges.join('-'),
  ].join('|');
  const returnRefused = url.issues.some((issue) => issue.param === 'returnDate');
  const formValues = useMemo(
    () => toFormValues(url.search, returnRefused),
    // searchFields stands for the values the form shows
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [searchFields, returnRefused],
  );

  const points =
    variant === 'member' && rules.pointsConversionRate
      ? {
          rate: rules.pointsConversionRate,
          label: rules.customPointsLabel || t('points.defaultLabel'),
        }
      : null;
  const display: PriceDisplay = { language, points };
  const lastPage =
    proposals.lastPage &&
    search.status === 'ready' &&
    proposals.lastPage.searchId === search.searchId
      ? proposals.lastPage
      : null;

  return (
    <div className="remote-flights-screen">
      <h1>{variant === 'member' ? t('screens.memberSearch') : t('screens.flights')}</h1>
      <UrlIssues issues={url.issues} />
      {variant === 'member' ? <PointsNote brand={brand} language={language} /> : null}
      {freeFlightCap !== null ? (
        <FreeFlightNote brand={brand} cap={freeFlightCap} language={language} />
      ) : null}
      {request ? (
        <SearchSummary
          place={t('form.route', {
            from: places.nameOf(url.search.departure),
            to: places.nameOf(url.search.destination),
          })}
          dates={{
            from: formValues.dates.from,
            to: formValues.tripType === 'RETURN' ? formValues.dates.to : undefined,
          }}
          travellers={formValues.travellers}
          expanded={!fold.folded}
          controls={formId}
          onToggle={fold.toggle}
          editRef={fold.editRef}
        />
      ) : null}
      <FlightSearchForm
        key={`${searchFields}|${returnRefused}`}
        id={formId}
        initialValues={formValues}
        checkAtOnce={request === null && namesASearch(url.search)}
        productType={productType}
        onSearch={onSearch}
        folded={fold.folded}
        onPlaceShown={places.learn}
      />
      {request === null ? (
        <p className="remote-flights-intro">{t('intro')}</p>
      ) : (
        <div className="remote-flights-layout">
          <LazyPart
            load={loadFilters}
            props={{
              filters: shownFilters,
              metadata: lastPage?.filters ?? null,
              staticData: lastPage?.staticData ?? null,
              isReturn: request.returnDate !== null,
              currency: rules.currency,
              language,
              freeFlightCap,
              total: totalOf(search, proposals.state),
              busy: searching(search, proposals.state),
              onChange: onFilters,
            }}
            pending={<div className="remote-flights-filters" aria-hidden="true" />}
            failed={() => null}
          />
          <FlightResults
            headingId={resultsHeadingId}
            headingRef={resultsHeadingRef}
            search={search}
            proposals={proposals.state}
            onRetry={retry}
            language={language}
            sort={{ ...sort, name: shownSort }}
            forcedByVoucher={freeFlightCap !== null}
            onSort={onSort}
            renderPage={(ready) => (
              <LazyPart
                load={loadProposals}
                props={{
                  ready,
                  headingId: resultsHeadingId,
                  page: url.page,
                  hrefOfPage,
                  urlFilters: url.filters,
                  onClearFilters: () => onFilters(EMPTY_FLIGHT_FILTERS),
                  display,
                  booking,
                }}
                pending={
                  <div className="remote-flights-loading" aria-hidden="true">
                    <div className="remote-flights-loading__card" />
                    <div className="remote-flights-loading__card" />
                  </div>
                }
                failed={(retry) => (
                  <div className="remote-flights-message" role="alert">
                    <p className="remote-flights-message__title">{t('results.partFailed')}</p>
                    <button type="button" className="remote-flights-button" onClick={retry}>
                      {t('noResults.retry')}
                    </button>
                  </div>
                )}
              />
            )}
          />
        </div>
      )}
    </div>
  );
}
