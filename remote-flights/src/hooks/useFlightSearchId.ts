/**
 * The id of the flight search the URL asks for: ShoppingTransportService/CreateSearch once per
 * search and page session (going back to an earlier search reuses its id), published to the
 * store's currentSearchId. Creation failing resolves null (spec section 8): 'failed', with a
 * retry.
 */
import { useCallback, useEffect, useState } from 'react';
import { createFlightSearch } from '@storefront/shared/api/transport';
import type { FlightSearchRequest } from '@storefront/shared/domain/flight';
import { setCurrentSearchIdAtom, useStateAction } from '@storefront/shared/state';
import { searchKey } from '../lib/flights-url';

const created = new Map<string, Promise<string | null>>();

/** Tests start from an empty cache. */
export function forgetCreatedSearches() {
  created.clear();
}

function searchIdFor(request: FlightSearchRequest): Promise<string | null> {
  const key = searchKey(request);
  let pending = created.get(key);
  if (!pending) {
    pending = createFlightSearch(request);
    created.set(key, pending);
    // a failed creation is not remembered: the next attempt asks again
    void pending.then((id) => {
      if (id === null) created.delete(key);
    });
  }
  return pending;
}

export type SearchIdState =
  | { status: 'idle'; searchId: null }
  | { status: 'creating'; searchId: null }
  | { status: 'ready'; searchId: string }
  | { status: 'failed'; searchId: null };

export function useFlightSearchId(request: FlightSearchRequest | null) {
  const [attempt, setAttempt] = useState(0);
  const key = request ? `${searchKey(request)}#${attempt}` : null;
  const [state, setState] = useState<
    { status: 'ready'; searchId: string; key: string } | { status: 'failed'; key: string } | null
  >(null);
  const setCurrentSearchId = useStateAction(setCurrentSearchIdAtom);

  useEffect(() => {
    if (!request || key === null) return undefined;
    let live = true;
    void searchIdFor(request).then((searchId) => {
      if (!live) return;
      setState(searchId === null ? { status: 'failed', key } : { status: 'ready', searchId, key });
      if (searchId !== null) setCurrentSearchId(searchId);
    });
    return () => {
      live = false;
    };
    // `key` stands for the request (and the attempt)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, setCurrentSearchId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // until the answer for this search (and attempt) is in, it is being created
  let current: SearchIdState;
  if (key === null) current = { status: 'idle', searchId: null };
  else if (state?.key !== key) current = { status: 'creating', searchId: null };
  else if (state.status === 'ready') current = { status: 'ready', searchId: state.searchId };
  else current = { status: 'failed', searchId: null };
  return { ...current, retry };
}
