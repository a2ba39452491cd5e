/**
 * Hotel proposals of a search: how each is priced (stay plus, for packages, the default flight),
 * the facets and sorts they support, and their wire shape.
 */
import {
  ALL_MEAL_PLANS,
  HDP_FACETS,
  MEAL_PLANS,
  type Facet,
  type MealPlan,
  type SortName,
} from '../../../../shared/src/domain/contract';
import { addDays } from '../../lib/dates';
import { SandboxError } from '../../lib/envelope';
import type { FacetDefinition } from '../../lib/facets';
import type { Language } from '../../lib/languages';
import { money } from '../../lib/random';
import { flightPrice, type FlightOffer } from '../../inventory/flights';
import {
  AMENITIES,
  CHARACTERISTICS,
  PROPERTY_TYPES,
  stayPrice,
  type Hotel,
} from '../../inventory/hotels';
import type { HdpSearch } from './hdp-store';

export type HotelItem = {
  id: string;
  hotel: Hotel;
  mealPlan: MealPlan;
  total: number;
  originalTotal: number | null;
  freeCancellationUntil: string | null;
};

export function proposalIdOf(searchId: string, hotelId: string): string {
  return `${searchId}_${hotelId}`;
}

/** The meal plans a request's MEAL_PLAN facet asks for (ALL_MEAL_PLANS must have been dropped). */
export function requestedMealPlans(facets: readonly Facet[]): MealPlan[] {
  const facet = facets.find((candidate) => candidate.name === HDP_FACETS.mealPlan);
  const values = facet && 'values' in facet ? facet.values : [];
  if (values.includes(ALL_MEAL_PLANS)) {
    throw new SandboxError(
      'VALIDATION_ERROR',
      `${ALL_MEAL_PLANS} must be dropped from the ${HDP_FACETS.mealPlan} facet`,
    );
  }
  return MEAL_PLANS.filter((plan) => values.includes(plan));
}

/** The last day cancellation is free, or null when the rate is not (or no longer) refundable. */
export function freeCancellationUntil(hotel: Hotel, checkIn: string, today: string): string | null {
  if (hotel.freeCancellationDays === null) return null;
  const deadline = addDays(checkIn, -hotel.freeCancellationDays);
  return deadline >= today ? deadline : null;
}

function transportTotal(search: HdpSearch, transport: FlightOffer | null): number {
  return transport ? flightPrice(transport, search.passengers).total : 0;
}

function stay(search: HdpSearch, hotel: Hotel, mealPlan: MealPlan) {
  return stayPrice(hotel, {
    checkIn: search.outboundDate,
    nights: search.nights,
    rooms: search.rooms,
    mealPlan,
  });
}

/**
 * A hotel's proposal: the cheapest of its meal plans among `wanted` (all when empty), priced with
 * the package's flight. Hotels offering none of the wanted plans get no proposal.
 */
export function hotelItem(
  search: HdpSearch,
  hotel: Hotel,
  transport: FlightOffer | null,
  wanted: readonly MealPlan[],
  today: string,
): HotelItem | null {
  const flight = transportTotal(search, transport);
  const options = hotel.mealPlans
    .filter((plan) => wanted.length === 0 || wanted.includes(plan.code))
    .map((plan) => ({ code: plan.code, price: stay(search, hotel, plan.code) }))
    .sort((a, b) => a.price.total - b.price.total);
  const best = options[0];
  if (!best) return null;
  return {
    id: proposalIdOf(search.id, hotel.id),
    hotel,
    mealPlan: best.code,
    total: money(best.price.total + flight),
    originalTotal:
      best.price.originalTotal === null ? null : money(best.price.originalTotal + flight),
    freeCancellationUntil: freeCancellationUntil(hotel, search.outboundDate, today),
  };
}

const flag = (value: boolean) => [String(value)];

export const HOTEL_FACET_DEFINITIONS: FacetDefinition<HotelItem>[] = [
  { kind: 'range', name: HDP_FACETS.price, valueOf: (item) => item.total },
  {
    kind: 'values',
    name: HDP_FACETS.deals,
    match: 'any',
    valuesOf: (item) => flag(item.hotel.dealDiscountPercent !== null),
  },
  {
    kind: 'values',
    name: HDP_FACETS.freeCancellation,
    match: 'any',
    valuesOf: (item) => flag(item.freeCancellationUntil !== null),
  },
  {
    kind: 'values',
    name: HDP_FACETS.propertyType,
    match: 'any',
    order: PROPERTY_TYPES,
    valuesOf: (item) => [item.hotel.propertyType],
  },
  {
    kind: 'values',
    name: HDP_FACETS.stars,
    match: 'any',
    order: ['1', '2', '3', '4', '5'],
    valuesOf: (item) => [String(item.hotel.stars)],
  },
  { kind: 'range', name: HDP_FACETS.rating, valueOf: (item) => item.hotel.rating },
  {
    kind: 'values',
    name: HDP_FACETS.amenities,
    match: 'all',
    order: AMENITIES,
    valuesOf: (item) => item.hotel.amenities,
  },
  {
    kind: 'values',
    name: HDP_FACETS.characteristics,
    match: 'all',
    order: CHARACTERISTICS,
    valuesOf: (item) => item.hotel.characteristics,
  },
  {
    kind: 'values',
    name: HDP_FACETS.mealPlan,
    match: 'any',
    order: MEAL_PLANS,
    valuesOf: (item) => item.hotel.mealPlans.map((plan) => plan.code),
  },
  {
    kind: 'bounds',
    name: HDP_FACETS.mapBoundingBox,
    pointOf: (item) => ({ latitude: item.hotel.latitude, longitude: item.hotel.longitude }),
  },
];

export const HOTEL_SORTS: Partial<Record<SortName, (item: HotelItem) => number>> = {
  RECOMMENDED: (item) =>
    -(item.hotel.rating * 10 + item.hotel.stars * 4 + (item.hotel.dealDiscountPercent ? 8 : 0)) +
    item.total / 100,
  PRICE: (item) => item.total,
  STARS: (item) => item.hotel.stars,
  RATING: (item) => item.hotel.rating,
};

export function accommodationSummary(hotel: Hotel, search: HdpSearch, language: Language) {
  return {
    id: hotel.id,
    name: hotel.name,
    stars: hotel.stars,
    rating: hotel.rating,
    reviewsCount: hotel.reviewsCount,
    propertyType: hotel.propertyType,
    amenities: hotel.amenities,
    characteristics: hotel.characteristics,
    coordinates: { latitude: hotel.latitude, longitude: hotel.longitude },
    address: hotel.address,
    mainImage: hotel.images[0] ?? null,
    images: hotel.images,
    destination: { code: search.destination.code, name: search.destination.names[language] },
  };
}

export function hotelProposalView(item: HotelItem, search: HdpSearch, language: Language) {
  const persons = search.passengers.adults + search.passengers.children;
  return {
    id: item.id,
    accommodation: accommodationSummary(item.hotel, search, language),
    mealPlan: item.mealPlan,
    mealPlans: item.hotel.mealPlans.map((plan) => plan.code),
    freeCancellation: item.freeCancellationUntil !== null,
    freeCancellationUntil: item.freeCancellationUntil,
    deal: item.hotel.dealDiscountPercent !== null,
    dealDiscountPercent: item.hotel.dealDiscountPercent,
    checkIn: search.outboundDate,
    checkOut: search.returnDate,
    nights: search.nights,
    price: {
      total: item.total,
      originalTotal: item.originalTotal,
      perPerson: money(item.total / Math.max(1, persons)),
      currency: search.currency,
    },
  };
}
