/**
 * This remote's own URL parameters, beside the shared search and filter codecs
 * (@storefront/shared/domain/search-url and filters-url), with the same contract: reading never
 * throws, a value that cannot be accepted is left out and reported with a translation key (of
 * this remote's namespace), and one state has one spelling.
 *
 *   page       results page, whole number from 1; absent means 1 and 1 is not written   "page=3"
 *   sort       RECOMMENDED | PRICE | STARS | RATING, ascending; '-desc' for descending  "sort=STARS-desc"
 *              absent means the sort chosen in this visit (the cart state's sortSelector), else
 *              RECOMMENDED ascending; a free-flight brand always sorts by PRICE ascending.
 * On /hotel-detail, beside the search parameters of the search it came from:
 *   hotelId    the accommodation's id                                               "hotelId=H-PMI-001"
 *   searchId   the search it was found in, and proposalId the proposal (both optional: without
 *   proposalId them the hotel is shown without a price)
 */
import type { Sort, SortName } from '@storefront/shared/domain/contract';
import { DEFAULT_SORT } from '@storefront/shared/domain/contract';
import type { ParamIssue } from '@storefront/shared/domain/url-params';

export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';
export const DETAIL_PARAMS = {
  hotelId: 'hotelId',
  searchId: 'searchId',
  proposalId: 'proposalId',
} as const;

/** The sorts the hotel-and-package service takes, in the order the sort control offers them. */
export const HOTEL_SORT_OPTIONS = [
  { name: 'RECOMMENDED', ascending: true },
  { name: 'PRICE', ascending: true },
  { name: 'PRICE', ascending: false },
  { name: 'STARS', ascending: false },
  { name: 'RATING', ascending: false },
] as const satisfies readonly Sort[];

const HOTEL_SORT_NAMES: readonly SortName[] = ['RECOMMENDED', 'PRICE', 'STARS', 'RATING'];
const MAX_PAGE = 10_000;

export type ResultsIssueReason = 'urlErrors.page' | 'urlErrors.sort';
export type ResultsParamIssue = ParamIssue<'page' | 'sort', ResultsIssueReason>;

export function sortToParam(sort: Sort): string {
  return sort.ascending ? sort.name : `${sort.name}-desc`;
}

export function sortFromParam(value: string): Sort | null {
  const [name, direction, ...rest] = value.split('-');
  if (rest.length > 0 || (direction !== undefined && direction !== 'desc')) return null;
  const upper = (name ?? '').toUpperCase() as SortName;
  if (!HOTEL_SORT_NAMES.includes(upper)) return null;
  return { name: upper, ascending: direction !== 'desc' };
}

export function isHotelSort(sort: Sort): boolean {
  return HOTEL_SORT_NAMES.includes(sort.name);
}

export type ResultsParams = {
  page: number;
  /** null when the URL names none */
  sort: Sort | null;
  issues: ResultsParamIssue[];
};

export function parseResultsParams(params: URLSearchParams): ResultsParams {
  const issues: ResultsParamIssue[] = [];
  let page = 1;
  const rawPage = params.get(PAGE_PARAM);
  if (rawPage) {
    const n = /^\d{1,9}$/.test(rawPage) ? Number(rawPage) : NaN;
    if (Number.isInteger(n) && n >= 1 && n <= MAX_PAGE) page = n;
    else issues.push({ param: 'page', value: rawPage.slice(0, 64), reason: 'urlErrors.page' });
  }
  let sort: Sort | null = null;
  const rawSort = params.get(SORT_PARAM);
  if (rawSort) {
    sort = sortFromParam(rawSort);
    if (!sort)
      issues.push({ param: 'sort', value: rawSort.slice(0, 64), reason: 'urlErrors.sort' });
  }
  return { page, sort, issues };
}

/** A copy of `params` with the page written (1 is not written). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAGE_PARAM);
  if (page > 1) next.append(PAGE_PARAM, String(page));
  return next;
}

/** A copy of `params` with the sort written (RECOMMENDED ascending is written too, so it sticks). */
export function withSort(params: URLSearchParams, sort: Sort): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(SORT_PARAM);
  next.append(SORT_PARAM, sortToParam(sort));
  return next;
}

export const defaultSort = (): Sort => ({ ...DEFAULT_SORT });

export type DetailParams = {
  hotelId: string | null;
  searchId: string | null;
  proposalId: string | null;
};

const ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

function idParam(params: URLSearchParams, key: string): string | null {
  const value = params.get(key);
  return value && ID_PATTERN.test(value) ? value : null;
}

export function parseDetailParams(params: URLSearchParams): DetailParams {
  return {
    hotelId: idParam(params, DETAIL_PARAMS.hotelId),
    searchId: idParam(params, DETAIL_PARAMS.searchId),
    proposalId: idParam(params, DETAIL_PARAMS.proposalId),
  };
}
