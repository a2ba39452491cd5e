import { ALL_MEAL_PLANS, DEFAULT_SORT, HDP_FACETS } from '../domain/contract';
import {
  EMPTY_ACCOMMODATION_FILTERS,
  accommodationFiltersToFacets,
} from '../domain/accommodation-filters';
import {
  createHotelSearch,
  createPricing,
  createSelection,
  getAlternativeTransports,
  retrieveAccommodationPromotions,
  retrieveAccommodationStaticData,
  retrieveAllHotelProposals,
  retrieveHotelProposals,
  retrievePricing,
  updateTransport,
} from './holiday-packages';
import {
  daysFromToday,
  injectFault,
  lastRequest,
  pendingFaults,
  signInAs,
  signOut,
} from '@storefront/testing/sandbox';

const BRAND = 'punti.localhost';
const SERVICE = 'ShoppingHDPService';
const PACKAGE = {
  productType: 'DP',
  departure: 'MAD',
  destination: 'PMI',
  outboundDate: daysFromToday(60),
  returnDate: daysFromToday(67),
  rooms: [{ adults: 2, childrenAges: [6] }],
} as const;

async function search(request: Parameters<typeof createHotelSearch>[0]): Promise<string> {
  const searchId = await createHotelSearch(request);
  if (searchId === null) throw new Error('the hotel search could not be created');
  return searchId;
}

