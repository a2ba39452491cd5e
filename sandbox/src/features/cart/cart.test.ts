import { createHarness, type Harness } from '../../testing/harness';
import type { AvailableProduct } from './ancillaries';
import type { Order } from './cart-model';
import type { cartConfigView, cartView } from './cart-view';

type CartView = ReturnType<typeof cartView>;
type CartConfig = ReturnType<typeof cartConfigView>;

const CONTACT = {
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  phonePrefix: '+34',
  phoneNumber: '600111222',
  countryCode: 'ES',
};
const DOCUMENT = {
  type: 'PASSPORT',
  number: 'X1234567',
  expiryDate: '2031-01-01',
  issuingCountry: 'ES',
};
const TRAVELLERS = [
  {
    type: 'ADULT',
    title: 'MRS',
    firstName: 'Ana',
    lastName: 'García',
    birthDate: '1988-04-02',
    nationality: 'ES',
    document: DOCUMENT,
  },
  {
    type: 'ADULT',
    title: 'MR',
    firstName: 'Luis',
    lastName: 'García',
    birthDate: '1986-09-12',
    nationality: 'ES',
    document: DOCUMENT,
  },
  {
    type: 'CHILD',
    title: 'MX',
    firstName: 'Sol',
    lastName: 'García',
    birthDate: '2020-03-15',
    nationality: 'ES',
    document: DOCUMENT,
  },
];

