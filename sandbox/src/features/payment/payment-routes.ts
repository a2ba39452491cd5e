/**
 * The backend's side of paying: CreatePayment (a payment on the provider for a finalized cart,
 * once per requestUuid) and the check ConfirmCart makes of the result the shopper came back with
 * (signature, cart, amount, currency, not spent before). Also /__sandbox/payments for tests.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, SandboxError } from '../../lib/envelope';
import type { Session } from '../../lib/session';
import { requestLanguage } from '../../lib/request-brand';
import { parseInput } from '../../lib/validation';
import { cartPrice, type Cart } from '../cart/cart-model';
import type { CartStore } from '../cart/cart-store';
import { minorUnits, type Payment, type PaymentResult, type PaymentStore } from './payment-store';

const BASE = '/api/services/app/CartApiService';

export const createPaymentSchema = z.object({
  paymentMethod: z.string().min(1),
  returnUrl: z.string().min(1).max(2000),
  language: z.string().optional(),
});

export const paymentResultSchema = z.object({
  paymentId: z.string().min(1).max(100),
  cartId: z.string().min(1).max(100),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  status: z.string().min(1).max(20),
  signature: z.string().max(200),
});

/** Why a returned payment cannot confirm the cart (VALIDATION_ERROR details.reason). */
export type PaymentRefusal =
  'SIGNATURE' | 'UNKNOWN' | 'OWNER' | 'CART' | 'AMOUNT' | 'USED' | 'VOIDED';

const refuse = (reason: PaymentRefusal, message: string) =>
  new SandboxError('VALIDATION_ERROR', message, { reason });

/**
 * The payment a returned result names, checked against the cart it is to confirm. Throws
 * VALIDATION_ERROR (details.reason) when it cannot be trusted or was spent, PAYMENT_DECLINED
 * (details.reason from the provider) when it did not go through.
 */
/** Whether the caller is who asked for the payment (the same session, or the same member). */
export function ownsPayment(payment: Payment, session: Session): boolean {
  return (
    payment.owner.sessionId === session.sessionId ||
    (payment.owner.userId !== null && payment.owner.userId === session.userId)
  );
}

export function verifyPayment(
  payments: PaymentStore,
  cart: Cart,
  result: PaymentResult,
  session: Session,
): Payment {
  if (!payments.verify(result))
    throw refuse('SIGNATURE', 'The payment result is not signed by the provider');
  const payment = payments.get(result.paymentId);
  if (!payment) throw refuse('UNKNOWN', `No payment ${result.paymentId}`);
  if (!ownsPayment(payment, session))
    throw refuse('OWNER', `Payment ${payment.id} was asked for by someone else`);
  if (payment.cartId !== cart.id || result.cartId !== cart.id)
    throw refuse('CART', `Payment ${payment.id} is not for cart ${cart.id}`);
  if (
    payment.amount !== result.amount ||
    payment.currency !== result.currency ||
    payment.amount !== minorUnits(cartPrice(cart).total) ||
    payment.currency !== cart.currency
  )
    throw refuse('AMOUNT', `Payment ${payment.id} does not match the cart's total`);
  if (payment.status === 'CAPTURED') throw refuse('USED', `Payment ${payment.id} was already used`);
  if (payment.status === 'VOIDED') throw refuse('VOIDED', `Payment ${payment.id} was voided`);
  if (result.status !== 'AUTHORIZED' || payment.status !== 'AUTHORIZED')
    throw new SandboxError('PAYMENT_DECLINED', 'The payment did not go through', {
      reason: payment.reason,
      status: payment.status,
    });
  return payment;
}

export type PaymentRouteOptions = {
  carts: CartStore;
  payments: PaymentStore;
  /** the provider's origin, where its hosted page is served */
  providerOrigin: () => string;
};

