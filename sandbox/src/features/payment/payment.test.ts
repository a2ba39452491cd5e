import type { LightMyRequestResponse } from 'fastify';
import {
  createHarness,
  readReturn,
  type Harness,
  type ReturnedPayment,
} from '../../testing/harness';
import type { Order } from '../cart/cart-model';
import { cardBrand, cardOutcome, luhn, TEST_CARDS, validateCard } from './cards';

const TODAY = Date.UTC(2026, 5, 1);
const CONTACT = {
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  phonePrefix: '+34',
  phoneNumber: '600111222',
  countryCode: 'ES',
};
const adult = (firstName: string, title: 'MR' | 'MRS') => ({
  type: 'ADULT',
  title,
  firstName,
  lastName: 'García',
  birthDate: '1988-04-02',
  nationality: 'ES',
});
const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', code: '123', name: 'Ana García' };

describe('card rules', () => {
  it('checks the number with Luhn and the code length by brand', () => {
    expect(luhn(TEST_CARDS.success)).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
    expect(cardBrand(TEST_CARDS.successAmex)).toBe('AMEX');
    expect(cardBrand(TEST_CARDS.successMastercard)).toBe('MASTERCARD');
    expect(validateCard({ ...CARD, number: TEST_CARDS.successAmex }, TODAY)).toEqual({
      code: 'codeLength4',
    });
    expect(validateCard({ ...CARD, code: '12' }, TODAY)).toEqual({ code: 'codeLength3' });
    expect(validateCard({ ...CARD, number: '4242 4242 4242 4241' }, TODAY)).toEqual({
      number: 'numberInvalid',
    });
  });

  it('wants an expiry of this month or later and a name', () => {
    expect(validateCard({ ...CARD, expiry: '05/26' }, TODAY)).toEqual({ expiry: 'expiryPast' });
    expect(validateCard({ ...CARD, expiry: '06/26' }, TODAY)).toEqual({});
    expect(validateCard({ ...CARD, expiry: '13/30' }, TODAY)).toEqual({ expiry: 'expiryFormat' });
    expect(validateCard({ number: '', expiry: '', code: '', name: ' ' }, TODAY)).toEqual({
      number: 'required',
      expiry: 'required',
      code: 'required',
      name: 'required',
    });
  });

  it('gives each test card its outcome', () => {
    expect(cardOutcome(TEST_CARDS.success)).toEqual({ kind: 'approve' });
    expect(cardOutcome(TEST_CARDS.insufficientFunds)).toEqual({
      kind: 'decline',
      reason: 'INSUFFICIENT_FUNDS',
    });
    expect(cardOutcome(TEST_CARDS.cardExpired)).toEqual({
      kind: 'decline',
      reason: 'CARD_EXPIRED',
    });
    expect(cardOutcome(TEST_CARDS.challenge)).toEqual({ kind: 'challenge' });
  });
});

