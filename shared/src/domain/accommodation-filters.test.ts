import {
  EMPTY_ACCOMMODATION_FILTERS,
  accommodationFiltersSchema,
  accommodationFiltersToFacets,
  accommodationSort,
  roundBoundingBox,
} from './accommodation-filters';
import type { AccommodationFilters } from './accommodation-filters';
import { HDP_FACETS } from './contract';

const facetsOf = (chosen: Partial<AccommodationFilters>) =>
  accommodationFiltersToFacets({ ...EMPTY_ACCOMMODATION_FILTERS, ...chosen });

describe('accommodationFiltersToFacets', () => {
  it('sends no facet when no filter is chosen', () => {
    expect(accommodationFiltersToFacets(EMPTY_ACCOMMODATION_FILTERS)).toEqual([]);
  });

  it('has empty filters that the schema accepts', () => {
    expect(accommodationFiltersSchema.safeParse(EMPTY_ACCOMMODATION_FILTERS).success).toBe(true);
  });

  it('sends the price range as the price facet', () => {
    expect(facetsOf({ priceRange: { from: 80, to: 250 } })).toEqual([
      { name: HDP_FACETS.price, from: 80, to: 250 },
    ]);
  });

  it('sends the free-cancellation facet only when true', () => {
    expect(facetsOf({ freeCancellation: true })).toEqual([
      { name: HDP_FACETS.freeCancellation, values: ['true'] },
    ]);
    expect(facetsOf({ freeCancellation: false })).toEqual([]);
  });

  it('sends the deals facet only when true', () => {
    expect(facetsOf({ deals: true })).toEqual([{ name: HDP_FACETS.deals, values: ['true'] }]);
    expect(facetsOf({ deals: false })).toEqual([]);
  });

  it('sends property types in a fixed order and stars sorted, without duplicates', () => {
    expect(facetsOf({ propertyType: ['VILLA', 'HOTEL', 'VILLA'], stars: [5, 3, 5] })).toEqual([
      { name: HDP_FACETS.propertyType, values: ['HOTEL', 'VILLA'] },
      { name: HDP_FACETS.stars, values: ['3', '5'] },
    ]);
  });

  it('sends the minimum guest rating as a range up to 10', () => {
    expect(facetsOf({ rating: 7.5 })).toEqual([{ name: HDP_FACETS.rating, from: 7.5, to: 10 }]);
  });

  it('sends no rating facet for a minimum of 0', () => {
    expect(facetsOf({ rating: 0 })).toEqual([]);
  });

  it('sends amenities and characteristics sorted and without duplicates', () => {
    expect(facetsOf({ amenities: ['WIFI', 'POOL', 'WIFI'], characteristics: ['BEACH'] })).toEqual([
      { name: HDP_FACETS.amenities, values: ['POOL', 'WIFI'] },
      { name: HDP_FACETS.characteristics, values: ['BEACH'] },
    ]);
  });

  it('sends the chosen meal plans in MEAL_PLANS order', () => {
    expect(facetsOf({ mealPlan: ['ALL_INCLUSIVE', 'ROOM_ONLY'] })).toEqual([
      { name: HDP_FACETS.mealPlan, values: ['ROOM_ONLY', 'ALL_INCLUSIVE'] },
    ]);
  });

  it('drops ALL_MEAL_PLANS from the meal plan facet', () => {
    expect(facetsOf({ mealPlan: ['ALL_MEAL_PLANS', 'HALF_BOARD'] })).toEqual([
      { name: HDP_FACETS.mealPlan, values: ['HALF_BOARD'] },
    ]);
  });

  it('sends no meal plan facet when only ALL_MEAL_PLANS is chosen', () => {
    expect(facetsOf({ mealPlan: ['ALL_MEAL_PLANS'] })).toEqual([]);
  });

  it('rounds the map bounding box to 5 decimals and the east longitude to 6', () => {
    expect(
      facetsOf({
        mapBoundingBox: {
          south: 39.123456789,
          west: 2.123454999,
          north: 39.98765432,
          east: 3.1234564999,
        },
      }),
    ).toEqual([
      {
        name: HDP_FACETS.mapBoundingBox,
        values: ['39.12346', '2.12345', '39.98765', '3.123456'],
      },
    ]);
  });

  it('writes negative coordinates and never -0 in the bounding box facet', () => {
    expect(
      facetsOf({
        mapBoundingBox: { south: -0.000001, west: -3.7038, north: 0.5, east: -0.0000001 },
      }),
    ).toEqual([{ name: HDP_FACETS.mapBoundingBox, values: ['0', '-3.7038', '0.5', '0'] }]);
  });
});

describe('roundBoundingBox', () => {
  it('rounds negative and positive coordinates alike', () => {
    expect(
      roundBoundingBox({ south: -10.123456, west: 10.123456, north: 20, east: -1.2345675 }),
    ).toEqual({ south: -10.12346, west: 10.12346, north: 20, east: -1.234568 });
  });
});

describe('accommodationSort', () => {
  it('is RECOMMENDED ascending when nothing is chosen', () => {
    expect(accommodationSort(undefined)).toEqual({ name: 'RECOMMENDED', ascending: true });
  });

  it('keeps the chosen sort', () => {
    expect(accommodationSort({ name: 'STARS', ascending: false })).toEqual({
      name: 'STARS',
      ascending: false,
    });
  });
});
