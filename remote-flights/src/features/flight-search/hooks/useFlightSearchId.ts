/**
 * The id of the flight search the URL asks for: ShoppingTransportService/CreateSearch once per
 * search and page session (going back to an earlier search reuses its id), published to the
 * store's currentSearchId. Creation failing resolves null (spec section 8): 'failed', with a
 * retry. A search id the backend no longer knows (NOT_FOUND, e.g. after its restart) is
 * forgotten with `renew`, and the search is created again. A creation that failed on the render
 * server is 'failed' in the browser too, which does not create it again until the shopper retries.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { createFlightSearch } from '@storefront/shared/api/transport';
import {
  holdFailure,
  keptAnswer,
  keptFailure,
  useAnswerOnServer,
} from '@storefront/shared/api/answer-cache';
import type { FlightSearchRequest } from '@storefront/shared/domain/flight';
import { setCurrentSearchIdAtom, useStateAction } from '@storefront/shared/state';
import { searchKey } from '../../../lib/flights-url';

/** Each search's creation, and its id once created. */
const created = new Map<string, { pending: Promise<string | null>; id?: string }>();

/** Tests start from an empty cache. */
export function forgetCreatedSearches() {
  created.clear();
}

/** Under this key, the id of the search the page was rendered with on the server. */
const renderedKey = (request: FlightSearchRequest) => `flight-search-id\n${searchKey(request)}`;

function searchIdFor(request: FlightSearchRequest): Promise<string | null> {
  const key = searchKey(request);
  const known = created.get(key);
  if (known) return known.pending;
  // a search the server created for this visit's session, for the page it rendered
  const rendered = keptAnswer<string>(renderedKey(request));
  if (rendered) {
    created.set(key, { pending: Promise.resolve(rendered.value), id: rendered.value });
    return Promise.resolve(rendered.value);
  }
  const entry: { pending: Promise<string | null>; id?: string } = {
    pending: createFlightSearch(request),
  };
  created.set(key, entry);
  void entry.pending.then((id) => {
    // a failed creation is not remembered: the next attempt asks again
    if (id === null) {
      if (created.get(key) === entry) created.delete(key);
    } else entry.id = id;
  });
  return entry.pending;
}

/** Forgets the id of a search when it is `goneId` (a newer creation under way is kept). */
function forgetSearchId(request: FlightSearchRequest, goneId: string) {
  const key = searchKey(request);
  if (created.get(key)?.id === goneId) created.delete(key);
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
  // on the render server, the page waits for the search (within its budget)
  useAnswerOnServer(request && attempt === 0 ? renderedKey(request) : null, async () => {
    const id = request ? await createFlightSearch(request) : null;
    if (id === null) throw new Error('the search could not be created');
    return id;
  });

  useEffect(() => {
    if (!request || key === null) return undefined;
    // the server tried to create it and could not: held while this screen shows it, that stays
    // on screen, with its retry, and a later screen creates it (a transition: a region still
    // hydrating waits for it)
    if (attempt === 0 && keptFailure(renderedKey(request))) {
      const release = holdFailure(renderedKey(request));
      startTransition(() => setState({ status: 'failed', key }));
      return release;
    }
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
  /** The backend no longer knows `goneId`: forget it and create this search again. */
  const renew = useCallback(
    (goneId: string) => {
      if (request) forgetSearchId(request, goneId);
      setAttempt((n) => n + 1);
    },
    [request],
  );
  // until the answer for this search (and attempt) is in, it is being created
  let current: SearchIdState;
  if (key === null) current = { status: 'idle', searchId: null };
  else if (state?.key !== key) {
    // a search this visit created already has its id at once (Back, Forward)
    const known =
      attempt === 0 && request
        ? (created.get(searchKey(request))?.id ?? keptAnswer<string>(renderedKey(request))?.value)
        : undefined;
    // the server could not create it: as the server showed it
    const told = attempt === 0 && request && !known ? keptFailure(renderedKey(request)) : null;
    if (known) current = { status: 'ready', searchId: known };
    else if (told) current = { status: 'failed', searchId: null };
    else current = { status: 'creating', searchId: null };
  } else if (state.status === 'ready') current = { status: 'ready', searchId: state.searchId };
  else current = { status: 'failed', searchId: null };
  return { ...current, retry, renew };
}
