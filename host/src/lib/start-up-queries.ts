/**
 * The start-up's calls to the backend as queries of the page's client (or the request's, on the
 * render server: @storefront/shared/api/queries): the brand's configuration in the shopper's
 * language and the feature flags. A page rendered on the server carries what they settled on,
 * and the browser's start-up takes it as it came (`pageAnswer`, without TanStack Query), its
 * failure included, instead of asking again.
 */
import { getBrandConfig } from '@storefront/shared/api/content';
import { flagProviderList } from '@storefront/shared/api/feature-toggles';
import { START_UP_KEY } from './start-up-key';

/** The brand's configuration for `domain`, in the shopper's `language` when they chose one. */
export const brandQuery = (domain: string, language: string | null) => ({
  queryKey: [START_UP_KEY, 'brand', domain, language],
  queryFn: () => getBrandConfig(domain, language),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The feature flags of the session. */
export const flagsQuery = () => ({
  queryKey: [START_UP_KEY, 'flags'],
  queryFn: flagProviderList,
  staleTime: Number.POSITIVE_INFINITY,
});
