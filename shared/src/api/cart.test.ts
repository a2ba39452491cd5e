import type { Cart, TravellerInput } from '../domain/cart';
import { createSeatSelectionProduct, getAvailableProducts } from './ancillaries';
import {
  addProductToCart,
  applyVoucherToCart,
  createCart,
  getCartConfig,
  isCartExpired,
  removeProductsFromCart,
  removeVoucherFromCart,
  replaceProductsInCart,
  retrieveCart,
  retrieveCartFull,
  retrieveVoucherCode,
} from './cart';
import { newRequestUuid } from './cart-call';
import {
  addContactToCart,
  addInvoice,
  addSpecialRequestToCart,
  addSubscriptions,
  addTravellerToCart,
  deleteSpecialRequestByCartId,
  finalizeCart,
  getInvoices,
  getSubscriptions,
  retrieveContact,
  retrieveCountries,
  retrieveSpecialRequestByCartId,
  retrieveTravellersByCartId,
} from './checkout';
import { getOrders } from './orders';
import {
  createHotelSearch,
  createPricing,
  createSelection,
  retrieveHotelProposals,
} from './holiday-packages';
import { confirmCart, createPayment } from './payments';
import {
  cartTtlSeconds,
  daysFromToday,
  lastRequest,
  payOnProvider,
  recordedRequests,
  setCartTtlSeconds,
  signInAs,
  signOut,
} from '@storefront/testing/sandbox';

const BRAND = 'sunsea.localhost';
const SERVICE = 'CartApiService';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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
} as const;
const TRAVELLERS: TravellerInput[] = [
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
    birthDate: '2019-03-15',
    nationality: 'ES',
    document: DOCUMENT,
  },
];

/** A priced package (MAD-PMI, two adults and a child) frozen into selections for the cart. */
async function packagePricing(): Promise<string> {
  const searchId = await createHotelSearch({
    productType: 'DP',
    departure: 'MAD',
    destination: 'PMI',
    outboundDate: daysFromToday(50),
    returnDate: daysFromToday(57),
    rooms: [{ adults: 2, childrenAges: [6] }],
  });
  if (searchId === null) throw new Error('the package search could not be created');
  const [proposal] = (await retrieveHotelProposals({ searchId, language: 'es' })).proposals;
  if (!proposal) throw new Error('no package proposal');
  return createPricing({ searchId, proposalId: proposal.id });
}

const cartCalls = (call: string) => recordedRequests(`${SERVICE}/${call}`, BRAND);

