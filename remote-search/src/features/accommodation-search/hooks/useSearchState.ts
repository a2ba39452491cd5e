/**
 * The URL is the search: this hook reads the search, the filters, the page and the sort from the
 * address (shared codecs plus lib/results-url.ts) and changes them by pushing a new address, so a
 * deep link reproduces a search and the back button walks back through searches, filter changes
 * and pages.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { writeMealPlans } from '@storefront/shared/domain/search-url';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Sort } from '@storefront/shared/domain/contract';
import type { HdpProductType } from '@storefront/shared/domain/hotel';
import type { AccommodationFilters } from '@storefront/shared/domain/accommodation-filters';
import { writeAccommodationFilters } from '@storefront/shared/domain/filters-url';
import {
  setSortSelectorAtom,
  sortSelectorAtom,
  useStateAction,
  useStateValue,
} from '@storefront/shared/state';
import { searchRoute } from '../../../lib/products';
import { PAGE_PARAM, SORT_PARAM, withPage, withSort } from '../../../lib/results-url';
import { readSearchUrl } from '../../../lib/search-url-state';
import type { SearchUrlState, UrlIssue } from '../../../lib/search-url-state';

export type { UrlIssue };
export type SearchState = SearchUrlState;

export type SearchNavigation = {
  applyFilters: (filters: AccommodationFilters) => void;
  applySort: (sort: Sort) => void;
  pageHref: (page: number) => string;
  submitSearch: (next: SearchSubmission) => void;
};

export type SearchSubmission = {
  product: HdpProductType;
  destination: string;
  departure: string | null;
  outboundDate: string;
  returnDate: string;
  adults: number;
  childrenAges: readonly number[];
};

const MEAL_PLANS_PARAM = 'mealPlans';

/**
 * `productFrom`: 'path' on /DP, /H and /HGH (the route is the product type); 'param' on the member
 * search, where the `product` parameter picks it (DP when absent).
 */
export function useSearchState(productFrom: 'path' | 'param'): SearchState & SearchNavigation {
  const location = useLocation();
  const navigate = useNavigate();
  const chosenSort = useStateValue(sortSelectorAtom);
  const setSortSelector = useStateAction(setSortSelectorAtom);

  const state = useMemo(
    () =>
      readSearchUrl(location.pathname, location.search, {
        productFrom,
        chosenSort,
      }),
    [location.search, location.pathname, productFrom, chosenSort],
  );

  // a link's meal plans in another form (board codes, another order or case) are written back
  // as the URL writes them, in place of the link's own entry
  const mealPlansParam = new URLSearchParams(location.search).get(MEAL_PLANS_PARAM);
  const canonicalMealPlans = writeMealPlans(state.search.mealPlans);
  useEffect(() => {
    if (mealPlansParam === null || !canonicalMealPlans || mealPlansParam === canonicalMealPlans)
      return;
    const params = new URLSearchParams(location.search);
    params.set(MEAL_PLANS_PARAM, canonicalMealPlans);
    navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: true });
  }, [mealPlansParam, canonicalMealPlans, location.pathname, location.search, navigate]);

  const go = useCallback(
    (params: URLSearchParams, pathname = location.pathname) => {
      const query = params.toString();
      const search = query ? `?${query}` : '';
      // the address already shown: no second history entry for it
      if (pathname === location.pathname && search === location.search) return;
      navigate({ pathname, search });
    },
    [navigate, location.pathname, location.search],
  );

  const applyFilters = useCallback(
    (filters: AccommodationFilters) => {
      const written = writeAccommodationFilters(filters, state.search, state.params);
      go(withPage(written, 1));
    },
    [go, state.search, state.params],
  );

  const applySort = useCallback(
    (sort: Sort) => {
      setSortSelector(sort);
      go(withPage(withSort(state.params, sort), 1));
    },
    [go, setSortSelector, state.params],
  );

  const pageHref = useCallback(
    (page: number) => {
      const query = withPage(state.params, page).toString();
      return `${location.pathname}${query ? `?${query}` : ''}`;
    },
    [state.params, location.pathname],
  );

  const submitSearch = useCallback(
    (next: SearchSubmission) => {
      // a new search keeps the chosen filters and sort, but not the map area or the page; values
      // the URL could not use are dropped
      const base = new URLSearchParams(state.params);
      base.delete(PAGE_PARAM);
      base.delete(SORT_PARAM);
      const withUrlSort = state.urlSort ? withSort(base, state.urlSort) : base;
      const params = writeAccommodationFilters(
        { ...state.filters, mapBoundingBox: null },
        {
          ...state.search,
          product: productFrom === 'param' ? next.product : undefined,
          destination: next.destination,
          departure: next.departure ?? undefined,
          outboundDate: next.outboundDate,
          returnDate: next.returnDate,
          adults: next.adults,
          childrenAges: next.childrenAges,
        },
        withUrlSort,
      );
      go(params, productFrom === 'path' ? searchRoute(next.product) : location.pathname);
    },
    [go, productFrom, state.params, state.search, state.filters, state.urlSort, location.pathname],
  );

  return { ...state, applyFilters, applySort, pageHref, submitSearch };
}
