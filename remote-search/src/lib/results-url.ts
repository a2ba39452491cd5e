/**
 * This remote's own URL parameters, beside the shared search and filter codecs
 * (@storefront/shared/domain/search-url and filters-url), with the same contract: reading never
 * throws, a value that cannot be accepted is left out and reported with a translation key (of
 * this remote's namespace), and one state has one spelling.
 *
 *   page       results page, whole number from 1; absent means 1 and 1 is not written   "page=3"
 *   sort       RECOMMENDED | PRICE | STARS | RATING, ascending; '-desc' for descending  "sort=STARS-desc"
 *              absent means the sort chosen in this visit (the cart state's sortSelector), else
 *              RECOMMENDED ascending.
 * On /hotel-detail, beside the search parameters of the search it came from:
 *   hotelId    the accommodation's id                                               "hotelId=H-PMI-001"
 *   searchId   the search it was found in, and proposalId the proposal (both optional: without
 *   proposalId them the hotel is shown without a price)
 *   mealPlan   the meal plan the detail is priced with (one MEAL_PLANS code)   "mealPlan=HALF_BOARD"
 *              Not the search's `mealPlans`: that is the results' meal-plan filter, which the
 *              detail must not turn into a filter the shopper never chose.
 *   back       the results the hotel was found in, path and query exactly as they were (filters,
 *              sort and page included): a path of a search screen of this remote, else ignored
 *                                                     "back=%2FH%3Fdestination%3Dpmi%26page%3D2"
 */
import type { MealPlan, Sort, SortName } from '@storefront/shared/domain/contract';
import { DEFAULT_SORT, MEAL_PLANS } from '@storefront/shared/domain/contract';
import { HDP_PRODUCTS, MEMBER_SEARCH_PATH, searchRoute } from './products';
import { safeLink } from '@storefront/shared/lib/safe-link';
import type { ParamIssue } from '@storefront/shared/domain/url-params';

export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';
export const DETAIL_PARAMS = {
  hotelId: 'hotelId',
  searchId: 'searchId',
  proposalId: 'proposalId',
  mealPlan: 'mealPlan',
  back: 'back',
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

/** The meal plan a detail link prices the hotel with, or undefined (an unknown code is ignored). */
export function detailMealPlan(params: URLSearchParams): MealPlan | undefined {
  const value = params.get(DETAIL_PARAMS.mealPlan)?.toUpperCase();
  return MEAL_PLANS.find((plan) => plan === value);
}

/** The paths a detail's way back may lead to: this remote's search screens. */
const RESULTS_PATHS: readonly string[] = [...HDP_PRODUCTS.map(searchRoute), MEMBER_SEARCH_PATH];

/**
 * The results a detail link came from (path and query, as they were), or null when the link names
 * none, or names anything but a search screen of this remote.
 */
export function detailBackHref(params: URLSearchParams): string | null {
  const link = safeLink(params.get(DETAIL_PARAMS.back));
  if (link?.kind !== 'internal') return null;
  const path = /^[^?#]*/.exec(link.to)?.[0] ?? '';
  return RESULTS_PATHS.includes(path) ? link.to : null;
}
