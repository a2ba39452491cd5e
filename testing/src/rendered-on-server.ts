/**
 * A page as if the render server had rendered it: the screens' queries settled on the server as
 * given (a value, or a failure the backend answered), carried through the page's JSON as the
 * render server writes it, and taken by the page's client as the browser does before it hydrates.
 */
import { ApiError } from '@storefront/shared/api/errors';
import type { ApiError as ApiErrorType } from '@storefront/shared/api/errors';
import { LoadFailed } from '@storefront/shared/api/queries';
import { dehydrateQueries, hydrateQueries, newQueryClient } from '@storefront/shared/api/queries';
import type { QueryKey } from '@tanstack/react-query';

export type Settled =
  | { value: unknown }
  /**
   * the backend's error code, how many times the server asked (1 unless given), and what the load
   * had learnt before it failed
   */
  | { code: ApiErrorType['code']; attempts?: number; detail?: unknown };

export async function renderedOnServer(
  queries: ReadonlyArray<readonly [QueryKey, Settled]>,
): Promise<void> {
  const server = newQueryClient({ server: true });
  for (const [queryKey, settled] of queries) {
    await server
      .fetchQuery({
        queryKey,
        queryFn: () =>
          'value' in settled
            ? Promise.resolve(settled.value)
            : Promise.reject(
                Object.assign(
                  new LoadFailed(
                    new ApiError(settled.code, 'failed on the server', null, 'Test/Call'),
                    settled.detail,
                  ),
                  { attempts: settled.attempts ?? 1 },
                ),
              ),
      })
      .catch(() => undefined);
  }
  hydrateQueries(JSON.parse(JSON.stringify(dehydrateQueries(server))));
}
