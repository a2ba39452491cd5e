/**
 * The cart's place in the URL: `cartId` and `checkoutStep`, read and written with the shared
 * search URL codec, so every other parameter of the search (product, dates, party) travels along
 * untouched from search to cart, checkout and order.
 */
import { lastSearch } from '@storefront/shared/lib/last-search';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseSearchParams, writeSearchParams } from '@storefront/shared/domain/search-url';
import type { SearchParamIssue, SearchParams } from '@storefront/shared/domain/search-url';
import type { ProductType } from '@storefront/shared/domain/contract';

export type CartLocation = {
  cartId: string | null;
  checkoutStep: number | null;
  search: SearchParams;
  params: URLSearchParams;
  /** problems with cartId or checkoutStep, as translation keys of the shared strings */
  issues: SearchParamIssue[];
};

export function readCartLocation(params: URLSearchParams): CartLocation {
  const { search, issues } = parseSearchParams(params);
  return {
    cartId: search.cartId ?? null,
    checkoutStep: search.checkoutStep ?? null,
    search,
    params,
    issues: issues.filter((issue) => issue.param === 'cartId' || issue.param === 'checkoutStep'),
  };
}

export function useCartLocation(): CartLocation {
  const [params] = useSearchParams();
  return useMemo(() => readCartLocation(params), [params]);
}

/** The query string of the same search with another cart or step. */
function queryWith(location: CartLocation, changes: Partial<SearchParams>): string {
  // keep the parameters the codec owns as they were read, and every other one as it was
  const next = writeSearchParams({ ...location.search, ...changes }, location.params);
  const text = next.toString();
  return text ? `?${text}` : '';
}

export function cartHref(location: CartLocation, cartId = location.cartId): string {
  return `/cart${queryWith(location, { cartId: cartId ?? undefined, checkoutStep: undefined })}`;
}

export function checkoutHref(location: CartLocation, step: number): string {
  return `/checkout${queryWith(location, { checkoutStep: step })}`;
}

export function orderHref(location: CartLocation, cartId = location.cartId): string {
  return `/order${queryWith(location, { cartId: cartId ?? undefined, checkoutStep: undefined })}`;
}

const SEARCH_ROUTES: Record<ProductType, string> = {
  DP: '/DP',
  H: '/H',
  HGH: '/HGH',
  F: '/F',
  FF: '/FF',
};

/**
 * Where a shopper starts again: the last search they saw of the cart's product type (its very
 * address, so its results show again), else that product's search, else the last search of any
 * product, else the landing page.
 */
export function searchHref(productType: ProductType | null | undefined): string {
  if (!productType) return lastSearch() ?? '/';
  return lastSearch([SEARCH_ROUTES[productType]]) ?? SEARCH_ROUTES[productType];
}
