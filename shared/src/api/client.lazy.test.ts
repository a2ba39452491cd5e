/**
 * axios comes with the first call that goes to the network, not with the client: a call answered
 * early (the shell's start-up calls) does not load it, a failed load is the shopper's network
 * error and is tried again by the next call, and it is loaded once. Against the running sandbox
 * (FeatureToogle/FlagProviderList without a cookie: 401 UNAUTHORIZED, a real answer).
 */
import { adoptEarlyAnswers, warmHttp } from '@storefront/shared/api/client';
import { isApiError } from '@storefront/shared/api/errors';
import type { ApiError } from '@storefront/shared/api/errors';
import { flagProviderList } from './feature-toggles';

let mockAxiosLoads = 0;
let mockFailNextLoad = false;
jest.mock('axios', () => {
  mockAxiosLoads += 1;
  if (mockFailNextLoad) {
    mockFailNextLoad = false;
    throw new Error('Loading chunk axios failed');
  }
  return jest.requireActual('axios');
});

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

const FLAGS = { toggles: [{ name: 'travel.maintenance_mode', enabled: true }] };

function earlyAnswer(body: unknown): Response {
  const text = JSON.stringify(body);
  return { status: 200, text: () => Promise.resolve(text) } as unknown as Response;
}

test('a call answered early does not load axios', async () => {
  const asked: string[] = [];
  adoptEarlyAnswers((method, url) => {
    asked.push(`${method} ${url}`);
    return Promise.resolve({
      response: Promise.resolve(earlyAnswer({ result: FLAGS, success: true, error: null })),
    });
  });
  try {
    expect(await flagProviderList()).toEqual([{ name: 'travel.maintenance_mode', enabled: true }]);
  } finally {
    adoptEarlyAnswers(null);
  }
  expect(asked).toEqual(['POST /api/services/app/FeatureToogle/FlagProviderList']);
  expect(mockAxiosLoads).toBe(0);
});

test('a call to the network loads axios once; a failed load is a network error, tried again', async () => {
  mockFailNextLoad = true;
  expect(await failureOf(flagProviderList())).toMatchObject({
    code: 'NETWORK_ERROR',
    call: 'FeatureToogle/FlagProviderList',
    status: null,
  });
  expect(mockAxiosLoads).toBe(1);

  // the next call loads it again and reaches the sandbox, which refuses a call without a token
  expect(await failureOf(flagProviderList())).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  expect(mockAxiosLoads).toBe(2);

  warmHttp();
  expect(await failureOf(flagProviderList())).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  expect(mockAxiosLoads).toBe(2);
});
