/**
 * The hotels-and-packages search of /DP, /H, /HGH and the member search: what the URL asks for
 * (with what could not be used said plainly), the form, and the results with their filters,
 * sort, pages and map (ResultsSection, fetched with the first search; the map on request). On a
 * phone the results come first: the form folds into a summary and the filters open in a sheet.
 */
import { formatNumber } from '@storefront/shared/domain/format';
import { namesASearch } from '@storefront/shared/domain/search-url';
import { Suspense, useEffect, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { LazyPart } from '@storefront/shared/ui/LazyPart';
import { SearchSummary, usePlaceNames, useSearchFold } from '@storefront/shared/ui/SearchSummary';
import { needsDeparture } from '../../lib/products';
import { useSearchState } from './hooks/useSearchState';
import { pageOf, useHotelResults } from './hooks/useHotelResults';
import type { ResultsStatus } from './hooks/useHotelResults';
import { useSearchTranslation } from '../../hooks/useSearchTranslation';
import { useMapPreference } from './hooks/useMapPreference';
import type { PointsRule } from '../../hooks/useMemberPoints';
import { SearchForm } from './components/SearchForm';
import { formValuesFromSearch, submissionOf } from './components/search-form';
import { totalOf } from './components/results-total';
import { UrlIssues } from './components/UrlIssues';
// the results part's code comes with the first search, but a page rendered on the server comes
// with its results: their stylesheets are the screen's own, so that page paints them styled
import './components/results.css';
import '@storefront/shared/ui/results-controls.css';
import '../../components/flight/flight.css';

/** The results' tools and body, fetched with the first search (one module). */
const loadTools = () =>
  import('./components/ResultsSection').then((module) => ({ default: module.ResultsTools }));
const loadMain = () =>
  import('./components/ResultsSection').then((module) => ({ default: module.ResultsMain }));

/**
 * The results of the URL's search. The heading and the count are here, not in the part fetched
 * with the first search: the count is a live region, and a screen reader speaks a change in a
 * region that was already on the page, not one that arrives with its text.
 */
function Results({
  state,
  results,
  points,
}: {
  state: ReturnType<typeof useSearchState>;
  results: ReturnType<typeof useHotelResults>;
  points: PointsRule | null;
}) {
  const { t } = useSearchTranslation();
  const { status } = results;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [mapOpen, toggleMap] = useMapPreference(state.filters.mapBoundingBox !== null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const shownPage = useRef(state.page);
  const page = pageOf(status);

  // a new page: the list starts again at its heading, for eyes and screen readers alike
  useEffect(() => {
    if (status.kind !== 'ready' || shownPage.current === state.page) return;
    shownPage.current = state.page;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [status.kind, state.page]);

  return (
    <section
      className="rs-results"
      aria-labelledby="rs-results-heading"
      aria-busy={status.kind === 'loading'}
    >
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
        <LazyPart
          load={loadTools}
          props={{
            state,
            total: totalOf(status),
            filtersOpen,
            filtersButtonRef,
            mapOpen,
            onToggleFilters: () => setFiltersOpen((open) => !open),
            onToggleMap: toggleMap,
          }}
          pending={null}
          failed={() => null}
        />
      </div>
      <LazyPart
        load={loadMain}
        props={{
          state,
          results,
          points,
          filtersOpen,
          filtersButtonRef,
          onCloseFilters: () => setFiltersOpen(false),
          mapOpen,
        }}
        pending={
          <ul className="rs-hotels rs-hotels--placeholder" aria-hidden="true">
            {[0, 1, 2].map((n) => (
              <li key={n} className="rs-hotel rs-hotel--placeholder" />
            ))}
          </ul>
        }
        failed={(retry) => (
          <div className="rs-notice rs-notice--error" role="alert">
            <h3>{t('results.errorTitle')}</h3>
            <p>{t('results.errorBody')}</p>
            <button type="button" className="rs-button rs-button--primary" onClick={retry}>
              {t('results.retry')}
            </button>
          </div>
        )}
      />
    </section>
  );
}

/** What the search form needs of the results: whether the search failed, and to try it again. */
type ResultsHandle = { failed: boolean; retry: () => void };

/** The results while the URL's search is on its way (the render server's budget spent). */
const SEARCHING: ReturnType<typeof useHotelResults> = {
  status: { kind: 'loading', previous: null },
  searchId: null,
  retry: () => undefined,
};

/**
 * The URL's search and its results: the search's calls start as this renders, beside the results
 * code's download. On the render server the results wait here, within the page's budget, and the
 * page around them does not: past the budget they go as the search in progress, which the
 * browser finishes.
 */
function SearchedResults({
  state,
  points,
  handle,
}: {
  state: ReturnType<typeof useSearchState>;
  points: PointsRule | null;
  handle: RefObject<ResultsHandle | null>;
}) {
  const results = useHotelResults(state);
  const failed = results.status.kind === 'error';
  const { retry } = results;
  useImperativeHandle(handle, () => ({ failed, retry }), [failed, retry]);
  return <Results state={state} results={results} points={points} />;
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
  const results = useRef<ResultsHandle | null>(null);
  const initial = useMemo(
    () => formValuesFromSearch(state.product, state.search),
    [state.product, state.search],
  );
  const fold = useSearchFold(state.request !== null);
  // the link's places named on the server: the summary and the fields show names from the start
  const places = usePlaceNames([
    { code: initial.destination?.code, productType: initial.product, role: 'destination' },
    ...(needsDeparture(initial.product)
      ? [
          {
            code: initial.departure?.code,
            productType: initial.product,
            role: 'departure' as const,
          },
        ]
      : []),
  ]);
  const formId = useId();
  return (
    <div className="rs-page rs-search">
      <h1>{heading}</h1>
      {intro}
      <UrlIssues issues={state.issues} />
      {state.request ? (
        <SearchSummary
          place={places.nameOf(initial.destination?.code)}
          dates={initial.dates}
          travellers={initial.travellers}
          expanded={!fold.folded}
          controls={formId}
          onToggle={fold.toggle}
          editRef={fold.editRef}
        />
      ) : null}
      <SearchForm
        id={formId}
        initial={initial}
        checkAtOnce={!state.request && namesASearch(state.search)}
        folded={fold.folded}
        onPlaceShown={places.learn}
        onSubmit={(values) => {
          fold.searched();
          // Search after a failed search tries again: the same search has the same address (which
          // submitSearch does not push twice) and the same request, so nothing else would
          if (results.current?.failed) results.current.retry();
          state.submitSearch(submissionOf(values));
        }}
      />
      {state.request ? (
        <Suspense fallback={<Results state={state} results={SEARCHING} points={points} />}>
          <SearchedResults state={state} points={points} handle={results} />
        </Suspense>
      ) : (
        <p className="rs-muted">{t('results.startHint')}</p>
      )}
    </div>
  );
}