describe('CartApiService', () => {
  let sandbox: Harness;
  let token: string;
  beforeEach(async () => {
    sandbox = await createHarness();
    token = await sandbox.signIn('sunsea.localhost', 'member-silver');
  });
  afterEach(() => sandbox.close());

  const cartCall = <T>(
    method: 'GET' | 'POST' | 'DELETE',
    call: string,
    cartId: string,
    options: { body?: unknown; query?: Record<string, string> } = {},
  ) =>
    sandbox.api<T>(method, `CartApiService/${call}`, {
      token,
      body: options.body,
      query: { cartId, requestUuid: `${call}-${Math.random()}`, ...options.query },
    });

  const cartResult = async <T>(...args: Parameters<typeof cartCall>) => {
    const answer = await cartCall<T>(...args);
    if (!answer.envelope.success)
      throw new Error(`${args[1]} failed: ${JSON.stringify(answer.envelope.error)}`);
    return answer.envelope.result as T;
  };

  const createCart = async (productType = 'DP') =>
    (
      await sandbox.result<CartView>('POST', 'CartApiService/CreateCart', {
        token,
        body: { productType },
      })
    ).cartId;

  /** A priced package (MAD-PMI, two adults and a child) frozen into a selection. */
  const packageSelection = async () => {
    const search = await sandbox.result<{ id: { value: string } }>(
      'POST',
      'ShoppingHDPService/CreateSearch',
      {
        token,
        body: {
          productType: 'DP',
          departure: 'MAD',
          destination: 'PMI',
          outboundDate: '2026-07-10',
          returnDate: '2026-07-17',
          rooms: [{ adults: 2, childrenAges: [6] }],
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
    return sandbox.result<{ selectionId: string; price: { total: number } }>(
      'POST',
      'ShoppingHDPService/CreateSelection',
      { token, body: { pricingId } },
    );
  };

  const flightProposal = async () => {
    const { searchId } = await sandbox.result<{ searchId: string }>(
      'POST',
      'ShoppingTransportService/CreateSearch',
      {
        token,
        body: {
          departure: 'BCN',
          destination: 'LIS',
          outboundDate: '2026-07-01',
          returnDate: '2026-07-05',
          travellers: { adults: 1, childrenAges: [] },
          transportType: 'ONLY_FLIGHT',
        },
      },
    );
    const page = await sandbox.result<{
      proposals: { id: string; price: { total: number }; outbound: { segments: unknown[] } }[];
    }>('POST', 'ShoppingTransportService/RetrieveProposals', {
      token,
      query: { searchId },
      body: { sort: { name: 'PRICE', ascending: true } },
    });
    return page.proposals[0];
  };

  const fillCheckout = async (cartId: string, contact = CONTACT) => {
    await cartResult('POST', 'AddContactToCart', cartId, { body: contact });
    for (const traveller of TRAVELLERS)
      await cartResult('POST', 'AddTravellerToCart', cartId, { body: traveller });
  };

  it('lives from creation to an order that GetOrders returns', async () => {
    const cartId = await createCart();
    const selection = await packageSelection();
    const added = await cartResult<CartView>('POST', 'AddProductToCart', cartId, {
      body: { type: 'SELECTION', selectionId: selection.selectionId },
    });
    expect(added.products).toHaveLength(1);
    expect(added.products[0]).toMatchObject({ kind: 'PACKAGE', productType: 'DP' });
    expect(added.price.total).toBe(selection.price.total);

    await fillCheckout(cartId);
    await cartResult('POST', 'AddSubscriptions', cartId, {
      body: { newsletter: true, partnerOffers: false },
    });
    await cartResult('POST', 'AddInvoice', cartId, {
      body: {
        type: 'PERSON',
        name: 'Ana García',
        taxId: '12345678Z',
        address: {
          street: 'Calle Mayor 1',
          city: 'Madrid',
          postalCode: '28013',
          countryCode: 'ES',
        },
      },
    });
    await cartResult('POST', 'AddSpecialRequestToCart', cartId, {
      body: { text: 'Late check-in, please' },
    });
    expect(await cartResult('GET', 'GetSubscriptions', cartId)).toEqual({
      newsletter: true,
      partnerOffers: false,
    });
    expect(
      (await cartResult<{ items: unknown[] }>('GET', 'GetInvoices', cartId)).items,
    ).toHaveLength(1);
    expect(await cartResult('POST', 'RetrieveContact', cartId)).toEqual(CONTACT);
    expect(
      (await cartResult<{ items: unknown[] }>('POST', 'RetrieveTravellersByCartId', cartId)).items,
    ).toHaveLength(3);

    const finalized = await cartResult<CartView>('POST', 'CartFinalize', cartId);
    expect(finalized.status).toBe('FINALIZED');
    const locked = await cartCall('POST', 'AddSpecialRequestToCart', cartId, {
      body: { text: 'More towels' },
    });
    expect(locked.status).toBe(400);

    const { reason: _reason, ...paid } = await sandbox.pay(token, cartId);
    const order = await cartResult<Order>('POST', 'ConfirmCart', cartId, { body: paid });
    expect(order).toMatchObject({
      cartId,
      status: 'CONFIRMED',
      paymentMethod: 'CARD',
      payment: { amount: selection.price.total, currency: 'EUR' },
      bookingReference: expect.stringMatching(/^[0-9A-Z]{7}$/),
    });
    expect(order.price.total).toBe(selection.price.total);

    sandbox.clock.advance(3600);
    const byCart = await cartResult<{ items: Order[] }>('GET', 'GetOrders', cartId);
    expect(byCart.items.map((item) => item.orderId)).toEqual([order.orderId]);
    const mine = await sandbox.result<{ items: Order[] }>('GET', 'CartApiService/GetOrders', {
      token,
    });
    expect(mine.items.map((item) => item.orderId)).toContain(order.orderId);
    expect((await cartResult<CartView>('POST', 'RetrieveCartFull', cartId)).status).toBe(
      'CONFIRMED',
    );
  });

  it('expires after its TTL with CART_EXPIRED and reports the remaining time until then', async () => {
    const cartId = await createCart();
    const config = await cartResult<CartConfig>('GET', 'GetCartConfig', cartId);
    expect(config).toMatchObject({ ttlSeconds: 1800, remainingSeconds: 1800, currency: 'EUR' });
    sandbox.clock.advance(600);
    expect((await cartResult<CartConfig>('GET', 'GetCartConfig', cartId)).remainingSeconds).toBe(
      1200,
    );
    sandbox.clock.advance(1200);
    for (const [method, call] of [
      ['GET', 'GetCartConfig'],
      ['POST', 'RetrieveCartFull'],
      ['POST', 'AddContactToCart'],
    ] as const) {
      const answer = await cartCall(method, call, cartId, { body: CONTACT });
      expect(answer.status).toBe(410);
      expect(answer.envelope.error?.code).toBe('CART_EXPIRED');
    }
  });

  it('takes its TTL from the sandbox option, from /__sandbox/config at runtime, and expires on demand', async () => {
    const short = await createHarness({ cartTtlSeconds: 60 });
    try {
      const shortToken = await short.signIn();
      const cart = await short.result<CartView>('POST', 'CartApiService/CreateCart', {
        token: shortToken,
        body: { productType: 'H' },
      });
      expect(cart.remainingSeconds).toBe(60);
    } finally {
      await short.close();
    }
    const configured = await sandbox.request('POST', '/__sandbox/config', {
      body: { cartTtlSeconds: 5 },
    });
    expect(configured.json()).toEqual({ cartTtlSeconds: 5 });
    const cartId = await createCart();
    expect((await cartResult<CartConfig>('GET', 'GetCartConfig', cartId)).ttlSeconds).toBe(5);
    const other = await createCart();
    const expired = await sandbox.request('POST', '/__sandbox/carts/expire', {
      body: { cartId: other },
    });
    expect(expired.json()).toMatchObject({ expired: [other] });
    expect((await cartCall('POST', 'RetrieveCartFull', other)).status).toBe(410);
    expect((await cartCall('POST', 'RetrieveCartFull', cartId)).status).toBe(200);
  });

  it('changes the total with vouchers and refuses invalid ones', async () => {
    const cartId = await createCart();
    const selection = await packageSelection();
    await cartResult('POST', 'AddProductToCart', cartId, {
      body: { type: 'SELECTION', selectionId: selection.selectionId },
    });
    const subtotal = selection.price.total;

    const tenPercent = await cartResult<CartView>('POST', 'ApplyVoucherToCart', cartId, {
      body: { code: 'sandbox10' },
    });
    expect(tenPercent.price.discount).toBeCloseTo(Math.min(subtotal * 0.1, 200), 2);
    expect(tenPercent.price.total).toBeCloseTo(subtotal - tenPercent.price.discount, 2);
    expect(await cartResult('POST', 'RetrieveVoucherCode', cartId)).toMatchObject({
      voucher: { code: 'SANDBOX10' },
    });

    const fifty = await cartResult<CartView>('POST', 'ApplyVoucherToCart', cartId, {
      body: { code: 'WELCOME50' },
    });
    expect(fifty.price).toMatchObject({ discount: 50, total: expect.closeTo(subtotal - 50, 2) });

    for (const [code, reason] of [
      ['EXPIRED2020', 'EXPIRED'],
      ['NOPE', 'UNKNOWN'],
    ]) {
      const refused = await cartCall('POST', 'ApplyVoucherToCart', cartId, { body: { code } });
      expect(refused.status).toBe(400);
      expect(refused.envelope.error).toMatchObject({
        code: 'VOUCHER_INVALID',
        details: { reason },
      });
    }
    const removed = await cartResult<CartView>('DELETE', 'RemoveVoucherFromCart', cartId);
    expect(removed.price).toMatchObject({ discount: 0, total: subtotal });
    expect(await cartResult('POST', 'RetrieveVoucherCode', cartId)).toEqual({ voucher: null });
  });

  it('refuses WELCOME50 below its minimum total', async () => {
    const cartId = await createCart();
    const refused = await cartCall('POST', 'ApplyVoucherToCart', cartId, {
      body: { code: 'WELCOME50' },
    });
    expect(refused.envelope.error).toMatchObject({
      code: 'VOUCHER_INVALID',
      details: { reason: 'MINIMUM_TOTAL' },
    });
  });

  it('applies a change once per requestUuid', async () => {
    const cartId = await createCart();
    const selection = await packageSelection();
    const call = () =>
      sandbox.result<CartView>('POST', 'CartApiService/AddProductToCart', {
        token,
        query: { cartId, requestUuid: 'same-uuid' },
        body: { type: 'SELECTION', selectionId: selection.selectionId },
      });
    const first = await call();
    const repeated = await call();
    expect(repeated).toEqual(first);
    expect((await cartResult<CartView>('POST', 'RetrieveCartFull', cartId)).products).toHaveLength(
      1,
    );
  });

  it('offers a seat map, insurance and luggage, and prices the chosen ancillaries', async () => {
    const cartId = await createCart();
    await cartResult('POST', 'AddProductToCart', cartId, {
      body: { type: 'SELECTION', selectionId: (await packageSelection()).selectionId },
    });
    const { items } = await cartResult<{ items: AvailableProduct[] }>(
      'GET',
      'GetAvailableProducts',
      cartId,
    );
    expect(items.map((item) => item.code)).toEqual([
      'SEAT_SELECTION',
      'INSURANCE_BASIC',
      'INSURANCE_PREMIUM',
      'EXTRA_LUGGAGE_23KG',
    ]);
    const seatProduct = items.find((item) => item.kind === 'SEAT_SELECTION');
    if (seatProduct?.kind !== 'SEAT_SELECTION') throw new Error('seat selection expected');
    const [map] = seatProduct.seatMaps;
    const free =
      map?.rows
        .flatMap((row) => row.seats)
        .filter((seat) => seat.available)
        .slice(0, 2) ?? [];
    const before = (await cartResult<CartView>('POST', 'RetrieveCartFull', cartId)).price.total;
    const withSeats = await cartResult<CartView>('POST', 'CreateSeatSelectionProduct', cartId, {
      body: { seats: free.map((seat) => ({ segmentId: map?.segmentId, seat: seat.code })) },
    });
    const seatsTotal = free.reduce((sum, seat) => sum + seat.price, 0);
    expect(withSeats.price.total).toBeCloseTo(before + seatsTotal, 2);
    const taken = map?.rows.flatMap((row) => row.seats).find((seat) => !seat.available);
    const refused = await cartCall('POST', 'CreateSeatSelectionProduct', cartId, {
      body: { seats: [{ segmentId: map?.segmentId, seat: taken?.code }] },
    });
    expect(refused.status).toBe(400);

    const insured = await cartResult<CartView>('POST', 'AddProductToCart', cartId, {
      body: { type: 'INSURANCE', code: 'INSURANCE_BASIC' },
    });
    expect(insured.price.total).toBeCloseTo(before + seatsTotal + 12.5 * 3, 2);
    const luggage = await cartResult<CartView>('POST', 'AddProductToCart', cartId, {
      body: { type: 'EXTRA_LUGGAGE', pieces: 2 },
    });
    expect(luggage.products.find((product) => product.kind === 'EXTRA_LUGGAGE')?.price.total).toBe(
      2 * 2 * 35,
    );
  });

  it('removes products by CartId and ProductIds, dropping ancillaries left without a flight', async () => {
    const cartId = await createCart('F');
    const proposal = await flightProposal();
    const withFlight = await cartResult<CartView>('POST', 'AddProductToCart', cartId, {
      body: { type: 'TRANSPORT', proposalId: proposal?.id },
    });
    expect(withFlight.products[0]).toMatchObject({
      kind: 'FLIGHT',
      price: { total: proposal?.price.total },
    });
    const withLuggage = await cartResult<CartView>('POST', 'AddProductToCart', cartId, {
      body: { type: 'EXTRA_LUGGAGE', pieces: 1 },
    });
    expect(withLuggage.products).toHaveLength(2);
    const flightId = withFlight.products[0]?.id ?? '';
    const answer = await sandbox.api<CartView>('DELETE', 'CartApiService/RemoveProductsFromCart', {
      token,
      query: { CartId: cartId, ProductIds: [flightId], requestUuid: 'remove-1' },
    });
    expect(answer.envelope.result?.products).toEqual([]);
    expect(answer.envelope.result?.price.total).toBe(0);
  });

  it('replaces products and filters RetrieveCart by product type', async () => {
    const cartId = await createCart();
    const first = await packageSelection();
    const cart = await cartResult<CartView>('POST', 'AddProductToCart', cartId, {
      body: { type: 'SELECTION', selectionId: first.selectionId },
    });
    const proposal = await flightProposal();
    const replaced = await cartResult<CartView>('POST', 'ReplaceProductsInCart', cartId, {
      body: {
        productIds: [cart.products[0]?.id],
        products: [{ type: 'TRANSPORT', proposalId: proposal?.id }],
      },
    });
    expect(replaced.products.map((product) => product.kind)).toEqual(['FLIGHT']);
    const filtered = await cartResult<{ products: unknown[] }>('POST', 'RetrieveCart', cartId, {
      query: { domainName: 'sunsea.localhost', producttype: 'DP' },
    });
    expect(filtered.products).toEqual([]);
    const otherBrand = await cartCall('POST', 'RetrieveCart', cartId, {
      query: { domainName: 'punti.localhost' },
    });
    expect(otherBrand.status).toBe(404);
  });

  it('lists what is missing when a cart cannot be finalized', async () => {
    const cartId = await createCart();
    const answer = await cartCall('POST', 'CartFinalize', cartId);
    expect(answer.status).toBe(400);
    expect(answer.envelope.error?.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'products' }),
        expect.objectContaining({ field: 'contact' }),
      ]),
    );
  });

  it('validates travellers and contacts, and updates a traveller by id', async () => {
    const cartId = await createCart();
    await cartResult('POST', 'AddProductToCart', cartId, {
      body: { type: 'SELECTION', selectionId: (await packageSelection()).selectionId },
    });
    const badContact = await cartCall('POST', 'AddContactToCart', cartId, {
      body: { ...CONTACT, email: 'not-an-email' },
    });
    expect(badContact.status).toBe(400);
    expect(badContact.envelope.error?.details).toEqual([
      expect.objectContaining({ path: 'email' }),
    ]);
    await fillCheckout(cartId);
    const extra = await cartCall('POST', 'AddTravellerToCart', cartId, { body: TRAVELLERS[0] });
    expect(extra.status).toBe(400);
    const { items } = await cartResult<{ items: { id: string; firstName: string }[] }>(
      'POST',
      'RetrieveTravellersByCartId',
      cartId,
    );
    const updated = await cartResult<{ items: { firstName: string }[] }>(
      'POST',
      'AddTravellerToCart',
      cartId,
      { body: { ...TRAVELLERS[0], id: items[0]?.id, firstName: 'Anabel' } },
    );
    expect(updated.items[0]?.firstName).toBe('Anabel');
  });

  it('keeps, lists and deletes special requests', async () => {
    const cartId = await createCart();
    await cartResult('POST', 'AddSpecialRequestToCart', cartId, { body: { text: 'Sea view' } });
    const { items } = await cartResult<{ items: { id: string }[] }>(
      'POST',
      'AddSpecialRequestToCart',
      cartId,
      { body: { text: 'Quiet room' } },
    );
    await cartResult('DELETE', 'DeleteSpecialRequestByCartId', cartId, {
      query: { specialRequestId: items[0]?.id ?? '' },
    });
    expect(
      (
        await cartResult<{ items: { text: string }[] }>(
          'POST',
          'RetrieveSpecialRequestByCartId',
          cartId,
        )
      ).items,
    ).toEqual([expect.objectContaining({ text: 'Quiet room' })]);
    await cartResult('DELETE', 'DeleteSpecialRequestByCartId', cartId);
    expect(
      (await cartResult<{ items: unknown[] }>('POST', 'RetrieveSpecialRequestByCartId', cartId))
        .items,
    ).toEqual([]);
  });

  it('declines the payment of the documented declined@ contact and reopens the cart', async () => {
    const cartId = await createCart();
    await cartResult('POST', 'AddProductToCart', cartId, {
      body: { type: 'SELECTION', selectionId: (await packageSelection()).selectionId },
    });
    await fillCheckout(cartId, { ...CONTACT, email: 'declined@example.com' });
    await cartResult('POST', 'CartFinalize', cartId);
    const { reason: _reason, ...paid } = await sandbox.pay(token, cartId);
    const declined = await cartCall('POST', 'ConfirmCart', cartId, { body: paid });
    expect(declined.status).toBe(402);
    expect(declined.envelope.error?.code).toBe('PAYMENT_DECLINED');
    expect((await cartResult<CartView>('POST', 'RetrieveCartFull', cartId)).status).toBe('OPEN');
  });

  it('hides a cart from another brand', async () => {
    const cartId = await createCart();
    const otherToken = await sandbox.signIn('punti.localhost');
    const answer = await sandbox.api('POST', 'CartApiService/RetrieveCartFull', {
      token: otherToken,
      query: { cartId },
    });
    expect(answer.status).toBe(404);
  });

  it('lists countries in each of the six languages', async () => {
    const germany: Record<string, string> = {
      es: 'Alemania',
      en: 'Germany',
      it: 'Germania',
      fr: 'Allemagne',
      de: 'Deutschland',
      pt: 'Alemanha',
    };
    for (const [lang, name] of Object.entries(germany)) {
      const { items } = await sandbox.result<{
        items: { code: string; name: string; phonePrefix: string }[];
      }>('POST', 'CartApiService/RetrieveCountries', {
        token,
        query: { lang },
      });
      expect(items.find((country) => country.code === 'DE')).toEqual({
        code: 'DE',
        name,
        phonePrefix: '+49',
      });
    }
    expect(
      (
        await sandbox.api('POST', 'CartApiService/RetrieveCountries', {
          token,
          query: { lang: 'xx' },
        })
      ).status,
    ).toBe(400);
  });

  it('gives the brand payment methods, providers and ancillaries in GetCartConfig', async () => {
    const puntiToken = await sandbox.signIn('punti.localhost');
    const cart = await sandbox.result<CartView>('POST', 'CartApiService/CreateCart', {
      token: puntiToken,
      body: { productType: 'DP' },
    });
    const config = await sandbox.result<CartConfig>('GET', 'CartApiService/GetCartConfig', {
      token: puntiToken,
      query: { cartId: cart.cartId },
    });
    expect(config.paymentMethods.map((method) => method.code)).toEqual(['CARD', 'POINTS']);
    expect(config.paymentProviders.map((provider) => provider.code)).toEqual([
      'SANDBOX_PAY',
      'POINTS',
    ]);
    expect(config.ancillaries).toEqual(['SEAT_SELECTION', 'INSURANCE', 'EXTRA_LUGGAGE']);
    expect(config.language).toBe('it');
  });

  it('requires a cartId', async () => {
    const answer = await sandbox.api('GET', 'CartApiService/GetCartConfig', { token });
    expect(answer.status).toBe(400);
    expect((await cartCall('GET', 'GetCartConfig', 'cart-unknown')).status).toBe(404);
  });
});
