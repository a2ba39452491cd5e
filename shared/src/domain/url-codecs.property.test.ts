/**
 * Property tests of the URL codecs: random and adversarial query strings never make a parser
 * throw and always give valid values, and every valid value survives a write-read-write trip.
 * 11,000 runs in all, seeded so that a failure can be replayed.
 *
 * Run in Node rather than jsdom: the codecs need no DOM, and Node's native URLSearchParams is
 * what browsers have, where jsdom's is a far slower JavaScript stand-in.
 *
 * @jest-environment node
 */
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import * as fc from 'fast-check';
import {
  accommodationFiltersSchema,
  EMPTY_ACCOMMODATION_FILTERS,
  PROPERTY_TYPES,
} from './accommodation-filters';
import type { AccommodationFilters } from './accommodation-filters';
import { ALL_MEAL_PLANS, MEAL_PLANS, PRODUCT_TYPES } from './contract';
import {
  ACCOMMODATION_FILTER_PARAMS,
  FILTER_ISSUE_REASONS,
  FLIGHT_FILTER_PARAMS,
  parseAccommodationFilters,
  parseFlightFilters,
  writeAccommodationFilters,
  writeFlightFilters,
} from './filters-url';
import type { FilterParamIssue } from './filters-url';
import { flightFiltersSchema } from './flight-filters';
import type { FlightFilters } from './flight-filters';
import {
  SEARCH_ISSUE_REASONS,
  SEARCH_PARAM_NAMES,
  parseSearchParams,
  searchParamsSchema,
  writeSearchParams,
} from './search-url';
import type { ParsedSearch, SearchParams, SearchParamIssue } from './search-url';

const today = new Date(2025, 5, 15);
const seed = 20250615;
const isoInDays = (days: number) => format(addDays(today, days), 'yyyy-MM-dd');
const filterKeys = [
  ...Object.values(FLIGHT_FILTER_PARAMS),
  ...Object.values(ACCOMMODATION_FILTER_PARAMS),
];

// ---- adversarial query strings ----

const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const trickyValue = fc.constantFrom(
  '',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'NaN',
  'Infinity',
  '-0',
  '1e3',
  '0x1F',
  ' 2',
  '%',
  '%00',
  '%E0%A4%A',
  '%F0%9F%98%80',
  '\u0000',
  '\uD800',
  '\u202Egnp.exe',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  'true',
  'TRUE',
  'false',
  'ALL_MEAL_PLANS',
  '00000000',
  '99991231',
  '20250229',
  '20280229',
  '-',
  '--',
  ',,',
  '_',
  '1_2_3_4',
  '90_180_-90_-180',
  'x'.repeat(20_000),
  '1-'.repeat(10_000),
  'ROOM_ONLY-'.repeat(2_000),
);
const numberish = fc.oneof(
  fc.integer({ min: -100_000, max: 10_000_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.stringMatching(/^\d{8}$/),
  fc.integer({ min: -400, max: 800 }).map((days) => isoInDays(days).replaceAll('-', '')),
);
const listish = fc
  .tuple(
    fc.array(
      fc.oneof(
        fc.integer({ min: -3, max: 30 }).map(String),
        fc.constantFrom(...MEAL_PLANS, ALL_MEAL_PLANS, 'room_only', 'CABIN', 'hotel', 'MAD', ''),
      ),
      { maxLength: 12 },
    ),
    fc.constantFrom('-', ',', '_', '--'),
  )
  .map(([items, separator]) => items.join(separator));
const adversarialValue = fc.oneof(anyText, trickyValue, numberish, listish);
const adversarialKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SEARCH_PARAM_NAMES, ...filterKeys) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'a', 'Adults', '', 'f.', 'h.map '),
  },
  { weight: 1, arbitrary: anyText },
);
const pairs = fc.array(fc.tuple(adversarialKey, adversarialValue), { maxLength: 12 });
/** Raw query text, not encoded: whatever someone may paste or craft. */
const adversarialQuery = fc.oneof(
  pairs.map((entries) => entries.map(([key, value]) => `${key}=${value}`).join('&')),
  fc.tuple(fc.constantFrom('', '?', '??', '&', '#'), anyText).map(([start, text]) => start + text),
);
const adversarialParams = pairs.map((entries) => {
  const params = new URLSearchParams();
  for (const [key, value] of entries) params.append(key, value);
  return params;
});

