import { FLIGHT_FACETS, type Facet, type Sort } from '../../../../shared/src/domain/contract';
import type { FacetMetadata } from '../../lib/facets';
import type { flightProposalView } from '../../lib/flight-view';
import { createHarness, type Harness } from '../../testing/harness';

type Proposal = ReturnType<typeof flightProposalView>;
type Page = {
  searchId: string;
  total: number;
  page: { number: number; size: number; totalPages: number };
  proposals: Proposal[];
  filtersMetadata?: FacetMetadata[];
  staticData: {
    language: string;
    airlines: { code: string; name: string }[];
    airports: { code: string; name: string }[];
  };
};
type RetrieveBody = {
  facets?: Facet[];
  sort?: Sort;
  page?: { number: number; size: number };
  filtersMetadata?: boolean;
  staticData?: { language: string };
};

const ROUND_TRIP = {
  departure: 'lon',
  destination: 'rom',
  outboundDate: '20260710',
  returnDate: '2026-07-17',
};

describe('ShoppingTransportService', () => {
  let sandbox: Harness;
  let token: string;
  let roundTrip: string;
  beforeAll(async () => {
    sandbox = await createHarness();
    token = await sandbox.signIn();
    roundTrip = await createSearch(ROUND_TRIP);
  });
  afterAll(() => sandbox.close());

  async function createSearch(overrides: Record<string, unknown>): Promise<string> {
    const body = {
      travellers: { adults: 2, childrenAges: [] },
      transportType: 'ONLY_FLIGHT',
      ...overrides,
    };
    return (
      await sandbox.result<{ searchId: string }>('POST', 'ShoppingTransportService/CreateSearch', {
        token,
        body,
      })
    ).searchId;
  }

  const retrieve = (searchId: string, body: RetrieveBody = {}) =>
    sandbox.result<Page>('POST', 'ShoppingTransportService/RetrieveProposals', {
      token,
      query: { searchId },
      body,
    });

  const filtered = (facets: Facet[], searchId = roundTrip) =>
    retrieve(searchId, { facets, page: { number: 1, size: 100 } });

  it('gives at least 2,000 proposals for a one-way and a return search on any route', async () => {
    const oneWay = await createSearch({
      departure: 'MAD',
      destination: 'PMI',
      outboundDate: '2026-08-01',
      returnDate: null,
    });
    const oneWayPage = await retrieve(oneWay);
    expect(oneWayPage.total).toBeGreaterThanOrEqual(2000);
    expect(oneWayPage.proposals[0]).toMatchObject({ tripType: 'ONE_WAY', inbound: null });
    const longHaul = await createSearch({
      departure: 'EDI',
      destination: 'MLE',
      outboundDate: '2026-09-03',
      returnDate: '2026-09-20',
    });
    expect((await retrieve(longHaul)).total).toBeGreaterThanOrEqual(2000);
    expect((await retrieve(roundTrip)).total).toBeGreaterThanOrEqual(2000);
  });

  it('generates the same proposals for the same search on every run', async () => {
    const other = await createHarness();
    try {
      const otherToken = await other.signIn();
      const body = {
        travellers: { adults: 2, childrenAges: [] },
        transportType: 'ONLY_FLIGHT',
        ...ROUND_TRIP,
      };
      const { searchId } = await other.result<{ searchId: string }>(
        'POST',
        'ShoppingTransportService/CreateSearch',
        { token: otherToken, body },
      );
      const theirs = await other.result<Page>(
        'POST',
        'ShoppingTransportService/RetrieveProposals',
        { token: otherToken, query: { searchId }, body: {} },
      );
      const ours = await retrieve(roundTrip);
      const strip = (page: Page) => page.proposals.map(({ id: _id, ...rest }) => rest);
      expect(strip(theirs)).toEqual(strip(ours));
    } finally {
      await other.close();
    }
  });

  it('rejects a transport type other than ONLY_FLIGHT, unknown places and the same city twice', async () => {
    const cases = [
      { ...ROUND_TRIP, transportType: 'TRAIN' },
      { ...ROUND_TRIP, destination: 'XXX' },
      { ...ROUND_TRIP, destination: 'LHR' },
      { ...ROUND_TRIP, returnDate: '2026-07-01' },
    ];
    for (const overrides of cases) {
      const answer = await sandbox.api('POST', 'ShoppingTransportService/CreateSearch', {
        token,
        body: {
          travellers: { adults: 1, childrenAges: [] },
          transportType: 'ONLY_FLIGHT',
          ...overrides,
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.envelope.error?.code).toBe('VALIDATION_ERROR');
    }
  });

  describe('facets', () => {
    const legsOf = (proposal: Proposal) => [
      proposal.outbound,
      ...(proposal.inbound ? [proposal.inbound] : []),
    ];
    const clock = (dateTime: string) => dateTime.slice(11, 16);
    const cases: [string, Facet, (proposal: Proposal) => boolean][] = [
      ['PRICE', { name: FLIGHT_FACETS.price, from: 0, to: 700 }, (p) => p.price.total <= 700],
      [
        'OUTBOUND_STOPS',
        { name: FLIGHT_FACETS.outboundStops, values: ['0'] },
        (p) => p.outbound.stops === 0,
      ],
      [
        'INBOUND_STOPS',
        { name: FLIGHT_FACETS.inboundStops, values: ['2'] },
        (p) => (p.inbound?.stops ?? 0) >= 2,
      ],
      [
        'LUGGAGE',
        { name: FLIGHT_FACETS.luggage, values: ['CABIN_CHECKED'] },
        (p) => p.luggage === 'CABIN_CHECKED',
      ],
      [
        'OUTBOUND_DEPARTURE_TIME',
        { name: FLIGHT_FACETS.outboundDepartureTime, from: '06:00', to: '09:59' },
        (p) =>
          clock(p.outbound.departure.dateTime) >= '06:00' &&
          clock(p.outbound.departure.dateTime) <= '09:59',
      ],
      [
        'INBOUND_DEPARTURE_TIME',
        { name: FLIGHT_FACETS.inboundDepartureTime, from: '18:00', to: '23:59' },
        (p) => clock(p.inbound?.departure.dateTime ?? '') >= '18:00',
      ],
      [
        'CONNECTION_TIME',
        { name: FLIGHT_FACETS.connectionTime, from: 0, to: 90 },
        (p) =>
          legsOf(p).every((leg) => leg.connections.every((connection) => connection.minutes <= 90)),
      ],
      [
        'TRIP_DURATION',
        { name: FLIGHT_FACETS.tripDuration, from: 0, to: 240 },
        (p) => legsOf(p).every((leg) => leg.durationMinutes <= 240),
      ],
      [
        'AIRLINES',
        { name: FLIGHT_FACETS.airlines, values: ['AZ', 'BA', 'U2'] },
        (p) =>
          legsOf(p).every((leg) =>
            leg.segments.every((segment) => ['AZ', 'BA', 'U2'].includes(segment.airlineCode)),
          ),
      ],
      [
        'OUTBOUND_DEPARTURE_LOCATIONS',
        { name: FLIGHT_FACETS.outboundDepartureLocations, values: ['LGW'] },
        (p) => p.outbound.departure.airport === 'LGW',
      ],
      [
        'OUTBOUND_ARRIVAL_LOCATIONS',
        { name: FLIGHT_FACETS.outboundArrivalLocations, values: ['CIA'] },
        (p) => p.outbound.arrival.airport === 'CIA',
      ],
      [
        'INBOUND_DEPARTURE_LOCATIONS',
        { name: FLIGHT_FACETS.inboundDepartureLocations, values: ['FCO'] },
        (p) => p.inbound?.departure.airport === 'FCO',
      ],
      [
        'INBOUND_ARRIVAL_LOCATIONS',
        { name: FLIGHT_FACETS.inboundArrivalLocations, values: ['STN'] },
        (p) => p.inbound?.arrival.airport === 'STN',
      ],
      [
        'SAME_DEPARTURE_ARRIVAL_LOCATION',
        { name: FLIGHT_FACETS.depArrSameLocation, values: ['true'] },
        (p) =>
          p.outbound.departure.airport === p.inbound?.arrival.airport &&
          p.outbound.arrival.airport === p.inbound?.departure.airport,
      ],
    ];

    it.each(cases)('%s filters on the server', async (_name, facet, holds) => {
      const all = await retrieve(roundTrip);
      const page = await filtered([facet]);
      expect(page.total).toBeGreaterThan(0);
      expect(page.total).toBeLessThan(all.total);
      expect(page.proposals.length).toBe(Math.min(100, page.total));
      expect(page.proposals.every(holds)).toBe(true);
    });

    it('combines facets, and onlyDirectRoutes-style 0/0 stops gives direct flights both ways', async () => {
      const page = await filtered([
        { name: FLIGHT_FACETS.outboundStops, values: ['0'] },
        { name: FLIGHT_FACETS.inboundStops, values: ['0'] },
      ]);
      expect(page.total).toBeGreaterThan(0);
      expect(page.proposals.every((p) => p.outbound.stops === 0 && p.inbound?.stops === 0)).toBe(
        true,
      );
    });

    it('lets inbound facets pass one-way proposals', async () => {
      const oneWay = await createSearch({
        departure: 'BCN',
        destination: 'AMS',
        outboundDate: '2026-08-01',
        returnDate: null,
      });
      const all = await retrieve(oneWay);
      const page = await filtered([{ name: FLIGHT_FACETS.inboundStops, values: ['0'] }], oneWay);
      expect(page.total).toBe(all.total);
    });

    it('rejects an unknown facet and an unreadable range', async () => {
      for (const facet of [
        { name: 'COLOUR', values: ['red'] },
        { name: FLIGHT_FACETS.outboundDepartureTime, from: 'soon', to: '10:00' },
        { name: FLIGHT_FACETS.price, from: 500, to: 100 },
      ]) {
        const answer = await sandbox.api('POST', 'ShoppingTransportService/RetrieveProposals', {
          token,
          query: { searchId: roundTrip },
          body: { facets: [facet] },
        });
        expect(answer.status).toBe(400);
      }
    });
  });

  describe('sorts', () => {
    const departure = (p: Proposal) => p.outbound.departure.dateTime;
    const duration = (p: Proposal) =>
      p.outbound.durationMinutes + (p.inbound?.durationMinutes ?? 0);
    const cases: [Sort['name'], (p: Proposal) => number | string][] = [
      ['PRICE', (p) => p.price.total],
      ['DURATION', duration],
      ['DEPARTURE_TIME', departure],
    ];

    it.each(cases)('%s orders ascending and descending', async (name, key) => {
      for (const ascending of [true, false]) {
        const page = await retrieve(roundTrip, {
          sort: { name, ascending },
          page: { number: 1, size: 100 },
        });
        const keys = page.proposals.map(key);
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys).toEqual(ascending ? sorted : sorted.reverse());
      }
    });

    it('RECOMMENDED descending is ascending reversed', async () => {
      const first = await retrieve(roundTrip, { sort: { name: 'RECOMMENDED', ascending: true } });
      const reversed = await retrieve(roundTrip, {
        sort: { name: 'RECOMMENDED', ascending: false },
        page: { number: first.page.totalPages, size: 20 },
      });
      const last = reversed.proposals[reversed.proposals.length - 1];
      expect(last?.outbound.id).toBe(first.proposals[0]?.outbound.id);
      expect(first.proposals[0]?.outbound.stops).toBe(0);
    });

    it('refuses a sort the transport service does not offer', async () => {
      const answer = await sandbox.api('POST', 'ShoppingTransportService/RetrieveProposals', {
        token,
        query: { searchId: roundTrip },
        body: { sort: { name: 'STARS', ascending: true } },
      });
      expect(answer.status).toBe(400);
    });
  });

  it('pages by 20 by default, with a short last page and an empty page past the end', async () => {
    const first = await retrieve(roundTrip);
    expect(first.proposals).toHaveLength(20);
    expect(first.page).toEqual({ number: 1, size: 20, totalPages: Math.ceil(first.total / 20) });
    const second = await retrieve(roundTrip, { page: { number: 2, size: 20 } });
    const firstIds = new Set(first.proposals.map((p) => p.id));
    expect(second.proposals.some((p) => firstIds.has(p.id))).toBe(false);
    const last = await retrieve(roundTrip, { page: { number: first.page.totalPages, size: 20 } });
    expect(last.proposals).toHaveLength(first.total - (first.page.totalPages - 1) * 20);
    const past = await retrieve(roundTrip, {
      page: { number: first.page.totalPages + 1, size: 20 },
    });
    expect(past.proposals).toHaveLength(0);
    expect(past.total).toBe(first.total);
  });

  it('computes filtersMetadata counts and ranges on the results, disjunctively', async () => {
    const luggage: Facet = { name: FLIGHT_FACETS.luggage, values: ['CABIN'] };
    const page = await retrieve(roundTrip, { facets: [luggage], filtersMetadata: true });
    const metadata = new Map(page.filtersMetadata?.map((entry) => [entry.name, entry]));
    expect([...metadata.keys()].sort()).toEqual(Object.values(FLIGHT_FACETS).sort());
    const stops = metadata.get(FLIGHT_FACETS.outboundStops);
    if (stops?.type !== 'VALUES') throw new Error('OUTBOUND_STOPS should list values');
    expect(stops.values.reduce((sum, entry) => sum + entry.count, 0)).toBe(page.total);
    const direct = stops.values.find((entry) => entry.value === '0')?.count;
    const directPage = await retrieve(roundTrip, {
      facets: [luggage, { name: FLIGHT_FACETS.outboundStops, values: ['0'] }],
    });
    expect(directPage.total).toBe(direct);
    const luggageValues = metadata.get(FLIGHT_FACETS.luggage);
    expect(
      luggageValues?.type === 'VALUES' && luggageValues.values.map((entry) => entry.value).sort(),
    ).toEqual(['CABIN', 'CABIN_CHECKED', 'CHECKED']);
    const price = metadata.get(FLIGHT_FACETS.price);
    const cheapest = await retrieve(roundTrip, {
      facets: [luggage],
      sort: { name: 'PRICE', ascending: true },
    });
    expect(price).toMatchObject({ type: 'RANGE', min: cheapest.proposals[0]?.price.total });
    expect(metadata.get(FLIGHT_FACETS.outboundDepartureTime)).toMatchObject({
      min: expect.stringMatching(/^\d\d:\d\d$/),
    });
    expect((await retrieve(roundTrip)).filtersMetadata).toBeUndefined();
  });

  it('names airlines and airports in the requested language', async () => {
    const spanish = await retrieve(roundTrip, { staticData: { language: 'es' } });
    const english = await retrieve(roundTrip, { staticData: { language: 'en' } });
    expect(spanish.staticData.airports.find((airport) => airport.code === 'LHR')?.name).toBe(
      'Aeropuerto de Londres Heathrow',
    );
    expect(english.staticData.airports.find((airport) => airport.code === 'LHR')?.name).toBe(
      'London Heathrow Airport',
    );
    expect(english.staticData.airlines.length).toBeGreaterThan(5);
  });

  it('returns one proposal by id, and NOT_FOUND for an unknown one', async () => {
    const [first] = (await retrieve(roundTrip)).proposals;
    const proposal = await sandbox.result<Proposal>(
      'GET',
      'ShoppingTransportService/GetTransportProposalByProposalId',
      {
        token,
        query: { proposalId: first?.id ?? '' },
      },
    );
    expect(proposal).toMatchObject({ ...first, searchId: roundTrip });
    const missing = await sandbox.api(
      'GET',
      'ShoppingTransportService/GetTransportProposalByProposalId',
      {
        token,
        query: { proposalId: `${roundTrip}_999999` },
      },
    );
    expect(missing.status).toBe(404);
  });
});
