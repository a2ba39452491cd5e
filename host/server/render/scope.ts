/**
 * One request's scope on the render server. The page's modules keep one of each thing for the
 * page (the API client, the cookies); on the server many requests render at once, so what those
 * modules read per request comes from here: the request's cookies and the backend calls made
 * for it, with the bearer token of its own session.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { adoptEarlyAnswers } from '@storefront/shared/api/client';
import { scopeAnswers } from '@storefront/shared/api/answer-cache';
import type { AnswerScope } from '@storefront/shared/api/answer-cache';
import { scopeQueries } from '@storefront/shared/api/queries';
import type { QueryScope } from '@storefront/shared/api/queries';
import { readCookiesFrom } from '@storefront/shared/lib/cookies';
import { API_HEADERS, REQUEST_TIMEOUT_MS } from '@storefront/shared/start-up';
import { startUpAnswers } from './start-up-answers';
import type { StartUpAnswersOptions } from './start-up-answers';
import { fetchWithin } from './fetch-within';

export type RequestScope = {
  cookieHeader: string | null;
  /** the session's access token, once known */
  token: string | null;
  /** the screens' queries (queries.ts): rendered with, and carried to the page */
  queries: QueryScope;
  /**
   * what the data hooks of remote versions built before the queries keep (answer-cache.ts):
   * rendered with, and carried to the page
   */
  kept: AnswerScope;
  /** the brand domain the page is for, once known (its start-up answers are kept per brand) */
  brand?: string | null;
};

const storage = new AsyncLocalStorage<RequestScope>();

export function inScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/**
 * Routes the shared API client and cookie reader through the current request (once per
 * process). `backend` is the origin `/api` is proxied to.
 */
export function installRequestScope(
  backend: string,
  timeoutMs = REQUEST_TIMEOUT_MS,
  cache: StartUpAnswersOptions = {},
): void {
  const startUp = startUpAnswers(cache);
  readCookiesFrom(() => storage.getStore()?.cookieHeader ?? null);
  scopeAnswers(() => storage.getStore()?.kept ?? null);
  scopeQueries(() => storage.getStore()?.queries ?? null);
  adoptEarlyAnswers(async (method, url, body) => {
    const scope = storage.getStore();
    if (!scope) return undefined;
    const headers: Record<string, string> = { ...API_HEADERS };
    if (scope.token) headers.Authorization = `Bearer ${scope.token}`;
    if (body !== undefined && body !== null) headers['Content-Type'] = 'application/json';
    const brand = scope.brand ?? null;
    const kept = startUp.get(method, url, brand);
    if (kept) {
      return { response: Promise.resolve(new Response(kept.text, { status: kept.status })) };
    }
    const response = fetchWithin(
      new URL(url, backend),
      {
        method,
        headers,
        body: body === undefined || body === null ? undefined : JSON.stringify(body),
      },
      timeoutMs,
      async (answer) => ({ status: answer.status, text: await answer.text() }),
    ).then(({ status, text }) => {
      startUp.set(method, url, brand, { status, text });
      return new Response(text, { status });
    });
    return { response };
  });
}
