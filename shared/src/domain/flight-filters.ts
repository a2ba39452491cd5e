/**
 * Flight filters (spec section 3) and their facets for ShoppingTransportService/RetrieveProposals,
 * with every flight rule of spec section 5.
 */
import * as z from 'zod/mini';
import { FLIGHT_FACETS } from './contract';
import type { Facet, LuggageValue, RangeFacet, Sort } from './contract';
import {
  MAX_FILTER_CODES,
  flagFacet,
  presentFacets,
  priceFacet,
  priceRangeSchema,
  sortForBrand,
  uniqueSorted,
  upToFacet,
  valuesFacet,
} from './filter-common';
import type { BrandSearchRules, NumberRange } from './filter-common';

/** Stop counts a shopper can pick; 2 means two or more. */
export const STOP_COUNTS = [0, 1, 2] as const;

/** The luggage choices offered to the shopper; CABIN_CHECKED is what the backend adds. */
export const LUGGAGE_OPTIONS = ['CABIN', 'CHECKED'] as const satisfies readonly LuggageValue[];
export type LuggageOption = (typeof LUGGAGE_OPTIONS)[number];

/** A time of day in minutes after midnight; 1440 is the end of the day. */
export const MINUTES_PER_DAY = 1440;

/** The longest connection or trip duration a filter can name: three days, in minutes. */
export const MAX_FILTER_DURATION_MINUTES = 3 * MINUTES_PER_DAY;

const minuteOfDaySchema = z.int().check(z.gte(0), z.lte(MINUTES_PER_DAY));
const timeWindowSchema = z
  .object({ from: minuteOfDaySchema, to: minuteOfDaySchema })
  .check(z.refine((window) => window.from <= window.to));
const maxMinutesSchema = z.int().check(z.gte(0), z.lte(MAX_FILTER_DURATION_MINUTES));
/** IATA-style airline or airport code, upper case. */
const iataCodesSchema = z.readonly(
  z.array(z.string().check(z.regex(/^[A-Z0-9]{2,8}$/))).check(z.maxLength(MAX_FILTER_CODES)),
);

/** Lists are read-only: a filter change makes new filters, and the empty filters are shared. */
export const flightFiltersSchema = z.object({
  budgetRange: z.nullable(priceRangeSchema),
  outboundStops: z.readonly(z.array(z.literal(STOP_COUNTS))),
  inboundStops: z.readonly(z.array(z.literal(STOP_COUNTS))),
  luggageOptions: z.readonly(z.array(z.enum(LUGGAGE_OPTIONS))),
  /** Minutes after midnight, 0..1440. */
  outboundDepartureTime: z.nullable(timeWindowSchema),
  inboundDepartureTime: z.nullable(timeWindowSchema),
  /** Longest connection, in minutes. */
  connectionTime: z.nullable(maxMinutesSchema),
  /** Longest trip, in minutes. */
  tripDuration: z.nullable(maxMinutesSchema),
  airlines: iataCodesSchema,
  outboundDepartureLocations: iataCodesSchema,
  outboundArrivalLocations: iataCodesSchema,
  inboundDepartureLocations: iataCodesSchema,
  inboundArrivalLocations: iataCodesSchema,
  depArrSameLocation: z.boolean(),
  onlyDirectRoutes: z.boolean(),
});
export type FlightFilters = z.infer<typeof flightFiltersSchema>;
export type StopCount = FlightFilters['outboundStops'][number];

/** No filter chosen: no facet at all. */
export const EMPTY_FLIGHT_FILTERS: FlightFilters = {
  budgetRange: null,
  outboundStops: [],
  inboundStops: [],
  luggageOptions: [],
  outboundDepartureTime: null,
  inboundDepartureTime: null,
  connectionTime: null,
  tripDuration: null,
  airlines: [],
  outboundDepartureLocations: [],
  outboundArrivalLocations: [],
  inboundDepartureLocations: [],
  inboundArrivalLocations: [],
  depArrSameLocation: false,
  onlyDirectRoutes: false,
};

/**
 * 'HH:MM' of a minute of the day. 1440, the end of the day, becomes '23:59': the last minute
 * an HH:MM time names, and the way a backend comparing times of day reads "until midnight".
 */
export function minutesToClock(minutes: number): string {
  const minute = Math.min(Math.max(Math.round(minutes), 0), MINUTES_PER_DAY - 1);
  const pad = (part: number) => part.toString().padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** A departure window in HH:MM; none when it spans the whole day, since it excludes nothing. */
function departureTimeFacet(name: string, window: NumberRange | null): RangeFacet | undefined {
  if (window === null) return undefined;
  const from = minutesToClock(window.from);
  const to = minutesToClock(window.to);
  return from === '00:00' && to === '23:59' ? undefined : { name, from, to };
}

/** Direct only forces 0 stops, whatever stops were chosen. */
function stopValues(stops: readonly StopCount[], onlyDirectRoutes: boolean): string[] {
  return onlyDirectRoutes ? ['0'] : uniqueSorted(stops).map(String);
}

/** Both options: CABIN_CHECKED only. One option: CABIN_CHECKED and that option. */
function luggageValues(options: readonly LuggageOption[]): LuggageValue[] {
  const chosen = LUGGAGE_OPTIONS.filter((option) => options.includes(option));
  if (chosen.length === 0) return [];
  return chosen.length === LUGGAGE_OPTIONS.length
    ? ['CABIN_CHECKED']
    : ['CABIN_CHECKED', ...chosen];
}

export function flightFiltersToFacets(filters: FlightFilters, brand?: BrandSearchRules): Facet[] {
  return presentFacets([
    priceFacet(FLIGHT_FACETS.price, filters.budgetRange, brand),
    valuesFacet(
      FLIGHT_FACETS.outboundStops,
      stopValues(filters.outboundStops, filters.onlyDirectRoutes),
    ),
    valuesFacet(
      FLIGHT_FACETS.inboundStops,
      stopValues(filters.inboundStops, filters.onlyDirectRoutes),
    ),
    valuesFacet(FLIGHT_FACETS.luggage, luggageValues(filters.luggageOptions)),
    departureTimeFacet(FLIGHT_FACETS.outboundDepartureTime, filters.outboundDepartureTime),
    departureTimeFacet(FLIGHT_FACETS.inboundDepartureTime, filters.inboundDepartureTime),
    upToFacet(FLIGHT_FACETS.connectionTime, filters.connectionTime),
    upToFacet(FLIGHT_FACETS.tripDuration, filters.tripDuration),
    valuesFacet(FLIGHT_FACETS.airlines, uniqueSorted(filters.airlines)),
    valuesFacet(
      FLIGHT_FACETS.outboundDepartureLocations,
      uniqueSorted(filters.outboundDepartureLocations),
    ),
    valuesFacet(
      FLIGHT_FACETS.outboundArrivalLocations,
      uniqueSorted(filters.outboundArrivalLocations),
    ),
    valuesFacet(
      FLIGHT_FACETS.inboundDepartureLocations,
      uniqueSorted(filters.inboundDepartureLocations),
    ),
    valuesFacet(
      FLIGHT_FACETS.inboundArrivalLocations,
      uniqueSorted(filters.inboundArrivalLocations),
    ),
    flagFacet(FLIGHT_FACETS.depArrSameLocation, filters.depArrSameLocation),
  ]);
}

/** The sort of a flight search: PRICE ascending on a free-flight brand, else as chosen. */
export function flightSort(sort: Sort | null | undefined, brand?: BrandSearchRules): Sort {
  return sortForBrand(sort, brand);
}
