/**
 * How every screen of this remote makes a cart call: CART_EXPIRED sets cartExpired (spec section
 * 4 and 8), every other failure is logged (spec section 8, "other call errors: only logged") and
 * comes back as a code the screen turns into a translated message. Changing calls carry a
 * requestUuid that stays the same until the change is acknowledged, so a retry is applied once.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { logCallError } from '@storefront/shared/api/client';
import { isApiError } from '@storefront/shared/api/errors';
import { markCartExpiredAtom, useStateAction } from '@storefront/shared/state';
import { track } from '@storefront/shared/tracking/tracker';
import { requestUuidFor, settleRequest } from './session-store';

/** The code of a failed call: the API error's, GENERIC_ERROR for anything else. */
export function apiErrorCode(error: unknown): string {
  return isApiError(error) ? error.code : 'GENERIC_ERROR';
}

/** The backend's reason for refusing a call (`details.reason`), when it gives one. */
export function apiErrorReason(error: unknown): string | null {
  // an ApiError of a shared package from before reasons were read has none
  return isApiError(error) ? (error.reason ?? null) : null;
}

export type CallFailure = { ok: false; code: string; expired: boolean; reason: string | null };
export type CallOutcome<T> = { ok: true; value: T } | CallFailure;

/** Runs one cart call; never throws. CART_EXPIRED sets the store's cartExpired. */
export function useCartCall() {
  const markExpired = useStateAction(markCartExpiredAtom);
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<CallOutcome<T>> => {
      try {
        return { ok: true, value: await call() };
      } catch (error) {
        const code = apiErrorCode(error);
        if (code === 'CART_EXPIRED') {
          markExpired();
          void track('checkout.cart-expired', { logLevel: 'warning' });
          return { ok: false, code: 'CART_EXPIRED', expired: true, reason: null };
        }
        logCallError(error);
        return { ok: false, code, expired: false, reason: apiErrorReason(error) };
      }
    },
    [markExpired],
  );
}

/**
 * Runs a changing call with the requestUuid of `change` + `payload` (the same one until it
 * succeeds), so retrying after a lost answer never applies a change twice.
 */
export function useCartChange() {
  const run = useCartCall();
  return useCallback(
    async <T>(
      cartId: string,
      change: string,
      payload: unknown,
      call: (requestUuid: string) => Promise<T>,
    ): Promise<CallOutcome<T>> => {
      const requestUuid = requestUuidFor(cartId, change, payload);
      const outcome = await run(() => call(requestUuid));
      if (outcome.ok) settleRequest(cartId, change);
      return outcome;
    },
    [run],
  );
}

/** The translation key (this remote's namespace) of a failed call's message. */
export function callErrorKey(code: string): string {
  switch (code) {
    case 'NETWORK_ERROR':
    case 'TIMEOUT':
    case 'HTTP_ERROR':
      return 'errors.call.network';
    case 'VALIDATION_ERROR':
      return 'errors.call.validation';
    case 'NOT_FOUND':
      return 'errors.call.notFound';
    case 'VOUCHER_INVALID':
      return 'errors.call.voucher';
    case 'PAYMENT_DECLINED':
      return 'errors.call.paymentDeclined';
    case 'UNAUTHORIZED':
      return 'errors.call.unauthorized';
    default:
      return 'errors.call.generic';
  }
}

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; code: string; expired: boolean };

/**
 * Loads what a screen needs for a cart (null: nothing to load), with a retry. `load` must be a
 * stable function (useCallback). A call that fails with CART_EXPIRED has already set cartExpired
 * when the state turns 'failed'.
 */
export function useCartLoad<T>(
  cartId: string | null,
  load: (cartId: string) => Promise<T>,
): { state: LoadState<T>; reload: () => void } {
  const run = useCartCall();
  const [attempt, setAttempt] = useState(0);
  const key = cartId === null ? null : `${cartId}#${attempt}`;
  const [result, setResult] = useState<{ key: string; state: LoadState<T> } | null>(null);
  useEffect(() => {
    if (cartId === null || key === null) return undefined;
    let live = true;
    void run(() => load(cartId)).then((outcome) => {
      if (!live) return;
      // a transition: the screen renders in slices, yielding to input in between
      startTransition(() =>
        setResult({
          key,
          state: outcome.ok
            ? { status: 'ready', data: outcome.value }
            : { status: 'failed', code: outcome.code, expired: outcome.expired },
        }),
      );
    });
    return () => {
      live = false;
    };
  }, [cartId, key, load, run]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: LoadState<T> =
    result !== null && result.key === key ? result.state : { status: 'loading' };
  return { state, reload };
}
