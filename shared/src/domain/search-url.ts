/**
 * The search URL codec: every search parameter of spec section 3, read from and written to the
 * query string. `parseSearchParams` never throws: a value it cannot accept is left out of the
 * search and reported as an issue whose `reason` is a translation key of shared/i18n
 * (`search.errors.*`); every other value is still read.
 *
 * Formats (what `writeSearchParams` writes; reading is as lenient as noted):
 * - adults          whole number 1..9; 2 when absent, and not written when 2.
 * - childrenAges    ages 0..17 joined by '-' ("4-7"), at most 6; ',' is read too ("4,7").
 *                   '-' because URLSearchParams writes ',' as %2C.
 * - outboundDate,   YYYYMMDD, a real calendar date, not before `today`; outbound at most 365
 *   returnDate      days after `today`, return at most 395 (a trip leaving on the last bookable
 *                   day may last 30 days) and not before outbound (the same day is allowed).
 *                   In SearchParams they are ISO calendar dates, 'yyyy-MM-dd', free of time zones.
 * - checkoutStep    whole number 1..10.
 * - departure,      2 to 64 ASCII letters, digits, '-' or '_'; read in any case, kept and
 *   destination     written lowercased. A departure that is the destination is left out
 *                   (no trip goes from a place to itself: the backend refuses such a search).
 * - mealPlans       MEAL_PLANS codes joined by '-', read in any case or as the industry's board
 *                   codes (RO, BB, HB, FB, AI: BOARD_CODES), written in MEAL_PLANS order;
 *                   ALL_MEAL_PLANS is dropped silently, unknown codes are dropped with an issue
 *                   and the known ones kept.
 * - freeCancellation 'true' written only when true; 'false' or absent read as false.
 * - product         one of PRODUCT_TYPES, read in any case.
 * - cartId          1 to 64 ASCII letters, digits, '-' or '_' (a UUID fits), case kept.
 * An empty value counts as absent. A key given twice with different values keeps the first and
 * reports `search.errors.repeated`. Keys are case-sensitive; any other key is not ours.
 */
import * as z from 'zod/mini';
import { calendarDaysBetween, localDate } from './calendar-date';
import { ALL_MEAL_PLANS, MEAL_PLANS, PRODUCT_TYPES } from './contract';
import type { MealPlan } from './contract';
import { adultsSchema, childAgeSchema, childrenAgesSchema, TRAVELLER_LIMITS } from './travellers';
import {
  booleanParam,
  createParamReader,
  decodeWith,
  rejection,
  replaceParams,
  wholeNumberParam,
} from './url-params';
import type { Decoder, ParamIssue, REPEATED_PARAM_REASON } from './url-params';

export const SEARCH_LIMITS = {
  ...TRAVELLER_LIMITS,
  outboundMaxDaysAhead: 365,
  returnMaxDaysAhead: 395,
  checkoutStep: { min: 1, max: 10 },
  placeCodeLength: { min: 2, max: 64 },
  cartIdLength: { min: 1, max: 64 },
} as const;

const { adults, childAge, maxChildren, checkoutStep, placeCodeLength, cartIdLength } =
  SEARCH_LIMITS;

/** 'yyyy-MM-dd', a date that exists (zod checks month lengths and leap years). */
const calendarDateSchema = z.iso.date();
const checkoutStepSchema = z.int().check(z.gte(checkoutStep.min), z.lte(checkoutStep.max));
const placeCodeSchema = z
  .string()
  .check(
    z.minLength(placeCodeLength.min),
    z.maxLength(placeCodeLength.max),
    z.regex(/^[a-z0-9_-]+$/),
  );
const cartIdSchema = z
  .string()
  .check(z.minLength(cartIdLength.min), z.maxLength(cartIdLength.max), z.regex(/^[A-Za-z0-9_-]+$/));

/**
 * A search as the storefront holds it; every value `parseSearchParams` returns satisfies it.
 * Lists are read-only: a change makes a new search.
 */
