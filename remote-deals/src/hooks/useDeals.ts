/**
 * The deals of a business profile (Deals/GetDealsByBP), loaded once per profile and page: the
 * list, the deal search and its destination choices all read the same query. A failed load is
 * not kept once no part of the screen shows it, so a retry, or a later screen, asks again. An
 * unknown profile (NOT_FOUND) is a brand without deals for that product, shown as such rather
 * than as a failure a retry could fix. A page rendered on the server shows the deals it was
 * rendered with, or the failure the server was told, and the browser does not ask again until
 * the shopper retries (@storefront/shared/api/queries).
 */
import { useCallback, useEffect } from 'react';
import { getDealsByBusinessProfile } from '@storefront/shared/api/deals';
import { hasErrorCode } from '@storefront/shared/api/errors';
import { logCallError } from '@storefront/shared/api/client';
import { useScreenQuery } from '@storefront/shared/api/queries';
import type { Deal } from '@storefront/shared/domain/deal';
import { setDealsAtom, useStateAction } from '@storefront/shared/state';

export type DealsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; deals: Deal[] }
  | { status: 'error' };

/** The deals of a profile; an unknown profile has none. */
const ask = (businessProfile: string): Promise<Deal[]> =>
  getDealsByBusinessProfile(businessProfile).catch((error: unknown) => {
    logCallError(error);
    if (hasErrorCode(error, 'NOT_FOUND')) return [];
    throw error;
  });

/**
 * `publish`: the list the screen shows, written to the shared store's `deals` for the other
 * remotes; lists loaded only to offer choices are not.
 */
export function useDeals(
  businessProfile: string | null,
  { publish = false }: { publish?: boolean } = {},
): DealsState & { retry: () => void } {
  const setDeals = useStateAction(setDealsAtom);
  const query = useScreenQuery<Deal[]>({
    queryKey: ['deals', businessProfile],
    queryFn: () => ask(businessProfile ?? ''),
    enabled: businessProfile !== null,
    // the page's deals for its life
    staleTime: Number.POSITIVE_INFINITY,
    onServer: true,
  });

  let state: DealsState;
  if (businessProfile === null) state = { status: 'idle' };
  else if (query.data) state = { status: 'ready', deals: query.data };
  else if (query.isError && !query.isFetching) state = { status: 'error' };
  else state = { status: 'loading' };

  const shown = publish && state.status === 'ready' ? state.deals : null;
  useEffect(() => {
    if (shown) setDeals(shown);
  }, [shown, setDeals]);

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { ...state, retry };
}
