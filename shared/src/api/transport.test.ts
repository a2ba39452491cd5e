import { DEFAULT_SORT, FLIGHT_FACETS } from '../domain/contract';
import { EMPTY_FLIGHT_FILTERS, flightFiltersToFacets } from '../domain/flight-filters';
import { createFlightSearch, getFlightProposal, retrieveFlightProposals } from './transport';
import {
  daysFromToday,
  injectFault,
  lastRequest,
  pendingFaults,
  signInAs,
  signOut,
} from '@storefront/testing/sandbox';

const BRAND = 'flyfree.localhost';
const SERVICE = 'ShoppingTransportService';
const ROUND_TRIP = {
  departure: 'MAD',
  destination: 'LON',
  outboundDate: daysFromToday(40),
  returnDate: daysFromToday(47),
  travellers: { adults: 2, childrenAges: [7] },
};

describe('ShoppingTransportService', () => {
  let searchId: string;
  beforeAll(async () => {
    await signInAs(BRAND);
    const created = await createFlightSearch(ROUND_TRIP);
    if (created === null) throw new Error('the flight search could not be created');
    searchId = created;
  });
  afterAll(signOut);
  afterEach(async () => expect(await pendingFaults(BRAND)).toEqual([]));

  describe('CreateSearch', () => {
    it('answers the search id and always sends transportType ONLY_FLIGHT', async () => {
      expect(searchId).toMatch(/^ts-/);
      const second = await createFlightSearch({
        ...ROUND_TRIP,
        productType: 'FF',
        returnDate: null,
      });
      expect(second).toEqual(expect.any(String));
      const { body } = await lastRequest(`${SERVICE}/CreateSearch`, BRAND);
      expect(body).toEqual({
        productType: 'FF',
        departure: 'MAD',
        destination: 'LON',
        outboundDate: ROUND_TRIP.outboundDate,
        returnDate: null,
        travellers: { adults: 2, childrenAges: [7] },
        transportType: 'ONLY_FLIGHT',
      });
    });

    it('returns null and logs the message when the search cannot be created', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
      await expect(createFlightSearch({ ...ROUND_TRIP, destination: 'MAD' })).resolves.toBeNull();
      await injectFault({ call: `${SERVICE}/CreateSearch`, kind: 'GENERIC_ERROR', brand: BRAND });
      await expect(createFlightSearch(ROUND_TRIP)).resolves.toBeNull();
      expect(logged.mock.calls.map(([line]) => line)).toEqual([
        `[api] ${SERVICE}/CreateSearch: VALIDATION_ERROR: departure and destination are the same city`,
        expect.stringMatching(
          new RegExp(`^\\[api\\] ${SERVICE}/CreateSearch: GENERIC_ERROR: Injected GENERIC_ERROR`),
        ),
      ]);
    });
  });

  describe('RetrieveProposals', () => {
    it('sends page 1 of 20, RECOMMENDED and the static data language by default', async () => {
      const page = await retrieveFlightProposals({ searchId, language: 'fr' });
      const sent = await lastRequest(`${SERVICE}/RetrieveProposals`, BRAND);
      expect(sent.query).toEqual({ searchId });
      expect(sent.body).toEqual({
        page: { number: 1, size: 20 },
        facets: [],
        sort: DEFAULT_SORT,
        staticData: { language: 'fr' },
        filtersMetadata: false,
      });
      expect(page.searchId).toBe(searchId);
      expect(page.proposals).toHaveLength(20);
      expect(page.page).toEqual({
        number: 1,
        size: 20,
        totalPages: Math.ceil(page.page.totalItems / 20),
        totalItems: expect.any(Number),
      });
      expect(page.page.totalItems).toBeGreaterThanOrEqual(2000);
      expect(page.filters).toBeNull();
      expect(page.staticData.language).toBe('fr');
      expect(page.staticData.airports).toContainEqual({
        code: 'LHR',
        name: 'Aéroport de Londres Heathrow',
        cityCode: 'LON',
        cityName: 'Londres',
      });
      expect(page.staticData.airlines.length).toBeGreaterThan(0);
    });

    it('reshapes a proposal into legs, segments and Money prices', async () => {
      const [proposal] = (await retrieveFlightProposals({ searchId, language: 'en' })).proposals;
      expect(proposal).toMatchObject({
        id: expect.stringMatching(new RegExp(`^${searchId}_\\d+$`)),
        tripType: 'RETURN',
        luggage: expect.stringMatching(/^(CABIN|CHECKED|CABIN_CHECKED)$/),
        price: {
          total: { amount: expect.any(Number), currency: 'EUR' },
          perAdult: { amount: expect.any(Number), currency: 'EUR' },
        },
      });
      const outbound = proposal?.outbound;
      expect(outbound?.departure.airport).toBe(outbound?.segments[0]?.departure.airport);
      expect(outbound?.segments[0]).toEqual({
        id: expect.any(String),
        flightNumber: expect.any(String),
        airlineCode: expect.any(String),
        departure: { airport: expect.any(String), dateTime: expect.any(String) },
        arrival: { airport: expect.any(String), dateTime: expect.any(String) },
        durationMinutes: expect.any(Number),
      });
      expect(proposal?.inbound?.departure.dateTime.slice(0, 10)).toBe(ROUND_TRIP.returnDate);
      const breakdown = proposal?.price.breakdown ?? [];
      expect(breakdown.map((line) => line.code)).toEqual(['FARE', 'TAXES']);
      const sum = breakdown.reduce((total, line) => total + line.amount.amount, 0);
      expect(sum).toBeCloseTo(proposal?.price.total.amount ?? 0, 2);
    });

    it('sends the facets of the domain filters, the sort, the page and asks for metadata', async () => {
      const facets = flightFiltersToFacets({ ...EMPTY_FLIGHT_FILTERS, onlyDirectRoutes: true });
      const sort = { name: 'PRICE', ascending: true } as const;
      const page = await retrieveFlightProposals({
        searchId,
        language: 'en',
        facets,
        sort,
        page: 2,
        pageSize: 10,
        filtersMetadata: true,
      });
      expect((await lastRequest(`${SERVICE}/RetrieveProposals`, BRAND)).body).toEqual({
        page: { number: 2, size: 10 },
        facets: [
          { name: FLIGHT_FACETS.outboundStops, values: ['0'] },
          { name: FLIGHT_FACETS.inboundStops, values: ['0'] },
        ],
        sort,
        staticData: { language: 'en' },
        filtersMetadata: true,
      });
      expect(page.page).toMatchObject({ number: 2, size: 10 });
      expect(page.proposals.length).toBeGreaterThan(0);
      expect(page.proposals.every((p) => p.outbound.stops === 0 && p.inbound?.stops === 0)).toBe(
        true,
      );
      const prices = page.proposals.map((p) => p.price.total.amount);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const stops = page.filters?.find((entry) => entry.name === FLIGHT_FACETS.outboundStops);
      expect(stops).toMatchObject({ type: 'VALUES', values: expect.any(Array) });
      expect(page.filters?.find((entry) => entry.name === FLIGHT_FACETS.price)).toMatchObject({
        type: 'RANGE',
        min: expect.any(Number),
        max: expect.any(Number),
      });
    });

    it.each(['NO_CONTENT', 'GENERIC_ERROR'] as const)(
      'surfaces %s for the caller to act on (no results, retry)',
      async (code) => {
        await injectFault({ call: `${SERVICE}/RetrieveProposals`, kind: code, brand: BRAND });
        await expect(retrieveFlightProposals({ searchId, language: 'en' })).rejects.toMatchObject({
          code,
          call: `${SERVICE}/RetrieveProposals`,
        });
      },
    );

    it('turns a malformed answer into MALFORMED_RESPONSE', async () => {
      await injectFault({ call: `${SERVICE}/RetrieveProposals`, kind: 'MALFORMED', brand: BRAND });
      await expect(retrieveFlightProposals({ searchId, language: 'en' })).rejects.toMatchObject({
        code: 'MALFORMED_RESPONSE',
      });
    });
  });

  describe('GetTransportProposalByProposalId', () => {
    it('answers one proposal by id, with its search', async () => {
      const [first] = (await retrieveFlightProposals({ searchId, language: 'en' })).proposals;
      if (!first) throw new Error('no proposal');
      await expect(getFlightProposal(first.id)).resolves.toEqual({ ...first, searchId });
      expect(
        (await lastRequest(`${SERVICE}/GetTransportProposalByProposalId`, BRAND)).query,
      ).toEqual({ proposalId: first.id });
    });

    it('answers NOT_FOUND for an unknown proposal', async () => {
      await expect(getFlightProposal(`${searchId}_999999`)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
      });
    });
  });
});
