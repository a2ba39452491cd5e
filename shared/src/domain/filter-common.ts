/**
 * What the flight and the accommodation filters share: ranges, facet builders, and the
 * free-flight brand rule of spec section 5 (price facet 0 to voucherAmount × 100, sort PRICE).
 */
import * as z from 'zod/mini';
import { DEFAULT_SORT, PRICE_SORT, VOUCHER_PRICE_MULTIPLIER } from './contract';
import type { Facet, RangeFacet, Sort, ValuesFacet } from './contract';

/** The highest price a price filter can name, in whole currency units. */
export const MAX_FILTER_PRICE = 1_000_000;

/** The most codes a list filter (airlines, amenities …) can hold. */
export const MAX_FILTER_CODES = 50;

export type NumberRange = { from: number; to: number };

/** A price range in whole currency units, lower bound first. */
export const priceRangeSchema = z
  .object({
    from: z.int().check(z.gte(0), z.lte(MAX_FILTER_PRICE)),
    to: z.int().check(z.gte(0), z.lte(MAX_FILTER_PRICE)),
  })
  .check(z.refine((range) => range.from <= range.to));

/** The part of a brand configuration that changes a search request. */
export type BrandSearchRules = {
  freeFlightConditions?: { voucherAmount: number } | null;
};

/** Sorted without duplicates, so that a set of choices has one spelling in a URL or a request. */
export function uniqueSorted<T extends string | number>(values: readonly T[]): T[] {
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export function valuesFacet(name: string, values: readonly string[]): ValuesFacet | undefined {
  return values.length === 0 ? undefined : { name, values: [...values] };
}

export function flagFacet(name: string, on: boolean): ValuesFacet | undefined {
  return on ? { name, values: ['true'] } : undefined;
}

/** A range from 0 to `max`, as connection time and trip duration are sent (spec section 5). */
export function upToFacet(name: string, max: number | null): RangeFacet | undefined {
  return max === null ? undefined : { name, from: 0, to: max };
}

/** The chosen price range, or 0 to voucherAmount × 100 on a free-flight brand whatever was chosen. */
export function priceFacet(
  name: string,
  range: NumberRange | null,
  brand: BrandSearchRules | undefined,
): RangeFacet | undefined {
  const voucher = brand?.freeFlightConditions;
  if (voucher) return { name, from: 0, to: voucher.voucherAmount * VOUCHER_PRICE_MULTIPLIER };
  return range === null ? undefined : { name, from: range.from, to: range.to };
}

/** PRICE ascending on a free-flight brand; otherwise the chosen sort, else RECOMMENDED ascending. */
export function sortForBrand(
  sort: Sort | null | undefined,
  brand: BrandSearchRules | undefined,
): Sort {
  if (brand?.freeFlightConditions) return { name: PRICE_SORT, ascending: true };
  return sort ? { ...sort } : { ...DEFAULT_SORT };
}

export function presentFacets(facets: readonly (Facet | undefined)[]): Facet[] {
  return facets.filter((facet) => facet !== undefined);
}
