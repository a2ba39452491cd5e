import { FLIGHT_FACETS } from './contract';
import type { Facet } from './contract';
import {
  EMPTY_FLIGHT_FILTERS,
  flightFiltersSchema,
  flightFiltersToFacets,
  flightSort,
  minutesToClock,
} from './flight-filters';
import type { FlightFilters } from './flight-filters';

const facetsOf = (
  chosen: Partial<FlightFilters>,
  brand?: Parameters<typeof flightFiltersToFacets>[1],
) => flightFiltersToFacets({ ...EMPTY_FLIGHT_FILTERS, ...chosen }, brand);
const facetNamed = (facets: Facet[], name: string) => facets.find((facet) => facet.name === name);
const freeFlightBrand = { freeFlightConditions: { voucherAmount: 3 } };

describe('flightFiltersToFacets', () => {
  it('sends no facet when no filter is chosen', () => {
    expect(flightFiltersToFacets(EMPTY_FLIGHT_FILTERS)).toEqual([]);
  });

  it('has empty filters that the schema accepts', () => {
    expect(flightFiltersSchema.safeParse(EMPTY_FLIGHT_FILTERS).success).toBe(true);
  });

  it('sends the budget range as the price facet', () => {
    expect(facetsOf({ budgetRange: { from: 50, to: 400 } })).toEqual([
      { name: FLIGHT_FACETS.price, from: 50, to: 400 },
    ]);
  });

  it('sends the chosen stops each way, sorted and without duplicates', () => {
    expect(facetsOf({ outboundStops: [1, 0, 1], inboundStops: [2] })).toEqual([
      { name: FLIGHT_FACETS.outboundStops, values: ['0', '1'] },
      { name: FLIGHT_FACETS.inboundStops, values: ['2'] },
    ]);
  });

  it('forces 0 stops both ways when only direct routes are wanted', () => {
    expect(facetsOf({ onlyDirectRoutes: true })).toEqual([
      { name: FLIGHT_FACETS.outboundStops, values: ['0'] },
      { name: FLIGHT_FACETS.inboundStops, values: ['0'] },
    ]);
  });

  it('lets only direct routes override the stops chosen', () => {
    const facets = facetsOf({ onlyDirectRoutes: true, outboundStops: [1, 2], inboundStops: [2] });
    expect(facetNamed(facets, FLIGHT_FACETS.outboundStops)).toEqual({
      name: FLIGHT_FACETS.outboundStops,
      values: ['0'],
    });
    expect(facetNamed(facets, FLIGHT_FACETS.inboundStops)).toEqual({
      name: FLIGHT_FACETS.inboundStops,
      values: ['0'],
    });
  });

  it('maps both luggage options to CABIN_CHECKED only', () => {
    expect(facetsOf({ luggageOptions: ['CHECKED', 'CABIN'] })).toEqual([
      { name: FLIGHT_FACETS.luggage, values: ['CABIN_CHECKED'] },
    ]);
  });

  it.each([['CABIN'], ['CHECKED']] as const)(
    'maps the single luggage option %s to CABIN_CHECKED plus that option',
    (option) => {
      expect(facetsOf({ luggageOptions: [option] })).toEqual([
        { name: FLIGHT_FACETS.luggage, values: ['CABIN_CHECKED', option] },
      ]);
    },
  );

  it('counts a luggage option chosen twice as one option', () => {
    expect(facetsOf({ luggageOptions: ['CABIN', 'CABIN'] })).toEqual([
      { name: FLIGHT_FACETS.luggage, values: ['CABIN_CHECKED', 'CABIN'] },
    ]);
  });

  it('converts departure time windows from minutes to zero-padded HH:MM', () => {
    expect(
      facetsOf({
        outboundDepartureTime: { from: 65, to: 600 },
        inboundDepartureTime: { from: 1200, to: 1439 },
      }),
    ).toEqual([
      { name: FLIGHT_FACETS.outboundDepartureTime, from: '01:05', to: '10:00' },
      { name: FLIGHT_FACETS.inboundDepartureTime, from: '20:00', to: '23:59' },
    ]);
  });

  it('sends the end of the day, minute 1440, as 23:59', () => {
    expect(facetsOf({ outboundDepartureTime: { from: 720, to: 1440 } })).toEqual([
      { name: FLIGHT_FACETS.outboundDepartureTime, from: '12:00', to: '23:59' },
    ]);
  });

  it('sends no facet for a departure window spanning the whole day', () => {
    expect(facetsOf({ outboundDepartureTime: { from: 0, to: 1440 } })).toEqual([]);
  });

  it('makes connection time and trip duration ranges from 0 to the chosen maximum', () => {
    expect(facetsOf({ connectionTime: 180, tripDuration: 600 })).toEqual([
      { name: FLIGHT_FACETS.connectionTime, from: 0, to: 180 },
      { name: FLIGHT_FACETS.tripDuration, from: 0, to: 600 },
    ]);
  });

  it('sends airlines and each leg’s airports as value facets, sorted and without duplicates', () => {
    expect(
      facetsOf({
        airlines: ['U2', 'FR', 'U2'],
        outboundDepartureLocations: ['MAD'],
        outboundArrivalLocations: ['PMI'],
        inboundDepartureLocations: ['PMI'],
        inboundArrivalLocations: ['TOJ', 'MAD'],
      }),
    ).toEqual([
      { name: FLIGHT_FACETS.airlines, values: ['FR', 'U2'] },
      { name: FLIGHT_FACETS.outboundDepartureLocations, values: ['MAD'] },
      { name: FLIGHT_FACETS.outboundArrivalLocations, values: ['PMI'] },
      { name: FLIGHT_FACETS.inboundDepartureLocations, values: ['PMI'] },
      { name: FLIGHT_FACETS.inboundArrivalLocations, values: ['MAD', 'TOJ'] },
    ]);
  });

  it('sends the same departure and arrival location facet only when chosen', () => {
    expect(facetsOf({ depArrSameLocation: true })).toEqual([
      { name: FLIGHT_FACETS.depArrSameLocation, values: ['true'] },
    ]);
    expect(facetsOf({ depArrSameLocation: false })).toEqual([]);
  });

  it('caps the price at voucherAmount × 100 on a free-flight brand, whatever the budget', () => {
    expect(facetsOf({ budgetRange: { from: 50, to: 1000 } }, freeFlightBrand)).toEqual([
      { name: FLIGHT_FACETS.price, from: 0, to: 300 },
    ]);
    expect(facetsOf({}, freeFlightBrand)).toEqual([
      { name: FLIGHT_FACETS.price, from: 0, to: 300 },
    ]);
  });

  it('keeps the chosen budget on a brand without free-flight conditions', () => {
    expect(facetsOf({ budgetRange: { from: 5, to: 9 } }, { freeFlightConditions: null })).toEqual([
      { name: FLIGHT_FACETS.price, from: 5, to: 9 },
    ]);
  });
});

describe('minutesToClock', () => {
  it.each([
    [0, '00:00'],
    [9, '00:09'],
    [61, '01:01'],
    [1439, '23:59'],
    [1440, '23:59'],
  ])('writes minute %i as %s', (minutes, clock) => {
    expect(minutesToClock(minutes)).toBe(clock);
  });
});

describe('flightSort', () => {
  it('is RECOMMENDED ascending when nothing is chosen', () => {
    expect(flightSort(null)).toEqual({ name: 'RECOMMENDED', ascending: true });
  });

  it('keeps the chosen sort', () => {
    expect(flightSort({ name: 'DURATION', ascending: false })).toEqual({
      name: 'DURATION',
      ascending: false,
    });
  });

  it('forces PRICE ascending on a free-flight brand', () => {
    expect(flightSort({ name: 'DURATION', ascending: false }, freeFlightBrand)).toEqual({
      name: 'PRICE',
      ascending: true,
    });
  });
});
