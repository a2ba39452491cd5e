/**
 * A page of flight proposals (ShoppingTransportService/RetrieveProposals) with the states of spec
 * section 4: the store's proposal-fetching flag is true while loading and false afterwards; a
 * GENERIC_ERROR is retried up to MAX_FLIGHT_RETRIES times with a growing pause, and the screen
 * says it is still searching; NO_CONTENT, an eleventh GENERIC_ERROR or any other error end in the
 * no-results state (noResultMessage). A newer request cancels an older one.
 *
 * A NOT_FOUND says the backend no longer knows the search id (e.g. after its restart): the
 * search is created again (`onSearchGone`), once per query and attempt; a NOT_FOUND for the new
 * id ends in the no-results state, and a retry may renew it again.
 *
 * A page this visit has shown already (Back, Forward) is shown again at once from the shared
 * answer store: as it is while fresh, refreshed in the background once stale (a refresh that
 * fails leaves it on screen).
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { logCallError } from '@storefront/shared/api/client';
import { hasErrorCode } from '@storefront/shared/api/errors';
import { retrieveFlightProposals } from '@storefront/shared/api/transport';
import { MAX_FLIGHT_RETRIES, PROPOSAL_PAGE_SIZE } from '@storefront/shared/domain/contract';
import type { Facet, Sort } from '@storefront/shared/domain/contract';
import type { FlightProposalsPage } from '@storefront/shared/domain/flight';
import {
  finishFetchingProposalsAtom,
  retrieveProposalsAtom,
  startFetchingProposalsAtom,
  useStateAction,
  useStateValue,
} from '@storefront/shared/state';
import { withGenericErrorRetries } from '@storefront/shared/api/retry';
import {
  errorOf,
  holdFailure,
  keepAnswer,
  keptAnswer,
  keptFailure,
  useAnswerOnServer,
} from '@storefront/shared/api/answer-cache';
import type { AnswerFailure } from '@storefront/shared/api/answer-cache';

const answerKeyOf = (query: ProposalsQuery) =>
  `flight-proposals\n${JSON.stringify([query.search, query.language, query.facets, query.sort, query.page])}`;

export type ProposalsQuery = {
  /** the search the id belongs to (searchKey): its id may be renewed, the search stays */
  search: string;
  searchId: string;
  language: string;
  facets: readonly Facet[];
  sort: Sort;
  page: number;
};

/** A page of the proposals of a query's search, with the filter panel's metadata. */
const retrieve = (query: ProposalsQuery, signal?: AbortSignal) =>
  retrieveFlightProposals({
    searchId: query.searchId,
    language: query.language,
    facets: query.facets,
    sort: query.sort,
    page: query.page,
    pageSize: PROPOSAL_PAGE_SIZE,
    filtersMetadata: true,
    ...(signal ? { signal } : {}),
  });

export type ProposalsState =
  | { status: 'idle' }
  /** `retry` is 0 on the first attempt, then the number of the retry under way */
  | { status: 'loading'; retry: number; maxRetries: number }
  | { status: 'ready'; page: FlightProposalsPage }
  /** NO_CONTENT, GENERIC_ERROR after every retry, or another error */
  | { status: 'noResults'; cause: 'NO_CONTENT' | 'GENERIC_ERROR' | 'OTHER' };

