/**
 * A page of flight proposals (ShoppingTransportService/RetrieveProposals) with the states of spec
 * section 4: the store's proposal-fetching flag is true while loading and false afterwards; a
 * GENERIC_ERROR is retried up to MAX_FLIGHT_RETRIES times with a growing pause, and the screen
 * says it is still searching; NO_CONTENT, an eleventh GENERIC_ERROR or any other error end in the
 * no-results state (noResultMessage). A newer query cancels an older one.
 *
 * A NOT_FOUND says the backend no longer knows the search id (e.g. after its restart): the
 * search is created again (`onSearchGone`), once per query and retry; a NOT_FOUND for the new id
 * ends in the no-results state, and a retry may renew it again.
 *
 * The proposals are a query of the page's client (@storefront/shared/api/queries): a page this
 * visit has shown already (Back, Forward) is shown again at once, as it is while fresh, refreshed
 * in the background once stale (a refresh that fails leaves it on screen). A page rendered on
 * the server shows what the server was told: its proposals, its NO_CONTENT, or its GENERIC_ERRORs,
 * which the browser goes on retrying from the server's count, up to the limit in all.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { logCallError } from '@storefront/shared/api/client';
import { hasErrorCode } from '@storefront/shared/api/errors';
import { retrieveFlightProposals } from '@storefront/shared/api/transport';
import {
  causeOf,
  failureOf,
  queryClient,
  toldByServer,
  useScreenQuery,
} from '@storefront/shared/api/queries';
import type { AnswerFailure } from '@storefront/shared/api/queries';
import { MAX_FLIGHT_RETRIES, PROPOSAL_PAGE_SIZE } from '@storefront/shared/domain/contract';
import type { Facet, Sort } from '@storefront/shared/domain/contract';
import type { FlightProposalsPage } from '@storefront/shared/domain/flight';
import {
  finishFetchingProposalsAtom,
  retrieveProposalsAtom,
  startFetchingProposalsAtom,
  useStateAction,
  useStateReader,
} from '@storefront/shared/state';
import { withGenericErrorRetries } from '@storefront/shared/api/retry';

export type ProposalsQuery = {
  /** the search the id belongs to (searchKey): its id may be renewed, the search stays */
  search: string;
  searchId: string;
  language: string;
  facets: readonly Facet[];
  sort: Sort;
  page: number;
};

const keyOf = (query: ProposalsQuery | null) =>
  query
    ? ([
        'flight-proposals',
        query.search,
        query.searchId,
        query.language,
        query.facets,
        query.sort,
        query.page,
      ] as const)
    : (['flight-proposals', null] as const);

export type ProposalsState =
  | { status: 'idle' }
  /** `retry` is 0 on the first attempt, then the number of the retry under way */
  | { status: 'loading'; retry: number; maxRetries: number }
  | { status: 'ready'; page: FlightProposalsPage }
  /** NO_CONTENT, GENERIC_ERROR after every retry, or another error */
  | { status: 'noResults'; cause: 'NO_CONTENT' | 'GENERIC_ERROR' | 'OTHER' };

/**
 * The GENERIC_ERRORs the server was told for this query, which the browser goes on from (a
 * failure of the browser's own ends its attempts: a retry starts again).
 */
function serverGenericErrors(error: unknown): number {
  const told = toldByServer(error);
  return told?.code === 'GENERIC_ERROR' ? told.attempts : 0;
}

/**
 * The server's GENERIC_ERRORs of the queries whose attempts the browser goes on with, by query:
 * kept until those attempts end (a query's error is cleared as its next attempts start).
 */
const serverCounts = new Map<string, number>();
const goneOnFrom = (hash: string) => serverCounts.get(hash) ?? 0;

