/**
 * Flight and accommodation filters in the URL, so that a deep link reproduces them and the back
 * button walks back through filter changes. Same contract as search-url.ts: reading never
 * throws, a value that cannot be accepted is left out and reported with a translation key
 * (`search.errors.filters.*`), every other value is still read, an empty value counts as absent,
 * and a key given twice with different values keeps the first (`search.errors.repeated`).
 *
 * Flight filters, prefix 'f.':
 *   f.price   budgetRange             from-to, whole currency units 0..1000000   "f.price=50-400"
 *   f.ostops  outboundStops           stop counts 0, 1, 2 (two or more)          "f.ostops=0-1"
 *   f.istops  inboundStops
 *   f.bags    luggageOptions          CABIN, CHECKED (any case)                  "f.bags=CABIN"
 *   f.otime   outboundDepartureTime   from-to, minutes after midnight 0..1440    "f.otime=360-720"
 *   f.itime   inboundDepartureTime
 *   f.conn    connectionTime          longest connection, minutes 0..4320        "f.conn=180"
 *   f.dur     tripDuration            longest trip, minutes 0..4320              "f.dur=600"
 *   f.air     airlines                2-8 letters or digits (any case), upper    "f.air=FR-U2"
 *   f.odep    outboundDepartureLocations  (same format as f.air)                 "f.odep=MAD"
 *   f.oarr    outboundArrivalLocations
 *   f.idep    inboundDepartureLocations
 *   f.iarr    inboundArrivalLocations
 *   f.same    depArrSameLocation      'true' (written only when true)
 *   f.direct  onlyDirectRoutes        'true' (written only when true)
 * Accommodation filters, prefix 'h.':
 *   h.price   priceRange              from-to, whole currency units 0..1000000
 *   h.deals   deals                   'true' (written only when true)
 *   h.type    propertyType            PROPERTY_TYPES codes (any case)            "h.type=HOTEL-VILLA"
 *   h.stars   stars                   1..5                                       "h.stars=4-5"
 *   h.rating  rating                  minimum guest rating 0..10, one decimal    "h.rating=7.5"
 *   h.amen    amenities               codes of letters, digits, '_' (case kept)  "h.amen=POOL-WIFI"
 *   h.char    characteristics         (same format as h.amen)
 *   h.map     mapBoundingBox          south_west_north_east in decimal degrees,
 *                                     rounded as the facet is               "h.map=41.3_2.1_41.5_2.25"
 *   mealPlan and freeCancellation are the search parameters `mealPlans` and `freeCancellation`
 *   of spec section 3 (search-url.ts), so the accommodation functions take the search too.
 * Lists are joined by '-' and written sorted without duplicates, so one set of filters has one
 * URL; the bounding box uses '_' because coordinates may be negative.
 */
import * as z from 'zod/mini';
import {
  MAX_FILTER_CODES,
  MAX_FILTER_PRICE,
  priceRangeSchema,
  uniqueSorted,
} from './filter-common';
import type { NumberRange } from './filter-common';
import {
  LUGGAGE_OPTIONS,
  MAX_FILTER_DURATION_MINUTES,
  STOP_COUNTS,
  EMPTY_FLIGHT_FILTERS,
  flightFiltersSchema,
} from './flight-filters';
import type { FlightFilters } from './flight-filters';
import {
  MAX_GUEST_RATING,
  PROPERTY_TYPES,
  STAR_RATINGS,
  EMPTY_ACCOMMODATION_FILTERS,
  accommodationFiltersSchema,
  roundBoundingBox,
  withoutAllMealPlans,
} from './accommodation-filters';
import type { AccommodationFilters, MapBoundingBox } from './accommodation-filters';
import { writeSearchParams } from './search-url';
import type { SearchParams } from './search-url';
import {
  booleanParam,
  createParamReader,
  decodeWith,
  listParam,
  replaceParams,
  wholeNumberParam,
  wholeRangeParam,
} from './url-params';
import type { IssueValues, ParamIssue, REPEATED_PARAM_REASON } from './url-params';

export const FLIGHT_FILTER_PARAMS = {
  budgetRange: 'f.price',
  outboundStops: 'f.ostops',
  inboundStops: 'f.istops',
  luggageOptions: 'f.bags',
  outboundDepartureTime: 'f.otime',
  inboundDepartureTime: 'f.itime',
  connectionTime: 'f.conn',
  tripDuration: 'f.dur',
  airlines: 'f.air',
  outboundDepartureLocations: 'f.odep',
  outboundArrivalLocations: 'f.oarr',
  inboundDepartureLocations: 'f.idep',
  inboundArrivalLocations: 'f.iarr',
  depArrSameLocation: 'f.same',
  onlyDirectRoutes: 'f.direct',
} as const satisfies Record<keyof FlightFilters, `f.${string}`>;

