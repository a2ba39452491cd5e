/**
 * The start-up calls the entry point starts: which go out, with what, and that the API client
 * takes their answers as its own (one request per call, read as the client reads any answer).
 */
import type { AxiosInstance } from 'axios';
import { adoptEarlyAnswers, loadHttp } from '@storefront/shared/api/client';
import { getBrandConfig } from '@storefront/shared/api/content';
import { flagProviderList } from '@storefront/shared/api/feature-toggles';
import { authenticateExternal } from '@storefront/shared/api/token-auth';
import { startEarlyCalls, takeEarlyAnswer } from './early-calls';
import { answer } from '../testing/fetch-answer';

type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };

const envelope = (result: unknown) => ({ result, success: true, error: null });
const AUTH = envelope({
  authApiModel: { accessToken: 'early-token', expireInSeconds: 86_400, userId: null },
  clientData: { signedIn: false },
});
// the content service's answer for a domain it has no brand for (the brand-config error page)
const BRAND = envelope({ data: null });
const FLAGS = envelope({ toggles: [{ name: 'travel.maintenance_mode', enabled: false }] });

let sent: Sent[];
let answers: Record<string, Response | Error>;

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  sent.push({
    method: init?.method ?? 'GET',
    url,
    headers: (init?.headers ?? {}) as Record<string, string>,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  });
  const key = Object.keys(answers).find((part) => url.includes(part));
  const found = key ? answers[key] : undefined;
  if (found instanceof Error) return Promise.reject(found);
  return Promise.resolve(found ?? answer(404, 'not here'));
}

function setUrl(path: string) {
  window.history.replaceState(null, '', path);
}

function clearCookies() {
  document.cookie = 'Abp.AuthToken=; max-age=0; path=/';
}

const env = (brandDomain: string | null = null) =>
  Promise.resolve(answer(200, { environment: 'test', brandDomain }));

/** Lets the early chain run to its end. */
const settle = () => takeEarlyAnswer('GET', '/nothing', undefined);

let networkCalls: number;
let interceptor: number;
let http: AxiosInstance;

beforeAll(async () => {
  http = await loadHttp();
});

beforeEach(() => {
  sent = [];
  answers = {
    AuthenticateExternal: answer(200, AUTH),
    GetConfig: answer(200, BRAND),
    FlagProviderList: answer(200, FLAGS),
  };
  globalThis.fetch = jest.fn(fakeFetch) as unknown as typeof fetch;
  clearCookies();
  setUrl('/');
  networkCalls = 0;
  interceptor = http.interceptors.request.use((config) => {
    networkCalls += 1;
    return config;
  });
  adoptEarlyAnswers(takeEarlyAnswer);
});

afterEach(() => {
  http.interceptors.request.eject(interceptor);
  adoptEarlyAnswers(null);
});

test('without an auth cookie: sign-on first, then brand and flags with its token', async () => {
  startEarlyCalls(env());
  await settle();
  expect(sent.map((s) => `${s.method} ${s.url.split('?')[0]}`)).toEqual([
    'POST /api/TokenAuth/AuthenticateExternal',
    'POST /api/services/app/FeatureToogle/FlagProviderList',
    'GET /api/services/app/Strapi/GetConfig',
  ]);
  expect(sent[0]).toMatchObject({
    body: { token: '', domainName: 'localhost' },
    headers: { Accept: 'application/json', 'X-Api-Version': '1' },
  });
  expect(sent[0]!.headers.Authorization).toBeUndefined();
  for (const call of sent.slice(1)) expect(call.headers.Authorization).toBe('Bearer early-token');
});

test("the client takes each early answer once, as its own call's answer, without a request", async () => {
  startEarlyCalls(env('SunSea.localhost:8080'));
  const auth = await authenticateExternal({ token: '', domainName: 'sunsea.localhost' });
  expect(auth.accessToken).toBe('early-token');
  const [brand, flags] = await Promise.all([
    getBrandConfig('sunsea.localhost'),
    flagProviderList(),
  ]);
  expect(brand).toBeNull();
  expect(flags).toEqual([{ name: 'travel.maintenance_mode', enabled: false }]);
  expect(networkCalls).toBe(0);
  expect(sent).toHaveLength(3);

  // taken once: the same call again would be the client's own
  expect(
    await takeEarlyAnswer('POST', '/api/services/app/FeatureToogle/FlagProviderList', undefined),
  ).toBeUndefined();
});

test('an auth cookie and no link token: no sign-on, the cookie token for brand and flags', async () => {
  document.cookie = 'Abp.AuthToken=cookie-token; path=/';
  startEarlyCalls(env());
  await settle();
  expect(sent.map((s) => s.url.split('?')[0])).toEqual([
    '/api/services/app/FeatureToogle/FlagProviderList',
    '/api/services/app/Strapi/GetConfig',
  ]);
  expect(sent.every((s) => s.headers.Authorization === 'Bearer cookie-token')).toBe(true);
});

test('a link token signs on even with a cookie, with its spaces turned back into plus signs', async () => {
  document.cookie = 'Abp.AuthToken=cookie-token; path=/';
  setUrl('/deals?a=ab+cd%2Bef');
  startEarlyCalls(env('members.localhost'));
  await settle();
  expect(sent[0]).toMatchObject({
    url: '/api/TokenAuth/AuthenticateExternal',
    body: { token: 'ab+cd+ef', domainName: 'members.localhost' },
  });
});

