/**
 * Test harness: a sandbox answered through fastify's inject (no port), a controllable clock, and
 * helpers that sign in and call the backend the way the storefront does.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Envelope } from '../lib/envelope';
import { createSandbox, type SandboxOptions } from '../server';

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

export type Harness = {
  app: FastifyInstance;
  clock: { now: number; advance(seconds: number): void };
  request(method: Method, url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** Calls `/api/services/app/<call>` and reads the envelope. */
  api<T>(method: Method, call: string, options?: CallOptions): Promise<Answer<T>>;
  /** The result of a call that must succeed. */
  result<T>(method: Method, call: string, options?: CallOptions): Promise<T>;
  /** An access token from AuthenticateExternal (anonymous with an empty link token). */
  signIn(domainName?: string, linkToken?: string): Promise<string>;
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
  const app = createSandbox({ now: () => clock.now, ...options });
  await app.ready();

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

  return { app, clock, request, api, result, signIn, close: () => app.close() };
}
