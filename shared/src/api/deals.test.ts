import { loadHttp } from './client';
import { getDealsByBusinessProfile } from './deals';
import { lastRequest, signInAs, signOut } from '@storefront/testing/sandbox';

type Envelope = { result: { items: Record<string, unknown>[] } | null };

/** The deals of `profile` as the client reads them after `rewrite` changed the backend's answer. */
async function dealsAnswered(profile: string, rewrite: (body: Envelope) => void) {
  const http = await loadHttp();
  const interceptor = http.interceptors.response.use((response) => {
    rewrite(response.data as Envelope);
    return response;
  });
  try {
    return await getDealsByBusinessProfile(profile);
  } finally {
    http.interceptors.response.eject(interceptor);
  }
}

const BRAND = 'punti.localhost';

describe('Deals/GetDealsByBP', () => {
  beforeAll(() => signInAs(BRAND));
  afterAll(signOut);

  it('answers the deals of a business profile with prices as Money', async () => {
    const deals = await getDealsByBusinessProfile('BP_SUNSEA_DP');
    expect(deals).toHaveLength(12);
    const [deal] = deals;
    expect(deal).toMatchObject({
      id: 'BP_SUNSEA_DP-1',
      businessProfile: 'BP_SUNSEA_DP',
      productType: 'DP',
      imageUrl: expect.stringMatching(/^\/media\/destinations\/[A-Z]{3}\.svg$/),
      departure: { code: 'MAD', name: 'Madrid' },
      accommodation: { id: expect.any(String), stars: expect.any(Number) },
      includes: ['FLIGHT', 'ACCOMMODATION', 'MEAL_PLAN', 'TRANSFER'],
      adults: 2,
      price: {
        perPerson: { amount: expect.any(Number), currency: 'EUR' },
        originalPerPerson: { amount: expect.any(Number), currency: 'EUR' },
      },
    });
    expect(deal?.outboundDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await lastRequest('Deals/GetDealsByBP', BRAND)).query).toEqual({
      businessProfile: 'BP_SUNSEA_DP',
    });
  });

  it('answers flight-only deals without accommodation or return', async () => {
    const [deal] = await getDealsByBusinessProfile('BP_FLYFREE_F');
    expect(deal).toMatchObject({
      productType: 'F',
      accommodation: null,
      returnDate: null,
      nights: null,
      mealPlan: null,
      includes: ['FLIGHT'],
    });
  });

  it('leaves out a deal it cannot read and answers the others', async () => {
    const deals = await dealsAnswered('BP_SUNSEA_DP', ({ result }) => {
      const [first, second, third] = result!.items;
      first!.outboundDate = '2026-08-12T00:00:00';
      second!.productType = 'CRUISE';
      delete third!.price;
    });
    expect(deals.map((deal) => deal.id)).toEqual(
      Array.from({ length: 9 }, (_, index) => `BP_SUNSEA_DP-${index + 4}`),
    );
  });

  it('reads a hotel with half a star', async () => {
    const [deal] = await dealsAnswered('BP_SUNSEA_DP', ({ result }) => {
      (result!.items[0]!.accommodation as { stars: number }).stars = 3.5;
    });
    expect(deal?.accommodation?.stars).toBe(3.5);
  });

  it('answers no deals for a null result, and MALFORMED_RESPONSE when no deal can be read', async () => {
    await expect(
      dealsAnswered('BP_SUNSEA_DP', (body) => {
        body.result = null;
      }),
    ).resolves.toEqual([]);
    await expect(
      dealsAnswered('BP_SUNSEA_DP', ({ result }) => {
        for (const item of result!.items) item.returnDate = '12/08/2026';
      }),
    ).rejects.toMatchObject({
      code: 'MALFORMED_RESPONSE',
      message: 'Deals/GetDealsByBP: none of the 12 deals can be read',
    });
  });

  it('answers no deals for an empty profile and NOT_FOUND for an unknown one', async () => {
    await expect(getDealsByBusinessProfile('BP_MEMBERS_DP')).resolves.toEqual([]);
    await expect(getDealsByBusinessProfile('BP_NOPE')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });
});