const sumOf = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('ShoppingHDPService', () => {
  let searchId: string;
  beforeAll(async () => {
    await signInAs(BRAND);
    searchId = await search(PACKAGE);
  });
  afterAll(signOut);
  afterEach(async () => expect(await pendingFaults(BRAND)).toEqual([]));

  describe('CreateSearch', () => {
    it('answers the id.value of the new search', async () => {
      expect(searchId).toMatch(/^hs-/);
      expect((await lastRequest(`${SERVICE}/CreateSearch`, BRAND)).body).toEqual({
        productType: 'DP',
        departure: 'MAD',
        destination: 'PMI',
        outboundDate: PACKAGE.outboundDate,
        returnDate: PACKAGE.returnDate,
        rooms: [{ adults: 2, childrenAges: [6] }],
      });
    });

    it('returns null and logs the message when the search cannot be created', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
      const noDeparture = { ...PACKAGE, departure: null };
      await expect(createHotelSearch(noDeparture)).resolves.toBeNull();
      await injectFault({ call: `${SERVICE}/CreateSearch`, kind: 'HTTP_500', brand: BRAND });
      await expect(createHotelSearch(PACKAGE)).resolves.toBeNull();
      expect(logged.mock.calls.map(([line]) => line)).toEqual([
        `[api] ${SERVICE}/CreateSearch: VALIDATION_ERROR: A DP search needs a departure`,
        `[api] ${SERVICE}/CreateSearch: HTTP_ERROR: ${SERVICE}/CreateSearch: HTTP 500`,
      ]);
    });
  });

  describe('RetrieveProposals', () => {
    it('sends page, facets, sort and staticData and reshapes a page of hotels', async () => {
      const page = await retrieveHotelProposals({ searchId, language: 'it' });
      const sent = await lastRequest(`${SERVICE}/RetrieveProposals`, BRAND);
      expect(sent.query).toEqual({ searchId });
      expect(sent.body).toEqual({
        page: { number: 1, size: 20 },
        facets: [],
        sort: DEFAULT_SORT,
        staticData: { language: 'it' },
      });
      expect(page).toMatchObject({
        searchId,
        language: 'it',
        destination: { code: 'PMI', name: 'Palma di Maiorca', countryCode: 'ES' },
        filters: null,
      });
      expect(page.proposals).toHaveLength(20);
      expect(page.page.totalItems).toBeGreaterThan(20);
      expect(page.transport?.tripType).toBe('RETURN');
      const [first] = page.proposals;
      expect(first).toMatchObject({
        id: expect.stringMatching(new RegExp(`^${searchId}_`)),
        accommodation: {
          id: expect.any(String),
          name: expect.any(String),
          coordinates: { latitude: expect.any(Number), longitude: expect.any(Number) },
          destination: { code: 'PMI' },
        },
        mealPlan: expect.any(String),
        checkIn: PACKAGE.outboundDate,
        checkOut: PACKAGE.returnDate,
        nights: 7,
        price: {
          total: { amount: expect.any(Number), currency: 'EUR' },
          perPerson: { amount: expect.any(Number), currency: 'EUR' },
        },
      });
      expect(first?.accommodation.imageUrls.length).toBeGreaterThan(0);
    });

    it('sends the facets of the domain filters and reads the filter metadata', async () => {
      const facets = accommodationFiltersToFacets({
        ...EMPTY_ACCOMMODATION_FILTERS,
        stars: [4, 5],
        mealPlan: [ALL_MEAL_PLANS],
      });
      const page = await retrieveHotelProposals({
        searchId,
        language: 'it',
        facets,
        sort: { name: 'PRICE', ascending: false },
        filtersMetadata: true,
      });
      expect((await lastRequest(`${SERVICE}/RetrieveProposals`, BRAND)).body).toMatchObject({
        facets: [{ name: HDP_FACETS.stars, values: ['4', '5'] }],
        sort: { name: 'PRICE', ascending: false },
        filtersMetadata: true,
      });
      expect(page.proposals.every((proposal) => proposal.accommodation.stars >= 4)).toBe(true);
      const prices = page.proposals.map((proposal) => proposal.price.total.amount);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(page.filters?.map((entry) => entry.name)).toEqual(
        expect.arrayContaining([HDP_FACETS.stars, HDP_FACETS.price, HDP_FACETS.mapBoundingBox]),
      );
      expect(page.filters?.find((entry) => entry.name === HDP_FACETS.mapBoundingBox)).toMatchObject(
        {
          type: 'BOUNDS',
          south: expect.any(Number),
        },
      );
    });

    it('surfaces NO_CONTENT where there is no accommodation', async () => {
      const zurich = await search({
        productType: 'H',
        destination: 'ZRH',
        outboundDate: PACKAGE.outboundDate,
        returnDate: PACKAGE.returnDate,
        rooms: [{ adults: 2, childrenAges: [] }],
      });
      await expect(
        retrieveHotelProposals({ searchId: zurich, language: 'en' }),
      ).rejects.toMatchObject({
        code: 'NO_CONTENT',
        status: 404,
      });
    });

    it('gives hotel-only proposals without a transport', async () => {
      const hotels = await search({
        productType: 'H',
        destination: 'BCN',
        outboundDate: PACKAGE.outboundDate,
        returnDate: daysFromToday(62),
        rooms: [{ adults: 1, childrenAges: [] }],
      });
      const page = await retrieveHotelProposals({ searchId: hotels, language: 'en' });
      expect(page.transport).toBeNull();
      expect(page.proposals[0]?.nights).toBe(2);
    });
  });

  it('RetrieveAllProposals answers every hotel of the search as a map pin', async () => {
    const [pins, page] = await Promise.all([
      retrieveAllHotelProposals(searchId),
      retrieveHotelProposals({ searchId, language: 'it' }),
    ]);
    expect(pins).toHaveLength(page.page.totalItems);
    expect(pins[0]).toEqual({
      id: expect.stringMatching(new RegExp(`^${searchId}_`)),
      accommodationId: expect.any(String),
      name: expect.any(String),
      stars: expect.any(Number),
      rating: expect.any(Number),
      deal: expect.any(Boolean),
      coordinates: { latitude: expect.any(Number), longitude: expect.any(Number) },
      price: { amount: expect.any(Number), currency: 'EUR' },
    });
    expect((await lastRequest(`${SERVICE}/RetrieveAllProposals`, BRAND)).query).toEqual({
      searchId,
    });
  });

  describe('pricing, alternative transports and selection', () => {
    let proposalId: string;
    let accommodationId: string;
    let pricingId: string;
    beforeAll(async () => {
      const [first] = (await retrieveHotelProposals({ searchId, language: 'it' })).proposals;
      if (!first) throw new Error('no proposal');
      proposalId = first.id;
      accommodationId = first.accommodation.id;
      pricingId = await createPricing({ searchId, proposalId });
    });

    it('CreatePricing answers the pricing id', async () => {
      expect(pricingId).toMatch(/^pr-/);
      expect((await lastRequest(`${SERVICE}/CreatePricing`, BRAND)).body).toEqual({
        searchId,
        proposalId,
      });
    });

    it('RetrievePricing answers the pricing with a breakdown adding up to the total', async () => {
      const pricing = await retrievePricing(pricingId);
      expect(pricing).toMatchObject({
        pricingId,
        searchId,
        proposalId,
        productType: 'DP',
        accommodation: { id: accommodationId },
        nights: 7,
        rooms: [{ adults: 2, childrenAges: [6] }],
        cancellationPolicy: { freeCancellation: expect.any(Boolean) },
        price: { total: { currency: 'EUR' } },
      });
      expect(pricing.transport).not.toBeNull();
      const lines = pricing.price.breakdown;
      expect(lines.map((line) => line.code)).toEqual(
        expect.arrayContaining(['ACCOMMODATION', 'TRANSPORT_FARE', 'TRANSPORT_TAXES']),
      );
      expect(sumOf(lines.map((line) => line.amount.amount))).toBeCloseTo(
        pricing.price.total.amount,
        2,
      );
      expect((await lastRequest(`${SERVICE}/RetrievePricing`, BRAND)).query).toEqual({
        pricingId,
      });
    });

    it('GetAlternativeTransports pages the other flights with their price difference', async () => {
      const alternatives = await getAlternativeTransports({ pricingId });
      expect(alternatives.pricingId).toBe(pricingId);
      expect(alternatives.alternatives).toHaveLength(20);
      expect(alternatives.page).toMatchObject({ number: 1, size: 20 });
      const [, other] = alternatives.alternatives;
      expect(other?.priceDifference).toEqual({
        amount: expect.any(Number),
        currency: 'EUR',
      });
      expect(other?.priceDifference.amount).toBeCloseTo(
        (other?.price.total.amount ?? 0) - alternatives.current.price.total.amount,
        2,
      );
      const sent = await lastRequest(`${SERVICE}/GetAlternativeTransports`, BRAND);
      expect(sent.query).toEqual({ pricingId });
      expect(sent.body).toEqual({ page: { number: 1, size: 20 }, sort: DEFAULT_SORT });
    });

    it('UpdateTransport puts another flight into the pricing', async () => {
      const { alternatives, current } = await getAlternativeTransports({
        pricingId,
        sort: { name: 'PRICE', ascending: true },
        pageSize: 5,
      });
      const other = alternatives.find((alternative) => alternative.id !== current.id);
      if (!other) throw new Error('no other flight');
      const updated = await updateTransport(pricingId, other.id);
      expect(updated.transport?.id).toBe(other.id);
      const sent = await lastRequest(`${SERVICE}/UpdateTransport`, BRAND);
      expect(sent).toMatchObject({
        method: 'PUT',
        query: { pricingId },
        body: { proposalId: other.id },
      });
    });

    it('CreateSelection freezes the pricing for the cart', async () => {
      const pricing = await retrievePricing(pricingId);
      const selection = await createSelection(pricingId);
      expect(selection).toEqual({
        selectionId: expect.stringMatching(/^sel-/),
        pricingId,
        price: pricing.price.total,
      });
      expect((await lastRequest(`${SERVICE}/CreateSelection`, BRAND)).body).toEqual({ pricingId });
    });

    it('RetreiveAccommodationStaticData answers the hotel in a language', async () => {
      const hotel = await retrieveAccommodationStaticData(accommodationId, 'it');
      expect(hotel).toMatchObject({
        id: accommodationId,
        name: expect.any(String),
        description: expect.any(String),
        destination: { code: 'PMI', name: 'Palma di Maiorca' },
        checkInTime: expect.stringMatching(/^\d\d:\d\d$/),
      });
      expect(hotel.imageUrls.length).toBeGreaterThan(0);
      expect(hotel.mealPlans.length).toBeGreaterThan(0);
      expect(
        (await lastRequest(`${SERVICE}/RetreiveAccommodationStaticData`, BRAND)).query,
      ).toEqual({ accommodationId, language: 'it' });
    });

    it('RetreiveAccommodationPromotion answers a hotel’s promotions', async () => {
      const { proposals } = await retrieveHotelProposals({
        searchId,
        language: 'it',
        facets: [{ name: HDP_FACETS.deals, values: ['true'] }],
      });
      const onDeal = proposals[0]?.accommodation.id ?? '';
      await expect(retrieveAccommodationPromotions(onDeal)).resolves.toEqual([
        {
          code: 'DEAL',
          titleKey: 'promotion.deal.title',
          discountPercent: proposals[0]?.dealDiscountPercent,
        },
      ]);
      expect((await lastRequest(`${SERVICE}/RetreiveAccommodationPromotion`, BRAND)).query).toEqual(
        { accommodationId: onDeal },
      );
      await expect(retrieveAccommodationPromotions('H-NOPE')).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });
  });
});
