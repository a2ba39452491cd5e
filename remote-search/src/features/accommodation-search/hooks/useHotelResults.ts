/**
 * Runs the search the URL describes: CreateSearch once per search (its id is kept for the visit,
 * so going back to a search does not create it again), then RetrieveProposals for the filters,
 * sort and page, with the filter panel's metadata. The cart state is kept as spec section 4 says:
 * the fetching flag true while loading, the proposals, the search id, filters and page.
 *
 * The search's id and its pages are queries of the page's client (@storefront/shared/api/queries):
 * a page of results already shown in this visit (Back, Forward) is shown again at once, as it is
 * while it is fresh, refreshed in the background once stale (a refresh that fails leaves it on
 * screen). A page rendered on the server shows what the server was told, its results, its
 * NO_CONTENT or its error, and the browser asks again only when the shopper retries.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasErrorCode } from '@storefront/shared/api/errors';
import { logCallError } from '@storefront/shared/api/client';
import { createHotelSearch, retrieveHotelProposals } from '@storefront/shared/api/holiday-packages';
import { failureOf, queryClient, useScreenQuery } from '@storefront/shared/api/queries';
import type { HotelProposalsPage } from '@storefront/shared/domain/hotel';
import type { HotelSearchRequest } from '@storefront/shared/domain/hotel';
import { isLanguage, DEFAULT_LANGUAGE } from '@storefront/shared/i18n';
import {
  finishFetchingProposalsAtom,
  setCurrentPageNumberAtom,
  setCurrentSearchIdAtom,
  setHdpFiltersAtom,
  startFetchingProposalsAtom,
  useStateAction,
} from '@storefront/shared/state';
import { searchKey } from '../../../lib/search-request';
import type { SearchState } from './useSearchState';

export type ResultsStatus =
  /** nothing to search yet */
  | { kind: 'idle' }
  /** `previous`: the page shown before of the same search, kept on screen while the next one loads */
  | { kind: 'loading'; previous: HotelProposalsPage | null }
  | { kind: 'ready'; page: HotelProposalsPage }
  /** the destination has no hotels at all (NO_CONTENT) */
  | { kind: 'no-content' }
  /** the search could not be created, or the proposals could not be read (`previous`: as above) */
  | { kind: 'error'; previous: HotelProposalsPage | null };

type Found = { searchId: string; page: HotelProposalsPage };

/** The query of a search's id: created once for the visit. */
export const searchIdKey = (key: string | null) => ['hotel-search-id', key] as const;

function searchIdQuery(key: string, request: HotelSearchRequest) {
  return {
    queryKey: searchIdKey(key),
    queryFn: async () => {
      const id = await createHotelSearch(request);
      if (!id) throw new Error('the search could not be created');
      return id;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  };
}

export function useHotelResults(state: SearchState): {
  status: ResultsStatus;
  searchId: string | null;
  retry: () => void;
} {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const startFetching = useStateAction(startFetchingProposalsAtom);
  const finishFetching = useStateAction(finishFetchingProposalsAtom);
  const setSearchId = useStateAction(setCurrentSearchIdAtom);
  const setHdpFilters = useStateAction(setHdpFiltersAtom);
  const setPageNumber = useStateAction(setCurrentPageNumberAtom);

  const { request, page, sort, filters, facets } = state;
  const key = request ? searchKey(request) : null;
  const result = useScreenQuery<Found>({
    queryKey: ['hotel-proposals', key, facets, sort, page, language],
    queryFn: async ({ signal }) => {
      if (!request || !key) throw new Error('no search');
      const client = queryClient();
      const ask = async (searchId: string) => ({
        searchId,
        page: await retrieveHotelProposals({
          searchId,
          language,
          facets,
          sort,
          page,
          filtersMetadata: true,
          signal,
        }),
      });
      const known = await client.fetchQuery(searchIdQuery(key, request));
      try {
        return await ask(known);
      } catch (error) {
        // a search id the backend no longer knows (e.g. after its restart): search again once
        if (!hasErrorCode(error, 'NOT_FOUND')) throw error;
        return ask(await client.fetchQuery({ ...searchIdQuery(key, request), staleTime: 0 }));
      }
    },
    enabled: key !== null,
    onServer: true,
  });
  const { data, error, isFetching, refetch } = result;

  /** the last page shown, and the search (searchKey) it is a page of */
  const [lastPage, setLastPage] = useState<{ key: string; page: HotelProposalsPage } | null>(null);
  if (key && data && (lastPage?.key !== key || lastPage.page !== data.page))
    setLastPage({ key, page: data.page });
  // the page shown before stays only while it is a page of this search (another filter, sort or
  // page of it): the results, heading, counts, flight and map of another search are not this one's
  const previous = lastPage && lastPage.key === key ? lastPage.page : null;

  let status: ResultsStatus;
  if (!key) status = { kind: 'idle' };
  else if (data) status = { kind: 'ready', page: data.page };
  else if (isFetching || !error) status = { kind: 'loading', previous };
  else if (failureOf(error).code === 'NO_CONTENT') status = { kind: 'no-content' };
  else status = { kind: 'error', previous };

  // the id of this search, once created (kept for the visit; followed, not asked, here): so the
  // links of a page rendered on the server carry it as the browser's do
  // (with the query's own options: an observer's options become the query's)
  const { data: created } = useScreenQuery<string>({
    ...(key && request ? searchIdQuery(key, request) : { queryKey: searchIdKey(null) }),
    enabled: false,
  });
  const searchId = data?.searchId ?? created ?? null;

  // the store follows what the screen shows (spec section 4), with the filters and page shown
  const inFlight = useRef(false);
  const asked = useRef({ filters, page });
  useEffect(() => {
    asked.current = { filters, page };
  }, [filters, page]);
  const shown = status.kind === 'ready' ? status.page : status.kind;
  useEffect(() => {
    if (shown === 'idle') return;
    if (shown === 'loading') {
      if (!inFlight.current) {
        inFlight.current = true;
        startFetching();
      }
      return;
    }
    inFlight.current = false;
    if (shown === 'no-content' || shown === 'error') finishFetching({ noResults: true });
    else {
      finishFetching({ proposals: { kind: 'accommodation', page: shown } });
      setHdpFilters(asked.current.filters);
      setPageNumber(asked.current.page);
    }
  }, [shown, startFetching, finishFetching, setHdpFilters, setPageNumber]);
  useEffect(() => {
    if (searchId) setSearchId(searchId);
  }, [searchId, setSearchId]);
  const failure = status.kind === 'error' ? error : null;
  useEffect(() => {
    if (failure) logCallError(failure);
  }, [failure]);

  return { status, searchId, retry: () => void refetch() };
}

/**
 * The page of results to show: the one ready, else the one of the same search shown before, while
 * loading or after an error.
 */
export function pageOf(status: ResultsStatus): HotelProposalsPage | null {
  if (status.kind === 'ready') return status.page;
  if (status.kind === 'loading' || status.kind === 'error') return status.previous;
  return null;
}
