/**
 * The payment provider's return to the shop: the order address (`/order?cartId=…`) with the
 * signed result of the payment. The storefront never trusts it alone: it hands the result to
 * the backend (ConfirmCart), which checks it against the cart. What failed is told to the payment
 * step through the history entry's state, never through storage.
 */
import type { PaymentReturn } from '@storefront/shared/api/payments';

const RESULT_PARAMS = ['paymentId', 'paymentCartId', 'amount', 'currency', 'status', 'signature'];
const PAYMENT_PARAMS = [...RESULT_PARAMS, 'reason'];

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
  if (!RESULT_PARAMS.every((name) => params.has(name))) return null;
  const amount = Number(params.get('amount'));
  const status = params.get('status') ?? '';
  const reason = params.get('reason');
  const outcome =
    status === 'AUTHORIZED'
      ? null
      : (PAYMENT_OUTCOMES.find((known) => known === reason) ??
        (status === 'CANCELLED' ? 'LEFT_PROVIDER' : 'DECLINED'));
  return {
    result: {
      paymentId: params.get('paymentId') ?? '',
      cartId: params.get('paymentCartId') ?? '',
      amount: Number.isInteger(amount) ? amount : -1,
      currency: params.get('currency') ?? '',
      status,
      signature: params.get('signature') ?? '',
    },
    outcome,
  };
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
