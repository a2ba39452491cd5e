/**
 * The screens' data, through TanStack Query: it loads, deduplicates, keeps for Back and Forward
 * and hands a page rendered on the server to the browser. One QueryClient for the page in the
 * browser (this module is part of the shared singleton, so every remote reads the same), and one
 * for each request on the render server, from the request's scope (host/server/render/scope.ts).
 *
 * On the server, a screen's query is asked for while the page renders, and the render waits for
 * it (within the page's budget); the page then carries what each query settled on — its data, or
 * the error the backend answered, with how many times it was asked and what the load had learnt
 * (`dehydrateQueries`) — and the browser keeps it as the page comes (page-queries.ts) and takes it
 * into the page's client as the client is first asked for (`hydrateQueries`): the first render
 * in the browser shows what the server showed, and nothing is asked again. A failure stays while a part of the screen shows it; once none does, it is forgotten, and a later
 * screen with the same key asks the backend. A shopper's retry asks again (`refetch`).
 */
import { use } from 'react';
import { QueryClient, dehydrate, hydrate, useQuery } from '@tanstack/react-query';
import type {
  DehydratedState,
  FetchQueryOptions,
  QueryKey,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';

// by path, not through answer-cache's share-scope entry: a remote whose own copy of this module
// is never used needs no entry for answer-cache in its remoteEntry.js (the host's copy of this
// module and of answer-cache both read the host's one page-queries module)
import {
  FRESH_MS,
  KEEP_MS,
  LoadFailed,
  apiErrorOf,
  causeOf,
  failureOf,
  forgetPageQueries,
  pageQueries,
} from './page-queries';
import type { AnswerFailure } from './page-queries';

export { FRESH_MS, KEEP_MS, LoadFailed, causeOf, failureOf };
export type { AnswerFailure };

/** The render server's queries for one request: its client, and the loads the render waits for. */
export type QueryScope = { client: QueryClient; waits: Map<string, Promise<void>> };

/**
 * A client with the screens' rules: shown as it is while fresh (FRESH_MS) and refreshed in the
 * background once stale, kept for KEEP_MS once no screen shows it; no retry of its own (the
 * backend's rules for retries are the calls' own), nothing asked again when the window gets focus
 * or the network comes back, and a failure shown again on mount rather than asked again (the
 * page's failures are the server's, held as the spec says).
 */
export function newQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        // on the server the client lives as long as its request (no timer holds it)
        ...(server ? {} : { gcTime: KEEP_MS }),
        retry: false,
        retryOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

let pageClient: QueryClient | null = null;
/** the page's queries (page-queries.ts) the page's client has taken in */
let takenIn: DehydratedState | undefined;
let scoped: (() => QueryScope | null) | null = null;

/** Where the render server's requests keep their queries (once per process). */
export function scopeQueries(source: (() => QueryScope | null) | null): void {
  scoped = source;
}

/** The request's client on the render server, else the page's. */
export function queryClient(): QueryClient {
  const scope = scoped?.();
  if (scope) return scope.client;
  if (!pageClient) {
    pageClient = newQueryClient();
    forgetFailuresNoneShows(pageClient);
  }
  // what a page rendered on the server came with (page-queries.ts), taken in once, before anything
  // reads the client
  const kept = pageQueries();
  if (kept !== takenIn) {
    takenIn = kept;
    hydrateQueries(kept);
  }
  return pageClient;
}

/** The page's client emptied (tests start from nothing). */
export function forgetQueries(): void {
  pageClient?.clear();
  forgetPageQueries();
  takenIn = undefined;
}

/**
 * A failed query that no part of the screen shows any more is forgotten, past the current task
 * (a part that appears in the same commit still finds it): a later screen asks again.
 */
function forgetFailuresNoneShows(client: QueryClient): void {
  const cache = client.getQueryCache();
  cache.subscribe((event) => {
    if (event.type !== 'observerRemoved') return;
    const { query } = event;
    setTimeout(() => {
      if (query.getObserversCount() === 0 && query.state.status === 'error') cache.remove(query);
    }, 0);
  });
}

/** the errors the page came with (hydrateQueries) */
const fromPage = new WeakSet<object>();

/**
 * How the render server's load failed, for a query's error the page came with, or for any error
 * on the render server itself (where every failure is the server's); null for a failure in the
 * browser. The browser goes on from the server's failure (its attempts count), not from its own.
 */
export function toldByServer(error: unknown): AnswerFailure | null {
  if (error === null || typeof error !== 'object') return null;
  return scoped?.() || fromPage.has(error) ? failureOf(error) : null;
}

/** A failure the page carried, as the error its query failed with on the server. */
function errorFromPage(failure: AnswerFailure, key: QueryKey): LoadFailed {
  const error = new LoadFailed(apiErrorOf(failure, key), failure.detail);
  fromPage.add(error);
  return Object.assign(error, { attempts: failure.attempts });
}

/** `state` with the error of each failed query made by `convert` (and no other copy of it). */
function withErrors(
  state: DehydratedState,
  convert: (error: unknown, key: QueryKey) => unknown,
): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error'
        ? {
            ...query,
            state: {
              ...query.state,
              error: convert(query.state.error, query.queryKey) as Error,
              fetchFailureReason: null,
            },
          }
        : query,
    ),
  };
}

