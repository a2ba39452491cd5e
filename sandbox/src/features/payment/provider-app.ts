/**
 * The payment provider the sandbox plays, served on its own origin (its own port): the hosted
 * card page, the 3-D Secure challenge, the way back without paying, and the signed return to the
 * shop. A payment is charged at most once whatever is submitted again (a double click, Back, a
 * second tab); a cart that expired while the shopper was here has its payment voided.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createFastify, type TlsFiles } from '../../lib/fastify';
import { parseLanguage, type Language } from '../../lib/languages';
import {
  CHALLENGE_CODE,
  cardBrand,
  cardOutcome,
  digitsOf,
  validateCard,
  type CardInput,
} from './cards';
import type { Payment, PaymentReason, PaymentStore } from './payment-store';
import { challengePage, cardPage, finishedPage, notFoundPage } from './provider-pages';

/** What the provider needs to know of carts. */
export type ProviderCarts = {
  /** whether the cart's time is up (and it is not an order) */
  expired(cartId: string): boolean;
  /** a payment failed or was left: the cart can be changed again */
  reopen(cartId: string): void;
};

const SECURITY_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** The shop's return address with the payment's signed result. */
export function returnHref(payments: PaymentStore, payment: Payment): string {
  const url = new URL(payment.returnUrl);
  const result = payments.result(payment);
  url.searchParams.set('paymentId', result.paymentId);
  url.searchParams.set('paymentCartId', result.cartId);
  url.searchParams.set('amount', String(result.amount));
  url.searchParams.set('currency', result.currency);
  url.searchParams.set('status', result.status);
  if (payment.reason) url.searchParams.set('reason', payment.reason);
  url.searchParams.set('signature', result.signature);
  return url.toString();
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export function createProviderApp(deps: {
  payments: PaymentStore;
  carts: ProviderCarts;
  now: () => number;
  logger?: boolean;
  tls?: TlsFiles;
}): FastifyInstance {
  const { payments, carts } = deps;
  const app = createFastify({ logger: deps.logger ?? false, bodyLimit: 16 * 1024 }, deps.tls);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).headers(SECURITY_HEADERS).send(body);
  const back = (reply: FastifyReply, payment: Payment) =>
    reply
      .code(303)
      .header('cache-control', 'no-store')
      .header('location', returnHref(payments, payment))
      .send();

  const languageOf = (query: unknown, payment: Payment | undefined): Language => {
    const requested = str((query as Record<string, unknown>)?.lang);
    try {
      return parseLanguage(requested, payment?.language ?? 'en');
    } catch {
      return payment?.language ?? 'en';
    }
  };

  /** Ends a payment that did not go through and sends the shopper back to the shop. */
  const fail = (
    reply: FastifyReply,
    payment: Payment,
    status: 'DECLINED' | 'CANCELLED',
    reason: PaymentReason,
  ) => {
    payments.close(payment, status, reason);
    if (!payments.openFor(payment.cartId) && !payments.paidFor(payment.cartId))
      carts.reopen(payment.cartId);
    return back(reply, payment);
  };

  /**
   * What a payment that is no longer waiting for the shopper answers: its result again. A second
   * try to pay for a cart that is already paid is refused and counted.
   */
  const settled = (
    reply: FastifyReply,
    payment: Payment,
    language: Language,
    submitted: boolean,
  ) => {
    const paid = payment.status === 'AUTHORIZED' || payment.status === 'CAPTURED';
    if (submitted) {
      if (paid) payments.refuseDuplicate();
      return back(reply, payment);
    }
    return html(reply, 200, finishedPage(payment, language, paid, returnHref(payments, payment)));
  };

  /** A payment the shopper may still act on, or null when it is settled or its cart expired. */
  const live = (payment: Payment): boolean => {
    if (payment.status !== 'PENDING' && payment.status !== 'CHALLENGE') return false;
    if (carts.expired(payment.cartId)) {
      payments.voidCart(payment.cartId);
      return false;
    }
    // another payment (a second tab) already paid for this cart
    const other = payments.paidFor(payment.cartId);
    if (other && other.id !== payment.id) {
      payments.close(payment, 'CANCELLED', 'LEFT_PROVIDER');
      return false;
    }
    return true;
  };

  const leaveHref = (payment: Payment, language: Language) =>
    `/pay/${encodeURIComponent(payment.id)}/leave?lang=${language}`;

  const paymentOf = (params: unknown) => payments.get(str((params as { id?: unknown }).id));

  app.get('/pay/:id', async (request, reply) => {
    const payment = paymentOf(request.params);
    const language = languageOf(request.query, payment);
    if (!payment) return html(reply, 404, notFoundPage(language));
    if (!live(payment)) return settled(reply, payment, language, false);
    if (payment.status === 'CHALLENGE')
      return reply
        .code(303)
        .header('location', `/pay/${encodeURIComponent(payment.id)}/challenge?lang=${language}`)
        .send();
    const empty: CardInput = { number: '', expiry: '', code: '', name: '' };
    return html(reply, 200, cardPage(payment, language, empty, {}, leaveHref(payment, language)));
  });

  app.post('/pay/:id', async (request, reply) => {
    const payment = paymentOf(request.params);
    const language = languageOf(request.query, payment);
    if (!payment) return html(reply, 404, notFoundPage(language));
    const other = payments.paidFor(payment.cartId);
    if (other && other.id !== payment.id) {
      payments.refuseDuplicate();
      if (payment.status === 'PENDING') payments.close(payment, 'CANCELLED', 'LEFT_PROVIDER');
      return back(reply, other);
    }
    if (!live(payment) || payment.status !== 'PENDING')
      return settled(reply, payment, language, true);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const input: CardInput = {
      number: str(body.number).slice(0, 30),
      expiry: str(body.expiry).slice(0, 10),
      code: str(body.code).slice(0, 6),
      name: str(body.name).slice(0, 100),
    };
    const problems = validateCard(input, deps.now());
    if (Object.keys(problems).length > 0)
      return html(
        reply,
        422,
        cardPage(payment, language, input, problems, leaveHref(payment, language)),
      );
    const digits = digitsOf(input.number);
    const card = { brand: cardBrand(digits), last4: digits.slice(-4) };
    const outcome = cardOutcome(digits);
    if (outcome.kind === 'decline') return fail(reply, payment, 'DECLINED', outcome.reason);
    if (outcome.kind === 'challenge') {
      payment.status = 'CHALLENGE';
      payment.card = card;
      return reply
        .code(303)
        .header('location', `/pay/${encodeURIComponent(payment.id)}/challenge?lang=${language}`)
        .send();
    }
    payments.authorize(payment, card);
    return back(reply, payment);
  });

  app.get('/pay/:id/challenge', async (request, reply) => {
    const payment = paymentOf(request.params);
    const language = languageOf(request.query, payment);
    if (!payment) return html(reply, 404, notFoundPage(language));
    if (!live(payment)) return settled(reply, payment, language, false);
    if (payment.status !== 'CHALLENGE')
      return reply
        .code(303)
        .header('location', `/pay/${encodeURIComponent(payment.id)}?lang=${language}`)
        .send();
    return html(reply, 200, challengePage(payment, language, '', undefined));
  });

  app.post('/pay/:id/challenge', async (request, reply) => {
    const payment = paymentOf(request.params);
    const language = languageOf(request.query, payment);
    if (!payment) return html(reply, 404, notFoundPage(language));
    if (!live(payment) || payment.status !== 'CHALLENGE')
      return settled(reply, payment, language, true);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (str(body.action) === 'cancel')
      return fail(reply, payment, 'CANCELLED', 'CHALLENGE_CANCELLED');
    const code = str(body.otp).trim().slice(0, 12);
    if (code === '')
      return html(reply, 422, challengePage(payment, language, code, 'challengeRequired'));
    if (code !== CHALLENGE_CODE) return fail(reply, payment, 'DECLINED', 'CHALLENGE_FAILED');
    payments.authorize(payment, payment.card);
    return back(reply, payment);
  });

  app.get('/pay/:id/leave', async (request, reply) => {
    const payment = paymentOf(request.params);
    const language = languageOf(request.query, payment);
    if (!payment) return html(reply, 404, notFoundPage(language));
    if (!live(payment)) return back(reply, payment);
    return fail(reply, payment, 'CANCELLED', 'LEFT_PROVIDER');
  });

  app.get('/health', async () => ({ ok: true }));
  return app;
}
