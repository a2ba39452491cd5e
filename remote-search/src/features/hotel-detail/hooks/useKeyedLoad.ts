/**
 * A value loaded for a key (an id, a request), as the query `[name, key]` of the page's client
 * (@storefront/shared/api/queries): 'loading' until the answer for this very key is in, so an
 * answer for an older key never shows; loaded once per key (what this visit has shown under a
 * key, Back and Forward show again without asking), a retry makes a new key.
 *
 * With `onServer`, a value that is the same for every shopper is loaded while the page renders
 * on the server, and the browser starts from it; a load that failed there is shown as the server
 * showed it ('gone' or 'error'), and not asked for again under the same key while the screen
 * shows it. Without it, the load is the browser's only (one that creates something on the
 * backend, say).
 */
import { LoadFailed } from '@storefront/shared/api/queries';
import { failureOf, queryClient, useScreenQuery } from '@storefront/shared/api/queries';

export type Load<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; value: T }
  /** the backend does not know it (any more) */
  | { kind: 'gone' }
  | { kind: 'error' };

export type Outcome<T> = Exclude<Load<T>, { kind: 'loading' }>;

export function useKeyedLoad<T>(
  name: string,
  key: string | null,
  load: (signal: AbortSignal) => Promise<Outcome<T>>,
  { onServer = false }: { onServer?: boolean } = {},
): { state: Load<T>; set: (value: T) => void } {
  const queryKey = [name, key];
  const query = useScreenQuery<T>({
    queryKey,
    queryFn: async ({ signal }) => {
      const outcome = await load(signal);
      // what the screen shows of a load that did not bring the value: its outcome
      if (outcome.kind !== 'ready')
        throw new LoadFailed(new Error(`${name}: ${outcome.kind}`), outcome.kind);
      return outcome.value;
    },
    enabled: key !== null,
    staleTime: Number.POSITIVE_INFINITY,
    onServer,
  });
  let state: Load<T>;
  if (key === null || query.isFetching) state = { kind: 'loading' };
  else if (query.isSuccess) state = { kind: 'ready', value: query.data };
  else if (query.isError)
    state = failureOf(query.error).detail === 'gone' ? { kind: 'gone' } : { kind: 'error' };
  else state = { kind: 'loading' };
  return {
    state,
    set: (value: T) => {
      if (key !== null) queryClient().setQueryData(queryKey, value);
    },
  };
}
