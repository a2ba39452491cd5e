/**
 * The id of the flight search the URL asks for: ShoppingTransportService/CreateSearch once per
 * search and page session (going back to an earlier search reuses its id, kept by the page's
 * queries), published to the store's currentSearchId. Creation failing resolves null (spec
 * section 8): 'failed', with a retry. A search id the backend no longer knows (NOT_FOUND, e.g.
 * after its restart) is forgotten with `renew`, and the search is created again. A creation that
 * failed on the render server is 'failed' in the browser too, which does not create it again
 * until the shopper retries (@storefront/shared/api/queries).
 */
import { useCallback, useEffect } from 'react';
import { createFlightSearch } from '@storefront/shared/api/transport';
import { useScreenQuery } from '@storefront/shared/api/queries';
import type { FlightSearchRequest } from '@storefront/shared/domain/flight';
import { setCurrentSearchIdAtom, useStateAction } from '@storefront/shared/state';
import { searchKey } from '../../../lib/flights-url';

export type SearchIdState =
  | { status: 'idle'; searchId: null }
  | { status: 'creating'; searchId: null }
  | { status: 'ready'; searchId: string }
  | { status: 'failed'; searchId: null };

export function useFlightSearchId(request: FlightSearchRequest | null) {
  const setCurrentSearchId = useStateAction(setCurrentSearchIdAtom);
  const query = useScreenQuery<string>({
    queryKey: ['flight-search-id', request ? searchKey(request) : null],
    queryFn: async () => {
      const id = request ? await createFlightSearch(request) : null;
      if (id === null) throw new Error('the search could not be created');
      return id;
    },
    enabled: request !== null,
    // the visit's searches: created once each
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    onServer: true,
  });
  const { data, refetch } = query;
  const created = data ?? null;
  useEffect(() => {
    if (created !== null) setCurrentSearchId(created);
  }, [created, setCurrentSearchId]);

  const retry = useCallback(() => void refetch(), [refetch]);
  /** The backend no longer knows `goneId`: this search created again (once for that id). */
  const renew = useCallback(
    (goneId: string) => {
      if (created === goneId) void refetch({ cancelRefetch: false });
    },
    [created, refetch],
  );
  let current: SearchIdState;
  if (request === null) current = { status: 'idle', searchId: null };
  else if (query.isFetching || query.isPending) current = { status: 'creating', searchId: null };
  else if (created !== null && query.isSuccess) current = { status: 'ready', searchId: created };
  else current = { status: 'failed', searchId: null };
  return { ...current, retry, renew };
}
