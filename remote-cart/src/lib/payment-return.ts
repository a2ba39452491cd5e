/**
 * The payment provider's return to the shop: the order address (`/order?cartId=…`) with the
 * signed result of the payment. The storefront never trusts it alone: it hands the result to
 * the backend (ConfirmCart), which checks it against the cart. What failed is told to the payment
 * step through the history entry's state, never through storage.
 */
import { PAYMENT_RETURN_PARAMS, readPaymentReturnParams } from '@storefront/shared/api/payments';
import type { PaymentReturn } from '@storefront/shared/api/payments';

const PAYMENT_PARAMS = [...PAYMENT_RETURN_PARAMS, 'reason'];

/** Why a payment did not go through, as the payment step explains it. */
export const PAYMENT_OUTCOMES = [
  'INSUFFICIENT_FUNDS',
  'CARD_EXPIRED',
  'CHALLENGE_FAILED',
  'CHALLENGE_CANCELLED',
  'LEFT_PROVIDER',
  'BOOKING_FAILED',
  'DECLINED',
  'UNTRUSTED',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export type ReturnedPayment = { result: PaymentReturn; outcome: PaymentOutcome | null };

/** The provider's result in an address, or null when the address carries none. */
export function readPaymentReturn(params: URLSearchParams): ReturnedPayment | null {
  const read = readPaymentReturnParams(params);
  if (!read) return null;
  const { result, reason } = read;
  const outcome =
    result.status === 'AUTHORIZED'
      ? null
      : (PAYMENT_OUTCOMES.find((known) => known === reason) ??
        (result.status === 'CANCELLED' ? 'LEFT_PROVIDER' : 'DECLINED'));
  return { result, outcome };
}

/** The same address without the provider's result (what stays in history once it is read). */
export function withoutPaymentReturn(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of PAYMENT_PARAMS) next.delete(name);
  return next;
}

/** The state the payment step reads to say why the shopper is back on it. */
export type PaymentStepState = { paymentOutcome: PaymentOutcome };

export function paymentOutcomeOf(state: unknown): PaymentOutcome | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as { paymentOutcome?: unknown }).paymentOutcome;
  return PAYMENT_OUTCOMES.find((known) => known === value) ?? null;
}
