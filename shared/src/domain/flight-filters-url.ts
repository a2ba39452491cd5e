/** The flight filters in the URL, 'f.' (the table is in filters-url.ts). */
import * as z from 'zod/mini';
import { MAX_FILTER_CODES } from './filter-common';
import {
  LUGGAGE_OPTIONS,
  MAX_FILTER_DURATION_MINUTES,
  STOP_COUNTS,
  EMPTY_FLIGHT_FILTERS,
  flightFiltersSchema,
} from './flight-filters';
import type { FlightFilters } from './flight-filters';
import { booleanParam, listParam, wholeNumberParam, wholeRangeParam } from './url-params';
import {
  FLIGHT_FILTER_PARAMS,
  price,
  readFilters,
  upperCaseParam,
  writeCodes,
  writeFilters,
  writeFlag,
  writeInOrder,
  writeNumber,
  writeRange,
} from './filter-codecs';
import type { CodecTable, FilterParamIssue, Reason } from './filter-codecs';

const flightShape = flightFiltersSchema.shape;

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
