/**
 * The answer store of remote versions built before the screens' data became queries
 * (@storefront/shared/api/queries, which today's code uses): the shell still provides it, seeds
 * it from a page's server state and scopes it per request on the render server, so a version
 * published earlier that a manifest still serves keeps working (host and remotes deploy in any
 * order). Answers kept for the visit, so that Back and Forward show a screen again at once: an
 * answer is *fresh* for a short while (shown as it is, nothing asked); after that it is *stale*
 * (shown at once and refreshed in the background); after a longer while it is gone. The store is
 * bounded: the least recently used answer goes first.
 */
import { use } from 'react';
import { ApiError } from './errors';
import { FRESH_MS, KEEP_MS, failureOf as queryFailureOf } from './page-queries';
import type { AnswerFailure } from './page-queries';

export { FRESH_MS, KEEP_MS, LoadFailed } from './page-queries';
// what a page rendered on the server came with for its queries, provided by the shell through
// this module (page-queries.ts): the page's query client and the start-up read the same
export {
  apiErrorOf,
  causeOf,
  failureOf as queryFailureOf,
  forgetPageQueries,
  keepPageQueries,
  pageAnswer,
  pageQueries,
} from './page-queries';
export type { AnswerFailure } from './page-queries';
export const MAX_ANSWERS = 60;

export type KeptAnswer<T> = { value: T; fresh: boolean };

const pageAnswers = new Map<string, { value: unknown; at: number }>();
/** the page's store, or the request's on the render server */
const store = () => scoped?.()?.answers ?? pageAnswers;

/** The answer kept under `key`, if it is still worth showing. */
export function keptAnswer<T>(key: string, now = Date.now()): KeptAnswer<T> | null {
  const answers = store();
  const kept = answers.get(key);
  if (!kept) return null;
  const age = now - kept.at;
  if (age > KEEP_MS || age < 0) {
    answers.delete(key);
    return null;
  }
  // most recently used last
  answers.delete(key);
  answers.set(key, kept);
  return { value: kept.value as T, fresh: age <= FRESH_MS };
}

export function keepAnswer(key: string, value: unknown, now = Date.now()): void {
  const answers = store();
  answers.delete(key);
  answers.set(key, { value, at: now });
  while (answers.size > MAX_ANSWERS) {
    const oldest = answers.keys().next().value;
    if (oldest === undefined) break;
    answers.delete(oldest);
  }
}

/** Forgets every answer (or those whose key starts with `prefix`). */
export function forgetAnswers(prefix = ''): void {
  const answers = store();
  for (const key of [...answers.keys()]) if (key.startsWith(prefix)) answers.delete(key);
}

/**
 * `load` through the store: a fresh kept answer without asking, else the answer asked for (and
 * kept). For calls whose answer a screen does not need at once (no stale answer is shown).
 */
export async function throughCache<T>(key: string, load: () => Promise<T>): Promise<T> {
  const kept = keptAnswer<T>(key);
  if (kept?.fresh) return kept.value;
  const value = await load();
  keepAnswer(key, value);
  return value;
}

/**
 * On the render server, each request keeps its own answers: the store and the loads the render
 * waits for come from the request's scope (host/server/render/scope.ts). In the browser, none.
 */
export type AnswerScope = {
  answers: Map<string, { value: unknown; at: number }>;
  /** the loads that failed: the browser takes them as they came, and does not ask again */
  failures: Map<string, AnswerFailure>;
  waits: Map<string, Promise<void>>;
};

/** a load's failure as this store keeps it: its code and what it had learnt, one attempt */
function failureOf(error: unknown): AnswerFailure {
  const { code, detail } = queryFailureOf(error);
  return { code, attempts: 1, ...(detail === undefined ? {} : { detail }) };
}

const pageFailures = new Map<string, AnswerFailure>();
const failures = () => scoped?.()?.failures ?? pageFailures;
/** how many parts of the screen show each of the page's failures (holdFailure) */
const holds = new Map<AnswerFailure, number>();

/**
 * How the render server's load under `key` failed, if it did and the page keeps it still (for as
 * long as holdFailure says).
 */
export function keptFailure(key: string): AnswerFailure | null {
  return failures().get(key) ?? null;
}