const text = (query: unknown, name: string): string | null => {
  const value = (query as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

export const paymentRoutes: FastifyPluginAsync<PaymentRouteOptions> = async (app, options) => {
  const { carts, payments } = options;

  const answer = (payment: Payment) => ({
    paymentId: payment.id,
    reference: payment.reference,
    redirectUrl: `${options.providerOrigin()}/pay/${encodeURIComponent(payment.id)}?lang=${payment.language}`,
    amount: payment.amount / 100,
    currency: payment.currency,
    paymentMethod: payment.paymentMethod,
    provider: payment.provider,
    status: payment.status,
  });

  app.post(`${BASE}/CreatePayment`, async (request: FastifyRequest) => {
    const session = request.session;
    if (!session) throw new SandboxError('UNAUTHORIZED', 'A bearer token is required');
    const cartId = text(request.query, 'cartId') ?? text(request.query, 'CartId');
    if (!cartId)
      throw new SandboxError('VALIDATION_ERROR', 'cartId is required', { field: 'cartId' });
    const input = parseInput(createPaymentSchema, request.body, 'payment');
    let cart: Cart;
    try {
      cart = carts.open(cartId, session);
    } catch (error) {
      if (error instanceof SandboxError && error.code === 'CART_EXPIRED') payments.voidCart(cartId);
      throw error;
    }
    const requestUuid = text(request.query, 'requestUuid');
    const replyKey = requestUuid === null ? null : `payment:${requestUuid}`;
    if (replyKey !== null && cart.replies.has(replyKey)) {
      payments.refuseDuplicate();
      return ok(cart.replies.get(replyKey));
    }

    let returnUrl: URL;
    try {
      returnUrl = new URL(input.returnUrl);
    } catch {
      throw new SandboxError('VALIDATION_ERROR', 'returnUrl is not an address', {
        field: 'returnUrl',
      });
    }
    // the provider sends shoppers back only to the brand's own site
    if (!/^https?:$/.test(returnUrl.protocol) || returnUrl.hostname !== session.domain)
      throw new SandboxError('VALIDATION_ERROR', 'returnUrl is not on the brand site', {
        field: 'returnUrl',
      });

    const method = cart.brand.content.paymentMethods.find((m) => m.code === input.paymentMethod);
    if (!method)
      throw new SandboxError(
        'VALIDATION_ERROR',
        `Payment method ${input.paymentMethod} is not offered`,
        {
          offered: cart.brand.content.paymentMethods.map((m) => m.code),
        },
      );
    if (cart.status === 'CONFIRMED')
      throw new SandboxError('VALIDATION_ERROR', `Cart ${cart.id} is already paid`, {
        status: cart.status,
      });
    if (cart.status !== 'FINALIZED')
      throw new SandboxError(
        'VALIDATION_ERROR',
        `Cart ${cart.id} must be finalized before it is paid`,
        {
          status: cart.status,
        },
      );

    const paid = payments.paidFor(cart.id);
    if (paid) {
      // a second try to pay for a cart already paid: no new payment, the one that was made
      payments.refuseDuplicate();
      return ok(answer(paid));
    }
    // one payment under way per cart: an earlier one left open (Back from the provider's page,
    // another tab) can no longer be paid
    for (const earlier of payments.list(cart.id))
      if (earlier.status === 'PENDING' || earlier.status === 'CHALLENGE')
        payments.close(earlier, 'CANCELLED', 'LEFT_PROVIDER');

    const provider = cart.brand.content.paymentProviders.find((p) => p.code === method.provider);
    const payment = payments.create({
      cartId: cart.id,
      amount: minorUnits(cartPrice(cart).total),
      currency: cart.currency,
      paymentMethod: method.code,
      provider: method.provider,
      providerName: provider?.name ?? method.provider,
      language: requestLanguage(request, input.language),
      returnUrl: returnUrl.toString(),
      owner: { sessionId: session.sessionId, userId: session.userId },
    });
    const result = answer(payment);
    if (replyKey !== null) cart.replies.set(replyKey, result);
    return ok(result);
  });

  app.get('/__sandbox/payments', async (request) => {
    const cartId = text(request.query, 'cartId');
    return {
      items: payments.list(cartId).map((payment) => ({
        paymentId: payment.id,
        reference: payment.reference,
        cartId: payment.cartId,
        status: payment.status,
        reason: payment.reason,
        amount: payment.amount,
        currency: payment.currency,
        paymentMethod: payment.paymentMethod,
        charges: payment.charges,
        orderId: payment.orderId,
      })),
      orders: cartId === null ? null : carts.orderCount(cartId),
      ...payments.stats(),
    };
  });
};
