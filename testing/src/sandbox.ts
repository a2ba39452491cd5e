/**
 * Test helpers for the api tests: signing in the way the storefront does (our token-auth module,
 * then the Abp.AuthToken cookie) and the sandbox's control API (/__sandbox/faults, /calls,
 * /config) to inject faults and read back what was sent.
 *
 * The page origin of the api test project IS the sandbox (jest.config.cjs), so the control API is
 * reached at window.location.origin with a plain axios instance of its own: never the storefront's
 * `http` instance, whose behaviour is what the tests check.
 *
 * Test files may run in parallel against the one sandbox, so nothing here resets it: each file
 * signs in for its own brand and scopes its faults to that brand, and reads the call log filtered
 * by brand.
 */
import axios from 'axios';
import { AUTH_COOKIE } from '@storefront/shared/start-up';
import { readPaymentReturnParams } from '@storefront/shared/api/payments';
import type { PaymentReturn } from '@storefront/shared/api/payments';
import { authenticateExternal } from '@storefront/shared/api/token-auth';
import { createFlightSearch, retrieveFlightProposals } from '@storefront/shared/api/transport';
import { removeCookie, writeCookie } from '@storefront/shared/lib/cookies';

export type FaultKind =
  | 'CART_EXPIRED'
  | 'NO_CONTENT'
  | 'GENERIC_ERROR'
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'VALIDATION_ERROR'
  | 'INVALID_TOKEN'
  | 'VOUCHER_INVALID'
  | 'PAYMENT_DECLINED'
  | 'HTTP_500'
  | 'HTTP_503'
  | 'MALFORMED'
  | 'LATENCY'
  | 'NETWORK_ERROR';

export type Fault = {
  /** `<Service>/<Call>`, e.g. `ShoppingTransportService/RetrieveProposals` */
  call: string;
  kind: FaultKind;
  /** the brand domain the fault is for (always set one: other test files share the sandbox) */
  brand: string;
  times?: number;
  latencyMs?: number;
};

export type RecordedRequest = {
  at: string;
  method: string;
  query: Record<string, unknown>;
  body: unknown;
  brand: string | null;
  signedIn: boolean;
};

const control = () =>
  axios.create({ baseURL: window.location.origin, validateStatus: () => true, timeout: 10_000 });

async function controlCall<T>(method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const response = await control().request<T>({ method, url, data });
  if (response.status >= 400) {
    throw new Error(
      `${method} ${url} answered ${response.status}: ${JSON.stringify(response.data)}`,
    );
  }
  return response.data;
}

/** Injects a fault for the next `times` calls (1 unless told) of one brand. */
export async function injectFault(fault: Fault): Promise<void> {
  await controlCall('POST', '/__sandbox/faults', { times: 1, ...fault });
}

/** Faults of a brand not fired yet. */
export async function pendingFaults(brand: string): Promise<Fault[]> {
  const { faults } = await controlCall<{ faults: Fault[] }>('GET', '/__sandbox/faults');
  return faults.filter((fault) => fault.brand === brand);
}

/** The requests of one call the sandbox recorded for a brand (the last 20 of all brands). */
export async function recordedRequests(call: string, brand: string): Promise<RecordedRequest[]> {
  const log = await controlCall<{ requests: RecordedRequest[] }>(
    'GET',
    `/__sandbox/calls?call=${encodeURIComponent(call)}`,
  );
  return log.requests.filter((entry) => entry.brand === brand);
}

/** The last request of one call for a brand; fails the test when there is none. */
export async function lastRequest(call: string, brand: string): Promise<RecordedRequest> {
  const requests = await recordedRequests(call, brand);
  const last = requests[requests.length - 1];
  if (!last) throw new Error(`The sandbox recorded no ${call} for ${brand}`);
  return last;
}

/** Makes a cart expire now: its next call answers CART_EXPIRED. */
export async function expireCart(cartId: string): Promise<void> {
  await controlCall('POST', '/__sandbox/carts/expire', { cartId });
}

/** Every backend call name the sandbox answers. */
export async function knownCalls(): Promise<string[]> {
  return (await controlCall<{ known: string[] }>('GET', '/__sandbox/calls')).known;
}

export async function cartTtlSeconds(): Promise<number> {
  return (await controlCall<{ cartTtlSeconds: number }>('GET', '/__sandbox/config')).cartTtlSeconds;
}

export async function setCartTtlSeconds(seconds: number): Promise<void> {
  await controlCall('POST', '/__sandbox/config', { cartTtlSeconds: seconds });
}

/**
 * Signs on for a brand through AuthenticateExternal (anonymous with an empty link token) and
 * writes the Abp.AuthToken cookie the client reads; answers the access token.
 */
export async function signInAs(domainName: string, linkToken = ''): Promise<string> {
  const result = await authenticateExternal({ token: linkToken, domainName });
  storeToken(result.accessToken);
  return result.accessToken;
}

/** Makes an access token the one the client sends (the Abp.AuthToken cookie). */
export function storeToken(accessToken: string): void {
  writeCookie(AUTH_COOKIE, accessToken);
}

export function signOut(): void {
  removeCookie(AUTH_COOKIE);
}

/** A calendar date 'yyyy-MM-dd' some days from today (UTC). */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The id of the cheapest one-way flight Madrid to Lisbon for one adult, in 50 days. */
export async function aFlightProposalId(): Promise<string> {
  const searchId = await createFlightSearch({
    departure: 'MAD',
    destination: 'LIS',
    outboundDate: daysFromToday(50),
    returnDate: null,
    travellers: { adults: 1, childrenAges: [] },
  });
  const page = await retrieveFlightProposals({
    searchId: searchId ?? '',
    language: 'en',
    pageSize: 1,
  });
  return page.proposals[0]?.id ?? '';
}

/**
 * Pays on the payment provider's page the way a shopper's browser does (the card form posted to
 * the provider's own origin) and answers the signed result the provider sends the shopper back
 * with. The success test card by default.
 */
export async function payOnProvider(
  redirectUrl: string,
  card: Partial<Record<'number' | 'expiry' | 'code' | 'name', string>> = {},
): Promise<PaymentReturn & { reason: string | null }> {
  const http = await import('node:http');
  const body = new URLSearchParams({
    number: '4242 4242 4242 4242',
    expiry: '12/30',
    code: '123',
    name: 'Ana García',
    ...card,
  }).toString();
  const location = await new Promise<string>((resolve, reject) => {
    const request = http.request(
      redirectUrl,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        const target = response.headers.location;
        if (response.statusCode === 303 && target) resolve(target);
        else reject(new Error(`The provider answered ${response.statusCode} without a return`));
      },
    );
    request.once('error', reject);
    request.end(body);
  });
  const read = readPaymentReturnParams(new URL(location).searchParams);
  if (!read) throw new Error(`The provider sent the shopper back without a result: ${location}`);
  return { ...read.result, reason: read.reason };
}
