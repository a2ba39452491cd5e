/**
 * The start-up's calls to the backend as queries of the page's client (or the request's, on the
 * render server: @storefront/shared/api/queries): the brand's configuration in the shopper's
 * language and the feature flags. A page rendered on the server carries what they settled on,
 * and the browser's start-up takes it as it came (`pageAnswer`, without TanStack Query), its
 * failure included, instead of asking again.
 *
 * The calls' modules (and zod, which checks their answers) are loaded when a call is made: such a
 * page never makes one, and its first load carries neither. A page rendered in the browser asks
 * for them beside the shell's code (`loadStartUpCalls`, and the preloads of its document).
 */
import { START_UP_KEY } from './start-up-key';

const contentCalls = () => import('@storefront/shared/api/content');
const flagCalls = () => import('@storefront/shared/api/feature-toggles');

/** Starts loading the start-up calls' modules, for a start-up that will make them. */
export function loadStartUpCalls(): void {
  contentCalls().catch(() => undefined);
  flagCalls().catch(() => undefined);
}

/** The brand's configuration for `domain`, in the shopper's `language` when they chose one. */
export const brandQuery = (domain: string, language: string | null) => ({
  queryKey: [START_UP_KEY, 'brand', domain, language],
  queryFn: () => contentCalls().then((calls) => calls.getBrandConfig(domain, language)),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The feature flags of the session. */
export const flagsQuery = () => ({
  queryKey: [START_UP_KEY, 'flags'],
  queryFn: () => flagCalls().then((calls) => calls.flagProviderList()),
  staleTime: Number.POSITIVE_INFINITY,
});