/** Accommodation filters with a key of their own (meal plan and free cancellation have none). */
type KeyedAccommodationFilter = Exclude<
  keyof AccommodationFilters,
  'mealPlan' | 'freeCancellation'
>;

export const ACCOMMODATION_FILTER_PARAMS = {
  priceRange: 'h.price',
  deals: 'h.deals',
  propertyType: 'h.type',
  stars: 'h.stars',
  rating: 'h.rating',
  amenities: 'h.amen',
  characteristics: 'h.char',
  mapBoundingBox: 'h.map',
} as const satisfies Record<KeyedAccommodationFilter, `h.${string}`>;

type FlightFilterParam = (typeof FLIGHT_FILTER_PARAMS)[keyof typeof FLIGHT_FILTER_PARAMS];
type AccommodationFilterParam =
  (typeof ACCOMMODATION_FILTER_PARAMS)[keyof typeof ACCOMMODATION_FILTER_PARAMS];
export type FilterParamName = FlightFilterParam | AccommodationFilterParam;

/** Every reason the filter codecs can give, each a key of shared/i18n. */
export const FILTER_ISSUE_REASONS = [
  'search.errors.repeated',
  'search.errors.filters.price',
  'search.errors.filters.outboundStops',
  'search.errors.filters.inboundStops',
  'search.errors.filters.luggage',
  'search.errors.filters.outboundDepartureTime',
  'search.errors.filters.inboundDepartureTime',
  'search.errors.filters.connectionTime',
  'search.errors.filters.tripDuration',
  'search.errors.filters.airlines',
  'search.errors.filters.outboundDepartureLocations',
  'search.errors.filters.outboundArrivalLocations',
  'search.errors.filters.inboundDepartureLocations',
  'search.errors.filters.inboundArrivalLocations',
  'search.errors.filters.depArrSameLocation',
  'search.errors.filters.onlyDirectRoutes',
  'search.errors.filters.deals',
  'search.errors.filters.propertyType',
  'search.errors.filters.stars',
  'search.errors.filters.rating',
  'search.errors.filters.amenities',
  'search.errors.filters.characteristics',
  'search.errors.filters.mapBoundingBox',
] as const satisfies readonly [typeof REPEATED_PARAM_REASON, ...string[]];
export type FilterIssueReason = (typeof FILTER_ISSUE_REASONS)[number];

export type FilterParamIssue = ParamIssue<FilterParamName, FilterIssueReason>;

type Reason = Exclude<FilterIssueReason, typeof REPEATED_PARAM_REASON>;

const flightShape = flightFiltersSchema.shape;
const accommodationShape = accommodationFiltersSchema.shape;

const priceParam = z.pipe(wholeRangeParam, priceRangeSchema);
const priceValues = { max: MAX_FILTER_PRICE };

/** A code read in any ASCII case and kept upper-case. */
function upperCaseParam(pattern: RegExp) {
  return z.pipe(
    z.string().check(z.regex(pattern)),
    z.transform((code) => code.toUpperCase()),
  );
}

const stopsParam = listParam(z.pipe(wholeNumberParam, z.literal(STOP_COUNTS)), STOP_COUNTS.length);
const luggageParam = listParam(
  z.pipe(upperCaseParam(/^[A-Za-z]{1,16}$/), z.enum(LUGGAGE_OPTIONS)),
  LUGGAGE_OPTIONS.length,
);
// zod/mini has no `unwrap()` or `element`: a nullable's or readonly's inner schema is its
// `def.innerType`, an array's item schema its `def.element` (what classic zod's accessors return).
const timeWindowParam = z.pipe(wholeRangeParam, flightShape.outboundDepartureTime.def.innerType);
const maxMinutesParam = z.pipe(wholeNumberParam, flightShape.connectionTime.def.innerType);
const maxMinutesValues = { min: 0, max: MAX_FILTER_DURATION_MINUTES };
const iataCodesParam = listParam(
  z.pipe(upperCaseParam(/^[A-Za-z0-9]+$/), flightShape.airlines.def.innerType.def.element),
  MAX_FILTER_CODES,
);

