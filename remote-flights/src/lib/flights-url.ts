/**
 * Everything the flights screens keep in the URL, so that a deep link reproduces the search and
 * the back button walks back through searches, filters, sorts and pages:
 *
 * - the search: the shared search codec (`@storefront/shared/domain/search-url`): departure,
 *   destination, outboundDate, returnDate (none: one way), adults, childrenAges, cartId;
 * - the filters: the shared flight filter codec (`@storefront/shared/domain/filters-url`, 'f.*');
 * - `page`: this remote's own parameter, the results page, a whole number from 1 (written only
 *   when above 1). A new search, filter or sort goes back to page 1;
 * - `sort`: this remote's own parameter, one of FLIGHT_SORT_NAMES (ascending), written only when
 *   it is not the default RECOMMENDED.
 *
 * Reading never throws: a value that cannot be used is left out and reported as an issue whose
 * `key` is a translation key (shared `translation:search.errors.*`, or this remote's
 * `flights:url.*`) with the values its message interpolates.
 */
import { DEFAULT_SORT } from '@storefront/shared/domain/contract';
import type { Sort, SortName } from '@storefront/shared/domain/contract';
import { parseFlightFilters, writeFlightFilters } from '@storefront/shared/domain/filters-url';
import { EMPTY_FLIGHT_FILTERS } from '@storefront/shared/domain/flight-filters';
import type { FlightFilters } from '@storefront/shared/domain/flight-filters';
import { parseSearchParams, writeSearchParams } from '@storefront/shared/domain/search-url';
import { REPEATED_PARAM_REASON } from '@storefront/shared/domain/url-params';
import type { SearchParams } from '@storefront/shared/domain/search-url';
import type { FlightSearchRequest } from '@storefront/shared/domain/flight';

export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';
/** Pages beyond this are refused: 2,304 proposals at 20 a page make 116 pages. */
export const MAX_PAGE = 1000;

/** The sorts ShoppingTransportService offers, in the order the sort control lists them. */
export const FLIGHT_SORT_NAMES = [
  'RECOMMENDED',
  'PRICE',
  'DURATION',
  'DEPARTURE_TIME',
] as const satisfies readonly SortName[];
export type FlightSortName = (typeof FLIGHT_SORT_NAMES)[number];

export type UrlIssue = {
  param: string;
  /** a translation key, with its namespace */
  key: string;
  values?: Readonly<Record<string, string | number>>;
};

export type FlightsUrlState = {
  search: SearchParams;
  filters: FlightFilters;
  page: number;
  sort: Sort;
  issues: UrlIssue[];
};

function readPage(params: URLSearchParams, issues: UrlIssue[]): number {
  const [raw] = params.getAll(PAGE_PARAM);
  if (raw === undefined || raw === '') return 1;
  if (/^\d{1,6}$/.test(raw)) {
    const page = Number(raw);
    if (page >= 1 && page <= MAX_PAGE) return page;
  }
  issues.push({ param: PAGE_PARAM, key: 'flights:url.page', values: { max: MAX_PAGE } });
  return 1;
}

function readSort(params: URLSearchParams, issues: UrlIssue[]): Sort {
  const [raw] = params.getAll(SORT_PARAM);
  if (raw === undefined || raw === '') return { ...DEFAULT_SORT };
  const name = raw.toUpperCase();
  if ((FLIGHT_SORT_NAMES as readonly string[]).includes(name)) {
    return { name: name as FlightSortName, ascending: true };
  }
  issues.push({ param: SORT_PARAM, key: 'flights:url.sort' });
  return { ...DEFAULT_SORT };
}

/** Reads the search, filters, page and sort of a query string. Never throws. */
export function readFlightsUrl(
  input: URLSearchParams | string,
  options: { today?: Date } = {},
): FlightsUrlState {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const parsedSearch = parseSearchParams(params, options);
  const parsedFilters = parseFlightFilters(params);
  const issues: UrlIssue[] = [
    ...parsedSearch.issues.map((issue) => ({
      param: issue.param,
      key: `translation:${issue.reason}`,
      ...(issue.values ? { values: issue.values } : {}),
    })),
    ...parsedFilters.issues.map((issue) => ({
      param: issue.param,
      key: `translation:${issue.reason}`,
      ...(issue.values ? { values: issue.values } : {}),
    })),
  ];
  const page = readPage(params, issues);
  const sort = readSort(params, issues);
  return { search: parsedSearch.search, filters: parsedFilters.filters, page, sort, issues };
}

/** The parameters that decide which flights are searched (an issue on one stops the search). */
const SEARCH_DEFINING = [
  'departure',
  'destination',
  'outboundDate',
  'returnDate',
  'adults',
  'childrenAges',
];

/**
 * The flight search the URL asks for, or null when it is incomplete (no departure, destination
 * or outbound date) or when one of its values was refused: a refused value is shown to the
 * shopper and the form keeps the rest, rather than searching something they did not ask for.
 * A parameter given twice is not refused: its first value is searched (as on the hotel side),
 * and the shopper is told so.
 */
export function searchRequestOf(
  state: Pick<FlightsUrlState, 'search' | 'issues'>,
  productType: 'F' | 'FF',
): FlightSearchRequest | null {
  const { search, issues } = state;
  const refused = issues.some(
    (issue) =>
      SEARCH_DEFINING.includes(issue.param) && issue.key !== `translation:${REPEATED_PARAM_REASON}`,
  );
  if (refused) return null;
  if (!search.departure || !search.destination || !search.outboundDate) return null;
  return {
    productType,
    departure: search.departure.toUpperCase(),
    destination: search.destination.toUpperCase(),
    outboundDate: search.outboundDate,
    returnDate: search.returnDate ?? null,
    travellers: { adults: search.adults, childrenAges: search.childrenAges },
  };
}

/** One spelling per search, for caching its id. */
export function searchKey(request: FlightSearchRequest): string {
  return [
    request.productType ?? 'F',
    request.departure,
    request.destination,
    request.outboundDate,
    request.returnDate ?? '',
    request.travellers.adults,
    request.travellers.childrenAges.join('-'),
  ].join('|');
}

function withoutPage(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAGE_PARAM);
  return next;
}

/** The URL for results page `page` (1 is written as no parameter). */
export function writePage(params: URLSearchParams, page: number): URLSearchParams {
  const next = withoutPage(params);
  if (page > 1) next.set(PAGE_PARAM, String(page));
  return next;
}

/** The URL with another sort, back on page 1. */
export function writeSort(params: URLSearchParams, sort: FlightSortName): URLSearchParams {
  const next = withoutPage(params);
  next.delete(SORT_PARAM);
  if (sort !== DEFAULT_SORT.name) next.set(SORT_PARAM, sort);
  return next;
}

/** The URL with other filters, back on page 1. */
export function writeFilters(params: URLSearchParams, filters: FlightFilters): URLSearchParams {
  return writeFlightFilters(filters, withoutPage(params));
}

/**
 * The URL of a new search: the search parameters replaced, the filters cleared (they name the
 * airlines and airports of the previous route) and page 1; the sort and a cart are kept.
 */
export function writeSearch(
  params: URLSearchParams,
  search: Pick<
    SearchParams,
    'departure' | 'destination' | 'outboundDate' | 'returnDate' | 'adults' | 'childrenAges'
  >,
): URLSearchParams {
  const kept = readFlightsUrl(params).search;
  const base = writeFlightFilters(EMPTY_FLIGHT_FILTERS, withoutPage(params));
  return writeSearchParams({ cartId: kept.cartId, ...search }, base);
}
