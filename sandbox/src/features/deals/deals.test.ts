import { createHarness, type Harness } from '../../testing/harness';
import { DEALS_PER_PROFILE, EMPTY_DEALS_PROFILE, type Deal } from './deals';

describe('Deals/GetDealsByBP', () => {
  let sandbox: Harness;
  let token: string;
  beforeAll(async () => {
    sandbox = await createHarness();
    token = await sandbox.signIn();
  });
  afterAll(() => sandbox.close());

  const deals = (businessProfile: string) =>
    sandbox.result<{ items: Deal[] }>('GET', 'Deals/GetDealsByBP', {
      token,
      query: { businessProfile },
    });

  it('lists package deals with images, destination, future dates, price and what is included', async () => {
    const { items } = await deals('BP_SUNSEA_DP');
    expect(items).toHaveLength(DEALS_PER_PROFILE);
    for (const deal of items) {
      expect(deal).toMatchObject({
        productType: 'DP',
        imageUrl: expect.stringMatching(/^\/media\/destinations\/[A-Z]{3}\.svg$/),
        departure: { code: 'MAD', name: 'Madrid' },
        accommodation: { id: expect.any(String) },
        includes: ['FLIGHT', 'ACCOMMODATION', 'MEAL_PLAN', 'TRANSFER'],
        price: { currency: 'EUR' },
      });
      expect(deal.outboundDate > '2026-06-01').toBe(true);
      expect(deal.price.originalPerPerson).toBeGreaterThan(deal.price.perPerson);
    }
  });

  it('lists flight-only and hotel-only deals in the brand language', async () => {
    const flights = (await deals('BP_FLYFREE_F')).items;
    expect(flights[0]).toMatchObject({
      productType: 'F',
      accommodation: null,
      returnDate: null,
      includes: ['FLIGHT'],
      departure: { code: 'PAR' },
    });
    const hotels = (await deals('BP_PUNTI_H')).items;
    expect(hotels[0]).toMatchObject({
      productType: 'H',
      departure: null,
      includes: ['ACCOMMODATION', 'MEAL_PLAN'],
    });
  });

  it('gives the same deals on every call', async () => {
    expect(await deals('BP_LASTMINUTE_HGH')).toEqual(await deals('BP_LASTMINUTE_HGH'));
  });

  it('has no deals for the documented empty profile and NOT_FOUND for an unknown one', async () => {
    expect((await deals(EMPTY_DEALS_PROFILE)).items).toEqual([]);
    const answer = await sandbox.api('GET', 'Deals/GetDealsByBP', {
      token,
      query: { businessProfile: 'BP_NOPE' },
    });
    expect(answer.status).toBe(404);
  });
});
