/**
 * Carts in every state the quality suite visits, made straight against the sandbox the way the
 * storefront makes them (a cart belongs to its brand, so the page, signed in to the same brand,
 * can open it): travellers and contact filled (so every checkout step opens), an order, and a
 * cart holding a given hotel (the one whose name carries a script payload).
 */
import { SANDBOX_URL } from '../env';

type Envelope<T> = { result: T; success: boolean; error: { code: string } | null };
const APP = '/api/services/app';

export class SandboxClient {
  private constructor(
    readonly domain: string,
    private readonly token: string,
  ) {}

  static async signIn(domain: string): Promise<SandboxClient> {
    const auth = await SandboxClient.call<{ authApiModel: { accessToken: string } }>(
      null,
      'POST',
      '/api/TokenAuth/AuthenticateExternal',
      { body: { token: '', domainName: domain } },
    );
    return new SandboxClient(domain, auth.authApiModel.accessToken);
  }

  private static async call<T>(
    token: string | null,
    method: string,
    path: string,
    options: { query?: Record<string, string>; body?: unknown } = {},
  ): Promise<T> {
    const url = new URL(path, SANDBOX_URL);
    for (const [key, value] of Object.entries(options.query ?? {}))
      url.searchParams.set(key, value);
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

  app<T>(
    method: string,
    call: string,
    options: { query?: Record<string, string>; body?: unknown } = {},
  ) {
    return SandboxClient.call<T>(this.token, method, `${APP}/${call}`, options);
  }

  cartCall<T>(method: string, call: string, cartId: string, body?: unknown) {
    return this.app<T>(method, `CartApiService/${call}`, {
      query: { cartId, requestUuid: crypto.randomUUID() },
      body,
    });
  }
}

export const isoDaysAhead = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A hotel (by id, when given) for two adults, priced and selected: its selection id. */
export async function hotelSelection(
  client: SandboxClient,
  trip: { destination: string; hotelId?: string },
): Promise<string> {
  const search = await client.app<{ id: { value: string } }>(
    'POST',
    'ShoppingHDPService/CreateSearch',
    {
      body: {
        productType: 'H',
        destination: trip.destination,
        outboundDate: isoDaysAhead(40),
        returnDate: isoDaysAhead(47),
        rooms: [{ adults: 2, childrenAges: [] }],
      },
    },
  );
  const searchId = search.id.value;
  let proposalId: string;
  if (trip.hotelId) {
    proposalId = `${searchId}_${trip.hotelId}`;
  } else {
    const page = await client.app<{ proposals: { id: string }[] }>(
      'POST',
      'ShoppingHDPService/RetrieveProposals',
      { query: { searchId }, body: { page: { number: 1, size: 1 } } },
    );
    proposalId = page.proposals[0]!.id;
  }
  const pricing = await client.app<{ pricingId: string }>(
    'POST',
    'ShoppingHDPService/CreatePricing',
    {
      body: { searchId, proposalId },
    },
  );
  const selection = await client.app<{ selectionId: string }>(
    'POST',
    'ShoppingHDPService/CreateSelection',
    { body: { pricingId: pricing.pricingId } },
  );
  return selection.selectionId;
}

async function flightProposal(client: SandboxClient): Promise<string> {
  const search = await client.app<{ searchId: string }>(
    'POST',
    'ShoppingTransportService/CreateSearch',
    {
      body: {
        departure: 'MAD',
        destination: 'PMI',
        outboundDate: isoDaysAhead(40),
        returnDate: isoDaysAhead(47),
        travellers: { adults: 2, childrenAges: [] },
        transportType: 'ONLY_FLIGHT',
      },
    },
  );
  const page = await client.app<{ proposals: { id: string }[] }>(
    'POST',
    'ShoppingTransportService/RetrieveProposals',
    {
      query: { searchId: search.searchId },
      body: { page: { number: 1, size: 1 }, sort: { name: 'PRICE', ascending: true } },
    },
  );
  return page.proposals[0]!.id;
}

/** A cart of a hotel and a flight for two adults (optionally a given hotel); its id. */
export async function hotelAndFlightCart(
  domain: string,
  trip: { destination?: string; hotelId?: string } = {},
): Promise<{ client: SandboxClient; cartId: string }> {
  const client = await SandboxClient.signIn(domain);
  const [selectionId, proposalId] = await Promise.all([
    hotelSelection(client, { destination: trip.destination ?? 'PMI', hotelId: trip.hotelId }),
    flightProposal(client),
  ]);
  const { cartId } = await client.app<{ cartId: string }>('POST', 'CartApiService/CreateCart', {
    body: { productType: 'HGH' },
  });
  await client.cartCall('POST', 'AddProductToCart', cartId, { type: 'SELECTION', selectionId });
  await client.cartCall('POST', 'AddProductToCart', cartId, { type: 'TRANSPORT', proposalId });
  return { client, cartId };
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

/** Both travellers and the contact in the cart: every checkout step opens. */
export async function fillTravellersAndContact(client: SandboxClient, cartId: string) {
  await client.cartCall('POST', 'AddTravellerToCart', cartId, traveller('Lucía', 'García', 'MRS'));
  await client.cartCall('POST', 'AddTravellerToCart', cartId, traveller('Martín', 'Pérez', 'MR'));
  await client.cartCall('POST', 'AddContactToCart', cartId, {
    firstName: 'Lucía',
    lastName: 'García',
    email: 'lucia@example.com',
    phonePrefix: '+34',
    phoneNumber: '612345678',
    countryCode: 'ES',
  });
}

/** A cart ready to pay, then paid: its order. */
export async function confirmedOrder(domain: string): Promise<string> {
  const { client, cartId } = await hotelAndFlightCart(domain);
  await fillTravellersAndContact(client, cartId);
  await client.cartCall('POST', 'CartFinalize', cartId);
  await client.app('POST', 'CartApiService/ConfirmCart', {
    query: { cartId, requestUuid: crypto.randomUUID(), paymentMethod: 'CARD' },
  });
  return cartId;
}