describe('CartApiService', () => {
  let pricingId: string;
  beforeAll(async () => {
    await signInAs(BRAND, 'member-silver');
    pricingId = await packagePricing();
  });
  afterAll(signOut);

  it('sends cartId and a fresh requestUuid on every call on a cart', async () => {
    const { cartId } = await createCart({ productType: 'H' });
    await retrieveCartFull(cartId);
    await retrieveCartFull(cartId);
    const [first, second] = (await cartCalls('RetrieveCartFull')).slice(-2);
    expect(first?.query).toEqual({ cartId, requestUuid: expect.stringMatching(UUID) });
    expect(second?.query).toEqual({ cartId, requestUuid: expect.stringMatching(UUID) });
    expect(first?.query.requestUuid).not.toBe(second?.query.requestUuid);
  });

  it('applies a change repeated with the same requestUuid once', async () => {
    const { cartId } = await createCart({ productType: 'H' });
    const options = { requestUuid: newRequestUuid() };
    await addSpecialRequestToCart(cartId, { text: 'Quiet room' }, options);
    const repeated = await addSpecialRequestToCart(cartId, { text: 'Quiet room' }, options);
    expect(repeated).toHaveLength(1);
    await expect(retrieveSpecialRequestByCartId(cartId)).resolves.toHaveLength(1);
  });

  it('surfaces CART_EXPIRED from a cart call once the cart has expired', async () => {
    const ttl = await cartTtlSeconds();
    let cartId: string;
    await setCartTtlSeconds(0.5);
    try {
      cartId = (await createCart({ productType: 'DP' })).cartId;
    } finally {
      await setCartTtlSeconds(ttl);
    }
    await new Promise((resolve) => setTimeout(resolve, 700));
    const error = await retrieveCartFull(cartId).catch((caught: unknown) => caught);
    expect(isCartExpired(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'CART_EXPIRED',
      status: 410,
      message: `Cart ${cartId} has expired`,
      call: `${SERVICE}/RetrieveCartFull`,
    });
    await expect(addContactToCart(cartId, CONTACT)).rejects.toMatchObject({ code: 'CART_EXPIRED' });
  });

  it('refuses an unknown voucher with VOUCHER_INVALID, its message and its reason', async () => {
    const { cartId } = await createCart({ productType: 'H' });
    await expect(applyVoucherToCart(cartId, 'NOPE')).rejects.toMatchObject({
      code: 'VOUCHER_INVALID',
      message: 'Voucher NOPE does not exist',
      reason: 'UNKNOWN',
    });
    await expect(applyVoucherToCart(cartId, 'EXPIRED2020')).rejects.toMatchObject({
      code: 'VOUCHER_INVALID',
      reason: 'EXPIRED',
    });
    // an empty cart is below WELCOME50's minimum total
    await expect(applyVoucherToCart(cartId, 'WELCOME50')).rejects.toMatchObject({
      code: 'VOUCHER_INVALID',
      reason: 'MINIMUM_TOTAL',
    });
  });

  describe('a cart from creation to order, call by call', () => {
    let cart: Cart;
    let cartId: string;
    let productId: string;

    it('CreateCart opens a cart for the brand', async () => {
      cart = await createCart({ productType: 'DP' });
      cartId = cart.cartId;
      expect(cart).toMatchObject({
        status: 'OPEN',
        domainName: BRAND,
        productType: 'DP',
        businessProfile: 'BP_SUNSEA_DP',
        currency: 'EUR',
        products: [],
        travellers: [],
        contact: null,
        voucher: null,
        subscriptions: { newsletter: false, partnerOffers: false },
        orderId: null,
        price: { total: { amount: 0, currency: 'EUR' } },
      });
      expect(cart.remainingSeconds).toBeGreaterThan(0);
      expect((await lastRequest(`${SERVICE}/CreateCart`, BRAND)).body).toEqual({
        productType: 'DP',
      });
    });

    it('GetCartConfig answers how checkout runs for it', async () => {
      const config = await getCartConfig(cartId);
      expect(config).toMatchObject({
        cartId,
        status: 'OPEN',
        currency: 'EUR',
        language: 'es',
        paymentMethods: [
          { code: 'CARD', provider: 'SANDBOX_PAY' },
          { code: 'PAYPAL', provider: 'PAYPAL' },
        ],
        paymentProviders: [{ code: 'SANDBOX_PAY', mode: 'EMBEDDED' }, { code: 'PAYPAL' }],
        ancillaries: ['SEAT_SELECTION', 'INSURANCE', 'EXTRA_LUGGAGE'],
        travellerRules: { required: null, documentRequired: false },
        subscriptions: ['newsletter', 'partnerOffers'],
      });
      expect(config.ttlSeconds).toBeGreaterThan(0);
      expect((await lastRequest(`${SERVICE}/GetCartConfig`, BRAND)).method).toBe('GET');
    });

    it('AddProductToCart adds the package selection', async () => {
      const selection = await createSelection(pricingId);
      cart = await addProductToCart(cartId, {
        type: 'SELECTION',
        selectionId: selection.selectionId,
      });
      expect(cart.products).toHaveLength(1);
      const [product] = cart.products;
      expect(product).toMatchObject({
        kind: 'PACKAGE',
        productType: 'DP',
        passengers: { adults: 2, children: 1, infants: 0, total: 3 },
        price: { total: selection.price },
        details: { pricingId, destinationCode: 'PMI', nights: 7, luggagePieces: null },
      });
      expect(product?.legs.map((leg) => leg.direction)).toEqual(['OUTBOUND', 'INBOUND']);
      expect(cart.price.total).toEqual(selection.price);
      productId = product?.id ?? '';
      expect((await lastRequest(`${SERVICE}/AddProductToCart`, BRAND)).body).toEqual({
        type: 'SELECTION',
        selectionId: selection.selectionId,
      });
    });

    it('RetrieveCartFull answers the whole cart', async () => {
      await expect(retrieveCartFull(cartId)).resolves.toMatchObject({
        cartId,
        products: [{ id: productId }],
      });
    });

    it('RetrieveCart answers the short view for a domain and a product type', async () => {
      const summary = await retrieveCart({ cartId, domainName: BRAND, productType: 'DP' });
      expect(summary).toMatchObject({ cartId, status: 'OPEN', currency: 'EUR' });
      expect(summary.products.map((product) => product.id)).toEqual([productId]);
      await expect(retrieveCart({ cartId, productType: 'F' })).resolves.toMatchObject({
        products: [],
      });
      expect((await lastRequest(`${SERVICE}/RetrieveCart`, BRAND)).query).toMatchObject({
        cartId,
        producttype: 'F',
      });
    });

    it('ReplaceProductsInCart swaps the trip in one step', async () => {
      const selection = await createSelection(pricingId);
      cart = await replaceProductsInCart(cartId, {
        productIds: [productId],
        products: [{ type: 'SELECTION', selectionId: selection.selectionId }],
      });
      expect(cart.products).toHaveLength(1);
      expect(cart.products[0]?.id).not.toBe(productId);
      productId = cart.products[0]?.id ?? '';
    });

    it('GetAvailableProducts offers seat maps, insurance and extra luggage in the cart currency', async () => {
      const offers = await getAvailableProducts(cartId, cart.currency);
      expect(offers.map((offer) => offer.kind)).toEqual([
        'SEAT_SELECTION',
        'INSURANCE',
        'INSURANCE',
        'EXTRA_LUGGAGE',
      ]);
      const insurance = offers.find((offer) => offer.kind === 'INSURANCE');
      expect(insurance).toMatchObject({
        code: 'INSURANCE_BASIC',
        pricePerPassenger: { amount: 12.5, currency: 'EUR' },
        total: { amount: 37.5, currency: 'EUR' },
      });
      expect(offers.find((offer) => offer.kind === 'EXTRA_LUGGAGE')).toMatchObject({
        pricePerPiecePerLeg: { amount: 35, currency: 'EUR' },
        maxPieces: 3,
        legs: 2,
      });
    });

    it('CreateSeatSelectionProduct picks a free seat', async () => {
      const offers = await getAvailableProducts(cartId, cart.currency);
      const seats = offers.find((offer) => offer.kind === 'SEAT_SELECTION');
      if (seats?.kind !== 'SEAT_SELECTION') throw new Error('no seat map');
      const [map] = seats.seatMaps;
      const free = map?.rows.flatMap((row) => row.seats).find((seat) => seat.available);
      if (!map || !free) throw new Error('no free seat');
      expect(free.price.currency).toBe('EUR');
      cart = await createSeatSelectionProduct(cartId, [
        { segmentId: map.segmentId, seat: free.code },
      ]);
      const selected = cart.products.find((product) => product.kind === 'SEAT_SELECTION');
      expect(selected?.details.seats).toEqual([
        { segmentId: map.segmentId, seat: free.code, travellerId: null, price: free.price },
      ]);
    });

    it('RemoveProductsFromCart removes products by id (CartId, ProductIds, requestUuid)', async () => {
      cart = await addProductToCart(cartId, { type: 'INSURANCE', code: 'INSURANCE_PREMIUM' });
      const insurance = cart.products.find((product) => product.kind === 'INSURANCE');
      expect(insurance?.details.insuranceCode).toBe('INSURANCE_PREMIUM');
      cart = await removeProductsFromCart(cartId, [insurance?.id ?? '']);
      expect(cart.products.map((product) => product.kind)).toEqual(['PACKAGE', 'SEAT_SELECTION']);
      expect((await lastRequest(`${SERVICE}/RemoveProductsFromCart`, BRAND)).query).toEqual({
        CartId: cartId,
        ProductIds: insurance?.id,
        requestUuid: expect.stringMatching(UUID),
      });
    });

    it('ApplyVoucherToCart, RetrieveVoucherCode and RemoveVoucherFromCart', async () => {
      cart = await applyVoucherToCart(cartId, 'sandbox10');
      expect(cart.voucher).toMatchObject({ code: 'SANDBOX10', applicable: true });
      expect(cart.price.discount.amount).toBeGreaterThan(0);
      expect(cart.price.total.amount).toBeCloseTo(
        cart.price.subtotal.amount - cart.price.discount.amount,
        2,
      );
      await expect(retrieveVoucherCode(cartId, cart.currency)).resolves.toEqual(cart.voucher);
      cart = await removeVoucherFromCart(cartId);
      expect(cart.voucher).toBeNull();
      await expect(retrieveVoucherCode(cartId, cart.currency)).resolves.toBeNull();
    });

    it('AddContactToCart and RetrieveContact', async () => {
      await expect(retrieveContact(cartId)).resolves.toBeNull();
      await expect(addContactToCart(cartId, CONTACT)).resolves.toEqual(CONTACT);
      await expect(retrieveContact(cartId)).resolves.toEqual(CONTACT);
      expect((await lastRequest(`${SERVICE}/AddContactToCart`, BRAND)).body).toEqual(CONTACT);
    });

    it('AddTravellerToCart and RetrieveTravellersByCartId', async () => {
      let travellers = await addTravellerToCart(cartId, TRAVELLERS[0] as TravellerInput);
      expect(travellers).toEqual([
        { ...TRAVELLERS[0], id: expect.any(String), document: DOCUMENT },
      ]);
      for (const traveller of TRAVELLERS.slice(1)) {
        travellers = await addTravellerToCart(cartId, traveller);
      }
      expect(travellers.map((traveller) => traveller.type)).toEqual(['ADULT', 'ADULT', 'CHILD']);
      await expect(retrieveTravellersByCartId(cartId)).resolves.toEqual(travellers);
    });

    it('RetrieveCountries names the countries in a language', async () => {
      const countries = await retrieveCountries('es');
      expect(countries).toContainEqual({ code: 'ES', name: 'España', phonePrefix: '+34' });
      expect((await lastRequest(`${SERVICE}/RetrieveCountries`, BRAND)).query).toEqual({
        lang: 'es',
      });
    });

    it('AddSubscriptions and GetSubscriptions', async () => {
      const chosen = { newsletter: true, partnerOffers: false };
      await expect(addSubscriptions(cartId, chosen)).resolves.toEqual(chosen);
      await expect(getSubscriptions(cartId)).resolves.toEqual(chosen);
    });

    it('AddInvoice and GetInvoices', async () => {
      const invoice = {
        type: 'PERSON',
        name: 'Ana García',
        taxId: '12345678Z',
        address: {
          street: 'Calle Mayor 1',
          city: 'Madrid',
          postalCode: '28013',
          countryCode: 'ES',
        },
      } as const;
      const invoices = await addInvoice(cartId, invoice);
      expect(invoices).toEqual([{ ...invoice, id: expect.any(String) }]);
      await expect(getInvoices(cartId)).resolves.toEqual(invoices);
    });

    it('AddSpecialRequestToCart, RetrieveSpecialRequestByCartId and DeleteSpecialRequestByCartId', async () => {
      const [late] = await addSpecialRequestToCart(cartId, { text: 'Late check-in, please' });
      const all = await addSpecialRequestToCart(cartId, { text: 'Cot', productId });
      expect(all).toEqual([
        { id: late?.id, text: 'Late check-in, please', productId: null },
        { id: expect.any(String), text: 'Cot', productId },
      ]);
      await expect(retrieveSpecialRequestByCartId(cartId)).resolves.toEqual(all);
      const left = await deleteSpecialRequestByCartId(cartId, all[1]?.id);
      expect(left).toEqual([all[0]]);
      expect((await lastRequest(`${SERVICE}/DeleteSpecialRequestByCartId`, BRAND)).query).toEqual({
        cartId,
        requestUuid: expect.stringMatching(UUID),
        specialRequestId: all[1]?.id,
      });
    });

    it('CartFinalize locks the cart', async () => {
      cart = await finalizeCart(cartId);
      expect(cart.status).toBe('FINALIZED');
      await expect(addContactToCart(cartId, CONTACT)).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
      });
    });

    it('CreatePayment sends the shopper to the provider, whose signed result ConfirmCart turns into an order', async () => {
      const returnUrl = `http://${BRAND}/order?cartId=${cartId}`;
      const payment = await createPayment(cartId, {
        paymentMethod: 'PAYPAL',
        returnUrl,
        language: 'es',
      });
      expect(payment).toMatchObject({
        paymentId: expect.stringMatching(/^pay-/),
        redirectUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/pay\/pay-.+\?lang=es$/),
        amount: cart.price.total,
        paymentMethod: 'PAYPAL',
        provider: 'PAYPAL',
      });
      const { reason, ...paid } = await payOnProvider(payment.redirectUrl);
      expect(reason).toBeNull();
      expect(paid).toMatchObject({ cartId, status: 'AUTHORIZED', currency: 'EUR' });
      const order = await confirmCart(cartId, paid);
      expect(order).toMatchObject({
        orderId: expect.stringMatching(/^ord-/),
        bookingReference: expect.stringMatching(/^[0-9A-Z]{7}$/),
        cartId,
        status: 'CONFIRMED',
        domain: BRAND,
        paymentMethod: 'PAYPAL',
        contact: CONTACT,
        subscriptions: { newsletter: true, partnerOffers: false },
        voucher: null,
        price: { total: cart.price.total },
        payment: { reference: payment.reference, amount: cart.price.total, provider: 'PAYPAL' },
      });
      expect(order.products.map((product) => product.kind)).toEqual(['PACKAGE', 'SEAT_SELECTION']);
      expect(order.travellers).toHaveLength(3);
      expect(order.specialRequests).toHaveLength(1);
      expect((await lastRequest(`${SERVICE}/ConfirmCart`, BRAND)).body).toEqual(paid);
      // the return address loaded again: the same order
      await expect(confirmCart(cartId, paid)).resolves.toMatchObject({ orderId: order.orderId });
      await expect(retrieveCartFull(cartId)).resolves.toMatchObject({
        status: 'CONFIRMED',
        orderId: order.orderId,
      });
    });

    it('GetOrders answers the order of the cart and of the signed-in member', async () => {
      const [order] = await getOrders(cartId);
      expect(order).toMatchObject({ cartId, status: 'CONFIRMED' });
      const mine = await getOrders();
      expect(mine.map((entry) => entry.orderId)).toContain(order?.orderId);
      expect((await lastRequest(`${SERVICE}/GetOrders`, BRAND)).query).toEqual({});
    });
  });
});
