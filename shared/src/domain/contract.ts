/**
 * The vocabulary the backend and the storefront share: product types, error codes, facet and
 * sort names, and the request pieces of a proposal search (spec sections 3, 5, 7, 9).
 * The sandbox imports these same constants, so the stand-in cannot drift from the client.
 */

export const PRODUCT_TYPES = ['H', 'DP', 'F', 'FF', 'HGH'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Error codes the backend puts in `error.code`. */
export const ERROR_CODES = [
  'CART_EXPIRED',
  'NO_CONTENT',
  'GENERIC_ERROR',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'VALIDATION_ERROR',
  'INVALID_TOKEN',
  'VOUCHER_INVALID',
  'PAYMENT_DECLINED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Business constants of spec section 9 (the calls' timeout is kept with the start-up calls). */
export { REQUEST_TIMEOUT_MS } from '../start-up/start-up';
export const PROPOSAL_PAGE_SIZE = 20;
export const MAX_FLIGHT_RETRIES = 10;
export const DEFAULT_CURRENCY = 'EUR';
export const VOUCHER_PRICE_MULTIPLIER = 100;

export const SORT_NAMES = [
  'RECOMMENDED',
  'PRICE',
  'DURATION',
  'DEPARTURE_TIME',
  'STARS',
  'RATING',
] as const;
export type SortName = (typeof SORT_NAMES)[number];
export const DEFAULT_SORT = { name: 'RECOMMENDED', ascending: true } as const;
export const PRICE_SORT: SortName = 'PRICE';

/** Accommodation facets (ShoppingHDPService/RetrieveProposals). */
export const HDP_FACETS = {
  price: 'PRICE', // range: from/to, whole currency units
  deals: 'DEALS', // values: ['true']
  freeCancellation: 'FREE_CANCELLATION', // values: ['true'], sent only when true
  propertyType: 'PROPERTY_TYPE', // values: HOTEL, APARTMENT, RESORT, HOSTEL, VILLA, BOUTIQUE
  stars: 'STARS', // values: '1'..'5'
  rating: 'RATING', // range: from/to guest rating 0..10
  amenities: 'AMENITIES', // values: amenity codes, a hotel must have all of them
  characteristics: 'CHARACTERISTICS', // values: characteristic codes, all of them
  mealPlan: 'MEAL_PLAN', // values: meal plan codes (never ALL_MEAL_PLANS)
  mapBoundingBox: 'MAP_BOUNDING_BOX', // values: [south, west, north, east] as decimal strings
} as const;

/** Transport facets (ShoppingTransportService/RetrieveProposals). */
export const FLIGHT_FACETS = {
  price: 'PRICE', // range: from/to
  outboundStops: 'OUTBOUND_STOPS', // values: '0', '1', '2' (2 means two or more)
  inboundStops: 'INBOUND_STOPS',
  luggage: 'LUGGAGE', // values: CABIN_CHECKED, CABIN, CHECKED
  outboundDepartureTime: 'OUTBOUND_DEPARTURE_TIME', // range: from/to 'HH:MM'
  inboundDepartureTime: 'INBOUND_DEPARTURE_TIME',
  connectionTime: 'CONNECTION_TIME', // range: from 0 to max minutes
  tripDuration: 'TRIP_DURATION', // range: from 0 to max minutes
  airlines: 'AIRLINES', // values: IATA airline codes
  outboundDepartureLocations: 'OUTBOUND_DEPARTURE_LOCATIONS', // values: IATA airport codes
  outboundArrivalLocations: 'OUTBOUND_ARRIVAL_LOCATIONS',
  inboundDepartureLocations: 'INBOUND_DEPARTURE_LOCATIONS',
  inboundArrivalLocations: 'INBOUND_ARRIVAL_LOCATIONS',
  depArrSameLocation: 'SAME_DEPARTURE_ARRIVAL_LOCATION', // values: ['true']
} as const;

export const LUGGAGE_VALUES = ['CABIN_CHECKED', 'CABIN', 'CHECKED'] as const;
export type LuggageValue = (typeof LUGGAGE_VALUES)[number];

export const ALL_MEAL_PLANS = 'ALL_MEAL_PLANS';
export const MEAL_PLANS = [
  'ROOM_ONLY',
  'BED_AND_BREAKFAST',
  'HALF_BOARD',
  'FULL_BOARD',
  'ALL_INCLUSIVE',
] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];

export type ValuesFacet = { name: string; values: string[] };
export type RangeFacet = { name: string; from: string | number; to: string | number };
export type Facet = ValuesFacet | RangeFacet;

export type Sort = { name: SortName; ascending: boolean };
export type PageRequest = { number: number; size: number };
export type StaticDataRequest = { language: string };

/** Flight searches always use this transport type (spec section 5). */
export const FLIGHT_TRANSPORT_TYPE = 'ONLY_FLIGHT';

/** Feature toggles the storefront reads. */
export const FLAGS = {
  maintenance: 'travel.maintenance_mode',
  tealium: 'travel.tracking.lmn_tealium',
  operatorPanel: 'travel.operator_panel',
} as const;

/** The brand origin whose brands use an external consent manager (spec section 4). */
export const LASTMINUTE_ORIGIN = 'LASTMINUTE';
