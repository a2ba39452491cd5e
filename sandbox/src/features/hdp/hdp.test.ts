import { HDP_FACETS, type Facet, type Sort } from '../../../../shared/src/domain/contract';
import type { FacetMetadata } from '../../lib/facets';
import { createHarness, type Harness } from '../../testing/harness';
import type { hotelProposalView } from './hotel-view';

type Proposal = ReturnType<typeof hotelProposalView>;
type Page = {
  total: number;
  page: { number: number; size: number; totalPages: number };
  proposals: Proposal[];
  transport: { price: { total: number } } | null;
  filtersMetadata?: FacetMetadata[];
  staticData: { language: string; destination: { code: string; name: string } };
};
type Pricing = {
  pricingId: string;
  mealPlan: string;
  transport: { id: string; price: { total: number } } | null;
  price: { total: number; breakdown: { code: string; amount: number; compulsory: boolean }[] };
};
type RetrieveBody = {
  facets?: Facet[];
  sort?: Sort;
  page?: { number: number; size: number };
  filtersMetadata?: boolean;
  staticData?: { language: string };
};

const PACKAGE = {
  productType: 'DP',
  departure: 'mad',
  destination: 'pmi',
  outboundDate: '20260710',
  returnDate: '20260717',
  rooms: [{ adults: 2, childrenAges: [6] }],
};

