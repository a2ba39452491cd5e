/**
 * Paying for a cart through the payment provider's hosted page (CartApiService): CreatePayment
 * answers where to send the shopper, on the provider's own origin; ConfirmCart hands the backend
 * the signed result the provider sent the shopper back with, and the backend checks it against
 * the cart (signature, cart, amount, currency, not used before) before the cart becomes an order.
 * No card data ever passes through the storefront.
 */
import * as z from 'zod/mini';
import { parseWith } from '@storefront/shared/api/client';
import type { Order } from '../domain/cart';
import type { Money } from '../domain/money';
import { money } from '../domain/money';
import { cartCall } from './cart-call';
import { parseOrder } from './orders';
import type { CartCallOptions } from './cart-call';
import { amountSchema, currencySchema } from './wire';

/** Where a payment is made: the provider's page for it. */
export type PaymentRedirect = {
  paymentId: string;
  reference: string;
  /** the provider's hosted page (its own origin) */
  redirectUrl: string;
  amount: Money;
  paymentMethod: string;
  provider: string;
};

/** The result the provider sends the shopper back with, as the return address carries it. */
export type PaymentReturn = {
  paymentId: string;
  cartId: string;
  /** in minor units (cents), as signed */
  amount: number;
  currency: string;
  status: string;
  signature: string;
};

/** The result's parameters in a return address (the provider names the cart `paymentCartId`). */
export const PAYMENT_RETURN_PARAMS = [
  'paymentId',
  'paymentCartId',
  'amount',
  'currency',
  'status',
  'signature',
] as const;

/**
 * The provider's result as a return address carries it, and the reason it gives for a payment
 * that did not go through; null when the address carries no result. An amount that is not a whole
 * number of cents is -1, which the backend refuses.
 */
export function readPaymentReturnParams(
  params: URLSearchParams,
): { result: PaymentReturn; reason: string | null } | null {
  if (!PAYMENT_RETURN_PARAMS.every((name) => params.has(name))) return null;
  const amount = Number(params.get('amount'));
  return {
    result: {
      paymentId: params.get('paymentId') ?? '',
      cartId: params.get('paymentCartId') ?? '',
      amount: Number.isInteger(amount) ? amount : -1,
      currency: params.get('currency') ?? '',
      status: params.get('status') ?? '',
      signature: params.get('signature') ?? '',
    },
    reason: params.get('reason'),
  };
}

const redirectSchema = z.object({
  paymentId: z.string(),
  reference: z.string(),
  redirectUrl: z.string(),
  amount: amountSchema,
  currency: currencySchema,
  paymentMethod: z.string(),
  provider: z.string(),
});

/**
 * Creates the payment of a finalized cart on the provider; the same requestUuid answers the same
 * payment (a double click pays once). `returnUrl` is where the provider sends the shopper back.
 */
export function createPayment(
  cartId: string,
  input: { paymentMethod: string; returnUrl: string; language: string },
  options?: CartCallOptions,
): Promise<PaymentRedirect> {
  return cartCall(
    'CreatePayment',
    parseWith(redirectSchema, (wire) => ({
      paymentId: wire.paymentId,
      reference: wire.reference,
      redirectUrl: wire.redirectUrl,
      amount: money(wire.amount, wire.currency),
      paymentMethod: wire.paymentMethod,
      provider: wire.provider,
    })),
    { cartId, options, data: input },
  );
}

/**
 * Confirms a paid cart with the provider's signed result and answers the order. The same result
 * again (a reload of the return address) answers the same order. A result the backend cannot
 * trust is a VALIDATION_ERROR; a payment that did not go through is a PAYMENT_DECLINED; a cart
 * whose time ran out is a CART_EXPIRED (and its payment is voided).
 */
export function confirmCart(
  cartId: string,
  payment: PaymentReturn,
  options?: CartCallOptions,
): Promise<Order> {
  return cartCall('ConfirmCart', parseOrder, { cartId, options, data: payment });
}