test('a refused sign-on stops there; the client reads the refusal as its own', async () => {
  answers.AuthenticateExternal = answer(401, {
    result: null,
    success: false,
    error: { code: 'INVALID_TOKEN', message: 'The sign-on link token is not valid' },
  });
  startEarlyCalls(env());
  await settle();
  expect(sent).toHaveLength(1);
  await expect(authenticateExternal({ token: '', domainName: 'localhost' })).rejects.toMatchObject({
    code: 'INVALID_TOKEN',
    status: 401,
  });
  expect(networkCalls).toBe(0);
});

test.each([
  ['a dropped connection', new TypeError('Failed to fetch'), 'NETWORK_ERROR', null],
  ['a timeout', new DOMException('timed out', 'TimeoutError'), 'TIMEOUT', null],
  ['a gateway page', answer(503, '<html>busy</html>'), 'HTTP_ERROR', 503],
  ['a body that is not JSON', answer(200, 'not json'), 'MALFORMED_RESPONSE', 200],
  ['an error envelope', answer(410, { error: { code: 'CART_EXPIRED' } }), 'CART_EXPIRED', 410],
])('an early brand answer that is %s is the same ApiError', async (_, given, code, status) => {
  answers.GetConfig = given;
  startEarlyCalls(env());
  await settle();
  await expect(getBrandConfig('localhost')).rejects.toMatchObject({ code, status });
  expect(networkCalls).toBe(0);
});

test("with a language chosen, the brand's texts are asked in it, as the client asks", async () => {
  document.cookie = 'storefront-language=de; Path=/';
  try {
    startEarlyCalls(env('sunsea.localhost'));
    await settle();
    const brandCall = sent.find((call) =>
      call.url.startsWith('/api/services/app/Strapi/GetConfig'),
    );
    expect(new URL(brandCall?.url ?? '', 'http://storefront.test').searchParams.get('locale')).toBe(
      'de',
    );
    // the shell's call in the same language takes the early answer
    await getBrandConfig('sunsea.localhost', 'de');
    expect(networkCalls).toBe(0);
  } finally {
    document.cookie = 'storefront-language=; Path=/; Max-Age=0';
  }
});

test('no environment: no early calls, the shell makes them itself', async () => {
  startEarlyCalls(Promise.resolve(answer(500, 'down')));
  await settle();
  expect(sent).toEqual([]);
  startEarlyCalls(Promise.reject(new TypeError('Failed to fetch')));
  expect(await settle()).toBeUndefined();
  expect(sent).toEqual([]);
});

describe("the page's strings", () => {
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
      href: link.getAttribute('href'),
      as: link.getAttribute('as'),
      crossOrigin: link.getAttribute('crossorigin'),
    }));
  const brandIn = (language: string) =>
    answer(200, envelope({ data: { id: 1, attributes: { language } } }));
  /** the preload is added once the brand's answer has been read, after the calls have started */
  const answersRead = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    document.head.replaceChildren();
    localStorage.clear();
  });

  test("are preloaded in the brand's language once its answer names it", async () => {
    answers.GetConfig = brandIn('it');
    startEarlyCalls(env());
    await settle();
    await answersRead();
    expect(preloads()).toEqual([{ href: '/i18n/it.json', as: 'fetch', crossOrigin: 'anonymous' }]);
  });

  test("are the shopper's chosen language's when there is a choice", async () => {
    document.cookie = 'storefront-language=fr; Path=/';
    answers.GetConfig = brandIn('it');
    startEarlyCalls(env());
    await settle();
    await answersRead();
    expect(preloads().map((link) => link.href)).toEqual(['/i18n/fr.json']);
    document.cookie = 'storefront-language=; Path=/; Max-Age=0';
  });

  test('are those of a choice an earlier version kept in local storage, moved to the cookie', async () => {
    localStorage.setItem('storefront-language', 'de');
    answers.GetConfig = brandIn('it');
    startEarlyCalls(env());
    await settle();
    await answersRead();
    expect(preloads().map((link) => link.href)).toEqual(['/i18n/de.json']);
    expect(document.cookie).toContain('storefront-language=de');
    expect(localStorage.getItem('storefront-language')).toBeNull();
    document.cookie = 'storefront-language=; Path=/; Max-Age=0';
  });

  test("the shell reads the brand's answer only once the strings' preload is on the page", async () => {
    // early.js's copy of the answer is read after the shell's would be: the shell must wait for
    // it, or it would ask for the strings before the preload and fetch them twice
    const body = envelope({ data: { id: 1, attributes: { language: 'it' } } });
    const slowCopy = {
      ...answer(200, body),
      json: () => new Promise((resolve) => setTimeout(() => resolve(body), 20)),
    };
    answers.GetConfig = { ...answer(200, body), clone: () => slowCopy } as unknown as Response;
    startEarlyCalls(env());
    // the brand is not a valid configuration here: only when the shell has its answer matters
    await getBrandConfig('localhost').catch(() => undefined);
    expect(preloads().map((link) => link.href)).toEqual(['/i18n/it.json']);
    expect(networkCalls).toBe(0);
  });

  test('are not asked for without a brand, or when the brand call failed', async () => {
    startEarlyCalls(env());
    await settle();
    await answersRead();
    answers.GetConfig = answer(503, '<html>busy</html>');
    startEarlyCalls(env());
    await settle();
    await answersRead();
    expect(preloads()).toEqual([]);
  });
});