/**
 * A part of the screen shows the render server's failure under `key` as it came: it holds it from
 * its effect, and lets go with the returned release in the effect's clean-up. While any part holds
 * it, every part that reads `key` shows the same failure instead of asking the backend, whichever
 * acts first, and so does one that appears later (a region still hydrating, say). Once none holds
 * it, past the current task (an effect run again in the same commit, or a part that appears in
 * it, still finds it), it is forgotten: a later screen with the same key asks the backend. A
 * shopper's retry asks whatever is held. Where the page has no such failure, and on the render
 * server (where effects do not run), it holds nothing.
 */
export function holdFailure(key: string): () => void {
  const failure = scoped?.() ? undefined : pageFailures.get(key);
  if (!failure) return () => undefined;
  holds.set(failure, (holds.get(failure) ?? 0) + 1);
  let held = true;
  return () => {
    const count = holds.get(failure);
    if (!held || count === undefined) return;
    held = false;
    if (count > 1) {
      holds.set(failure, count - 1);
      return;
    }
    holds.delete(failure);
    setTimeout(() => {
      if (!holds.has(failure) && pageFailures.get(key) === failure) pageFailures.delete(key);
    }, 0);
  };
}

/**
 * The failure under `key`, acted on, unless a part of the screen holds it: a later load asks the
 * backend. Kept for remotes built before holdFailure: the host provides this module to every
 * remote version the manifest may serve, so what it offered once stays offered.
 */
export function forgetFailure(key: string): void {
  const failure = pageFailures.get(key);
  if (failure && !holds.has(failure)) pageFailures.delete(key);
}

/** Forgets every failure the page was rendered with, held or not (tests start from none). */
export function forgetFailures(): void {
  pageFailures.clear();
  holds.clear();
}

/** A kept failure as the API edge's error, for the code that handles a call's error. */
export function errorOf(failure: AnswerFailure, call: string): ApiError {
  return new ApiError(failure.code as ApiError['code'], `${call} failed on the server`, null, call);
}
let scoped: (() => AnswerScope | null) | null = null;

export function scopeAnswers(source: (() => AnswerScope | null) | null): void {
  scoped = source;
}

/**
 * On the render server: the render of the screen waits (suspends) until `load` has kept its
 * answer under `key`, so the page goes out with the data; an answer that fails, or comes after
 * the render budget, leaves the screen's loading state for the browser to finish. In the browser
 * (and for an answer already kept, or no key) it does nothing: the screen's effect loads.
 */
export function useAnswerOnServer(key: string | null, load: () => Promise<unknown>): void {
  useAnswersOnServer(key === null ? [] : [[key, load]]);
}

/** `useAnswerOnServer` for several answers, asked for together and waited for in turn. */
export function useAnswersOnServer(
  loads: ReadonlyArray<readonly [key: string, load: () => Promise<unknown>]>,
): void {
  const scope = scoped?.();
  if (!scope) return;
  const waits: Array<Promise<void>> = [];
  for (const [key, load] of loads) {
    let wait = scope.waits.get(key);
    if (!wait) {
      if (scope.answers.has(key) || scope.failures.has(key)) continue;
      wait = load().then(
        (value) => void scope.answers.set(key, { value, at: Date.now() }),
        (error: unknown) => void scope.failures.set(key, failureOf(error)),
      );
      scope.waits.set(key, wait);
    }
    waits.push(wait);
  }
  // every time the render is tried again, even once answered: React matches each `use` of a
  // component by its place among them, so none may drop out before a later one
  for (const wait of waits) use(wait);
}

/** The answers a page rendered on the server kept, for the browser (seedAnswers). */
export function answersOf(scope: AnswerScope): Array<[string, unknown]> {
  return [...scope.answers].map(([key, { value }]) => [key, value]);
}

/** The loads that failed while the page rendered on the server, for the browser (seedAnswers). */
export function failuresOf(scope: AnswerScope): Array<[string, AnswerFailure]> {
  return [...scope.failures];
}

/** The answers and failures the page was rendered with, kept as if they had just come. */
export function seedAnswers(
  list: ReadonlyArray<readonly [string, unknown]>,
  failed: ReadonlyArray<readonly [string, AnswerFailure]> = [],
  now = Date.now(),
): void {
  for (const [key, value] of list) keepAnswer(key, value, now);
  for (const [key, failure] of failed) pageFailures.set(key, failure);
}