/**
 * What the request's queries settled on, for the page: successes and failures (a failure as its
 * AnswerFailure, which JSON carries); loads still under way are left for the browser to ask.
 */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  return withErrors(state, (error) => failureOf(error));
}

/** The queries a page was rendered with, into the page's client, as they came. */
export function hydrateQueries(state: DehydratedState | undefined): void {
  if (!state) return;
  hydrate(
    queryClient(),
    withErrors(state, (failure, key) => errorFromPage(failure as AnswerFailure, key)),
  );
}

/**
 * A query's answer as the page came with it — its data, or the failure the server was told,
 * thrown as the backend's error — else asked for (and kept). For the calls a start-up makes
 * outside React: on the render server, the request's query.
 */
export async function answerOf<T>(options: FetchQueryOptions<T, Error, T, QueryKey>): Promise<T> {
  const client = queryClient();
  const state = client.getQueryState(options.queryKey);
  if (!scoped?.() && state?.status === 'error' && toldByServer(state.error)) {
    throw causeOf(state.error);
  }
  return client.fetchQuery(options);
}

/**
 * On the render server, the render waits (suspends) until each query has settled, so the page
 * goes out with its data or its failure; one that comes after the budget leaves the screen's
 * loading state for the browser. In the browser it does nothing: the screen reads the page's
 * client, which the server's queries were hydrated into.
 */
export function useQueriesOnServer(
  list: ReadonlyArray<FetchQueryOptions<unknown, Error, unknown, QueryKey>>,
): void {
  const scope = scoped?.();
  if (!scope) return;
  const waits: Array<Promise<void>> = [];
  for (const options of list) {
    const hash = JSON.stringify(options.queryKey);
    let wait = scope.waits.get(hash);
    if (!wait) {
      wait = scope.client.fetchQuery(options).then(
        () => undefined,
        () => undefined,
      );
      scope.waits.set(hash, wait);
    }
    waits.push(wait);
  }
  // every time the render is tried again, even once settled: React matches each `use` of a
  // component by its place among them
  for (const wait of waits) use(wait);
}

/**
 * `useQuery` for a screen's data, on the page's client (or the request's): with `onServer`, the
 * render server asks for it while the page renders (for data that is the same for every shopper
 * of the brand, or the request's own: never one a shopper's action creates).
 */
export function useScreenQuery<T>(
  options: UseQueryOptions<T, Error, T, QueryKey> & { onServer?: boolean },
): UseQueryResult<T, Error> {
  const { onServer = false, ...query } = options;
  useQueriesOnServer(
    onServer && query.enabled !== false
      ? [query as FetchQueryOptions<unknown, Error, unknown, QueryKey>]
      : [],
  );
  return useQuery(query, queryClient());
}
