/**
 * Carts for the cart and quality tests, made the way the storefront makes them, straight against
 * the sandbox: a search, its first proposal (or a given hotel), a pricing and a selection (or a
 * flight proposal), then CreateCart and AddProductToCart; and, for the checkout's later steps,
 * travellers and contact, and a paid order. A cart belongs to its brand, so the page (signed in
 * to the same brand) can work on it.
 */
import { SANDBOX_URL, SCHEME } from '../env';

type Envelope<T> = { result: T; success: boolean; error: { code: string; message: string } | null };

async function call<T>(
  token: string | null,
  method: string,
  path: string,
  options: { query?: Record<string, string>; body?: unknown } = {},
): Promise<T> {
  const url = new URL(path, SANDBOX_URL);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok || !envelope.success)
    throw new Error(`${method} ${path}: ${response.status} ${envelope.error?.code ?? ''}`);
  return envelope.result;
}

const APP = '/api/services/app';

async function signIn(domainName: string): Promise<string> {
  const auth = await call<{ authApiModel: { accessToken: string } }>(
    null,
    'POST',
    '/api/TokenAuth/AuthenticateExternal',
    { body: { token: '', domainName } },
  );
  return auth.authApiModel.accessToken;
}

const daysAhead = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};

type Trip = {
  departure?: string;
  destination?: string;
  adults?: number;
  childrenAges?: number[];
  /** a given hotel of the destination instead of the first result */
  hotelId?: string;
};

async function hotelSelection(token: string, productType: 'H' | 'DP', trip: Trip) {
  const search = await call<{ id: { value: string } }>(
    token,
    'POST',
    `${APP}/ShoppingHDPService/CreateSearch`,
    {
      body: {
        productType,
        destination: trip.destination ?? 'PMI',
        ...(productType === 'DP' ? { departure: trip.departure ?? 'MAD' } : {}),
        outboundDate: daysAhead(40),
        returnDate: daysAhead(47),
        rooms: [{ adults: trip.adults ?? 2, childrenAges: trip.childrenAges ?? [] }],
      },
    },
  );
  const searchId = search.id.value;
  const proposalId = trip.hotelId
    ? `${searchId}_${trip.hotelId}`
    : (
        await call<{ proposals: { id: string }[] }>(
          token,
          'POST',
          `${APP}/ShoppingHDPService/RetrieveProposals`,
          { query: { searchId }, body: { page: { number: 1, size: 1 } } },
        )
      ).proposals[0]!.id;
  const pricing = await call<{ pricingId: string }>(
    token,
    'POST',
    `${APP}/ShoppingHDPService/CreatePricing`,
    { body: { searchId, proposalId } },
  );
  const selection = await call<{ selectionId: string }>(
    token,
    'POST',
    `${APP}/ShoppingHDPService/CreateSelection`,
    { body: { pricingId: pricing.pricingId } },
  );
  return selection.selectionId;
}

async function flightProposal(token: string, trip: Trip) {
  const search = await call<{ searchId: string }>(
    token,
    'POST',
    `${APP}/ShoppingTransportService/CreateSearch`,
    {
      body: {
        departure: trip.departure ?? 'MAD',
        destination: trip.destination ?? 'PMI',
        outboundDate: daysAhead(40),
        returnDate: daysAhead(47),
        travellers: { adults: trip.adults ?? 1, childrenAges: trip.childrenAges ?? [] },
        transportType: 'ONLY_FLIGHT',
      },
    },
  );
  const page = await call<{ proposals: { id: string }[] }>(
    token,
    'POST',
    `${APP}/ShoppingTransportService/RetrieveProposals`,
    {
      query: { searchId: search.searchId },
      body: { page: { number: 1, size: 1 }, sort: { name: 'PRICE', ascending: true } },
    },
  );
  return page.proposals[0]!.id;
}

async function newCart(
  token: string,
  productType: string,
  products: (
    { type: 'SELECTION'; selectionId: string } | { type: 'TRANSPORT'; proposalId: string }
  )[],
) {
  const cart = await call<{ cartId: string }>(token, 'POST', `${APP}/CartApiService/CreateCart`, {
    body: { productType },
  });
  for (const [index, product] of products.entries()) {
    await call(token, 'POST', `${APP}/CartApiService/AddProductToCart`, {
      query: { cartId: cart.cartId, requestUuid: `setup-${index}-${Date.now()}` },
      body: product,
    });
  }
  return cart.cartId;
}

/**
 * A hotel (H selection) and a flight (transport proposal) for the same party: hotel plus flight,
 * with the session it was made in, for further calls on it.
 */
