/**
 * Accommodation filters (spec section 3) and their facets for ShoppingHDPService/RetrieveProposals,
 * with every accommodation rule of spec section 5. The free-flight brand rule (price cap and PRICE
 * sort) is a flight-search rule: stays and packages are searched as on any brand.
 */
import * as z from 'zod/mini';
import { ALL_MEAL_PLANS, HDP_FACETS, MEAL_PLANS } from './contract';
import type { Facet, MealPlan, RangeFacet, Sort } from './contract';
import {
  MAX_FILTER_CODES,
  flagFacet,
  presentFacets,
  priceFacet,
  priceRangeSchema,
  sortForBrand,
  uniqueSorted,
  valuesFacet,
} from './filter-common';

/** The PROPERTY_TYPE facet values (contract.ts names them in a comment only). */
export const PROPERTY_TYPES = [
  'HOTEL',
  'APARTMENT',
  'RESORT',
  'HOSTEL',
  'VILLA',
  'BOUTIQUE',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

/** Guest ratings run from 0 to 10. */
export const MAX_GUEST_RATING = 10;

/** A minimum guest rating, 0..10 in steps of 0.1. */
const ratingSchema = z.number().check(
  z.gte(0),
  z.lte(MAX_GUEST_RATING),
  z.refine((rating) => Math.round(rating * 10) / 10 === rating),
);

const latitudeSchema = z.number().check(z.gte(-90), z.lte(90));
const longitudeSchema = z.number().check(z.gte(-180), z.lte(180));

/** A map area in decimal degrees. West may exceed east: the box then crosses the antimeridian. */
const boundingBoxSchema = z
  .object({
    south: latitudeSchema,
    west: longitudeSchema,
    north: latitudeSchema,
    east: longitudeSchema,
  })
  .check(z.refine((box) => box.south <= box.north));

/** Amenity and characteristic codes, as the backend names them. */
const hotelCodesSchema = z.readonly(
  z.array(z.string().check(z.regex(/^[A-Za-z0-9_]{1,40}$/))).check(z.maxLength(MAX_FILTER_CODES)),
);

/** Lists are read-only: a filter change makes new filters, and the empty filters are shared. */
export const accommodationFiltersSchema = z.object({
  priceRange: z.nullable(priceRangeSchema),
  deals: z.boolean(),
  freeCancellation: z.boolean(),
  propertyType: z.readonly(z.array(z.enum(PROPERTY_TYPES))),
  stars: z.readonly(z.array(z.literal(STAR_RATINGS))),
  /** Minimum guest rating. */
  rating: z.nullable(ratingSchema),
  amenities: hotelCodesSchema,
  characteristics: hotelCodesSchema,
  /** May hold ALL_MEAL_PLANS, the "any meal plan" choice, which no request carries. */
  mealPlan: z.readonly(z.array(z.enum([...MEAL_PLANS, ALL_MEAL_PLANS]))),
  mapBoundingBox: z.nullable(boundingBoxSchema),
});
export type AccommodationFilters = z.infer<typeof accommodationFiltersSchema>;
export type MapBoundingBox = z.infer<typeof boundingBoxSchema>;
export type StarRating = AccommodationFilters['stars'][number];

/** No filter chosen: no facet at all. */
export const EMPTY_ACCOMMODATION_FILTERS: AccommodationFilters = {
  priceRange: null,
  deals: false,
  freeCancellation: false,
  propertyType: [],
  stars: [],
  rating: null,
  amenities: [],
  characteristics: [],
  mealPlan: [],
  mapBoundingBox: null,
};

/** The chosen meal plans in MEAL_PLANS order, without ALL_MEAL_PLANS. */
export function withoutAllMealPlans(
  plans: readonly (MealPlan | typeof ALL_MEAL_PLANS)[],
): MealPlan[] {
  return MEAL_PLANS.filter((plan) => plans.includes(plan));
}

function roundTo(value: number, decimals: number): number {
  const rounded = Number(value.toFixed(decimals));
  return rounded === 0 ? 0 : rounded; // no '-0'
}

/**
 * The box as it is sent and written to the URL. Spec section 5: coordinates are rounded to 5
 * decimals (about a metre), "one longitude to 6"; the spec does not say which, and the east
 * longitude is the one given 6 here.
 */
export function roundBoundingBox(box: MapBoundingBox): MapBoundingBox {
  return {
    south: roundTo(box.south, 5),
    west: roundTo(box.west, 5),
    north: roundTo(box.north, 5),
    east: roundTo(box.east, 6),
  };
}

/** From the minimum rating to the top; none for a minimum of 0, which excludes nothing. */
function ratingFacet(rating: number | null): RangeFacet | undefined {
  return rating === null || rating <= 0
    ? undefined
    : { name: HDP_FACETS.rating, from: rating, to: MAX_GUEST_RATING };
}

function boundingBoxValues(box: MapBoundingBox | null): string[] {
  if (box === null) return [];
  const { south, west, north, east } = roundBoundingBox(box);
  return [south, west, north, east].map(String);
}

export function accommodationFiltersToFacets(filters: AccommodationFilters): Facet[] {
  return presentFacets([
    priceFacet(HDP_FACETS.price, filters.priceRange, undefined),
    flagFacet(HDP_FACETS.deals, filters.deals),
    flagFacet(HDP_FACETS.freeCancellation, filters.freeCancellation),
    valuesFacet(
      HDP_FACETS.propertyType,
      PROPERTY_TYPES.filter((type) => filters.propertyType.includes(type)),
    ),
    valuesFacet(HDP_FACETS.stars, uniqueSorted(filters.stars).map(String)),
    ratingFacet(filters.rating),
    valuesFacet(HDP_FACETS.amenities, uniqueSorted(filters.amenities)),
    valuesFacet(HDP_FACETS.characteristics, uniqueSorted(filters.characteristics)),
    valuesFacet(HDP_FACETS.mealPlan, withoutAllMealPlans(filters.mealPlan)),
    valuesFacet(HDP_FACETS.mapBoundingBox, boundingBoxValues(filters.mapBoundingBox)),
  ]);
}

/** The sort of an accommodation search: as chosen, else RECOMMENDED ascending. */
export function accommodationSort(sort: Sort | null | undefined): Sort {
  return sortForBrand(sort, undefined);
}
