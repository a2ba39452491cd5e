/**
 * Quality target 5 (the codec half): 10,000 random and adversarial search addresses thrown at
 * the shared URL codecs, the way a screen reads them (`new URL(...).search`). For every one:
 * nothing throws; the search and the filters kept are usable (valid, and written back they read
 * again without a single issue); and every value refused is a named issue, about a parameter
 * the address really holds, whose reason is a message in all six languages that i18next renders
 * whole (no key, no `{{placeholder}}` left) and that tells the parameters apart: two issues about
 * different parameters never read the same.
 *
 * Where url-codecs.property.test.ts throws raw hostile text at the parsers, this one starts from
 * links a shopper could really hold, and breaks them the ways links get broken: cut short,
 * pasted twice, re-encoded, retyped by hand, mangled by a mail client.
 *
 * @jest-environment node
 */
import * as fc from 'fast-check';
import type { i18n as I18n } from 'i18next';
import { SHARED_STRINGS, sharedStringsI18n } from '@storefront/testing/strings';
import { accommodationFiltersSchema } from './accommodation-filters';
import { MEAL_PLANS, PRODUCT_TYPES } from './contract';
import {
  ACCOMMODATION_FILTER_PARAMS,
  FILTER_ISSUE_REASONS,
  FLIGHT_FILTER_PARAMS,
  parseAccommodationFilters,
  parseFlightFilters,
  writeAccommodationFilters,
  writeFlightFilters,
} from './filters-url';
import { flightFiltersSchema } from './flight-filters';
import {
  SEARCH_ISSUE_REASONS,
  SEARCH_PARAM_NAMES,
  parseSearchParams,
  searchParamsSchema,
  writeSearchParams,
} from './search-url';

const today = new Date(2026, 2, 10);
const seed = 10_010;
const FILTER_KEYS = [
  ...Object.values(FLIGHT_FILTER_PARAMS),
  ...Object.values(ACCOMMODATION_FILTER_PARAMS),
];
const OUR_KEYS = [...SEARCH_PARAM_NAMES, ...FILTER_KEYS];
const REASONS = new Set<string>([...SEARCH_ISSUE_REASONS, ...FILTER_ISSUE_REASONS]);

let i18n: I18n;
beforeAll(async () => {
  i18n = await sharedStringsI18n();
});

// ---- links a shopper could hold ----

const pad = (n: number) => String(n).padStart(2, '0');
const compactDate = (days: number) => {
  const date = new Date(today);
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
};
const place = fc.constantFrom('mad', 'bcn', 'pmi', 'lon', 'PAR', 'nyc', 'fao', 'zrh', 'lhr');
const validLink = fc
  .record(
    {
      path: fc.constantFrom('/DP', '/H', '/HGH', '/F', '/FF', '/hdpMemSearch', '/memSearch', '/'),
      departure: place,
      destination: place,
      outbound: fc.integer({ min: 0, max: 365 }),
      nights: fc.integer({ min: 0, max: 30 }),
      adults: fc.integer({ min: 1, max: 9 }),
      childrenAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 6 }),
      mealPlans: fc.subarray([...MEAL_PLANS]),
      freeCancellation: fc.boolean(),
      product: fc.constantFrom(...PRODUCT_TYPES),
      page: fc.integer({ min: 1, max: 120 }),
      filters: fc.subarray([
        'f.price=50-400',
        'f.ostops=0-1',
        'f.bags=CABIN',
        'f.otime=360-720',
        'f.conn=180',
        'f.air=FR-U2',
        'f.direct=true',
        'h.stars=4-5',
        'h.rating=7.5',
        'h.type=HOTEL-VILLA',
        'h.amen=POOL-WIFI',
        'h.map=39.4_2.5_39.7_2.9',
        'h.deals=true',
        'sort=PRICE',
      ]),
    },
    { requiredKeys: ['path'] },
  )
  // a trip goes from one place to another (the codec leaves out a departure that is the destination)
  .filter(
    (link) =>
      link.departure === undefined ||
      link.destination === undefined ||
      link.departure.toLowerCase() !== link.destination.toLowerCase(),
  )
  .map((link) => {
    const params = writeSearchParams({
      departure: link.departure,
      destination: link.destination,
      outboundDate: link.outbound === undefined ? undefined : isoOf(compactDate(link.outbound)),
      returnDate:
        link.outbound === undefined || link.nights === undefined
          ? undefined
          : isoOf(compactDate(Math.min(link.outbound + link.nights, 395))),
      adults: link.adults,
      childrenAges: link.childrenAges,
      mealPlans: link.mealPlans,
      freeCancellation: link.freeCancellation,
      product: link.product,
    });
    if (link.page !== undefined) params.set('page', String(link.page));
    const query = [params.toString(), ...(link.filters ?? [])].filter(Boolean).join('&');
    return { path: link.path, query };
  });