export const searchParamsSchema = z.object({
  adults: adultsSchema,
  childrenAges: childrenAgesSchema,
  outboundDate: z.optional(calendarDateSchema),
  returnDate: z.optional(calendarDateSchema),
  checkoutStep: z.optional(checkoutStepSchema),
  departure: z.optional(placeCodeSchema),
  destination: z.optional(placeCodeSchema),
  mealPlans: z.readonly(z.array(z.enum(MEAL_PLANS))),
  freeCancellation: z.boolean(),
  product: z.optional(z.enum(PRODUCT_TYPES)),
  cartId: z.optional(cartIdSchema),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;

/** The keys this codec owns, in the order it writes them. */
export const SEARCH_PARAM_NAMES = [
  'product',
  'departure',
  'destination',
  'outboundDate',
  'returnDate',
  'adults',
  'childrenAges',
  'mealPlans',
  'freeCancellation',
  'cartId',
  'checkoutStep',
] as const satisfies readonly (keyof SearchParams)[];
export type SearchParamName = (typeof SEARCH_PARAM_NAMES)[number];

/** Every reason `parseSearchParams` can give, each a key of shared/i18n. */
export const SEARCH_ISSUE_REASONS = [
  'search.errors.repeated',
  'search.errors.adults.range',
  'search.errors.childrenAges.age',
  'search.errors.childrenAges.tooMany',
  'search.errors.outboundDate.invalid',
  'search.errors.outboundDate.past',
  'search.errors.outboundDate.tooFar',
  'search.errors.returnDate.invalid',
  'search.errors.returnDate.past',
  'search.errors.returnDate.tooFar',
  'search.errors.returnDate.beforeOutbound',
  'search.errors.checkoutStep.range',
  'search.errors.departure.invalid',
  'search.errors.departure.sameAsDestination',
  'search.errors.destination.invalid',
  'search.errors.mealPlans.unknown',
  'search.errors.freeCancellation.invalid',
  'search.errors.product.unknown',
  'search.errors.cartId.invalid',
] as const satisfies readonly [typeof REPEATED_PARAM_REASON, ...string[]];
export type SearchIssueReason = (typeof SEARCH_ISSUE_REASONS)[number];

export type SearchParamIssue = ParamIssue<SearchParamName, SearchIssueReason>;

export type ParsedSearch = { search: SearchParams; issues: SearchParamIssue[] };

type Reason = Exclude<SearchIssueReason, typeof REPEATED_PARAM_REASON>;

const decodeAdults = decodeWith(
  z.pipe(wholeNumberParam, adultsSchema),
  'search.errors.adults.range',
  { min: adults.min, max: adults.max },
);

const decodeCheckoutStep = decodeWith(
  z.pipe(wholeNumberParam, checkoutStepSchema),
  'search.errors.checkoutStep.range',
  { min: checkoutStep.min, max: checkoutStep.max },
);

/** ASCII only, checked before lowercasing: 'K' (the Kelvin sign) must not pass for 'k'. */
const placeCodeParam = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[A-Za-z0-9_-]+$/)),
    z.transform((code) => code.toLowerCase()),
  ),
  placeCodeSchema,
);
const placeCodeValues = { minLength: placeCodeLength.min, maxLength: placeCodeLength.max };
const decodeDeparture = decodeWith(
  placeCodeParam,
  'search.errors.departure.invalid',
  placeCodeValues,
);
const decodeDestination = decodeWith(
  placeCodeParam,
  'search.errors.destination.invalid',
  placeCodeValues,
);

const decodeFreeCancellation = decodeWith(booleanParam, 'search.errors.freeCancellation.invalid');

const decodeProduct = decodeWith(
  z.pipe(
    z.pipe(
      z.string().check(z.regex(/^[A-Za-z]{1,3}$/)),
      z.transform((code) => code.toUpperCase()),
    ),
    z.enum(PRODUCT_TYPES),
  ),
  'search.errors.product.unknown',
  { allowed: PRODUCT_TYPES.join(', ') },
);

const decodeCartId = decodeWith(cartIdSchema, 'search.errors.cartId.invalid');

const childAgesParam = z.pipe(
  z.pipe(
    z.string(),
    z.transform((text) => text.split(/[,-]/)),
  ),
  z.array(z.pipe(wholeNumberParam, childAgeSchema)),
);

const decodeChildrenAges: Decoder<number[], Reason> = (raw) => {
  // Counting the separators first keeps a huge value from being split and checked item by item.
  if (raw.split(/[,-]/, maxChildren + 1).length > maxChildren) {
    return { rejection: rejection('search.errors.childrenAges.tooMany', { max: maxChildren }) };
  }
  const ages = childAgesParam.safeParse(raw);
  return ages.success
    ? { value: ages.data }
    : { rejection: rejection('search.errors.childrenAges.age', childAge) };
};

/** Enough room for every code and ALL_MEAL_PLANS, each written twice. */
const MAX_MEAL_PLAN_ITEMS = (MEAL_PLANS.length + 1) * 2;
/** The industry's board codes, as links from partners and search engines write meal plans. */
export const BOARD_CODES: Readonly<Record<string, MealPlan>> = {
  RO: 'ROOM_ONLY',
  BB: 'BED_AND_BREAKFAST',
  HB: 'HALF_BOARD',
  FB: 'FULL_BOARD',
  AI: 'ALL_INCLUSIVE',
};
const mealPlanParam = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[A-Za-z_]{1,32}$/)),
    z.transform((code) => {
      const upper = code.toUpperCase();
      return Object.hasOwn(BOARD_CODES, upper) ? (BOARD_CODES[upper] ?? upper) : upper;
    }),
  ),
  z.enum([...MEAL_PLANS, ALL_MEAL_PLANS]),
);

/** The mealPlans parameter as the URL writes it (MEAL_PLANS codes in their order, '-'). */
export const writeMealPlans = (plans: readonly MealPlan[]): string =>
  MEAL_PLANS.filter((plan) => plans.includes(plan)).join('-');

