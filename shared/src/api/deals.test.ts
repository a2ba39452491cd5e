import { getDealsByBusinessProfile } from './deals';
import { lastRequest, signInAs, signOut } from './testing/sandbox';

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

  it('answers no deals for an empty profile and NOT_FOUND for an unknown one', async () => {
    await expect(getDealsByBusinessProfile('BP_MEMBERS_DP')).resolves.toEqual([]);
    await expect(getDealsByBusinessProfile('BP_NOPE')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });
});