export function useFlightProposals(
  query: ProposalsQuery | null,
  /** the backend no longer knows this search id: create the search again */
  onSearchGone?: (searchId: string) => void,
) {
  const start = useStateAction(startFetchingProposalsAtom);
  const finish = useStateAction(finishFetchingProposalsAtom);
  const published = useStateValue(retrieveProposalsAtom);
  const [state, setState] = useState<ProposalsState & { key: string | null }>({
    status: 'idle',
    key: null,
  });
  /** the last page that loaded, for the filter panel while the next one loads */
  const [lastPage, setLastPage] = useState<FlightProposalsPage | null>(null);
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef(false);
  const publishedRef = useRef(published);
  useEffect(() => {
    publishedRef.current = published;
  }, [published]);
  const onSearchGoneRef = useRef(onSearchGone);
  useEffect(() => {
    onSearchGoneRef.current = onSearchGone;
  }, [onSearchGone]);
  /** the query (but its search id) and attempt whose search was last created again */
  const renewedFor = useRef<string | null>(null);

  const key = query ? `${JSON.stringify(query)}#${attempt}` : null;
  // on the render server, the page waits for the proposals (within its budget)
  useAnswerOnServer(query && attempt === 0 ? answerKeyOf(query) : null, () =>
    query ? retrieve(query) : Promise.reject(new Error('no search')),
  );
  const kept = query && attempt === 0 ? keptAnswer<FlightProposalsPage>(answerKeyOf(query)) : null;
  // how the server's call failed, for a page rendered on the server: shown as the server showed it
  const failed = query && attempt === 0 && !kept ? keptFailure(answerKeyOf(query)) : null;

  useEffect(() => {
    if (!query || key === null) {
      // the search is being created again (or another one): the fetching flag must not stay
      // true should that fail. What the store showed before stays, as when the screen is left.
      if (inFlight.current) {
        inFlight.current = false;
        const previous = publishedRef.current;
        finish(previous ? { proposals: previous } : { noResults: true });
      }
      return undefined;
    }
    const renewal = JSON.stringify([
      query.search,
      query.language,
      query.facets,
      query.sort,
      query.page,
      attempt,
    ]);
    const controller = new AbortController();
    const answerKey = answerKeyOf(query);
    const shown = attempt === 0 ? keptAnswer<FlightProposalsPage>(answerKey) : null;
    // the server asked already and was told an error: the attempts go on from there, and the
    // screen holds it while it shows the search it rendered (a search created again since, with
    // a new id, is not the one the server was told about)
    const told =
      attempt === 0 && !shown && renewedFor.current !== renewal ? keptFailure(answerKey) : null;
    const release = told ? holdFailure(answerKey) : null;
    if (shown) {
      startTransition(() => {
        finish({ proposals: { kind: 'flights', page: shown.value } });
        setLastPage(shown.value);
        setState({ status: 'ready', page: shown.value, key });
      });
      if (shown.fresh) return undefined;
    } else {
      inFlight.current = true;
      start();
      // what the first render showed from the server's failure, kept as the hook's own state
      if (told) startTransition(() => setState({ ...asShown(told), key }));
    }
    const failedWith = (error: unknown) => {
      if (controller.signal.aborted || shown) return;
      const renew = onSearchGoneRef.current;
      if (hasErrorCode(error, 'NOT_FOUND') && renew && renewedFor.current !== renewal) {
        // the new search id brings a new query; until then the search is under way
        renewedFor.current = renewal;
        renew(query.searchId);
        return;
      }
      inFlight.current = false;
      if (!hasErrorCode(error, 'NO_CONTENT')) logCallError(error);
      finish({ noResults: true });
      setState({
        status: 'noResults',
        cause: hasErrorCode(error, 'NO_CONTENT')
          ? 'NO_CONTENT'
          : hasErrorCode(error, 'GENERIC_ERROR')
            ? 'GENERIC_ERROR'
            : 'OTHER',
        key,
      });
    };
    if (told && told.code !== 'GENERIC_ERROR') {
      failedWith(errorOf(told, 'ShoppingTransportService/RetrieveProposals'));
      return release ?? undefined;
    }
    // after the server's GENERIC_ERRORs, the retries left of the limit
    const asked = told?.attempts ?? 0;
    withGenericErrorRetries(() => retrieve(query, controller.signal), {
      signal: controller.signal,
      maxRetries: Math.max(0, MAX_FLIGHT_RETRIES - asked),
      onRetry: (retry) => {
        if (!shown)
          setState({
            status: 'loading',
            retry: retry + asked,
            maxRetries: MAX_FLIGHT_RETRIES,
            key,
          });
      },
    }).then((page) => {
      if (controller.signal.aborted) return;
      inFlight.current = false;
      keepAnswer(answerKey, page);
      // a transition: the list renders in slices, yielding to input in between
      startTransition(() => {
        finish({ proposals: { kind: 'flights', page } });
        setLastPage(page);
        setState({ status: 'ready', page, key });
      });
    }, failedWith);
    return () => {
      controller.abort();
      release?.();
    };
    // `key` stands for the query (and the attempt)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, start, finish]);

  // Leaving the screen mid-search: the fetching flag must not stay true. What the store showed
  // before stays (or, with nothing before, the no-results outcome).
  useEffect(
    () => () => {
      if (!inFlight.current) return;
      inFlight.current = false;
      const previous = publishedRef.current;
      finish(previous ? { proposals: previous } : { noResults: true });
    },
    [finish],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current: ProposalsState =
    key === null
      ? { status: 'idle' }
      : state.key === key
        ? state
        : kept
          ? { status: 'ready', page: kept.value }
          : failed
            ? asShown(failed)
            : { status: 'loading', retry: 0, maxRetries: MAX_FLIGHT_RETRIES };
  // the page the server rendered with is the filter panel's from the first render, on the server
  // and as the browser hydrates (its counts and price range are in the server's HTML)
  return { state: current, lastPage: lastPage ?? kept?.value ?? null, retry };
}

/**
 * What a page shows for the server's failed call, on the server and as the browser hydrates it:
 * NO_CONTENT and other errors the no-results state at once; after GENERIC_ERRORs, the retry the
 * browser goes on with; a search the backend no longer knows, loading while it is created again.
 */
function asShown(failure: AnswerFailure): ProposalsState {
  if (failure.code === 'GENERIC_ERROR')
    return { status: 'loading', retry: failure.attempts, maxRetries: MAX_FLIGHT_RETRIES };
  if (failure.code === 'NOT_FOUND')
    return { status: 'loading', retry: 0, maxRetries: MAX_FLIGHT_RETRIES };
  return { status: 'noResults', cause: failure.code === 'NO_CONTENT' ? 'NO_CONTENT' : 'OTHER' };
}
