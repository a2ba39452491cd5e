/**
 * What a page rendered on the server came with for its queries (TanStack Query's dehydrated
 * state, in the page's server state), kept without TanStack Query itself: the page's client
 * (queries.ts) takes it in when it is first asked for, as a screen first reads its data, and the
 * browser's start-up reads its own answers (the brand's configuration, the flags) from it. A
 * page whose screen has no query of its own (the landing) so loads no TanStack Query before the
 * shopper does something. With what the queries share with the answer store of remote versions
 * built before them (answer-cache.ts): how long an answer is fresh and kept, and a failure as a
 * page carries it. answer-cache.ts and queries.ts import it by path, so the shell's copy of each
 * reads the page's one copy of it, with no share-scope entry of its own in every remote's entry.
 */
import type { DehydratedState, QueryKey } from '@tanstack/react-query';
// by package name, as the API client does: every caller shares the one ApiError class
import { ApiError, isApiError } from '@storefront/shared/api/errors';

/** How long an answer is shown as it is (fresh), and kept once no screen shows it. */
export const FRESH_MS = 2 * 60_000;
export const KEEP_MS = 30 * 60_000;

/**
 * How a query the render server made for a screen failed: the backend's error code (or the
 * client's own), how many times it was asked, and what the load had learnt before it failed
 * (`detail`, e.g. the search id it had created). The browser continues from there: the same rules
 * hold for the attempts it makes (a GENERIC_ERROR retried up to the limit in all, NO_CONTENT shown
 * at once), and it does not ask again for what the server was told.
 */
export type AnswerFailure = {
  code: string;
  attempts: number;
  detail?: unknown;
  /** the error's own words, which a screen may show (the browser shows the server's) */
  message?: string;
};

/** A load's failure with what it had learnt before it failed (AnswerFailure's `detail`). */
export class LoadFailed extends Error {
  override name = 'LoadFailed';
  constructor(
    readonly failure: unknown,
    readonly detail: unknown,
  ) {
    super(failure instanceof Error ? failure.message : String(failure));
  }
}

/** The backend's (or the client's) error behind a query's error. */
export function causeOf(error: unknown): unknown {
  return error instanceof LoadFailed ? error.failure : error;
}

/** How a query failed: the backend's code (or the client's), the attempts, what it had learnt. */
export function failureOf(error: unknown): AnswerFailure {
  const told = error as { attempts?: unknown } | null;
  const cause = causeOf(error);
  const detail = error instanceof LoadFailed ? error.detail : undefined;
  return {
    code: isApiError(cause) ? cause.code : 'OTHER',
    attempts: typeof told?.attempts === 'number' ? told.attempts : 1,
    ...(detail === undefined ? {} : { detail }),
    ...(cause instanceof Error ? { message: cause.message } : {}),
  };
}

/** The backend's error a failure the page carried stands for, for the query under `key`. */
export function apiErrorOf(failure: AnswerFailure, key: QueryKey): ApiError {
  return new ApiError(
    failure.code as ApiError['code'],
    failure.message ?? `${String(key[0])} failed on the server`,
    null,
    String(key[0]),
  );
}

let kept: DehydratedState | undefined;

/** The queries a page rendered on the server came with, kept for the page (bootstrap). */
export function keepPageQueries(state: DehydratedState | undefined): void {
  kept = state;
}

/** What the page came with (keepPageQueries), if anything. */
export function pageQueries(): DehydratedState | undefined {
  return kept;
}

/** Nothing kept any more (tests start from nothing). */
export function forgetPageQueries(): void {
  kept = undefined;
}

/**
 * The answer to the query under `queryKey` as the page came with it — its data, or the failure
 * the server was told, thrown as the backend's error — else `load`'s. For the browser's start-up,
 * whose calls are queries of the request's client on the render server (queries.ts `answerOf`).
 */
export async function pageAnswer<T>(queryKey: QueryKey, load: () => Promise<T>): Promise<T> {
  const hash = JSON.stringify(queryKey);
  const query = kept?.queries.find((q) => JSON.stringify(q.queryKey) === hash);
  if (query?.state.status === 'success') return query.state.data as T;
  if (query?.state.status === 'error')
    throw apiErrorOf(query.state.error as unknown as AnswerFailure, queryKey);
  return load();
}