describe('paying through the provider', () => {
  let sandbox: Harness;
  let token: string;
  beforeEach(async () => {
    sandbox = await createHarness();
    token = await sandbox.signIn('sunsea.localhost');
  });
  afterEach(() => sandbox.close());

  const call = <T>(
    name: string,
    cartId: string,
    options: { body?: unknown; requestUuid?: string } = {},
  ) =>
    sandbox.api<T>('POST', `CartApiService/${name}`, {
      token,
      body: options.body,
      query: { cartId, requestUuid: options.requestUuid ?? `${name}-${Math.random()}` },
    });

  /** A finalized hotel cart for two adults. */
  const finalizedCart = async () => {
    const search = await sandbox.result<{ id: { value: string } }>(
      'POST',
      'ShoppingHDPService/CreateSearch',
      {
        token,
        body: {
          productType: 'H',
          destination: 'PMI',
          outboundDate: '2026-07-10',
          returnDate: '2026-07-14',
          rooms: [{ adults: 2, childrenAges: [] }],
        },
      },
    );
    const searchId = search.id.value;
    const page = await sandbox.result<{ proposals: { id: string }[] }>(
      'POST',
      'ShoppingHDPService/RetrieveProposals',
      { token, query: { searchId }, body: {} },
    );
    const { pricingId } = await sandbox.result<{ pricingId: string }>(
      'POST',
      'ShoppingHDPService/CreatePricing',
      {
        token,
        body: { searchId, proposalId: page.proposals[0]?.id },
      },
    );
    const { selectionId } = await sandbox.result<{ selectionId: string }>(
      'POST',
      'ShoppingHDPService/CreateSelection',
      { token, body: { pricingId } },
    );
    const { cartId } = await sandbox.result<{ cartId: string }>(
      'POST',
      'CartApiService/CreateCart',
      {
        token,
        body: { productType: 'H' },
      },
    );
    for (const [name, body] of [
      ['AddProductToCart', { type: 'SELECTION', selectionId }],
      ['AddContactToCart', CONTACT],
      ['AddTravellerToCart', adult('Ana', 'MRS')],
      ['AddTravellerToCart', adult('Luis', 'MR')],
    ] as const) {
      const answer = await call(name, cartId, { body });
      if (!answer.envelope.success) throw new Error(JSON.stringify(answer.envelope.error));
    }
    const finalized = await call<{ price: { total: number } }>('CartFinalize', cartId);
    return { cartId, total: finalized.envelope.result!.price.total };
  };

  const createPayment = (cartId: string, requestUuid?: string, returnUrl?: string) =>
    call<{ paymentId: string; redirectUrl: string; amount: number; currency: string }>(
      'CreatePayment',
      cartId,
      {
        requestUuid,
        body: {
          paymentMethod: 'CARD',
          returnUrl: returnUrl ?? `http://sunsea.localhost:8080/order?cartId=${cartId}`,
          language: 'de',
        },
      },
    );

  const submit = (path: string, fields: Record<string, string>): Promise<LightMyRequestResponse> =>
    sandbox.provider.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  const paymentsOf = async (cartId: string) =>
    (await sandbox.request('GET', '/__sandbox/payments', { query: { cartId } })).json<{
      items: { status: string; reason: string | null; charges: number }[];
      orders: number;
      refusedDuplicates: number;
    }>();

  const confirm = (
    { reason: _reason, ...result }: ReturnedPayment,
    cartId: string,
    requestUuid?: string,
  ) => call<Order>('ConfirmCart', cartId, { body: result, requestUuid });

  const cartStatus = async (cartId: string) =>
    (await call<{ status: string }>('RetrieveCartFull', cartId)).envelope.result?.status;

  it('serves the card page on its own origin, in the language asked for', async () => {
    const { cartId, total } = await finalizedCart();
    const created = (await createPayment(cartId)).envelope.result!;
    expect(created.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:4098\/pay\/pay-.+\?lang=de$/);
    expect(created).toMatchObject({ amount: total, currency: 'EUR' });
    const url = new URL(created.redirectUrl);
    const page = await sandbox.provider.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<label for="number">Kartennummer</label>');
    expect(page.body).toContain('Ohne Zahlung zum Shop zurück');
  });

  it('keeps what was typed, escaped, and ties each error to its field', async () => {
    const { cartId } = await finalizedCart();
    const { paymentId } = (await createPayment(cartId)).envelope.result!;
    const page = await submit(`/pay/${paymentId}?lang=en`, {
      ...CARD,
      number: '4242 4242 4242 4241',
      name: '"><script>alert(1)</script>',
    });
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain('value="4242 4242 4242 4241"');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('aria-describedby="number-hint number-error"');
    expect(page.body).toContain('The card number is not valid.');
    expect(page.body).toMatch(/class="summary" role="alert" tabindex="-1" autofocus/);
    expect((await paymentsOf(cartId)).items[0]).toMatchObject({ status: 'PENDING', charges: 0 });
  });

  it('signs a successful payment, which confirms the cart once', async () => {
    const { cartId, total } = await finalizedCart();
    const result = await sandbox.pay(token, cartId);
    expect(result).toMatchObject({ cartId, status: 'AUTHORIZED', amount: Math.round(total * 100) });
    const order = await confirm(result, cartId, 'return-1');
    expect(order.envelope.result).toMatchObject({
      cartId,
      status: 'CONFIRMED',
      payment: { amount: total, currency: 'EUR', reference: expect.stringMatching(/^SP-/) },
    });
    // the return address loaded again, with another request id: the same order, no second one
    const again = await confirm(result, cartId, 'return-2');
    expect(again.envelope.result?.orderId).toBe(order.envelope.result?.orderId);
    const state = await paymentsOf(cartId);
    expect(state.orders).toBe(1);
    expect(state.items).toEqual([expect.objectContaining({ status: 'CAPTURED', charges: 1 })]);
  });

  it('refuses a result that was altered, is for another cart or does not match the total', async () => {
    const first = await finalizedCart();
    const second = await finalizedCart();
    const result = await sandbox.pay(token, first.cartId);
    const refused = async (body: ReturnedPayment, cartId: string) => {
      const answer = await confirm(body, cartId);
      return [
        answer.status,
        (answer.envelope.error?.details as { reason?: string } | null)?.reason,
      ];
    };
    expect(await refused({ ...result, amount: 1 }, first.cartId)).toEqual([400, 'SIGNATURE']);
    expect(await refused({ ...result, signature: 'f'.repeat(64) }, first.cartId)).toEqual([
      400,
      'SIGNATURE',
    ]);
    expect(await refused(result, second.cartId)).toEqual([400, 'CART']);
    expect(await cartStatus(first.cartId)).toBe('FINALIZED');
    expect((await confirm(result, first.cartId)).status).toBe(200);
  });

  it('lets only who asked for a payment confirm with it', async () => {
    const { cartId } = await finalizedCart();
    const result = await sandbox.pay(token, cartId);
    const { reason: _reason, ...body } = result;
    const stranger = await sandbox.signIn('sunsea.localhost');
    const answer = await sandbox.api('POST', 'CartApiService/ConfirmCart', {
      token: stranger,
      body,
      query: { cartId, requestUuid: 'stranger' },
    });
    expect(answer.status).toBe(400);
    expect(answer.envelope.error?.details).toEqual({ reason: 'OWNER' });
    expect((await confirm(result, cartId)).status).toBe(200);
    // nor read the order back through the return address
    const again = await sandbox.api('POST', 'CartApiService/ConfirmCart', {
      token: stranger,
      body,
      query: { cartId, requestUuid: 'stranger-2' },
    });
    expect(again.envelope.error?.details).toEqual({ reason: 'OWNER' });
  });

  it('charges once however often the card form is sent, and one payment per request id', async () => {
    const { cartId } = await finalizedCart();
    const created = (await createPayment(cartId, 'pay-once')).envelope.result!;
    expect((await createPayment(cartId, 'pay-once')).envelope.result?.paymentId).toBe(
      created.paymentId,
    );
    const first = readReturn(await submit(`/pay/${created.paymentId}`, CARD));
    const second = readReturn(await submit(`/pay/${created.paymentId}`, CARD));
    expect(second).toEqual(first);
    // a second tab asking to pay a paid cart gets the payment that was made
    const other = (await createPayment(cartId, 'pay-other-tab')).envelope.result!;
    expect(other.paymentId).toBe(created.paymentId);
    const state = await paymentsOf(cartId);
    expect(state.items).toEqual([expect.objectContaining({ status: 'AUTHORIZED', charges: 1 })]);
    expect(state.refusedDuplicates).toBe(3);
  });

  it.each([
    [TEST_CARDS.insufficientFunds, 'INSUFFICIENT_FUNDS'],
    [TEST_CARDS.cardExpired, 'CARD_EXPIRED'],
  ])('declines %s with %s and opens the cart again', async (number, reason) => {
    const { cartId } = await finalizedCart();
    const result = await sandbox.pay(token, cartId, { number });
    expect(result).toMatchObject({ status: 'DECLINED', reason });
    expect(await cartStatus(cartId)).toBe('OPEN');
    const answer = await confirm(result, cartId);
    expect(answer.status).toBe(402);
    expect(answer.envelope.error).toMatchObject({ code: 'PAYMENT_DECLINED', details: { reason } });
  });

  it('asks a 3-D Secure code: the right one pays, a wrong one fails, cancel leaves', async () => {
    const outcomes: Record<string, ReturnedPayment> = {};
    for (const [name, fields] of [
      ['right', { action: 'confirm', otp: '123456' }],
      ['wrong', { action: 'confirm', otp: '000000' }],
      ['cancel', { action: 'cancel', otp: '' }],
    ] as const) {
      const { cartId } = await finalizedCart();
      const { paymentId } = (await createPayment(cartId)).envelope.result!;
      const card = await submit(`/pay/${paymentId}?lang=fr`, {
        ...CARD,
        number: TEST_CARDS.challenge,
      });
      expect(card.statusCode).toBe(303);
      expect(card.headers.location).toBe(`/pay/${paymentId}/challenge?lang=fr`);
      const page = await sandbox.provider.inject({
        method: 'GET',
        url: card.headers.location as string,
      });
      expect(page.body).toContain('Code à usage unique');
      const empty = await submit(`/pay/${paymentId}/challenge`, { action: 'confirm', otp: '' });
      expect(empty.statusCode).toBe(422);
      outcomes[name] = readReturn(await submit(`/pay/${paymentId}/challenge`, fields));
    }
    expect(outcomes.right).toMatchObject({ status: 'AUTHORIZED', reason: null });
    expect(outcomes.wrong).toMatchObject({ status: 'DECLINED', reason: 'CHALLENGE_FAILED' });
    expect(outcomes.cancel).toMatchObject({ status: 'CANCELLED', reason: 'CHALLENGE_CANCELLED' });
  });

  it('goes back to the shop without paying, and the cart can change again', async () => {
    const { cartId } = await finalizedCart();
    const { paymentId } = (await createPayment(cartId)).envelope.result!;
    const left = await sandbox.provider.inject({ method: 'GET', url: `/pay/${paymentId}/leave` });
    expect(readReturn(left)).toMatchObject({ status: 'CANCELLED', reason: 'LEFT_PROVIDER' });
    expect(await cartStatus(cartId)).toBe('OPEN');
    // Back to the provider's page: the payment is closed and says so
    const closed = await sandbox.provider.inject({
      method: 'GET',
      url: `/pay/${paymentId}?lang=en`,
    });
    expect(closed.body).toContain('Payment closed');
  });

  it('voids the payment of a cart that expired while its shopper was paying', async () => {
    const { cartId } = await finalizedCart();
    const { paymentId } = (await createPayment(cartId)).envelope.result!;
    await sandbox.request('POST', '/__sandbox/carts/expire', { body: { cartId } });
    const result = readReturn(await submit(`/pay/${paymentId}`, CARD));
    expect(result).toMatchObject({ status: 'VOIDED', reason: 'CART_EXPIRED' });
    expect((await confirm(result, cartId)).envelope.error?.code).toBe('CART_EXPIRED');
    expect((await paymentsOf(cartId)).items).toEqual([
      expect.objectContaining({ status: 'VOIDED', charges: 0 }),
    ]);
  });

  it('voids an authorised payment whose cart expired before it was confirmed', async () => {
    const { cartId } = await finalizedCart();
    const result = await sandbox.pay(token, cartId);
    sandbox.clock.advance(3600);
    expect((await confirm(result, cartId)).envelope.error?.code).toBe('CART_EXPIRED');
    const state = await paymentsOf(cartId);
    expect(state.items).toEqual([expect.objectContaining({ status: 'VOIDED', charges: 0 })]);
    expect(state.orders).toBe(0);
  });

  it('sends shoppers back only to the brand site', async () => {
    const { cartId } = await finalizedCart();
    const answer = await createPayment(cartId, undefined, 'https://evil.example/order');
    expect(answer.status).toBe(400);
    expect(answer.envelope.error?.details).toEqual({ field: 'returnUrl' });
  });

  it('wants a finalized cart before a payment', async () => {
    const { cartId } = await sandbox.result<{ cartId: string }>(
      'POST',
      'CartApiService/CreateCart',
      {
        token,
        body: { productType: 'H' },
      },
    );
    expect((await createPayment(cartId)).envelope.error?.details).toEqual({ status: 'OPEN' });
  });
});