function expectValidIssues(
  issues: readonly (SearchParamIssue | FilterParamIssue)[],
  reasons: readonly string[],
  params: readonly string[],
) {
  for (const issue of issues) {
    expect(reasons).toContain(issue.reason);
    expect(params).toContain(issue.param);
    expect(issue.value.length).toBeLessThanOrEqual(65);
  }
}

function expectValidSearch({ search, issues }: ParsedSearch) {
  expect(searchParamsSchema.safeParse(search).success).toBe(true);
  const daysAhead = (date: string | undefined) =>
    date === undefined ? undefined : differenceInCalendarDays(parseISO(date), today);
  const outbound = daysAhead(search.outboundDate);
  const back = daysAhead(search.returnDate);
  if (outbound !== undefined) expect(outbound >= 0 && outbound <= 365).toBe(true);
  if (back !== undefined) expect(back >= 0 && back <= 395).toBe(true);
  if (outbound !== undefined && back !== undefined) expect(back >= outbound).toBe(true);
  expectValidIssues(issues, SEARCH_ISSUE_REASONS, SEARCH_PARAM_NAMES);
}

function expectValidFilters(input: URLSearchParams | string) {
  const flights = parseFlightFilters(input);
  expect(flightFiltersSchema.safeParse(flights.filters).success).toBe(true);
  expectValidIssues(flights.issues, FILTER_ISSUE_REASONS, filterKeys);
  const { search } = parseSearchParams(input, { today });
  const hotels = parseAccommodationFilters(input, search);
  expect(accommodationFiltersSchema.safeParse(hotels.filters).success).toBe(true);
  expectValidIssues(hotels.issues, FILTER_ISSUE_REASONS, filterKeys);
}

describe('parseSearchParams on hostile input', () => {
  it('never throws and always gives a valid search for adversarial query strings', () => {
    fc.assert(
      fc.property(adversarialQuery, (query) => {
        expectValidSearch(parseSearchParams(query, { today }));
      }),
      { numRuns: 3000, seed },
    );
  });

  it('never throws and always gives a valid search for adversarial URLSearchParams', () => {
    fc.assert(
      fc.property(adversarialParams, (params) => {
        expectValidSearch(parseSearchParams(params, { today }));
      }),
      { numRuns: 1500, seed },
    );
  });

  it('never throws on any text at all', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expectValidSearch(parseSearchParams(text, { today }));
      }),
      { numRuns: 1500, seed },
    );
  });

  it('survives a value of a million characters in every parameter', () => {
    const huge = 'A-1,'.repeat(250_000);
    const params = new URLSearchParams(
      [...SEARCH_PARAM_NAMES, ...filterKeys].map((key) => [key, huge]),
    );
    const parsed = parseSearchParams(params, { today });
    expectValidSearch(parsed);
    expect(parsed.issues).toHaveLength(SEARCH_PARAM_NAMES.length);
    expectValidFilters(params);
  });
});

describe('filter parsers on hostile input', () => {
  it('never throw and always give valid filters for adversarial query strings', () => {
    fc.assert(fc.property(adversarialQuery, expectValidFilters), { numRuns: 1500, seed });
  });
});

// ---- valid values ----

const validSearch: fc.Arbitrary<Partial<SearchParams>> = fc
  .record(
    {
      adults: fc.integer({ min: 1, max: 9 }),
      childrenAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 6 }),
      outboundDate: fc.integer({ min: 0, max: 365 }).map(isoInDays),
      returnDate: fc.integer({ min: 0, max: 395 }).map(isoInDays),
      checkoutStep: fc.integer({ min: 1, max: 10 }),
      departure: fc.stringMatching(/^[A-Za-z0-9_-]{2,64}$/),
      destination: fc.stringMatching(/^[a-z0-9_-]{2,64}$/),
      mealPlans: fc.array(fc.constantFrom(...MEAL_PLANS), { maxLength: 8 }),
      freeCancellation: fc.boolean(),
      product: fc.constantFrom(...PRODUCT_TYPES),
      cartId: fc.oneof(fc.uuid(), fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)),
    },
    { requiredKeys: [] },
  )
  .map((search) => {
    const { outboundDate, returnDate } = search;
    // The return may not come before the outbound: swapping keeps both within their limits.
    return outboundDate && returnDate && returnDate < outboundDate
      ? { ...search, outboundDate: returnDate, returnDate: outboundDate }
      : search;
  });

