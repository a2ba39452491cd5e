/**
 * The sign-on gate against a faked network: early.js's sign-on call (startEarlyCalls) answered
 * by a fake fetch, and taken by the API client as on a first load.
 */
import { adoptEarlyAnswers } from '@storefront/shared/api/client';
import { startEarlyCalls, takeEarlyAnswer } from '../../lib/early-calls';
import { answer } from '../../testing/fetch-answer';
import { DATA_SSO_KEY, TOKEN_SSO_KEY, signOn } from './sign-on';

const SIGNED_ON = answer(200, {
  result: {
    authApiModel: { accessToken: 'access-token', expireInSeconds: 3600, userId: 'member-gold' },
    clientData: { signedIn: true },
  },
  success: true,
  error: null,
});

const refusal = (code: string, status: number) =>
  answer(status, { result: null, success: false, error: { code, message: 'refused' } });

/** The sign-on call answers `given` (a Response, or an Error the request rejects with). */
let given: Response | Error;

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  if (url === '/environment.json') return Promise.resolve(answer(200, { brandDomain: null }));
  if (!url.endsWith('/TokenAuth/AuthenticateExternal')) return Promise.resolve(answer(404, ''));
  return given instanceof Error ? Promise.reject(given) : Promise.resolve(given);
}

/** The page at `path` signs on, as on a first load. */
function signOnAt(path: string) {
  window.history.replaceState(null, '', path);
  startEarlyCalls(fetch('/environment.json'));
  return signOn('localhost');
}

/** The session storage, as a browser that refuses it (a privacy setting, a sandboxed frame). */
function refuseStorage(...methods: ('setItem' | 'removeItem')[]) {
  for (const method of methods) {
    jest.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
  }
}

beforeEach(() => {
  given = SIGNED_ON;
  globalThis.fetch = jest.fn(fakeFetch) as unknown as typeof fetch;
  adoptEarlyAnswers(takeEarlyAnswer);
  document.cookie = 'Abp.AuthToken=; max-age=0; path=/';
  sessionStorage.clear();
});

afterEach(() => adoptEarlyAnswers(null));

describe('a failed sign-on says whether the link was refused', () => {
  test('a link token the backend refuses is a refused link', async () => {
    given = refusal('INVALID_TOKEN', 401);
    await expect(signOnAt('/deals?a=not-a-member')).resolves.toMatchObject({
      status: 'failed',
      linkRefused: true,
    });
  });

  test('without a link token a refusal is no refused link: there was no link', async () => {
    given = refusal('UNAUTHORIZED', 401);
    await expect(signOnAt('/deals')).resolves.toMatchObject({
      status: 'failed',
      linkRefused: false,
    });
  });

  test.each([
    ['a dropped connection', 'NETWORK_ERROR', new TypeError('Failed to fetch')],
    ['a timeout', 'TIMEOUT', new DOMException('timed out', 'TimeoutError')],
    ['a gateway page', 'HTTP_ERROR', answer(503, '<html>busy</html>')],
    ['a server error', 'GENERIC_ERROR', refusal('GENERIC_ERROR', 500)],
    ['an unreadable answer', 'MALFORMED_RESPONSE', answer(200, 'not json')],
  ])('%s (%s) is no refused link, with a link token or without', async (_, code, failure) => {
    given = failure;
    const failed = {
      status: 'failed',
      linkRefused: false,
      error: expect.objectContaining({ code }),
    };
    await expect(signOnAt('/deals?a=member%2Bgold')).resolves.toMatchObject(failed);
    await expect(signOnAt('/deals')).resolves.toMatchObject(failed);
  });
});

describe('a browser that refuses session storage', () => {
  test('is still signed on when the sign-on worked, and the link token leaves the URL', async () => {
    refuseStorage('setItem', 'removeItem');
    await expect(signOnAt('/deals?a=member%2Bgold&product=DP')).resolves.toMatchObject({
      status: 'signed-on',
      auth: { accessToken: 'access-token', userId: 'member-gold' },
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/deals?product=DP');
  });

  test('keeps no earlier DATA_SSO or TOKEN_SSO as if they were this sign-on’s', async () => {
    sessionStorage.setItem(DATA_SSO_KEY, JSON.stringify({ userId: 'someone-else' }));
    sessionStorage.setItem(TOKEN_SSO_KEY, 'an-older-link');
    // a full storage: writes are refused, removing still works
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(signOnAt('/deals?a=member%2Bgold')).resolves.toMatchObject({
      status: 'signed-on',
    });
    expect([sessionStorage.getItem(DATA_SSO_KEY), sessionStorage.getItem(TOKEN_SSO_KEY)]).toEqual([
      null,
      null,
    ]);
  });

  test('still gets the sign-on error page when the sign-on failed, never a rejected start-up', async () => {
    refuseStorage('setItem', 'removeItem');
    given = refusal('INVALID_TOKEN', 401);
    await expect(signOnAt('/deals?a=not-a-member')).resolves.toMatchObject({
      status: 'failed',
      linkRefused: true,
    });
    expect(window.location.search).toBe('');
  });

  test('that throws as soon as it is reached is the same', async () => {
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await expect(signOnAt('/deals?a=member%2Bgold')).resolves.toMatchObject({
      status: 'signed-on',
    });
    given = refusal('INVALID_TOKEN', 401);
    await expect(signOnAt('/deals?a=not-a-member')).resolves.toMatchObject({ status: 'failed' });
  });
});

test('a sign-on that worked keeps its result and its link token for the session', async () => {
  await expect(signOnAt('/deals?a=member%2Bgold')).resolves.toMatchObject({ status: 'signed-on' });
  expect(JSON.parse(sessionStorage.getItem(DATA_SSO_KEY) ?? 'null')).toMatchObject({
    accessToken: 'access-token',
    userId: 'member-gold',
  });
  expect(sessionStorage.getItem(TOKEN_SSO_KEY)).toBe('member+gold');
});

test("a session from a link is the visitor's own: a page kept for everyone is never theirs", async () => {
  // the cookies as written (Secure ones, which a page on http:// cannot read back, included)
  const written: string[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookie.get!.call(document) as string,
    set: (value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    },
  });
  try {
    await signOnAt('/deals?a=member%2Bgold');
    expect(written).toContainEqual(expect.stringMatching(/^storefront-session=own; .*Secure/));
    // an anonymous sign-on (the session ended) takes the mark away
    written.length = 0;
    await signOnAt('/deals');
    expect(written).toContainEqual(expect.stringMatching(/^storefront-session=; .*Max-Age=0/));
  } finally {
    Reflect.deleteProperty(document, 'cookie');
  }
});
