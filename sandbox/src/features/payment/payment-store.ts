/**
 * Payments taken by the provider the sandbox plays (a hosted payment page on its own origin).
 * A payment belongs to one cart and is created for its amount and currency; the provider
 * authorises it at most once, signs its result (HMAC over payment id, cart id, amount in minor
 * units, currency and status), and the backend's ConfirmCart spends an authorised payment once.
 * Nothing of the card is kept: only its brand and last four digits.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Language } from '../../lib/languages';

export type PaymentStatus =
  'PENDING' | 'CHALLENGE' | 'AUTHORIZED' | 'CAPTURED' | 'DECLINED' | 'CANCELLED' | 'VOIDED';

/** Why a payment did not go through (the storefront shows a translated text for each). */
export type PaymentReason =
  | 'INSUFFICIENT_FUNDS'
  | 'CARD_EXPIRED'
  | 'CHALLENGE_FAILED'
  | 'CHALLENGE_CANCELLED'
  | 'LEFT_PROVIDER'
  | 'CART_EXPIRED'
  /** the booking failed after the payment: the payment was given back */
  | 'BOOKING_FAILED';

export type Payment = {
  id: string;
  reference: string;
  cartId: string;
  /** in minor units (cents) */
  amount: number;
  currency: string;
  paymentMethod: string;
  provider: string;
  providerName: string;
  language: Language;
  returnUrl: string;
  /** who asked for it: only the same session (or signed-in member) may confirm with it */
  owner: { sessionId: string; userId: string | null };
  status: PaymentStatus;
  reason: PaymentReason | null;
  card: { brand: string; last4: string } | null;
  /** how many times money was taken for it: 0 or 1 */
  charges: number;
  orderId: string | null;
  createdAt: number;
};

/** The signed result the provider sends the shopper back with. */
export type PaymentResult = {
  paymentId: string;
  cartId: string;
  amount: number;
  currency: string;
  /** a PaymentStatus; read from a returned address, so any text until checked */
  status: string;
  signature: string;
};

export const DEFAULT_PROVIDER_SECRET = 'sandbox-provider-secret-not-for-production';

/** A cart total (major units) in minor units, as payments carry it. */
export const minorUnits = (amount: number): number => Math.round(amount * 100);

export function createPaymentStore(deps: { now: () => number; secret?: string }) {
  const secret = deps.secret ?? DEFAULT_PROVIDER_SECRET;
  const payments = new Map<string, Payment>();
  let refusedDuplicates = 0;

  const sign = (fields: Omit<PaymentResult, 'signature'>): string =>
    createHmac('sha256', secret)
      .update(
        [
          fields.paymentId,
          fields.cartId,
          String(fields.amount),
          fields.currency,
          fields.status,
        ].join('|'),
      )
      .digest('hex');

  const ofCart = (cartId: string) => [...payments.values()].filter((p) => p.cartId === cartId);

  return {
    create(
      input: Omit<
        Payment,
        'id' | 'reference' | 'status' | 'reason' | 'card' | 'charges' | 'orderId' | 'createdAt'
      >,
    ): Payment {
      const id = `pay-${randomUUID()}`;
      const payment: Payment = {
        ...input,
        id,
        reference: `SP-${id.slice(4, 12).toUpperCase()}`,
        status: 'PENDING',
        reason: null,
        card: null,
        charges: 0,
        orderId: null,
        createdAt: deps.now(),
      };
      payments.set(id, payment);
      return payment;
    },

    get(paymentId: string): Payment | undefined {
      return payments.get(paymentId);
    },

    /** The cart's payment that took money (authorised or captured), if any. */
    paidFor(cartId: string): Payment | undefined {
      return ofCart(cartId).find((p) => p.status === 'AUTHORIZED' || p.status === 'CAPTURED');
    },

    /** Whether the cart has a payment still under way on the provider's page. */
    openFor(cartId: string): boolean {
      return ofCart(cartId).some((p) => p.status === 'PENDING' || p.status === 'CHALLENGE');
    },

    /** Takes the money, once: a payment already authorised is never charged again. */
    authorize(payment: Payment, card: Payment['card']): void {
      if (payment.charges > 0) {
        refusedDuplicates += 1;
        return;
      }
      payment.status = 'AUTHORIZED';
      payment.reason = null;
      payment.card = card;
      payment.charges = 1;
    },

    close(payment: Payment, status: 'DECLINED' | 'CANCELLED' | 'VOIDED', reason: PaymentReason) {
      payment.status = status;
      payment.reason = reason;
      if (status === 'VOIDED') payment.charges = 0;
    },

    /** Voids every payment of a cart that is not an order (the cart expired). */
    voidCart(cartId: string): Payment[] {
      const voided = ofCart(cartId).filter((p) => p.status !== 'CAPTURED' && p.status !== 'VOIDED');
      for (const payment of voided) {
        payment.status = 'VOIDED';
        payment.reason = 'CART_EXPIRED';
        payment.charges = 0;
      }
      return voided;
    },

    capture(payment: Payment, orderId: string): void {
      payment.status = 'CAPTURED';
      payment.orderId = orderId;
    },

    /** Counts an attempt to pay again for something already paid, which was refused. */
    refuseDuplicate(): void {
      refusedDuplicates += 1;
    },

    /** The payment's signed result. */
    result(payment: Payment): PaymentResult {
      const fields = {
        paymentId: payment.id,
        cartId: payment.cartId,
        amount: payment.amount,
        currency: payment.currency,
        // a captured payment reads back as the authorisation the shopper returned with
        status: payment.status === 'CAPTURED' ? ('AUTHORIZED' as const) : payment.status,
      };
      return { ...fields, signature: sign(fields) };
    },

    /** Whether a result carries the provider's signature over exactly these fields. */
    verify(result: PaymentResult): boolean {
      const expected = Buffer.from(sign(result), 'hex');
      const given = Buffer.from(
        /^[0-9a-f]{64}$/.test(result.signature) ? result.signature : '',
        'hex',
      );
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    list(cartId: string | null): Payment[] {
      return cartId === null ? [...payments.values()] : ofCart(cartId);
    },

    stats() {
      return { refusedDuplicates };
    },

    clear(): void {
      payments.clear();
      refusedDuplicates = 0;
    },
  };
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;
