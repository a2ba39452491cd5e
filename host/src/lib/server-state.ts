/**
 * What a page rendered on the server carries for the browser's start-up, in a JSON block (never
 * a script that runs: the CSP allows no inline script): the start-up files, what the request's
 * queries settled on (the start-up's brand configuration and flags and the screen's data, as
 * TanStack Query's dehydrated state; never the sign-on, which holds the token), the anonymous
 * session the server signed on, and what the server rendered with, so the browser hydrates only
 * a page it would render the same.
 */
import type { AnswerFailure } from '@storefront/shared/api/queries';
import type { DehydratedState } from '@tanstack/react-query';
import type { AuthResult } from '@storefront/shared/domain/brand';
import type { TrackerConfig, TrackingContext } from '@storefront/shared/tracking/tracker';
import type { EarlyStart } from './early-start';
import type { PageCode } from './page-code';
import { nextTask } from './next-task';

export const SERVER_STATE_ID = 'sf-server-state';

export type ServerState = {
  language: string;
  /** the remote versions the server chose, by remote */
  versions: Record<string, string>;
  /**
   * what the request's queries settled on while it rendered (the start-up's and the screen's),
   * successes and failures (@storefront/shared/api/queries)
   */
  queries?: DehydratedState;
  /**
   * what the data hooks of remote versions built before the queries kept while the screen
   * rendered (answer-cache.ts), by key
   */
  kept?: Array<[string, unknown]>;
  /** the loads of those hooks that failed while it rendered, by key */
  failed?: Array<[string, AnswerFailure]>;
  signOn: Omit<AuthResult, 'accessToken'> | null;
  /**
   * a page rendered for every visitor of its variant alike (a page a shared cache may keep), with
   * no session of the visitor's (the browser signs on): the canary arms it is on (canaryKey), which
   * the browser takes as they are
   */
  canaryArms?: string;
  /** the route's remote's strings in the page's language, by namespace */
  strings?: Record<string, Record<string, unknown>>;
  environment: unknown;
  manifest: unknown;
  /**
   * the screens (`remote/expose`) rendered unavailable, with their retry: their version's browser
   * files did not answer the server (the browser shows the same until the shopper retries)
   */
  unavailable?: string[];
  /** whether the server rendered a phone's layout (the browser hydrates with the same) */
  phone?: boolean;
  /** the shell's code, asked for once the first screen has painted (page-code.ts) */
  code?: PageCode;
  /**
   * the event client's settings and the page's context, as the shell sets them: early.js tracks a
   * click made before the page's code has come (early-clicks.ts)
   */
  tracking?: { config: TrackerConfig; context: TrackingContext };
  /** the id of the request that rendered the page (the render server's logs name it) */
  requestId?: string;
};

/** The page's server state, or null for a page rendered in the browser. */
export function readServerState(doc: Document = document): ServerState | null {
  const block = doc.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return null;
  try {
    const value = JSON.parse(block.textContent) as ServerState;
    return typeof value === 'object' && value !== null && typeof value.language === 'string'
      ? value
      : null;
  } catch {
    return null;
  }
}

/**
 * The early start of a page rendered on the server (lib/early-start.ts): its start-up files
 * answered from the server state, each once; anything else goes to the network (the start-up's
 * calls are answered by the page's queries, which bootstrap.tsx hydrates). Each file comes in a
 * task of its own, as a network answer would: the start-up's steps, which run as their answers
 * come, are so many short tasks rather than one long one.
 */
export function serverEarlyStart(
  state: ServerState,
  fetchStartUpFile: (url: string) => Promise<Response>,
  files: { environment: string; manifest: string },
  /** the answers of calls early.js started (a new visitor's sign-on) */
  takeEarlyAnswer: EarlyStart['takeEarlyAnswer'] = () => Promise.resolve(undefined),
): EarlyStart {
  const known = new Map<string, unknown>([
    [files.environment, state.environment],
    [files.manifest, state.manifest],
  ]);
  return {
    takeEarlyAnswer,
    fetchStartUpFile: (url) => {
      const value = known.get(url);
      known.delete(url);
      if (value === undefined) return fetchStartUpFile(url);
      return nextTask().then(
        () =>
          new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }),
      );
    },
    checkedByServer: (url) => known.get(url) !== undefined,
  };
}
