/**
 * Runs the search the URL describes: CreateSearch once per search (its id is kept for the visit,
 * so going back to a search does not create it again), then RetrieveProposals for the filters,
 * sort and page, with the filter panel's metadata. The cart state is kept as spec section 4 says:
 * the fetching flag true while loading, the proposals, the search id, filters and page.
 *
 * A page of results already shown in this visit (Back, Forward) is shown again at once from the
 * shared answer store: as it is while it is fresh, refreshed in the background once stale.
 */
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasErrorCode } from '@storefront/shared/api/errors';
import { logCallError } from '@storefront/shared/api/client';
import { createHotelSearch, retrieveHotelProposals } from '@storefront/shared/api/holiday-packages';
import {
  holdFailure,
  keepAnswer,
  keptAnswer,
  keptFailure,
  LoadFailed,
  useAnswerOnServer,
} from '@storefront/shared/api/answer-cache';
import type { AnswerFailure } from '@storefront/shared/api/answer-cache';
import type { HotelProposalsPage } from '@storefront/shared/domain/hotel';
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

/** Search ids of this visit, by search. */
const searchIds = new Map<string, string>();

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

type Outcome =
  { kind: 'ready'; page: HotelProposalsPage } | { kind: 'no-content' } | { kind: 'error' };

type Settled = { requestKey: string; searchId: string | null; outcome: Outcome };

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
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  /** the last page shown, and the search (searchKey) it is a page of */
  const [lastPage, setLastPage] = useState<{ key: string; page: HotelProposalsPage } | null>(null);

  const { request, page, sort, filters, facets } = state;
  const key = request ? searchKey(request) : null;
  const answerKey = key
    ? `hotel-proposals\n${JSON.stringify([key, facets, sort, page, language])}`
    : null;
  const requestKey = answerKey ? `${answerKey}\n${attempt}` : null;
  // on the render server, the page waits for the results (within its budget)
  useAnswerOnServer(attempt === 0 ? answerKey : null, async () => {
    const searchId = request ? await createHotelSearch(request) : null;
    if (!searchId) throw new Error('the search could not be created');
    try {
      const found = await retrieveHotelProposals({
        searchId,
        language,
        facets,
        sort,
        page,
        filtersMetadata: true,
      });
      return { searchId, page: found };
    } catch (error) {
      // the browser keeps the search the server created
      throw new LoadFailed(error, { searchId });
    }
  });
  const kept =
    answerKey && attempt === 0
      ? keptAnswer<{ searchId: string; page: HotelProposalsPage }>(answerKey)
      : null;
  // how the server's search failed, for a page rendered on the server: shown as the server showed it
  const failed = answerKey && attempt === 0 && !kept ? keptFailure(answerKey) : null;

  useEffect(() => {
    if (!key || !request || !requestKey || !answerKey) return undefined;
    const controller = new AbortController();
    let live = true;
    /** a kept page is on screen: a refresh that fails leaves it there */
    let showingKept = false;
    const settle = (searchId: string | null, outcome: Outcome) => {
      if (!live || (showingKept && outcome.kind !== 'ready')) return;
      if (searchId && outcome.kind === 'ready')
        keepAnswer(answerKey, { searchId, page: outcome.page });
      // a transition: the list's rendering is done in slices, yielding to input in between
      startTransition(() => {
        setSettled({ requestKey, searchId, outcome });
        if (outcome.kind === 'ready') {
          setLastPage({ key, page: outcome.page });
          finishFetching({ proposals: { kind: 'accommodation', page: outcome.page } });
          setHdpFilters(filters);
          setPageNumber(page);
        } else {
          finishFetching({ noResults: true });
        }
      });
    };

    const run = async (fresh: boolean): Promise<void> => {
      let id = fresh ? undefined : searchIds.get(key);
      if (!id) {
        const created = await createHotelSearch(request);
        if (!live) return;
        if (!created) {
          settle(null, { kind: 'error' });
          return;
        }
        id = created;
        searchIds.set(key, id);
      }
      setSearchId(id);
      try {
        const result = await retrieveHotelProposals({
          searchId: id,
          language,
          facets,
          sort,
          page,
          filtersMetadata: true,
          signal: controller.signal,
        });
        settle(id, { kind: 'ready', page: result });
      } catch (error) {
        if (!live || hasErrorCode(error, 'ABORTED')) return;
        // a search id the backend no longer knows (e.g. after its restart): search again once
        if (!fresh && hasErrorCode(error, 'NOT_FOUND')) {
          searchIds.delete(key);
          await run(true);
          return;
        }
        if (hasErrorCode(error, 'NO_CONTENT')) {
          settle(id, { kind: 'no-content' });
        } else {
          logCallError(error);
          settle(id, { kind: 'error' });
        }
      }
    };
    const shown =
      attempt === 0 ? keptAnswer<{ searchId: string; page: HotelProposalsPage }>(answerKey) : null;
    const told = attempt === 0 && !shown ? keptFailure(answerKey) : null;
    // the server asked and was told an error: the page shows it as it came, with its retry, and
    // holds it while it does
    const release = told ? holdFailure(answerKey) : null;
    if (told) {
      const searchId = searchIdOf(told);
      if (searchId) {
        if (!searchIds.has(key)) searchIds.set(key, searchId);
        startTransition(() => setSearchId(searchId));
      }
      settle(searchId, outcomeOf(told));
    } else if (shown) {
      // the page this visit has shown already: into the store as if it had just come; a stale one
      // is asked for again behind it, without the fetching state
      // a transition, like settle's: a region still hydrating waits for it instead of being
      // rendered afresh
      startTransition(() => setSearchId(shown.value.searchId));
      // a page the server rendered: its search was created for this visit's session
      if (!searchIds.has(key)) searchIds.set(key, shown.value.searchId);
      settle(shown.value.searchId, { kind: 'ready', page: shown.value.page });
      showingKept = true;
      if (!shown.fresh) void run(false);
    } else {
      startFetching();
      void run(false);
    }
    return () => {
      live = false;
      controller.abort();
      release?.();
    };
    // requestKey stands for the search, facets, sort, page, language and attempt
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  // the page shown before stays only while it is a page of this search (another filter, sort or
  // page of it): the results, heading, counts, flight and map of another search are not this one's
  const previous = lastPage && lastPage.key === key ? lastPage.page : null;
  let status: ResultsStatus;
  if (!requestKey) status = { kind: 'idle' };
  else if (settled?.requestKey !== requestKey)
    status = kept
      ? { kind: 'ready', page: kept.value.page }
      : failed
        ? outcomeOf(failed).kind === 'no-content'
          ? { kind: 'no-content' }
          : { kind: 'error', previous }
        : { kind: 'loading', previous };
  else if (settled.outcome.kind === 'error') status = { kind: 'error', previous };
  else status = settled.outcome;

  // the id of this search, once created (kept for the visit in searchIds); before the hook has
  // settled, the one the server's answer or failure came with, so the links of a page rendered
  // on the server carry it as the browser's do
  const fromServer = kept?.value.searchId ?? (failed ? searchIdOf(failed) : null);
  const searchId = key ? (settled ? (searchIds.get(key) ?? null) : fromServer) : null;

  return { status, searchId, retry: () => setAttempt((n) => n + 1) };
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

/** The outcome a failed search on the server stands for: NO_CONTENT, or an error to retry. */
function outcomeOf(failure: AnswerFailure): Outcome {
  return failure.code === 'NO_CONTENT' ? { kind: 'no-content' } : { kind: 'error' };
}

/** The search id the server had created before its search failed, if it had. */
function searchIdOf(failure: AnswerFailure): string | null {
  const detail = failure.detail as { searchId?: unknown } | undefined;
  return typeof detail?.searchId === 'string' ? detail.searchId : null;
}
