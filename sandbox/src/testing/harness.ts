/**
 * Test harness: a sandbox answered through fastify's inject (no port), a controllable clock, and
 * helpers that sign in and call the backend the way the storefront does.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Envelope } from '../lib/envelope';
import { createSandboxServers, type SandboxOptions } from '../server';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type CallOptions = {
  body?: unknown;
  query?: Record<string, string | number | boolean | readonly string[]>;
  token?: string;
  headers?: Record<string, string>;
};

export type Answer<T> = { status: number; envelope: Envelope<T>; response: LightMyRequestResponse };

/** A fixed start time far enough before the test trips for their cancellation deadlines. */
export const TEST_START = Date.UTC(2026, 5, 1, 8, 0, 0);

/** A payment result as the provider's return address carries it, ready for ConfirmCart. */
export type ReturnedPayment = {
  paymentId: string;
  cartId: string;
  amount: number;
  currency: string;
  status: string;
  signature: string;
  reason: string | null;
};

export type Harness = {
  app: FastifyInstance;
  /** the payment provider's server (its own origin in the running sandbox) */
  provider: FastifyInstance;
  clock: { now: number; advance(seconds: number): void };
  request(method: Method, url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** Calls `/api/services/app/<call>` and reads the envelope. */
  api<T>(method: Method, call: string, options?: CallOptions): Promise<Answer<T>>;
  /** The result of a call that must succeed. */
  result<T>(method: Method, call: string, options?: CallOptions): Promise<T>;
  /** An access token from AuthenticateExternal (anonymous with an empty link token). */
  signIn(domainName?: string, linkToken?: string): Promise<string>;
  /**
   * Pays a finalized cart on the provider's page with a card (the success test card by
   * default) and answers the signed result the provider sends the shopper back with.
   */
  pay(
    token: string,
    cartId: string,
    card?: Partial<Record<'number' | 'expiry' | 'code' | 'name', string>>,
  ): Promise<ReturnedPayment>;
  close(): Promise<void>;
};

function toSearch(query: CallOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return `?${params.toString()}`;
}

export async function createHarness(options: SandboxOptions = {}): Promise<Harness> {
  const clock = {
    now: TEST_START,
    advance(seconds: number) {
      clock.now += seconds * 1000;
    },
  };
  const { sandbox: app, provider } = createSandboxServers({ now: () => clock.now, ...options });
  await app.ready();
  await provider.ready();

  const request: Harness['request'] = (method, url, callOptions = {}) =>
    app.inject({
      method,
      url: `${url}${toSearch(callOptions.query)}`,
      headers: {
        ...(callOptions.token ? { authorization: `Bearer ${callOptions.token}` } : {}),
        ...callOptions.headers,
      },
      ...(callOptions.body === undefined ? {} : { payload: callOptions.body as object }),
    });

  const api: Harness['api'] = async <T>(
    method: Method,
    call: string,
    callOptions?: CallOptions,
  ) => {
    const response = await request(method, `/api/services/app/${call}`, callOptions);
    return { status: response.statusCode, envelope: response.json<Envelope<T>>(), response };
  };

  const result: Harness['result'] = async <T>(
    method: Method,
    call: string,
    callOptions?: CallOptions,
  ) => {
    const answer = await api<T>(method, call, callOptions);
    if (!answer.envelope.success) {
      throw new Error(
        `${call} failed with ${answer.status}: ${JSON.stringify(answer.envelope.error)}`,
      );
    }
    return answer.envelope.result as T;
  };

  const signIn: Harness['signIn'] = async (domainName = 'sunsea.localhost', linkToken = '') => {
    const response = await request('POST', '/api/TokenAuth/AuthenticateExternal', {
      body: { token: linkToken, domainName },
    });
    const envelope = response.json<Envelope<{ authApiModel: { accessToken: string } }>>();
    if (!envelope.result) throw new Error(`Sign-on failed: ${response.body}`);
    return envelope.result.authApiModel.accessToken;
  };

  const pay: Harness['pay'] = async (token, cartId, card = {}) => {
    const payment = await result<{ paymentId: string; redirectUrl: string }>(
      'POST',
      'CartApiService/CreatePayment',
      {
        token,
        query: { cartId, requestUuid: `pay-${Math.random()}` },
        body: {
          paymentMethod: 'CARD',
          returnUrl: 'http://sunsea.localhost:8080/order?cartId=' + encodeURIComponent(cartId),
        },
      },
    );
    const response = await provider.inject({
      method: 'POST',
      url: new URL(payment.redirectUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        number: '4242 4242 4242 4242',
        expiry: '12/30',
        code: '123',
        name: 'Ana García',
        ...card,
      }).toString(),
    });
    return readReturn(response);
  };

  return {
    app,
    provider,
    clock,
    request,
    api,
    result,
    signIn,
    pay,
    close: async () => {
      await provider.close();
      await app.close();
    },
  };
}

/** The signed result in a provider answer that sends the shopper back to the shop. */
export function readReturn(response: LightMyRequestResponse): ReturnedPayment {
  const location = response.headers.location;
  if (response.statusCode !== 303 || typeof location !== 'string')
    throw new Error(`The provider did not send the shopper back: ${response.statusCode}`);
  const params = new URL(location).searchParams;
  return {
    paymentId: params.get('paymentId') ?? '',
    cartId: params.get('paymentCartId') ?? '',
    amount: Number(params.get('amount')),
    currency: params.get('currency') ?? '',
    status: params.get('status') ?? '',
    signature: params.get('signature') ?? '',
    reason: params.get('reason'),
  };
}