function isoOf(compact: string) {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;
}

// ---- the ways links get broken ----

const hostile = fc.constantFrom(
  '',
  '%',
  '%%',
  '%zz',
  '%00',
  '%C0%AF',
  '%EF%BF%BD',
  '%F0%9F%98%80',
  '%uD83D',
  '+',
  ' ',
  '\t',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\ud800',
  '１２',
  '٣',
  'Ⅻ',
  'ｍａｄ',
  'K',
  'ß',
  'İ',
  '<script>window.__x=1</script>',
  '"><svg onload=alert(1)>',
  "'; DROP TABLE carts;--",
  '{{constructor.constructor("x")()}}',
  '$' + '{7*7}',
  '__proto__',
  'constructor',
  'toString',
  'NaN',
  '-1',
  '1e9',
  '0x10',
  '9'.repeat(40),
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '&',
  '=',
  '#',
  '?',
  '/',
  '\\',
  '..',
  'a'.repeat(70),
  '-'.repeat(30),
  '1-'.repeat(400),
);
/** encodeURIComponent, which throws on a lone surrogate: then the text as it is. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
};
type Mutation = (query: string) => string;
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // cut short (a link broken across lines in a mail)
  fc.nat().map((n) => (q: string) => q.slice(0, q.length === 0 ? 0 : n % (q.length + 1))),
  // a character dropped or doubled by hand
  fc.nat().map((n) => (q: string) => {
    const i = q.length === 0 ? 0 : n % q.length;
    return q.slice(0, i) + q.slice(i + 1);
  }),
  fc.nat().map((n) => (q: string) => {
    const i = q.length === 0 ? 0 : n % q.length;
    return q.slice(0, i) + q.charAt(i) + q.slice(i);
  }),
  // something hostile typed in or pasted anywhere
  fc.tuple(fc.nat(), hostile).map(([n, text]) => (q: string) => {
    const i = q.length === 0 ? 0 : n % (q.length + 1);
    return q.slice(0, i) + text + q.slice(i);
  }),
  // one value replaced by something hostile
  fc.tuple(fc.nat(), hostile).map(([n, text]) => (q: string) => {
    const pairs = q.split('&');
    const i = n % pairs.length;
    const [key] = (pairs[i] ?? '').split('=');
    pairs[i] = `${key}=${text}`;
    return pairs.join('&');
  }),
  // a parameter given again with another value, or the whole link pasted twice
  fc.tuple(fc.constantFrom(...OUR_KEYS, 'page', 'sort'), hostile).map(
    ([key, text]) =>
      (q: string) =>
        `${q}&${key}=${encode(text)}`,
  ),
  fc.constant((q: string) => `${q}&${q}`),
  // encoded once more, or decoded once too often
  fc.constant((q: string) => encode(q)),
  fc.constant((q: string) => q.replace(/%/g, '%25')),
  fc.constant((q: string) => {
    try {
      return decodeURIComponent(q);
    } catch {
      return q;
    }
  }),
  // keys or values in other cases, separators swapped
  fc.constant((q: string) => q.toUpperCase()),
  fc.constant((q: string) => q.toLowerCase()),
  fc.constant((q: string) => q.replace(/-/g, ',')),
  fc.constant((q: string) => q.replace(/&/g, ';')),
  fc.constant((q: string) => q.replace(/&/g, '&amp;')),
  fc.constant((q: string) => q.replace(/=/g, '==')),
  // digits swapped for look-alikes
  fc.constant((q: string) =>
    q.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit))),
  ),
);
const brokenLink = fc
  .tuple(validLink, fc.array(mutation, { minLength: 1, maxLength: 3 }), fc.boolean())
  .map(([link, mutations, withHash]) => ({
    path: link.path,
    query: mutations.reduce((query, mutate) => mutate(query), link.query),
    hash: withHash ? '#results' : '',
  }));
const garbageLink = fc
  .tuple(fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ maxLength: 20 }))
  .map(([query, hash]) => ({ path: '/DP', query, hash: hash ? `#${hash}` : '' }));

// ---- what must hold for every address ----

/** The query a screen reads: the address through the browser's own URL parser. */
function searchOf(link: { path: string; query: string; hash: string }): string {
  const url = new URL(`https://sunsea.localhost${link.path}`);
  url.search = link.query;
  url.hash = link.hash;
  return url.search;
}