const decodeMealPlans: Decoder<MealPlan[], Reason> = (raw) => {
  const items = raw.split('-', MAX_MEAL_PLAN_ITEMS + 1);
  const codes = items.slice(0, MAX_MEAL_PLAN_ITEMS).map((item) => mealPlanParam.safeParse(item));
  const known = MEAL_PLANS.filter((plan) => codes.some((code) => code.data === plan));
  return items.length <= MAX_MEAL_PLAN_ITEMS && codes.every((code) => code.success)
    ? { value: known }
    : { value: known, rejection: rejection('search.errors.mealPlans.unknown') };
};

const compactDateParam = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^\d{8}$/)),
    z.transform((text) => `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`),
  ),
  calendarDateSchema,
);

type DateRule = {
  maxDaysAhead: number;
  invalid: Reason;
  past: Reason;
  tooFar: Reason;
};

function dateDecoder(today: Date, rule: DateRule): Decoder<string, Reason> {
  return (raw) => {
    const date = compactDateParam.safeParse(raw);
    if (!date.success) return { rejection: rejection(rule.invalid) };
    const daysAhead = calendarDaysBetween(today, localDate(date.data));
    if (daysAhead < 0) return { rejection: rejection(rule.past) };
    if (daysAhead > rule.maxDaysAhead) {
      return { rejection: rejection(rule.tooFar, { maxDays: rule.maxDaysAhead }) };
    }
    return { value: date.data };
  };
}

/**
 * Reads every search parameter of `input` (a query string, with or without '?', or a
 * URLSearchParams, left untouched). Dates are judged against `today` (the current date unless
 * given), by calendar day in the local time zone. Never throws.
 */
export function parseSearchParams(
  input: URLSearchParams | string,
  options: { today?: Date } = {},
): ParsedSearch {
  const today = options.today ?? new Date();
  const reader = createParamReader<SearchParamName, Reason>(input);
  const outboundDate = reader.read(
    'outboundDate',
    dateDecoder(today, {
      maxDaysAhead: SEARCH_LIMITS.outboundMaxDaysAhead,
      invalid: 'search.errors.outboundDate.invalid',
      past: 'search.errors.outboundDate.past',
      tooFar: 'search.errors.outboundDate.tooFar',
    }),
  );
  let returnDate = reader.read(
    'returnDate',
    dateDecoder(today, {
      maxDaysAhead: SEARCH_LIMITS.returnMaxDaysAhead,
      invalid: 'search.errors.returnDate.invalid',
      past: 'search.errors.returnDate.past',
      tooFar: 'search.errors.returnDate.tooFar',
    }),
  );
  // ISO calendar dates compare correctly as text.
  if (outboundDate !== undefined && returnDate !== undefined && returnDate < outboundDate) {
    reader.reject('returnDate', 'search.errors.returnDate.beforeOutbound');
    returnDate = undefined;
  }
  let departure = reader.read('departure', decodeDeparture);
  const destination = reader.read('destination', decodeDestination);
  if (departure !== undefined && departure === destination) {
    reader.reject('departure', 'search.errors.departure.sameAsDestination');
    departure = undefined;
  }
  const search: SearchParams = {
    adults: reader.read('adults', decodeAdults) ?? adults.default,
    childrenAges: reader.read('childrenAges', decodeChildrenAges) ?? [],
    outboundDate,
    returnDate,
    checkoutStep: reader.read('checkoutStep', decodeCheckoutStep),
    departure,
    destination,
    mealPlans: reader.read('mealPlans', decodeMealPlans) ?? [],
    freeCancellation: reader.read('freeCancellation', decodeFreeCancellation) ?? false,
    product: reader.read('product', decodeProduct),
    cartId: reader.read('cartId', decodeCartId),
  };
  return { search, issues: reader.issues };
}

/**
 * A new URLSearchParams: `base` (left untouched) without any key of this codec, followed by the
 * values of `search` in the formats above. A value that is absent, empty, false, or the default
 * (2 adults) is not written, so one search has one spelling and
 * write(parse(write(x))) equals write(x). Values are written as given: pass a valid search.
 */
export function writeSearchParams(
  search: Partial<SearchParams>,
  base?: URLSearchParams,
): URLSearchParams {
  return replaceParams(base, SEARCH_PARAM_NAMES, {
    product: search.product,
    departure: search.departure?.toLowerCase(),
    destination: search.destination?.toLowerCase(),
    outboundDate: search.outboundDate?.replaceAll('-', ''),
    returnDate: search.returnDate?.replaceAll('-', ''),
    adults: search.adults === adults.default ? undefined : search.adults?.toString(),
    childrenAges: search.childrenAges?.join('-'),
    mealPlans: writeMealPlans(search.mealPlans ?? []),
    freeCancellation: search.freeCancellation === true ? 'true' : undefined,
    cartId: search.cartId,
    checkoutStep: search.checkoutStep?.toString(),
  });
}

/**
 * Whether a link names any part of a search (a place or a date): one that does but is not a
 * complete search asks the form to say at once what it still needs.
 */
export const namesASearch = (
  search: Pick<SearchParams, 'departure' | 'destination' | 'outboundDate' | 'returnDate'>,
): boolean =>
  [search.departure, search.destination, search.outboundDate, search.returnDate].some(Boolean);
