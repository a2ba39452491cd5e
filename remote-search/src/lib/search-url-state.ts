/**
 * Everything a search screen reads from its address, in one pure function: the product type,
 * the search (shared codec), the filters (shared codec), this remote's page and sort, what could
 * not be used (with translation keys), and the request it makes: the CreateSearch body and the
 * RetrieveProposals facets and sort with every accommodation rule of spec section 5.
 */
import type { Facet, Sort } from '@storefront/shared/domain/contract';
import {
  accommodationFiltersToFacets,
  accommodationSort,
} from '@storefront/shared/domain/accommodation-filters';
import type { AccommodationFilters } from '@storefront/shared/domain/accommodation-filters';
import { parseAccommodationFilters } from '@storefront/shared/domain/filters-url';
import type { HdpProductType, HotelSearchRequest } from '@storefront/shared/domain/hotel';
import { parseSearchParams } from '@storefront/shared/domain/search-url';
import type { SearchParams } from '@storefront/shared/domain/search-url';
import type { IssueValues } from '@storefront/shared/domain/url-params';
import { NAMESPACE } from './namespace';
import { isHdpProduct, productOfPath } from './products';
import { defaultSort, isHotelSort, parseResultsParams } from './results-url';
import { hotelSearchRequest } from './search-request';

/** A URL value that could not be used, with the translation key (namespaced) of its reason. */
export type UrlIssue = { param: string; key: string; values?: IssueValues };

export type SearchUrlState = {
  product: HdpProductType;
  search: SearchParams;
  filters: AccommodationFilters;
  page: number;
  /** the sort the request uses */
  sort: Sort;
  /** the sort the URL names, if any */
  urlSort: Sort | null;
  issues: UrlIssue[];
  /** the CreateSearch body, or null while the URL lacks something a search needs */
  request: HotelSearchRequest | null;
  /** the RetrieveProposals facets */
  facets: Facet[];
  params: URLSearchParams;
};

export type ReadOptions = {
  /** 'path': /DP, /H, /HGH name the product; 'param': the `product` parameter does (DP if absent) */
  productFrom: 'path' | 'param';
  /** the sort chosen earlier in the visit (the cart state's sortSelector), used when the URL has none */
  chosenSort?: Sort | null;
  today?: Date;
};

const shared = (issue: { param: string; reason: string; values?: IssueValues }): UrlIssue => ({
  param: issue.param,
  key: `translation:${issue.reason}`,
  ...(issue.values ? { values: issue.values } : {}),
});

export function readSearchUrl(
  pathname: string,
  query: string,
  options: ReadOptions,
): SearchUrlState {
  const params = new URLSearchParams(query);
  const parsed = parseSearchParams(params, options.today ? { today: options.today } : {});
  const filtersParsed = parseAccommodationFilters(params, parsed.search);
  const results = parseResultsParams(params);
  const issues: UrlIssue[] = [
    ...parsed.issues.map(shared),
    ...filtersParsed.issues.map(shared),
    ...results.issues.map((issue) => ({ param: issue.param, key: `${NAMESPACE}:${issue.reason}` })),
  ];
  let product: HdpProductType = 'DP';
  if (options.productFrom === 'path') {
    product = productOfPath(pathname) ?? 'DP';
  } else if (parsed.search.product) {
    if (isHdpProduct(parsed.search.product)) product = parsed.search.product;
    else issues.push({ param: 'product', key: `${NAMESPACE}:urlErrors.product` });
  }
  const { outboundDate, returnDate } = parsed.search;
  if (outboundDate && returnDate && returnDate <= outboundDate) {
    // the codec allows the same day (a day trip's flight); a stay needs a night, so this link
    // searches nothing: said as the form says it, both dates kept for the form to show
    issues.push({ param: 'returnDate', key: `${NAMESPACE}:form.errors.nights` });
  }
  const chosen = options.chosenSort && isHotelSort(options.chosenSort) ? options.chosenSort : null;
  const sort = accommodationSort(results.sort ?? chosen ?? defaultSort());
  return {
    product,
    search: parsed.search,
    filters: filtersParsed.filters,
    page: results.page,
    sort,
    urlSort: results.sort,
    issues,
    request: hotelSearchRequest(product, parsed.search),
    facets: accommodationFiltersToFacets(filtersParsed.filters),
    params,
  };
}
