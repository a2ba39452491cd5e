import { EMPTY_ACCOMMODATION_FILTERS } from './accommodation-filters';
import type { AccommodationFilters } from './accommodation-filters';
import {
  parseAccommodationFilters,
  parseFlightFilters,
  writeAccommodationFilters,
  writeFlightFilters,
} from './filters-url';
import { EMPTY_FLIGHT_FILTERS } from './flight-filters';
import type { FlightFilters } from './flight-filters';

const noSearchFilters = { mealPlans: [], freeCancellation: false };

describe('parseFlightFilters', () => {
  it('reads every flight filter of a deep link', () => {
    const { filters, issues } = parseFlightFilters(
      'f.price=50-400&f.ostops=0-1&f.istops=2&f.bags=cabin&f.otime=360-720&f.itime=0-1440' +
        '&f.conn=180&f.dur=600&f.air=fr-U2&f.odep=MAD&f.oarr=PMI&f.idep=pmi&f.iarr=MAD-TOJ' +
        '&f.same=true&f.direct=true',
    );
    expect(issues).toEqual([]);
    expect(filters).toEqual({
      budgetRange: { from: 50, to: 400 },
      outboundStops: [0, 1],
      inboundStops: [2],
      luggageOptions: ['CABIN'],
      outboundDepartureTime: { from: 360, to: 720 },
      inboundDepartureTime: { from: 0, to: 1440 },
      connectionTime: 180,
      tripDuration: 600,
      airlines: ['FR', 'U2'],
      outboundDepartureLocations: ['MAD'],
      outboundArrivalLocations: ['PMI'],
      inboundDepartureLocations: ['PMI'],
      inboundArrivalLocations: ['MAD', 'TOJ'],
      depArrSameLocation: true,
      onlyDirectRoutes: true,
    });
  });

  it('gives the empty filters to a link without filters', () => {
    expect(parseFlightFilters('adults=2&a=token')).toEqual({
      filters: EMPTY_FLIGHT_FILTERS,
      issues: [],
    });
  });

  it.each([
    ['f.price', '400-50', 'search.errors.filters.price', { max: 1_000_000 }],
    ['f.price', '50', 'search.errors.filters.price', { max: 1_000_000 }],
    ['f.price', '0-1000001', 'search.errors.filters.price', { max: 1_000_000 }],
    ['f.ostops', '3', 'search.errors.filters.outboundStops', undefined],
    ['f.istops', '0-1-2-0', 'search.errors.filters.inboundStops', undefined],
    ['f.bags', 'CABIN_CHECKED', 'search.errors.filters.luggage', undefined],
    ['f.otime', '720-360', 'search.errors.filters.outboundDepartureTime', undefined],
    ['f.itime', '0-1441', 'search.errors.filters.inboundDepartureTime', undefined],
    ['f.conn', '4321', 'search.errors.filters.connectionTime', { min: 0, max: 4320 }],
    ['f.dur', '-5', 'search.errors.filters.tripDuration', { min: 0, max: 4320 }],
    ['f.air', 'F', 'search.errors.filters.airlines', undefined],
    ['f.odep', 'MAD,BCN', 'search.errors.filters.outboundDepartureLocations', undefined],
    ['f.oarr', 'P-M-I', 'search.errors.filters.outboundArrivalLocations', undefined],
    ['f.idep', 'ÅÄÖ', 'search.errors.filters.inboundDepartureLocations', undefined],
    ['f.iarr', 'MAD-', 'search.errors.filters.inboundArrivalLocations', undefined],
    ['f.same', 'yes', 'search.errors.filters.depArrSameLocation', undefined],
    ['f.direct', '1', 'search.errors.filters.onlyDirectRoutes', undefined],
  ])('rejects %s=%s with %s', (param, value, reason, values) => {
    const { filters, issues } = parseFlightFilters(new URLSearchParams({ [param]: value }));
    expect(filters).toEqual(EMPTY_FLIGHT_FILTERS);
    expect(issues).toEqual([{ param, value, reason, ...(values ? { values } : {}) }]);
  });

  it('rejects more than 50 airlines without reading them one by one', () => {
    const many = Array.from({ length: 51 }, (_, index) => `A${index}`).join('-');
    expect(parseFlightFilters(`f.air=${many}`).issues.map((issue) => issue.reason)).toEqual([
      'search.errors.filters.airlines',
    ]);
  });

  it('keeps every valid filter when others are rejected', () => {
    const { filters, issues } = parseFlightFilters('f.conn=abc&f.direct=true&f.ostops=9');
    expect(filters).toEqual({ ...EMPTY_FLIGHT_FILTERS, onlyDirectRoutes: true });
    expect(issues.map((issue) => issue.param)).toEqual(['f.ostops', 'f.conn']);
  });

  it('keeps the first value of a repeated filter and reports the other value', () => {
    expect(parseFlightFilters('f.dur=60&f.dur=90')).toEqual({
      filters: { ...EMPTY_FLIGHT_FILTERS, tripDuration: 60 },
      issues: [
        {
          param: 'f.dur',
          value: '90',
          reason: 'search.errors.repeated',
          values: { param: 'f.dur' },
        },
      ],
    });
  });
});

