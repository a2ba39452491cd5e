/**
 * The start-up calls, started by early.js beside the download of main.js and the shell's
 * libraries instead of after them (lib/early-start.ts): the sign-on gate's AuthenticateExternal when it is
 * needed, then the brand configuration and the feature flags. The page's API client takes these
 * answers as its own (`adoptEarlyAnswers` in @storefront/shared/api/client) and reads them as it
 * reads every answer, so what the shell does with them (the cookie, DATA_SSO, the error pages)
 * does not change; it only waits less.
 *
 * This file runs without the federation (early.js is a build of its own): the calls, their
 * headers, the cookie, the link token and the brand domain come from @storefront/shared/start-up,
 * which is left out of the share scope for that, and which the client, the content api and the
 * sign-on gate use too.
 */
import {
  API_HEADERS,
  BRAND_CONFIG_URL,
  FLAGS_URL,
  REQUEST_TIMEOUT_MS,
  SIGN_ON_URL,
  authToken,
  brandConfigQuery,
  linkToken,
  needsSignOn,
  pageLanguage,
  resolveBrandDomain,
  shellStringsUrl,
  shopperLanguage,
} from '@storefront/shared/start-up';
import { moveStoredLanguageChoice } from './language-choice';

const answers = new Map<string, Promise<Response>>();

/**
 * A call's identity: method, path, query parameters (decoded and sorted, so how a query string
 * is encoded does not matter) and JSON body.
 */
export function callKey(method: string, url: string, body: unknown): string {
  const parsed = new URL(url, 'http://storefront.invalid');
  const params = [...parsed.searchParams]
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');
  const json = body === undefined || body === null ? '' : JSON.stringify(body);
  return `${method.toUpperCase()} ${parsed.pathname}?${params} ${json}`;
}

let startedAll: Promise<void> = Promise.resolve();

/**
 * The answer of a call started early, once (the API client's `EarlyAnswers`): known when the
 * early calls have all been started (or have stopped), so a call the shell makes meanwhile is
 * never made twice.
 */
export async function takeEarlyAnswer(
  method: string,
  url: string,
  body: unknown,
): Promise<{ response: Promise<Response> } | undefined> {
  await startedAll;
  const key = callKey(method, url, body);
  const response = answers.get(key);
  answers.delete(key);
  return response ? { response } : undefined;
}

/**
 * Starts a call and keeps its answer for the shell; `handOver` may make the shell wait for
 * something early.js does with the answer first.
 */
function start(
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  body?: unknown,
  handOver: (answer: Promise<Response>) => Promise<Response> = (answer) => answer,
) {
  const headers: Record<string, string> = { ...API_HEADERS };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const answer = fetch(url, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const handed = handOver(answer);
  // a failure is for the call's taker to read, not an unhandled rejection now
  answer.catch(() => undefined);
  handed.catch(() => undefined);
  answers.set(callKey(method, url, body), handed);
  return answer;
}

/** The access token of a sign-on answer, or null (the shell reads the answer properly). */
async function accessTokenOf(answer: Promise<Response>): Promise<string | null> {
  try {
    // read from a copy made as the answer arrives, before its taker reads it
    const response = (await answer).clone();
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const token = (body as { result?: { authApiModel?: { accessToken?: unknown } } } | null)?.result
      ?.authApiModel?.accessToken;
    return typeof token === 'string' && token.length > 0 ? token : null;
  } catch {
    return null;
  }
}

/**
 * Starts the start-up calls once the environment (its brand domain) is known. Anything unusual
 * (no environment, a failed sign-on) stops here: the shell then makes those calls itself, or
 * shows their error.
 */
/**
 * The sign-on call alone, on a page rendered on the server for every visitor alike (it carries
 * the other answers): a new visitor's session, asked for beside the download of the page's code.
 */
export function startEarlySignOn(brandDomain: unknown): void {
  const { search, hostname } = window.location;
  if (!needsSignOn(search) || linkToken(search) !== null) return;
  const domain = resolveBrandDomain(brandDomain, hostname);
  start('POST', SIGN_ON_URL, null, { token: '', domainName: domain });
}

export function startEarlyCalls(environment: Promise<Response>): void {
  startedAll = startCalls(environment).catch(() => undefined);
}

async function startCalls(environment: Promise<Response>): Promise<void> {
  let configured: unknown;
  try {
    const response = (await environment).clone();
    if (!response.ok) return;
    configured = ((await response.json()) as { brandDomain?: unknown } | null)?.brandDomain;
  } catch {
    return;
  }
  const domain = resolveBrandDomain(configured, window.location.hostname);
  const { search } = window.location;
  let token = authToken();
  if (needsSignOn(search)) {
    token = await accessTokenOf(
      start('POST', SIGN_ON_URL, null, { token: linkToken(search) ?? '', domainName: domain }),
    );
    if (token === null) return;
  }
  start('POST', FLAGS_URL, token);
  // The shell gets the brand's answer once the preload of its strings is on the page: both read
  // the same answer, and a shell that read it first would ask for the strings before the
  // preload and fetch them twice. Not awaited here: the early answers are for the taking as
  // soon as every call has started.
  start(
    'GET',
    // the brand's texts in the shopper's language when there is a choice (the shell asks the same)
    `${BRAND_CONFIG_URL}?${new URLSearchParams(brandConfigQuery(domain, storedChoice()))}`,
    token,
    undefined,
    (brand) => preloadPageStrings(brand).then(() => brand),
  );
}

/**
 * The shopper's language: the address's `lang`, else the language cookie's (the shell's and the
 * render server's rule), a choice an earlier version kept in local storage moved there first.
 */
function storedChoice(): string | null {
  moveStoredLanguageChoice();
  return shopperLanguage(window.location.search);
}

/**
 * The shell's strings in the page's language, asked for as soon as the brand's answer names it
 * (the shell asks only once its code has run and read that answer): a preload, which the i18n
 * module's request for the same file takes. Only for a brand the answer has: without one the
 * shell shows the brand-missing page in the provisional language.
 */
async function preloadPageStrings(answer: Promise<Response>): Promise<void> {
  let brandLanguage: unknown;
  try {
    const response = (await answer).clone();
    if (!response.ok) return;
    const body = (await response.json()) as {
      result?: { data?: { attributes?: { language?: unknown } } | null };
    } | null;
    brandLanguage = body?.result?.data?.attributes?.language;
  } catch {
    return;
  }
  if (typeof brandLanguage !== 'string') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.crossOrigin = 'anonymous';
  link.href = shellStringsUrl(pageLanguage(storedChoice(), brandLanguage));
  document.head.append(link);
}
