/** The product types this remote searches, and what each needs. */
import type { ProductType } from '@storefront/shared/domain/contract';
import type { HdpProductType } from '@storefront/shared/domain/hotel';

export const HDP_PRODUCTS = ['DP', 'H', 'HGH'] as const satisfies readonly HdpProductType[];

export function isHdpProduct(value: unknown): value is HdpProductType {
  return typeof value === 'string' && (HDP_PRODUCTS as readonly string[]).includes(value);
}

/** Packages fly the shopper there: they need a departure. */
export function needsDeparture(product: HdpProductType): boolean {
  return product !== 'H';
}

/** The hotels-and-packages search of signed-in members (the `product` parameter picks the type). */
export const MEMBER_SEARCH_PATH = '/hdpMemSearch';

/** The search screen of a product type (hotels and packages here; flights on the flights remote). */
export function searchRoute(product: ProductType): string {
  return `/${product}`;
}

/** The product type a search route's path names ('/DP' -> 'DP'), or null. */
export function productOfPath(pathname: string): HdpProductType | null {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return isHdpProduct(segment) ? segment : null;
}