/** The message of a reason in a language, memoised: the same few are asked for 10,000 times. */
const messages = new Map<string, string>();
function messageOf(reason: string, values: object | undefined, lng: string): string {
  const key = `${lng}|${reason}|${JSON.stringify(values ?? {})}`;
  let message = messages.get(key);
  if (message === undefined) {
    // a missing message reads as its key, which the checks refuse
    message = i18n.exists(reason, { lng }) ? i18n.t(reason, { ...values, lng }) : reason;
    messages.set(key, message);
  }
  return message;
}

/** Checks one address (see the file's comment); answers the issues it gave. */
function checkAddress(link: { path: string; query: string; hash: string }) {
  const search = searchOf(link);
  const params = new URLSearchParams(search);
  const present = new Set(params.keys());
  // plain checks on this hot path (10,000 addresses): an Error names the address that broke it
  const check = (holds: boolean, what: string) => {
    if (!holds) throw new Error(`${what} (${search})`);
  };

  const parsed = parseSearchParams(search, { today });
  const flights = parseFlightFilters(search);
  const hotels = parseAccommodationFilters(search, parsed.search);

  // usable: what was kept is valid and reads again without a single issue
  check(searchParamsSchema.safeParse(parsed.search).success, 'the search kept is not valid');
  check(
    flightFiltersSchema.safeParse(flights.filters).success,
    'the flight filters kept are not valid',
  );
  check(
    accommodationFiltersSchema.safeParse(hotels.filters).success,
    'the accommodation filters kept are not valid',
  );
  const kept = writeSearchParams(parsed.search);
  const keptFlights = writeFlightFilters(flights.filters, kept);
  const keptAll = writeAccommodationFilters(hotels.filters, parsed.search, keptFlights);
  const reread = parseSearchParams(keptAll, { today });
  expect(reread.issues).toEqual([]);
  expect(parseFlightFilters(keptAll).issues).toEqual([]);
  expect(parseAccommodationFilters(keptAll, reread.search).issues).toEqual([]);

  // named: each issue is about a parameter the address holds, with a reason that is a message
  const issues = [...parsed.issues, ...flights.issues, ...hotels.issues];
  for (const issue of issues) {
    check(present.has(issue.param), `an issue about ${issue.param}, which the address lacks`);
    check(REASONS.has(issue.reason), `an unknown reason ${issue.reason}`);
  }
  // translated, whole, in all six languages, and telling the parameters apart
  for (const lng of Object.keys(SHARED_STRINGS)) {
    const byMessage = new Map<string, string>();
    for (const issue of issues) {
      const message = messageOf(issue.reason, issue.values, lng);
      check(
        /\S/.test(message) && !message.startsWith('search.') && !message.includes('{{'),
        `${lng}: ${issue.reason} reads "${message}"`,
      );
      const other = byMessage.get(message);
      check(
        other === undefined || other === issue.param,
        `${lng}: "${message}" is said of both ${other} and ${issue.param}: it does not name what was wrong`,
      );
      byMessage.set(message, issue.param);
    }
  }
  return issues;
}

describe('10,000 search addresses (6,000 broken links, 2,000 valid links, 2,000 garbage) against the shared codecs', () => {
  it('6,000 links broken the ways links get broken: never a throw, always usable, every refusal named and translated', () => {
    fc.assert(
      fc.property(brokenLink, (link) => {
        checkAddress(link);
      }),
      { numRuns: 6_000, seed },
    );
  });

  it('2,000 valid links: read without a single issue', () => {
    fc.assert(
      fc.property(validLink, (link) => {
        expect(checkAddress({ ...link, hash: '' })).toEqual([]);
      }),
      { numRuns: 2_000, seed },
    );
  });

  it('2,000 addresses of random text: never a throw, always usable, every refusal named and translated', () => {
    fc.assert(
      fc.property(garbageLink, (link) => {
        checkAddress(link);
      }),
      { numRuns: 2_000, seed },
    );
  });
});