describe('writeFlightFilters', () => {
  const chosen: FlightFilters = {
    budgetRange: { from: 50, to: 400 },
    outboundStops: [1, 0],
    inboundStops: [2],
    luggageOptions: ['CHECKED', 'CABIN'],
    outboundDepartureTime: { from: 360, to: 720 },
    inboundDepartureTime: null,
    connectionTime: 0,
    tripDuration: 600,
    airlines: ['U2', 'FR', 'U2'],
    outboundDepartureLocations: [],
    outboundArrivalLocations: ['PMI'],
    inboundDepartureLocations: [],
    inboundArrivalLocations: [],
    depArrSameLocation: false,
    onlyDirectRoutes: true,
  };

  it('writes every chosen filter, lists sorted and without duplicates', () => {
    expect(writeFlightFilters(chosen).toString()).toBe(
      'f.price=50-400&f.ostops=0-1&f.istops=2&f.bags=CABIN-CHECKED&f.otime=360-720&f.conn=0' +
        '&f.dur=600&f.air=FR-U2&f.oarr=PMI&f.direct=true',
    );
  });

  it('writes nothing for the empty filters', () => {
    expect(writeFlightFilters(EMPTY_FLIGHT_FILTERS).toString()).toBe('');
  });

  it('replaces the filters of the base and keeps its other parameters', () => {
    const base = new URLSearchParams('adults=3&f.air=IB&f.same=true&page=2');
    expect(writeFlightFilters({ ...EMPTY_FLIGHT_FILTERS, tripDuration: 90 }, base).toString()).toBe(
      'adults=3&page=2&f.dur=90',
    );
    expect(base.toString()).toBe('adults=3&f.air=IB&f.same=true&page=2');
  });

  it('writes what parseFlightFilters reads back unchanged', () => {
    const written = writeFlightFilters(chosen);
    const reread = parseFlightFilters(written);
    expect(reread.issues).toEqual([]);
    expect(writeFlightFilters(reread.filters).toString()).toBe(written.toString());
  });
});