export async function openHotelAndFlightCart(
  domain = 'sunsea.localhost',
  trip: Trip = {},
): Promise<{ token: string; cartId: string }> {
  const token = await signIn(domain);
  const party = { adults: 2, ...trip };
  const [selectionId, proposalId] = await Promise.all([
    hotelSelection(token, 'H', party),
    flightProposal(token, party),
  ]);
  const cartId = await newCart(token, 'HGH', [
    { type: 'SELECTION', selectionId },
    { type: 'TRANSPORT', proposalId },
  ]);
  return { token, cartId };
}

/** A hotel and a flight for the same party: the cart's id. */
export async function createHotelAndFlightCart(
  domain = 'sunsea.localhost',
  trip: Trip = {},
): Promise<string> {
  return (await openHotelAndFlightCart(domain, trip)).cartId;
}

/** A flight + hotel package (one product holding both). */
export async function createPackageCart(domain = 'sunsea.localhost', trip: Trip = {}) {
  const token = await signIn(domain);
  const selectionId = await hotelSelection(token, 'DP', { adults: 2, ...trip });
  return newCart(token, 'DP', [{ type: 'SELECTION', selectionId }]);
}

/** A flight only. */
export async function createFlightCart(domain = 'sunsea.localhost', trip: Trip = {}) {
  const token = await signIn(domain);
  const proposalId = await flightProposal(token, { adults: 1, ...trip });
  return newCart(token, 'F', [{ type: 'TRANSPORT', proposalId }]);
}

function cartCall(token: string, call_: string, cartId: string, body?: unknown) {
  return call(token, 'POST', `${APP}/CartApiService/${call_}`, {
    query: { cartId, requestUuid: crypto.randomUUID() },
    body,
  });
}

const traveller = (firstName: string, lastName: string, title: 'MRS' | 'MR') => ({
  type: 'ADULT',
  title,
  firstName,
  lastName,
  birthDate: '1985-04-12',
  nationality: 'ES',
  document: {
    type: 'PASSPORT',
    number: `P${lastName.length}123456`,
    expiryDate: '2032-06-01',
    issuingCountry: 'ES',
  },
});

/** Both travellers and the contact in a two-adult cart: every checkout step opens. */
export async function fillTravellersAndContact(token: string, cartId: string): Promise<void> {
  await cartCall(token, 'AddTravellerToCart', cartId, traveller('Lucía', 'García', 'MRS'));
  await cartCall(token, 'AddTravellerToCart', cartId, traveller('Martín', 'Pérez', 'MR'));
  await cartCall(token, 'AddContactToCart', cartId, {
    firstName: 'Lucía',
    lastName: 'García',
    email: 'lucia@example.com',
    phonePrefix: '+34',
    phoneNumber: '612345678',
    countryCode: 'ES',
  });
}

/**
 * A hotel-and-flight cart ready to pay, then paid on the provider's page (the card form posted
 * as a browser posts it) and confirmed with the provider's signed result: its id, which the
 * order view opens.
 */
export async function confirmedOrder(domain = 'sunsea.localhost'): Promise<string> {
  const { token, cartId } = await openHotelAndFlightCart(domain);
  await fillTravellersAndContact(token, cartId);
  await cartCall(token, 'CartFinalize', cartId);
  const payment = await call<{ redirectUrl: string }>(
    token,
    'POST',
    `${APP}/CartApiService/CreatePayment`,
    {
      query: { cartId, requestUuid: crypto.randomUUID() },
      body: { paymentMethod: 'CARD', returnUrl: `${SCHEME}://${domain}/order?cartId=${cartId}` },
    },
  );
  const answer = await fetch(payment.redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      number: '4242424242424242',
      expiry: '12/30',
      code: '123',
      name: 'Lucía García',
    }).toString(),
  });
  const back = new URL(answer.headers.get('location') ?? '', payment.redirectUrl).searchParams;
  await call(token, 'POST', `${APP}/CartApiService/ConfirmCart`, {
    query: { cartId, requestUuid: crypto.randomUUID() },
    body: {
      paymentId: back.get('paymentId'),
      cartId: back.get('paymentCartId'),
      amount: Number(back.get('amount')),
      currency: back.get('currency'),
      status: back.get('status'),
      signature: back.get('signature'),
    },
  });
  return cartId;
}

/** Ends a cart's time now (the sandbox's control API): its next call answers CART_EXPIRED. */
export async function expireCart(cartId: string): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/carts/expire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartId }),
  });
  if (!response.ok) throw new Error(`expire ${cartId}: ${response.status}`);
}
