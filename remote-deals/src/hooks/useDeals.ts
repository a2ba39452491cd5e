/**
 * The deals of a business profile (Deals/GetDealsByBP), loaded once per profile and page: the
 * list, the deal search and its destination choices all read the same answer. A failed load is
 * not kept, so a retry asks again. An unknown profile (NOT_FOUND) is a brand without deals for
 * that product, shown as such rather than as a failure a retry could fix. A page rendered on the
 * server shows the deals it was rendered with, or the failure the server was told, and the browser
 * does not ask again until the shopper retries.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { getDealsByBusinessProfile } from '@storefront/shared/api/deals';
import { hasErrorCode } from '@storefront/shared/api/errors';
import { logCallError } from '@storefront/shared/api/client';
import type { Deal } from '@storefront/shared/domain/deal';
import {
  holdFailure,
  keptAnswer,
  keptFailure,
  useAnswerOnServer,
} from '@storefront/shared/api/answer-cache';
import { setDealsAtom, useStateAction } from '@storefront/shared/state';

export type DealsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; deals: Deal[] }
  | { status: 'error' };

const answers = new Map<string, Promise<Deal[]>>();
const settled = new Map<string, Deal[]>();

/** The deals of a profile; an unknown profile has none. */
const ask = (businessProfile: string): Promise<Deal[]> =>
  getDealsByBusinessProfile(businessProfile).catch((error: unknown) => {
    logCallError(error);
    if (hasErrorCode(error, 'NOT_FOUND')) return [];
    throw error;
  });

/** Under this key, the deals the page was rendered with on the server (answer-cache.ts). */
const renderedKey = (businessProfile: string) => `deals\n${businessProfile}`;

function load(businessProfile: string): Promise<Deal[]> {
  let pending = answers.get(businessProfile);
  if (!pending) {
    pending = ask(businessProfile).catch((error: unknown) => {
      answers.delete(businessProfile);
      throw error;
    });
    pending.then(
      (deals) => settled.set(businessProfile, deals),
      () => undefined,
    );
    answers.set(businessProfile, pending);
  }
  return pending;
}

/** Forgets every loaded answer (tests; a page keeps them for its life). */
export function forgetLoadedDeals(): void {
  answers.clear();
  settled.clear();
}

type Loaded = { key: string; state: DealsState };

/**
 * `publish`: the list the screen shows, written to the shared store's `deals` for the other
 * remotes; lists loaded only to offer choices are not.
 */
export function useDeals(
  businessProfile: string | null,
  { publish = false }: { publish?: boolean } = {},
): DealsState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${businessProfile ?? ''}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const setDeals = useStateAction(setDealsAtom);

  useAnswerOnServer(businessProfile === null ? null : renderedKey(businessProfile), () =>
    ask(businessProfile ?? ''),
  );
  const rendered =
    businessProfile === null ? null : keptAnswer<Deal[]>(renderedKey(businessProfile));
  // how the server's load failed, for a page rendered on the server: shown as the server showed it
  const told =
    businessProfile !== null &&
    attempt === 0 &&
    !rendered &&
    keptFailure(renderedKey(businessProfile)) !== null;

  useEffect(() => {
    if (businessProfile === null || settled.has(businessProfile)) return undefined;
    // the deals the page came with: this page's answer from now on
    const fromPage = keptAnswer<Deal[]>(renderedKey(businessProfile));
    if (fromPage) {
      settled.set(businessProfile, fromPage.value);
      return undefined;
    }
    // the server asked and was told an error: held while this part shows it, it stays on screen
    // for every part of the screen that reads these deals, with its retry, and a later screen
    // asks again (a transition: a region still hydrating waits for it)
    if (attempt === 0 && keptFailure(renderedKey(businessProfile))) {
      const release = holdFailure(renderedKey(businessProfile));
      startTransition(() => setLoaded({ key, state: { status: 'error' } }));
      return release;
    }
    let live = true;
    load(businessProfile).then(
      (deals) => live && setLoaded({ key, state: { status: 'ready', deals } }),
      () => live && setLoaded({ key, state: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
  }, [businessProfile, key, attempt]);

  const cached =
    businessProfile === null ? undefined : (settled.get(businessProfile) ?? rendered?.value);
  let state: DealsState;
  if (businessProfile === null) state = { status: 'idle' };
  else if (cached) state = { status: 'ready', deals: cached };
  else if (loaded?.key === key) state = loaded.state;
  else if (told) state = { status: 'error' };
  else state = { status: 'loading' };

  const shown = publish && state.status === 'ready' ? state.deals : null;
  useEffect(() => {
    if (shown) setDeals(shown);
  }, [shown, setDeals]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
