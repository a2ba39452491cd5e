/**
 * The client against the running sandbox: bearer from the cookie, the envelope's result, and every
 * kind of failure turned into one ApiError. FeatureToogle/FlagProviderList is the probe call.
 */
import type { AxiosInstance } from 'axios';
import { loadHttp, logCallError } from '@storefront/shared/api/client';
import { ApiError, hasErrorCode, isApiError } from '@storefront/shared/api/errors';
import { flagProviderList } from './feature-toggles';
import { searchLocations } from './locations';
import {
  injectFault,
  lastRequest,
  pendingFaults,
  signInAs,
  signOut,
} from '@storefront/testing/sandbox';

const BRAND = 'closed.localhost';
const PROBE = 'FeatureToogle/FlagProviderList';

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

describe('the api client', () => {
  let http: AxiosInstance;
  beforeAll(async () => {
    http = await loadHttp();
  });

  it('is set up as spec sections 6, 7 and 9 say', () => {
    expect(http.defaults).toMatchObject({ baseURL: '', withCredentials: true, timeout: 60_000 });
  });

  let token: string;
  beforeEach(async () => {
    token = await signInAs(BRAND, 'member-silver');
  });
  afterEach(async () => {
    signOut();
    expect(await pendingFaults(BRAND)).toEqual([]);
  });

  it('sends the Abp.AuthToken cookie as a bearer token and reads the result', async () => {
    const sent: string[] = [];
    const spy = http.interceptors.response.use((response) => {
      sent.push(String(response.config.headers.Authorization));
      return response;
    });
    try {
      const flags = await flagProviderList();
      expect(flags).toContainEqual({ name: 'travel.maintenance_mode', enabled: true });
    } finally {
      http.interceptors.response.eject(spy);
    }
    expect(sent).toEqual([`Bearer ${token}`]);
    expect(await lastRequest(PROBE, BRAND)).toMatchObject({ method: 'POST', signedIn: true });
  });

  it('is refused with 401 UNAUTHORIZED and the backend message without the cookie', async () => {
    signOut();
    const error = await failureOf(flagProviderList());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
      call: PROBE,
      message: 'A bearer token is required',
    });
  });

  it('carries the backend code and message of an error envelope', async () => {
    await injectFault({ call: PROBE, kind: 'VALIDATION_ERROR', brand: BRAND });
    const error = await failureOf(flagProviderList());
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^Injected VALIDATION_ERROR fault/);
  });

  it.each([
    ['NO_CONTENT', 404],
    ['GENERIC_ERROR', 500],
    ['CART_EXPIRED', 410],
  ] as const)('surfaces %s with its status for the caller to act on', async (code, status) => {
    await injectFault({ call: PROBE, kind: code, brand: BRAND });
    const error = await failureOf(flagProviderList());
    expect(error).toMatchObject({ code, status });
    expect(hasErrorCode(error, code)).toBe(true);
  });

  it('turns a result of the wrong shape into MALFORMED_RESPONSE', async () => {
    await injectFault({ call: PROBE, kind: 'MALFORMED', brand: BRAND });
    const error = await failureOf(flagProviderList());
    expect(error.code).toBe('MALFORMED_RESPONSE');
    expect(error.message).toContain(PROBE);
  });

  it('reads the code of an error envelope answered with 200 and no result field', async () => {
    const rewrite = http.interceptors.response.use((response) => ({
      ...response,
      data: { success: false, error: { code: 'CART_EXPIRED', message: 'The cart has expired' } },
    }));
    try {
      expect(await failureOf(flagProviderList())).toMatchObject({
        code: 'CART_EXPIRED',
        status: 200,
        message: 'The cart has expired',
      });
    } finally {
      http.interceptors.response.eject(rewrite);
    }
  });

  it('turns a gateway page into HTTP_ERROR with the status', async () => {
    await injectFault({ call: PROBE, kind: 'HTTP_503', brand: BRAND });
    expect(await failureOf(flagProviderList())).toMatchObject({ code: 'HTTP_ERROR', status: 503 });
    await injectFault({ call: PROBE, kind: 'HTTP_500', brand: BRAND });
    expect(await failureOf(flagProviderList())).toMatchObject({ code: 'HTTP_ERROR', status: 500 });
  });

  it('turns a dropped connection into NETWORK_ERROR', async () => {
    // jsdom reports the XHR network error on the console (muted here) and, unlike browsers,
    // leaves the XHR's timeout timer running after it: a short timeout keeps that timer from
    // holding the test process for the 60 s of REQUEST_TIMEOUT_MS.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const timeout = http.defaults.timeout;
    http.defaults.timeout = 1000;
    try {
      await injectFault({ call: PROBE, kind: 'NETWORK_ERROR', brand: BRAND });
      expect(await failureOf(flagProviderList())).toMatchObject({
        code: 'NETWORK_ERROR',
        status: null,
      });
    } finally {
      http.defaults.timeout = timeout;
    }
  });

  it('turns a call slower than the timeout into TIMEOUT', async () => {
    const timeout = http.defaults.timeout;
    http.defaults.timeout = 300;
    try {
      await injectFault({ call: PROBE, kind: 'LATENCY', latencyMs: 1000, brand: BRAND });
      expect(await failureOf(flagProviderList())).toMatchObject({ code: 'TIMEOUT', status: null });
    } finally {
      http.defaults.timeout = timeout;
    }
  });

  it('turns a cancelled call into ABORTED', async () => {
    const error = await failureOf(
      searchLocations(
        { text: 'mad', productType: 'DP', role: 'destination', language: 'es' },
        { signal: AbortSignal.abort() },
      ),
    );
    expect(error).toMatchObject({ code: 'ABORTED', call: 'Locations/Search', status: null });
  });

  it('logs a failure by call, code and message, never with the token', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await injectFault({ call: PROBE, kind: 'GENERIC_ERROR', brand: BRAND });
    const error = await failureOf(flagProviderList());
    expect(logCallError(error)).toBe(error.message);
    expect(logged).toHaveBeenCalledTimes(1);
    const line = String(logged.mock.calls[0]?.[0]);
    expect(line).toBe(`[api] ${PROBE}: GENERIC_ERROR: ${error.message}`);
    expect(line).not.toContain(token);
  });
});