const option = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const rangeUpTo = (max: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max }))
    .map(([a, b]) => ({ from: Math.min(a, b), to: Math.max(a, b) }));
const codes = (pattern: RegExp) => fc.array(fc.stringMatching(pattern), { maxLength: 6 });
const iataCodes = codes(/^[A-Z0-9]{2,8}$/);

const validFlightFilters: fc.Arbitrary<FlightFilters> = fc.record({
  budgetRange: option(rangeUpTo(1_000_000)),
  outboundStops: fc.array(fc.constantFrom(0, 1, 2)),
  inboundStops: fc.array(fc.constantFrom(0, 1, 2)),
  luggageOptions: fc.array(fc.constantFrom('CABIN', 'CHECKED')),
  outboundDepartureTime: option(rangeUpTo(1440)),
  inboundDepartureTime: option(rangeUpTo(1440)),
  connectionTime: option(fc.integer({ min: 0, max: 4320 })),
  tripDuration: option(fc.integer({ min: 0, max: 4320 })),
  airlines: iataCodes,
  outboundDepartureLocations: iataCodes,
  outboundArrivalLocations: iataCodes,
  inboundDepartureLocations: iataCodes,
  inboundArrivalLocations: iataCodes,
  depArrSameLocation: fc.boolean(),
  onlyDirectRoutes: fc.boolean(),
});

const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const validAccommodationFilters: fc.Arbitrary<AccommodationFilters> = fc.record({
  priceRange: option(rangeUpTo(1_000_000)),
  deals: fc.boolean(),
  freeCancellation: fc.boolean(),
  propertyType: fc.array(fc.constantFrom(...PROPERTY_TYPES)),
  stars: fc.array(fc.constantFrom(1, 2, 3, 4, 5)),
  rating: option(fc.integer({ min: 0, max: 100 }).map((tenths) => tenths / 10)),
  amenities: codes(/^[A-Za-z0-9_]{1,40}$/),
  characteristics: codes(/^[A-Za-z0-9_]{1,40}$/),
  mealPlan: fc.array(fc.constantFrom(...MEAL_PLANS, ALL_MEAL_PLANS)),
  mapBoundingBox: option(
    fc
      .tuple(latitude, longitude, latitude, longitude)
      .map(([a, west, b, east]) => ({ south: Math.min(a, b), west, north: Math.max(a, b), east })),
  ),
});

describe('round trips', () => {
  it('writes a valid search, reads it without issue and writes it the same way', () => {
    fc.assert(
      fc.property(validSearch, (search) => {
        const written = writeSearchParams(search).toString();
        const reread = parseSearchParams(written, { today });
        expect(reread.issues).toEqual([]);
        expect(writeSearchParams(reread.search).toString()).toBe(written);
      }),
      { numRuns: 1500, seed },
    );
  });

  it('writes valid flight filters, reads them without issue and writes them the same way', () => {
    fc.assert(
      fc.property(validFlightFilters, (filters) => {
        expect(flightFiltersSchema.safeParse(filters).success).toBe(true);
        const written = writeFlightFilters(filters).toString();
        const reread = parseFlightFilters(written);
        expect(reread.issues).toEqual([]);
        expect(writeFlightFilters(reread.filters).toString()).toBe(written);
      }),
      { numRuns: 1000, seed },
    );
  });

  it('writes valid accommodation filters, reads them without issue and writes them the same way', () => {
    fc.assert(
      fc.property(validAccommodationFilters, validSearch, (filters, search) => {
        expect(accommodationFiltersSchema.safeParse(filters).success).toBe(true);
        const written = writeAccommodationFilters(filters, search).toString();
        const rereadSearch = parseSearchParams(written, { today });
        const reread = parseAccommodationFilters(written, rereadSearch.search);
        expect([...rereadSearch.issues, ...reread.issues]).toEqual([]);
        expect(writeAccommodationFilters(reread.filters, rereadSearch.search).toString()).toBe(
          written,
        );
      }),
      { numRuns: 1000, seed },
    );
  });

  it('writes the empty accommodation filters as nothing at all', () => {
    expect(writeAccommodationFilters(EMPTY_ACCOMMODATION_FILTERS, {}).toString()).toBe('');
  });
});