const propertyTypesParam = listParam(
  z.pipe(upperCaseParam(/^[A-Za-z]{1,16}$/), z.enum(PROPERTY_TYPES)),
  PROPERTY_TYPES.length,
);
const starsParam = listParam(
  z.pipe(wholeNumberParam, z.literal(STAR_RATINGS)),
  STAR_RATINGS.length,
);
const ratingParam = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d{1,2}(\.\d)?$/)), z.transform(Number)),
  accommodationShape.rating.def.innerType,
);
const ratingValues = { min: 0, max: MAX_GUEST_RATING };
const hotelCodesParam = listParam(
  accommodationShape.amenities.def.innerType.def.element,
  MAX_FILTER_CODES,
);
const coordinateParam = z.pipe(
  z.string().check(z.regex(/^-?\d{1,3}(\.\d{1,12})?$/)),
  z.transform(Number),
);
const boundingBoxParam = z.pipe(
  z.pipe(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((text) => text.split('_', 5)),
      ),
      z.tuple([coordinateParam, coordinateParam, coordinateParam, coordinateParam]),
    ),
    z.transform(([south, west, north, east]) => ({ south, west, north, east })),
  ),
  accommodationShape.mapBoundingBox.def.innerType,
);

/** How one filter is read from and written to its URL parameter. */
type FilterCodec<T> = {
  schema: z.ZodMiniType<NonNullable<T>, string>;
  reason: Reason;
  values?: IssueValues;
  write: (value: T) => string | undefined;
};
type CodecTable<Filters> = { [Field in keyof Filters]-?: FilterCodec<Filters[Field]> };

function readFilters<Filters extends object>(
  input: URLSearchParams | string,
  keys: Readonly<Record<keyof Filters, FilterParamName>>,
  codecs: CodecTable<Filters>,
  empty: Filters,
): { filters: Filters; issues: FilterParamIssue[] } {
  const reader = createParamReader<FilterParamName, Reason>(input);
  const filters = { ...empty };
  for (const field of Object.keys(codecs) as (keyof Filters)[]) {
    const { schema, reason, values } = codecs[field];
    const value = reader.read(keys[field], decodeWith(schema, reason, values));
    if (value !== undefined) filters[field] = value;
  }
  return { filters, issues: reader.issues };
}

function writeFilters<Filters extends object>(
  filters: Filters,
  keys: Readonly<Record<keyof Filters, FilterParamName>>,
  codecs: CodecTable<Filters>,
  base: URLSearchParams | undefined,
): URLSearchParams {
  const fields = Object.keys(codecs) as (keyof Filters)[];
  const written: Partial<Record<FilterParamName, string>> = {};
  for (const field of fields) written[keys[field]] = codecs[field].write(filters[field]);
  return replaceParams(
    base,
    fields.map((field) => keys[field]),
    written,
  );
}

const writeRange = (range: NumberRange | null) =>
  range === null ? undefined : `${range.from}-${range.to}`;
const writeNumber = (value: number | null) => value?.toString();
const writeFlag = (on: boolean) => (on ? 'true' : undefined);
const writeCodes = (codes: readonly (string | number)[]) => uniqueSorted(codes).join('-');
/** Codes of a fixed vocabulary, written in the vocabulary's order. */
const writeInOrder =
  <Code extends string>(vocabulary: readonly Code[]) =>
  (codes: readonly Code[]) =>
    vocabulary.filter((code) => codes.includes(code)).join('-');

function writeBoundingBox(box: MapBoundingBox | null): string | undefined {
  if (box === null) return undefined;
  const { south, west, north, east } = roundBoundingBox(box);
  return [south, west, north, east].join('_');
}

const price = {
  schema: priceParam,
  reason: 'search.errors.filters.price',
  values: priceValues,
  write: writeRange,
} as const;
const codes = (reason: Reason) => ({ schema: iataCodesParam, reason, write: writeCodes });

const FLIGHT_FILTER_CODECS: CodecTable<FlightFilters> = {
  budgetRange: price,
  outboundStops: {
    schema: stopsParam,
    reason: 'search.errors.filters.outboundStops',
    write: writeCodes,
  },
  inboundStops: {
    schema: stopsParam,
    reason: 'search.errors.filters.inboundStops',
    write: writeCodes,
  },
  luggageOptions: {
    schema: luggageParam,
    reason: 'search.errors.filters.luggage',
    write: writeInOrder(LUGGAGE_OPTIONS),
  },
  outboundDepartureTime: {
    schema: timeWindowParam,
    reason: 'search.errors.filters.outboundDepartureTime',
    write: writeRange,
  },
  inboundDepartureTime: {
    schema: timeWindowParam,
    reason: 'search.errors.filters.inboundDepartureTime',
    write: writeRange,
  },
  connectionTime: {
    schema: maxMinutesParam,
    reason: 'search.errors.filters.connectionTime',
    values: maxMinutesValues,
    write: writeNumber,
  },
  tripDuration: {
    schema: maxMinutesParam,
    reason: 'search.errors.filters.tripDuration',
    values: maxMinutesValues,
    write: writeNumber,
  },
  airlines: codes('search.errors.filters.airlines'),
  outboundDepartureLocations: codes('search.errors.filters.outboundDepartureLocations'),
  outboundArrivalLocations: codes('search.errors.filters.outboundArrivalLocations'),
  inboundDepartureLocations: codes('search.errors.filters.inboundDepartureLocations'),
  inboundArrivalLocations: codes('search.errors.filters.inboundArrivalLocations'),
  depArrSameLocation: {
    schema: booleanParam,
    reason: 'search.errors.filters.depArrSameLocation',
    write: writeFlag,
  },
  onlyDirectRoutes: {
    schema: booleanParam,
    reason: 'search.errors.filters.onlyDirectRoutes',
    write: writeFlag,
  },
};