describe('ShoppingHDPService', () => {
  let sandbox: Harness;
  let token: string;
  let packageSearch: string;
  beforeAll(async () => {
    sandbox = await createHarness();
    token = await sandbox.signIn();
    packageSearch = await createSearch(PACKAGE);
  });
  afterAll(() => sandbox.close());

  async function createSearch(body: Record<string, unknown>): Promise<string> {
    return (
      await sandbox.result<{ id: { value: string } }>('POST', 'ShoppingHDPService/CreateSearch', {
        token,
        body,
      })
    ).id.value;
  }

  const retrieve = (searchId: string, body: RetrieveBody = {}) =>
    sandbox.result<Page>('POST', 'ShoppingHDPService/RetrieveProposals', {
      token,
      query: { searchId },
      body,
    });

  it('creates hotel-only and package searches and validates them', async () => {
    const hotelOnly = await createSearch({ ...PACKAGE, productType: 'H', departure: undefined });
    expect((await retrieve(hotelOnly)).transport).toBeNull();
    expect((await retrieve(packageSearch)).transport?.price.total).toBeGreaterThan(0);
    for (const invalid of [
      { ...PACKAGE, departure: undefined },
      { ...PACKAGE, returnDate: '20260710' },
      { ...PACKAGE, outboundDate: '2026-13-01' },
      { ...PACKAGE, destination: 'nowhere' },
      { ...PACKAGE, productType: 'F' },
      { ...PACKAGE, rooms: [] },
    ]) {
      const answer = await sandbox.api('POST', 'ShoppingHDPService/CreateSearch', {
        token,
        body: invalid,
      });
      expect(answer.status).toBe(400);
    }
  });

  it('answers NO_CONTENT for a destination without accommodation', async () => {
    const searchId = await createSearch({ ...PACKAGE, productType: 'H', destination: 'ZRH' });
    const answer = await sandbox.api('POST', 'ShoppingHDPService/RetrieveProposals', {
      token,
      query: { searchId },
      body: {},
    });
    expect(answer.status).toBe(404);
    expect(answer.envelope.error?.code).toBe('NO_CONTENT');
  });

  describe('facets', () => {
    const cases: [string, Facet, (proposal: Proposal) => boolean][] = [
      ['PRICE', { name: HDP_FACETS.price, from: 0, to: 1400 }, (p) => p.price.total <= 1400],
      [
        'DEALS',
        { name: HDP_FACETS.deals, values: ['true'] },
        (p) => p.deal && p.price.originalTotal !== null,
      ],
      [
        'FREE_CANCELLATION',
        { name: HDP_FACETS.freeCancellation, values: ['true'] },
        (p) => p.freeCancellation && (p.freeCancellationUntil ?? '') >= '2026-06-01',
      ],
      [
        'PROPERTY_TYPE',
        { name: HDP_FACETS.propertyType, values: ['RESORT', 'VILLA'] },
        (p) => ['RESORT', 'VILLA'].includes(p.accommodation.propertyType),
      ],
      ['STARS', { name: HDP_FACETS.stars, values: ['4', '5'] }, (p) => p.accommodation.stars >= 4],
      ['RATING', { name: HDP_FACETS.rating, from: 8, to: 10 }, (p) => p.accommodation.rating >= 8],
      [
        'AMENITIES',
        { name: HDP_FACETS.amenities, values: ['POOL', 'SPA'] },
        (p) =>
          p.accommodation.amenities.includes('POOL') && p.accommodation.amenities.includes('SPA'),
      ],
      [
        'CHARACTERISTICS',
        { name: HDP_FACETS.characteristics, values: ['ROMANTIC'] },
        (p) => p.accommodation.characteristics.includes('ROMANTIC'),
      ],
      [
        'MEAL_PLAN',
        { name: HDP_FACETS.mealPlan, values: ['ALL_INCLUSIVE'] },
        (p) => p.mealPlan === 'ALL_INCLUSIVE' && p.mealPlans.includes('ALL_INCLUSIVE'),
      ],
      [
        'MAP_BOUNDING_BOX',
        { name: HDP_FACETS.mapBoundingBox, values: ['39.50000', '2.55', '39.57', '2.65'] },
        (p) =>
          p.accommodation.coordinates.latitude >= 39.5 &&
          p.accommodation.coordinates.latitude <= 39.57 &&
          p.accommodation.coordinates.longitude <= 2.65,
      ],
    ];

    it.each(cases)('%s filters on the server', async (_name, facet, holds) => {
      const all = await retrieve(packageSearch);
      const page = await retrieve(packageSearch, {
        facets: [facet],
        page: { number: 1, size: 100 },
      });
      expect(page.total).toBeGreaterThan(0);
      expect(page.total).toBeLessThan(all.total);
      expect(page.proposals).toHaveLength(page.total);
      expect(page.proposals.every(holds)).toBe(true);
    });

    it('prices each hotel with the cheapest of the requested meal plans', async () => {
      const all = await retrieve(packageSearch, { page: { number: 1, size: 100 } });
      const halfBoard = await retrieve(packageSearch, {
        facets: [{ name: HDP_FACETS.mealPlan, values: ['HALF_BOARD'] }],
        page: { number: 1, size: 100 },
      });
      const hotel = halfBoard.proposals[0];
      const sameHotel = all.proposals.find((p) => p.accommodation.id === hotel?.accommodation.id);
      expect(sameHotel?.mealPlan).toBe('ROOM_ONLY');
      expect(hotel?.price.total).toBeGreaterThan(sameHotel?.price.total ?? Infinity);
    });

    it('rejects ALL_MEAL_PLANS, which the storefront must drop', async () => {
      const answer = await sandbox.api('POST', 'ShoppingHDPService/RetrieveProposals', {
        token,
        query: { searchId: packageSearch },
        body: { facets: [{ name: HDP_FACETS.mealPlan, values: ['ALL_MEAL_PLANS'] }] },
      });
      expect(answer.status).toBe(400);
      expect(answer.envelope.error?.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('sorts', () => {
    const cases: [Sort['name'], (p: Proposal) => number][] = [
      ['PRICE', (p) => p.price.total],
      ['STARS', (p) => p.accommodation.stars],
      ['RATING', (p) => p.accommodation.rating],
    ];

    it.each(cases)('%s orders ascending and descending', async (name, key) => {
      for (const ascending of [true, false]) {
        const keys = (
          await retrieve(packageSearch, {
            sort: { name, ascending },
            page: { number: 1, size: 100 },
          })
        ).proposals.map(key);
        const sorted = [...keys].sort((a, b) => a - b);
        expect(keys).toEqual(ascending ? sorted : sorted.reverse());
      }
    });

    it('RECOMMENDED puts well-rated hotels first and reverses when descending', async () => {
      const ascending = (
        await retrieve(packageSearch, {
          sort: { name: 'RECOMMENDED', ascending: true },
          page: { number: 1, size: 100 },
        })
      ).proposals;
      const descending = (
        await retrieve(packageSearch, {
          sort: { name: 'RECOMMENDED', ascending: false },
          page: { number: 1, size: 100 },
        })
      ).proposals;
      expect(descending.map((p) => p.id)).toEqual([...ascending].reverse().map((p) => p.id));
      expect(ascending[0]?.accommodation.rating).toBeGreaterThan(
        ascending[ascending.length - 1]?.accommodation.rating ?? 10,
      );
    });
  });

  it('pages by 20 with the total and a short last page', async () => {
    const searchId = await createSearch({ ...PACKAGE, destination: 'TCI' });
    const first = await retrieve(searchId);
    expect(first.total).toBe(56);
    expect(first.page).toEqual({ number: 1, size: 20, totalPages: 3 });
    expect(first.proposals).toHaveLength(20);
    expect((await retrieve(searchId, { page: { number: 3, size: 20 } })).proposals).toHaveLength(
      16,
    );
    expect((await retrieve(searchId, { page: { number: 4, size: 20 } })).proposals).toHaveLength(0);
  });

  it('computes filtersMetadata for a filter panel, disjunctively', async () => {
    const stars: Facet = { name: HDP_FACETS.stars, values: ['4'] };
    const page = await retrieve(packageSearch, { facets: [stars], filtersMetadata: true });
    const metadata = new Map(page.filtersMetadata?.map((entry) => [entry.name, entry]));
    expect([...metadata.keys()].sort()).toEqual(Object.values(HDP_FACETS).sort());
    const starCounts = metadata.get(HDP_FACETS.stars);
    if (starCounts?.type !== 'VALUES') throw new Error('STARS should list values');
    const all = await retrieve(packageSearch);
    expect(starCounts.values.reduce((sum, entry) => sum + entry.count, 0)).toBe(all.total);
    expect(starCounts.values.find((entry) => entry.value === '4')?.count).toBe(page.total);
    const types = metadata.get(HDP_FACETS.propertyType);
    if (types?.type !== 'VALUES') throw new Error('PROPERTY_TYPE should list values');
    expect(types.values.reduce((sum, entry) => sum + entry.count, 0)).toBe(page.total);
    expect(metadata.get(HDP_FACETS.rating)).toMatchObject({
      type: 'RANGE',
      min: expect.any(Number),
      max: expect.any(Number),
    });
    expect(metadata.get(HDP_FACETS.mapBoundingBox)).toMatchObject({
      type: 'BOUNDS',
      south: expect.any(Number),
    });
  });

  it('lists every proposal of a search for the map', async () => {
    const all = await sandbox.result<{
      total: number;
      proposals: { coordinates: { latitude: number } }[];
    }>('GET', 'ShoppingHDPService/RetrieveAllProposals', {
      token,
      query: { searchId: packageSearch },
    });
    expect(all.total).toBe(60);
    expect(all.proposals[0]?.coordinates.latitude).toEqual(expect.any(Number));
  });

  describe('pricing and selection', () => {
    const price = async (mealPlan?: string) => {
      const [proposal] = (
        await retrieve(packageSearch, {
          facets: [{ name: HDP_FACETS.propertyType, values: ['RESORT'] }],
        })
      ).proposals;
      const { pricingId } = await sandbox.result<{ pricingId: string }>(
        'POST',
        'ShoppingHDPService/CreatePricing',
        {
          token,
          body: {
            searchId: packageSearch,
            proposalId: proposal?.id,
            ...(mealPlan ? { mealPlan } : {}),
          },
        },
      );
      const pricing = await sandbox.result<Pricing>('GET', 'ShoppingHDPService/RetrievePricing', {
        token,
        query: { pricingId },
      });
      return { proposal, pricing };
    };

    it('prices a proposal with every compulsory item in its total', async () => {
      const { proposal, pricing } = await price();
      const codes = pricing.price.breakdown.map((line) => line.code);
      expect(codes).toEqual(
        expect.arrayContaining([
          'ACCOMMODATION',
          'CITY_TAX',
          'RESORT_FEE',
          'TRANSPORT_FARE',
          'TRANSPORT_TAXES',
        ]),
      );
      expect(pricing.price.breakdown.every((line) => line.compulsory)).toBe(true);
      const sum = pricing.price.breakdown.reduce((total, line) => total + line.amount, 0);
      expect(pricing.price.total).toBeCloseTo(sum, 2);
      expect(pricing.price.total).toBeCloseTo(proposal?.price.total ?? 0, 2);
    });

    it('prices another meal plan when asked, and refuses one the hotel does not offer', async () => {
      const cheapest = await price();
      const [proposal] = (
        await retrieve(packageSearch, {
          facets: [{ name: HDP_FACETS.mealPlan, values: ['ALL_INCLUSIVE'] }],
        })
      ).proposals;
      const { pricingId } = await sandbox.result<{ pricingId: string }>(
        'POST',
        'ShoppingHDPService/CreatePricing',
        {
          token,
          body: { searchId: packageSearch, proposalId: proposal?.id, mealPlan: 'ALL_INCLUSIVE' },
        },
      );
      const pricing = await sandbox.result<Pricing>('GET', 'ShoppingHDPService/RetrievePricing', {
        token,
        query: { pricingId },
      });
      expect(pricing.mealPlan).toBe('ALL_INCLUSIVE');
      expect(cheapest.pricing.mealPlan).toBe('ROOM_ONLY');
      const [roomOnly] = (
        await retrieve(packageSearch, {
          facets: [
            { name: HDP_FACETS.mealPlan, values: ['ROOM_ONLY'] },
            { name: HDP_FACETS.propertyType, values: ['HOSTEL'] },
          ],
        })
      ).proposals;
      const refused = await sandbox.api('POST', 'ShoppingHDPService/CreatePricing', {
        token,
        body: { searchId: packageSearch, proposalId: roomOnly?.id, mealPlan: 'ALL_INCLUSIVE' },
      });
      expect(refused.status).toBe(400);
    });

    it('offers alternative flights for a package and updates the price with the chosen one', async () => {
      const { pricing } = await price();
      type Alternatives = {
        total: number;
        current: { id: string };
        alternatives: { id: string; priceDifference: number }[];
      };
      const alternatives = await sandbox.result<Alternatives>(
        'POST',
        'ShoppingHDPService/GetAlternativeTransports',
        {
          token,
          query: { pricingId: pricing.pricingId },
          body: { sort: { name: 'PRICE', ascending: false } },
        },
      );
      expect(alternatives.total).toBeGreaterThanOrEqual(2000);
      expect(alternatives.alternatives).toHaveLength(20);
      const pricier = alternatives.alternatives[0];
      const updated = await sandbox.result<Pricing>('PUT', 'ShoppingHDPService/UpdateTransport', {
        token,
        query: { pricingId: pricing.pricingId },
        body: { proposalId: pricier?.id },
      });
      expect(updated.transport?.id).toBe(pricier?.id);
      expect(updated.price.total).toBeCloseTo(
        pricing.price.total + (pricier?.priceDifference ?? 0),
        1,
      );
    });

    it('refuses alternative flights for a hotel-only pricing', async () => {
      const searchId = await createSearch({ ...PACKAGE, productType: 'H', departure: undefined });
      const [proposal] = (await retrieve(searchId)).proposals;
      const { pricingId } = await sandbox.result<{ pricingId: string }>(
        'POST',
        'ShoppingHDPService/CreatePricing',
        {
          token,
          body: { searchId, proposalId: proposal?.id },
        },
      );
      const answer = await sandbox.api('POST', 'ShoppingHDPService/GetAlternativeTransports', {
        token,
        query: { pricingId },
        body: {},
      });
      expect(answer.status).toBe(400);
    });

    it('turns a pricing into a selection for the cart', async () => {
      const { pricing } = await price();
      const selection = await sandbox.result<{ selectionId: string; price: { total: number } }>(
        'POST',
        'ShoppingHDPService/CreateSelection',
        {
          token,
          body: { pricingId: pricing.pricingId },
        },
      );
      expect(selection.selectionId).toMatch(/^sel-/);
      expect(selection.price.total).toBe(pricing.price.total);
    });
  });

  it('gives a hotel static data in a language and its promotions', async () => {
    const [deal] = (
      await retrieve(packageSearch, { facets: [{ name: HDP_FACETS.deals, values: ['true'] }] })
    ).proposals;
    const accommodationId = deal?.accommodation.id ?? '';
    type StaticData = {
      name: string;
      description: string;
      checkInTime: string;
      destination: { name: string };
    };
    const spanish = await sandbox.result<StaticData>(
      'POST',
      'ShoppingHDPService/RetreiveAccommodationStaticData',
      { token, query: { accommodationId } },
    );
    const german = await sandbox.result<StaticData>(
      'POST',
      'ShoppingHDPService/RetreiveAccommodationStaticData',
      { token, query: { accommodationId, language: 'de' } },
    );
    expect(spanish.description).toContain('estrellas');
    expect(german.description).toContain('Sterne');
    expect(german.destination.name).toBe('Palma de Mallorca');
    const promotion = await sandbox.result<{ promotions: { discountPercent: number }[] }>(
      'POST',
      'ShoppingHDPService/RetreiveAccommodationPromotion',
      {
        token,
        query: { accommodationId },
      },
    );
    expect(promotion.promotions[0]?.discountPercent).toBe(deal?.dealDiscountPercent);
    const missing = await sandbox.api(
      'POST',
      'ShoppingHDPService/RetreiveAccommodationStaticData',
      { token, query: { accommodationId: 'H-NONE' } },
    );
    expect(missing.status).toBe(404);
  });
});
