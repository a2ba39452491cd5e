/**
 * The product types a brand offers deals for: its `productTypeOrder`, kept to the types it has a
 * business profile for (Deals/GetDealsByBP is asked per profile), the first being the default.
 */
import { PRODUCT_TYPES } from '@storefront/shared/domain/contract';
import type { ProductType } from '@storefront/shared/domain/contract';
import type { BrandConfig } from '@storefront/shared/domain/brand';

export function businessProfileFor(brand: BrandConfig, productType: ProductType): string | null {
  return brand.brand.businessProfiles[productType] ?? null;
}

/** The brand's product types in its order; without an order, every type it has a profile for. */
export function brandProductTypes(brand: BrandConfig): ProductType[] {
  const ordered = brand.brand.productTypeOrder.filter(
    (type, index, all) => all.indexOf(type) === index && businessProfileFor(brand, type) !== null,
  );
  if (ordered.length > 0) return ordered;
  return PRODUCT_TYPES.filter((type) => businessProfileFor(brand, type) !== null);
}

export function defaultProductType(brand: BrandConfig): ProductType | null {
  return brandProductTypes(brand)[0] ?? null;
}

export type ProductChoice = {
  /** the product type shown: the one asked for when the brand offers it, else the default */
  productType: ProductType | null;
  /** true when the URL asked for a product type the brand has no business profile for */
  refused: boolean;
};

export function chooseProductType(
  brand: BrandConfig,
  requested: ProductType | undefined,
): ProductChoice {
  if (requested !== undefined && businessProfileFor(brand, requested) !== null) {
    return { productType: requested, refused: false };
  }
  return { productType: defaultProductType(brand), refused: requested !== undefined };
}

/**
 * The product types to offer as choices: the brand's, plus the current one when the URL chose a
 * type outside the brand's order that it still has a profile for.
 */
export function productTypeChoices(brand: BrandConfig, current: ProductType | null): ProductType[] {
  const types = brandProductTypes(brand);
  return current !== null && !types.includes(current) ? [...types, current] : types;
}
