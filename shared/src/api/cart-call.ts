/**
 * How every CartApiService call is made (spec section 7): a call on a cart sends `cartId` and a
 * fresh `requestUuid` (crypto.randomUUID) as query parameters; a caller retrying the same change
 * passes the same requestUuid in `options` so the backend applies it once. The answer is checked
 * and reshaped by the call's `parse`; a failure rejects with the client's ApiError.
 */
import type { AxiosRequestConfig } from 'axios';
import { request } from '@storefront/shared/api/client';

const BASE = '/api/services/app/CartApiService';

/** Options of a call on a cart. */
export type CartCallOptions = {
  /** the request's idempotency key; a new one is generated when absent */
  requestUuid?: string;
};

/** A new request id: crypto.randomUUID, or an RFC 4122 v4 id from getRandomValues where the page
 *  is not a secure context and randomUUID is missing. */
export function newRequestUuid(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The query of a call on a cart: its id and the change's requestUuid. */
export const cartQuery = (cartId: string, options: CartCallOptions = {}) => ({
  cartId,
  requestUuid: options.requestUuid ?? newRequestUuid(),
});

export type CartCall = {
  method?: 'GET' | 'POST' | 'DELETE';
  /** the cart the call is on: its id and requestUuid go into the query */
  cartId?: string;
  options?: CartCallOptions;
  /** further query parameters */
  params?: Record<string, unknown>;
  data?: unknown;
  paramsSerializer?: AxiosRequestConfig['paramsSerializer'];
};

/** Makes the CartApiService call `call` (POST unless told) and parses its answer. */
export function cartCall<T>(
  call: string,
  parse: (result: unknown) => T,
  { method = 'POST', cartId, options, params, data, paramsSerializer }: CartCall = {},
): Promise<T> {
  const query = { ...(cartId === undefined ? {} : cartQuery(cartId, options)), ...params };
  return request(
    {
      method,
      url: `${BASE}/${call}`,
      ...(Object.keys(query).length > 0 ? { params: query } : {}),
      ...(data === undefined ? {} : { data }),
      ...(paramsSerializer ? { paramsSerializer } : {}),
    },
    parse,
  );
}