type KeyedAccommodationFilters = Pick<AccommodationFilters, KeyedAccommodationFilter>;

const ACCOMMODATION_FILTER_CODECS: CodecTable<KeyedAccommodationFilters> = {
  priceRange: price,
  deals: { schema: booleanParam, reason: 'search.errors.filters.deals', write: writeFlag },
  propertyType: {
    schema: propertyTypesParam,
    reason: 'search.errors.filters.propertyType',
    write: writeInOrder(PROPERTY_TYPES),
  },
  stars: { schema: starsParam, reason: 'search.errors.filters.stars', write: writeCodes },
  rating: {
    schema: ratingParam,
    reason: 'search.errors.filters.rating',
    values: ratingValues,
    write: writeNumber,
  },
  amenities: {
    schema: hotelCodesParam,
    reason: 'search.errors.filters.amenities',
    write: writeCodes,
  },
  characteristics: {
    schema: hotelCodesParam,
    reason: 'search.errors.filters.characteristics',
    write: writeCodes,
  },
  mapBoundingBox: {
    schema: boundingBoxParam,
    reason: 'search.errors.filters.mapBoundingBox',
    write: writeBoundingBox,
  },
};

export type ParsedFlightFilters = { filters: FlightFilters; issues: FilterParamIssue[] };

/** Reads the flight filters of `input` (never throws); an absent filter is its empty value. */
export function parseFlightFilters(input: URLSearchParams | string): ParsedFlightFilters {
  return readFilters(input, FLIGHT_FILTER_PARAMS, FLIGHT_FILTER_CODECS, EMPTY_FLIGHT_FILTERS);
}

/**
 * A new URLSearchParams: `base` (left untouched) without any 'f.' key of the table above,
 * followed by every chosen flight filter. An empty filter is not written.
 */
export function writeFlightFilters(
  filters: FlightFilters,
  base?: URLSearchParams,
): URLSearchParams {
  return writeFilters(filters, FLIGHT_FILTER_PARAMS, FLIGHT_FILTER_CODECS, base);
}

export type ParsedAccommodationFilters = {
  filters: AccommodationFilters;
  issues: FilterParamIssue[];
};

/**
 * Reads the accommodation filters of `input` (never throws); an absent filter is its empty
 * value. Meal plan and free cancellation come from `search`, the result of parseSearchParams on
 * the same URL, which reports their issues.
 */
export function parseAccommodationFilters(
  input: URLSearchParams | string,
  search: Pick<SearchParams, 'mealPlans' | 'freeCancellation'>,
): ParsedAccommodationFilters {
  const { filters, issues } = readFilters(
    input,
    ACCOMMODATION_FILTER_PARAMS,
    ACCOMMODATION_FILTER_CODECS,
    EMPTY_ACCOMMODATION_FILTERS,
  );
  return {
    filters: {
      ...filters,
      mealPlan: search.mealPlans,
      freeCancellation: search.freeCancellation,
    },
    issues,
  };
}

/**
 * A new URLSearchParams: `base` (left untouched) with the search parameters written from
 * `search` as writeSearchParams does, except meal plans and free cancellation, taken from
 * `filters`; then every 'h.' key of the table above replaced by the chosen filters.
 */
export function writeAccommodationFilters(
  filters: AccommodationFilters,
  search: Partial<SearchParams>,
  base?: URLSearchParams,
): URLSearchParams {
  const withSearch = writeSearchParams(
    {
      ...search,
      mealPlans: withoutAllMealPlans(filters.mealPlan),
      freeCancellation: filters.freeCancellation,
    },
    base,
  );
  return writeFilters(
    filters,
    ACCOMMODATION_FILTER_PARAMS,
    ACCOMMODATION_FILTER_CODECS,
    withSearch,
  );
}
