/** What the landing shows, read from the brand configuration. */
import type { BrandConfig } from '@storefront/shared/domain/brand';
import type { ProductType } from '@storefront/shared/domain/contract';

export type SelectorEntry = { productType: ProductType; titleKey: string | null };

/**
 * The product selector: the brand's product type order, keeping only the types its landing shows
 * in the selector, then the landing's extra selector (with its own title) when it is shown too.
 */
export function selectorEntries(brand: BrandConfig): SelectorEntry[] {
  const shown = new Set(brand.landing.showInSelector);
  const entries: SelectorEntry[] = brand.brand.productTypeOrder
    .filter((type, index, order) => shown.has(type) && order.indexOf(type) === index)
    .map((productType) => ({ productType, titleKey: null }));
  const extra = brand.landing.extraSelector;
  if (extra && shown.has(extra.productType)) {
    const existing = entries.find((entry) => entry.productType === extra.productType);
    if (existing) existing.titleKey = extra.titleKey;
    else entries.push({ productType: extra.productType, titleKey: extra.titleKey });
  }
  return entries;
}

export const PROMO_PRODUCTS = ['DP', 'H', 'F'] as const;
export type PromoProduct = (typeof PROMO_PRODUCTS)[number];

/** Where a destination proposal leads: its product's search, with the destination filled in. */
export function proposalHref(productType: PromoProduct, code: string): string {
  const params = new URLSearchParams({ destination: code.toLowerCase() });
  return `/${productType}?${params.toString()}`;
}