describe('parseAccommodationFilters', () => {
  it('reads every accommodation filter of a deep link, meal plans and free cancellation from the search', () => {
    const { filters, issues } = parseAccommodationFilters(
      'h.price=80-250&h.deals=true&h.type=hotel-VILLA&h.stars=4-5&h.rating=7.5' +
        '&h.amen=POOL-WIFI&h.char=BEACH&h.map=39.1_2.3_39.9_-3.123456',
      { mealPlans: ['HALF_BOARD'], freeCancellation: true },
    );
    expect(issues).toEqual([]);
    expect(filters).toEqual({
      priceRange: { from: 80, to: 250 },
      deals: true,
      freeCancellation: true,
      propertyType: ['HOTEL', 'VILLA'],
      stars: [4, 5],
      rating: 7.5,
      amenities: ['POOL', 'WIFI'],
      characteristics: ['BEACH'],
      mealPlan: ['HALF_BOARD'],
      mapBoundingBox: { south: 39.1, west: 2.3, north: 39.9, east: -3.123456 },
    });
  });

  it('gives the empty filters to a link without filters', () => {
    expect(parseAccommodationFilters('', noSearchFilters)).toEqual({
      filters: EMPTY_ACCOMMODATION_FILTERS,
      issues: [],
    });
  });

  it.each([
    ['h.price', '10-5', 'search.errors.filters.price', { max: 1_000_000 }],
    ['h.deals', 'TRUE', 'search.errors.filters.deals', undefined],
    ['h.type', 'CASTLE', 'search.errors.filters.propertyType', undefined],
    ['h.stars', '0-6', 'search.errors.filters.stars', undefined],
    ['h.rating', '10.5', 'search.errors.filters.rating', { min: 0, max: 10 }],
    ['h.rating', '7.25', 'search.errors.filters.rating', { min: 0, max: 10 }],
    ['h.amen', 'free wifi', 'search.errors.filters.amenities', undefined],
    ['h.char', 'A--B', 'search.errors.filters.characteristics', undefined],
    ['h.map', '39_2_38_3', 'search.errors.filters.mapBoundingBox', undefined],
    ['h.map', '91_2_92_3', 'search.errors.filters.mapBoundingBox', undefined],
    ['h.map', '1_2_3', 'search.errors.filters.mapBoundingBox', undefined],
    ['h.map', '1_2_3_4_5', 'search.errors.filters.mapBoundingBox', undefined],
    ['h.map', '1e1_2_3_4', 'search.errors.filters.mapBoundingBox', undefined],
  ])('rejects %s=%s with %s', (param, value, reason, values) => {
    const { filters, issues } = parseAccommodationFilters(
      new URLSearchParams({ [param]: value }),
      noSearchFilters,
    );
    expect(filters).toEqual(EMPTY_ACCOMMODATION_FILTERS);
    expect(issues).toEqual([{ param, value, reason, ...(values ? { values } : {}) }]);
  });

  it('reads a bounding box that crosses the antimeridian', () => {
    expect(
      parseAccommodationFilters('h.map=-20_170_-10_-170', noSearchFilters).filters.mapBoundingBox,
    ).toEqual({ south: -20, west: 170, north: -10, east: -170 });
  });
});

describe('writeAccommodationFilters', () => {
  const chosen: AccommodationFilters = {
    priceRange: { from: 80, to: 250 },
    deals: true,
    freeCancellation: true,
    propertyType: ['VILLA', 'HOTEL'],
    stars: [5, 4],
    rating: 8,
    amenities: ['WIFI', 'POOL'],
    characteristics: [],
    mealPlan: ['ALL_MEAL_PLANS', 'FULL_BOARD'],
    mapBoundingBox: { south: 39.1234567, west: 2.3, north: 39.9, east: 3.1234567 },
  };

  it('writes the search, its meal plans and free cancellation from the filters, then the h. filters', () => {
    expect(writeAccommodationFilters(chosen, { destination: 'pmi', adults: 3 }).toString()).toBe(
      'destination=pmi&adults=3&mealPlans=FULL_BOARD&freeCancellation=true&h.price=80-250' +
        '&h.deals=true&h.type=HOTEL-VILLA&h.stars=4-5&h.rating=8&h.amen=POOL-WIFI' +
        '&h.map=39.12346_2.3_39.9_3.123457',
    );
  });

  it('drops ALL_MEAL_PLANS from the mealPlans parameter', () => {
    const written = writeAccommodationFilters(
      { ...EMPTY_ACCOMMODATION_FILTERS, mealPlan: ['ALL_MEAL_PLANS'] },
      { mealPlans: ['ROOM_ONLY'] },
    );
    expect(written.has('mealPlans')).toBe(false);
  });

  it('keeps parameters of the base that are neither search nor filters', () => {
    const base = new URLSearchParams('a=token&h.stars=3&mealPlans=ROOM_ONLY&page=4');
    expect(writeAccommodationFilters(EMPTY_ACCOMMODATION_FILTERS, {}, base).toString()).toBe(
      'a=token&page=4',
    );
  });

  it('writes what parseAccommodationFilters reads back unchanged', () => {
    const written = writeAccommodationFilters(chosen, {});
    const reread = parseAccommodationFilters(written, {
      mealPlans: ['FULL_BOARD'],
      freeCancellation: true,
    });
    expect(reread.issues).toEqual([]);
    expect(writeAccommodationFilters(reread.filters, {}).toString()).toBe(written.toString());
  });
});
