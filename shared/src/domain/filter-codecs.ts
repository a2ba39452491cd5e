/**
 * What the flight and accommodation filter codecs share (filters-url.ts describes the URL
 * parameters): the parameters' names, the issues' reasons, the price, and reading and writing a
 * table of codecs. Each kind's codecs are a module of their own, so a remote that reads one kind
 * does not carry the other's.
 */
import * as z from 'zod/mini';
import { MAX_FILTER_PRICE, priceRangeSchema, uniqueSorted } from './filter-common';
import type { NumberRange } from './filter-common';
import type { FlightFilters } from './flight-filters';
import type { AccommodationFilters } from './accommodation-filters';
import { createParamReader, decodeWith, replaceParams, wholeRangeParam } from './url-params';
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
export type KeyedAccommodationFilter = Exclude<
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

export type Reason = Exclude<FilterIssueReason, typeof REPEATED_PARAM_REASON>;

const priceParam = z.pipe(wholeRangeParam, priceRangeSchema);
const priceValues = { max: MAX_FILTER_PRICE };

/** A code read in any ASCII case and kept upper-case. */
export function upperCaseParam(pattern: RegExp) {
  return z.pipe(
    z.string().check(z.regex(pattern)),
    z.transform((code) => code.toUpperCase()),
  );
}

/** How one filter is read from and written to its URL parameter. */
export type FilterCodec<T> = {
  schema: z.ZodMiniType<NonNullable<T>, string>;
  reason: Reason;
  values?: IssueValues;
  write: (value: T) => string | undefined;
};
export type CodecTable<Filters> = { [Field in keyof Filters]-?: FilterCodec<Filters[Field]> };

export function readFilters<Filters extends object>(
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

export function writeFilters<Filters extends object>(
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

export const writeRange = (range: NumberRange | null) =>
  range === null ? undefined : `${range.from}-${range.to}`;
export const writeNumber = (value: number | null) => value?.toString();
export const writeFlag = (on: boolean) => (on ? 'true' : undefined);
export const writeCodes = (codes: readonly (string | number)[]) => uniqueSorted(codes).join('-');
/** Codes of a fixed vocabulary, written in the vocabulary's order. */
export const writeInOrder =
  <Code extends string>(vocabulary: readonly Code[]) =>
  (codes: readonly Code[]) =>
    vocabulary.filter((code) => codes.includes(code)).join('-');

export const price = {
  schema: priceParam,
  reason: 'search.errors.filters.price',
  values: priceValues,
  write: writeRange,
} as const;