export function useFlightProposals(
  query: ProposalsQuery | null,
  /** the backend no longer knows this search id: create the search again */
  onSearchGone?: (searchId: string) => void,
) {
  const start = useStateAction(startFetchingProposalsAtom);
  const finish = useStateAction(finishFetchingProposalsAtom);
  // what the store shows, read as the screen leaves or searches again (not a value on screen)
  const published = useStateReader(retrieveProposalsAtom);
  const queryKey = keyOf(query);
  const hash = JSON.stringify(queryKey);
  /** the retry under way, for the query it is of */
  const [retrying, setRetrying] = useState<{ hash: string; retry: number } | null>(null);
  // what the page came with from the server for this query: its GENERIC_ERRORs are gone on from
  const told =
    serverGenericErrors(queryClient().getQueryState(queryKey)?.error) || goneOnFrom(hash);
  if (told > 0 && typeof window !== 'undefined') serverCounts.set(hash, told);
  const result = useScreenQuery<FlightProposalsPage>({
    queryKey,
    queryFn: async ({ signal }) => {
      const asked = goneOnFrom(hash);
      if (!query) throw new Error('no search');
      const attempt = () =>
        retrieveFlightProposals({
          searchId: query.searchId,
          language: query.language,
          facets: query.facets,
          sort: query.sort,
          page: query.page,
          pageSize: PROPOSAL_PAGE_SIZE,
          filtersMetadata: true,
          signal,
        });
      // on the render server one call: the browser goes on with the retries
      if (typeof window === 'undefined') return attempt();
      try {
        return await withGenericErrorRetries(attempt, {
          signal,
          maxRetries: Math.max(0, MAX_FLIGHT_RETRIES - asked),
          onRetry: (retry) => setRetrying({ hash, retry: retry + asked }),
        });
      } finally {
        // the server's count is gone on from once: a later retry starts again
        if (!signal.aborted) serverCounts.delete(hash);
      }
    },
    enabled: query !== null,
    // the server's GENERIC_ERRORs are gone on from as the page shows
    retryOnMount: told > 0,
    onServer: true,
  });
  const { data, error, isFetching, refetch } = result;

  /** the last page that loaded, for the filter panel while the next one loads */
  const [lastPage, setLastPage] = useState<FlightProposalsPage | null>(null);
  if (data && data !== lastPage) setLastPage(data);

  const gone = query !== null && !isFetching && !data && hasErrorCode(causeOf(error), 'NOT_FOUND');
  const onSearchGoneRef = useRef(onSearchGone);
  useEffect(() => {
    onSearchGoneRef.current = onSearchGone;
  }, [onSearchGone]);
  /**
   * the search (without its id) and retry for which the search was last created again: once each,
   * so a NOT_FOUND for the new id ends in the no-results state, and a retry may renew it again
   */
  const [retries, setRetries] = useState(0);
  const renewal = query
    ? JSON.stringify([query.search, query.language, query.facets, query.sort, query.page, retries])
    : null;
  /** the searches (without their ids) and retries for which the search was created again */
  const [renewedSearches] = useState(() => new Set<string>());
  const renewing =
    gone && onSearchGone !== undefined && renewal !== null && !renewedSearches.has(renewal);
  useEffect(() => {
    if (!renewing || !query || renewal === null) return;
    renewedSearches.add(renewal);
    onSearchGoneRef.current?.(query.searchId);
  }, [renewing, renewal, query, renewedSearches]);

  let state: ProposalsState;
  if (query === null) state = { status: 'idle' };
  else if (data) state = { status: 'ready', page: data };
  else if (isFetching || renewing || told > 0 || !error)
    state = {
      status: 'loading',
      retry: retrying?.hash === hash ? retrying.retry : told,
      maxRetries: MAX_FLIGHT_RETRIES,
    };
  else state = { status: 'noResults', cause: causeCode(error) };

  // the store's flag and outcome follow the state (spec section 4)
  const inFlight = useRef(false);
  const outcome = state.status === 'ready' ? state.page : state.status;
  useEffect(() => {
    if (outcome === 'loading') {
      if (!inFlight.current) {
        inFlight.current = true;
        start();
      }
      return;
    }
    if (outcome === 'idle') {
      // the search is being created again (or another one): the flag must not stay true should
      // that fail; what the store showed before stays
      if (inFlight.current) {
        inFlight.current = false;
        const previous = published();
        finish(previous ? { proposals: previous } : { noResults: true });
      }
      return;
    }
    inFlight.current = false;
    if (outcome === 'noResults') finish({ noResults: true });
    else finish({ proposals: { kind: 'flights', page: outcome } });
  }, [outcome, start, finish, published]);
  const failure = state.status === 'noResults' ? error : null;
  useEffect(() => {
    if (failure && !hasErrorCode(causeOf(failure), 'NO_CONTENT')) logCallError(causeOf(failure));
  }, [failure]);

  // Leaving the screen mid-search: the fetching flag must not stay true. What the store showed
  // before stays (or, with nothing before, the no-results outcome).
  useEffect(
    () => () => {
      if (!inFlight.current) return;
      inFlight.current = false;
      const previous = published();
      finish(previous ? { proposals: previous } : { noResults: true });
    },
    [finish, published],
  );

  const retry = useCallback(() => {
    setRetries((n) => n + 1);
    void refetch();
  }, [refetch]);
  // the page the server rendered with is the filter panel's from the first render, on the server
  // and as the browser hydrates (its counts and price range are in the server's HTML)
  return { state, lastPage: data ?? lastPage, retry };
}

function causeCode(error: unknown): 'NO_CONTENT' | 'GENERIC_ERROR' | 'OTHER' {
  const failure: AnswerFailure = failureOf(error);
  if (failure.code === 'NO_CONTENT' || failure.code === 'GENERIC_ERROR') return failure.code;
  return 'OTHER';
}
