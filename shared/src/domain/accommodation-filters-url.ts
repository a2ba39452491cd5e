/** The accommodation filters in the URL, 'h.' (the table is in filters-url.ts). */
import * as z from 'zod/mini';
import { MAX_FILTER_CODES } from './filter-common';
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
import { booleanParam, listParam, wholeNumberParam } from './url-params';
import {
  ACCOMMODATION_FILTER_PARAMS,
  price,
  readFilters,
  upperCaseParam,
  writeCodes,
  writeFilters,
  writeFlag,
  writeInOrder,
  writeNumber,
} from './filter-codecs';
import type { CodecTable, FilterParamIssue, KeyedAccommodationFilter } from './filter-codecs';

const accommodationShape = accommodationFiltersSchema.shape;

// zod/mini has no `unwrap()` or `element`: a nullable's or readonly's inner schema is its
// `def.innerType`, an array's item schema its `def.element` (what classic zod's accessors return).
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

function writeBoundingBox(box: MapBoundingBox | null): string | undefined {
  if (box === null) return undefined;
  const { south, west, north, east } = roundBoundingBox(box);
  return [south, west, north, east].join('_');
}

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
