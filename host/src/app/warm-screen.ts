/**
 * Warming a route's screen ahead of its route: the remote's screen module, and its translations.
 * Every remote names its namespace after itself and serves it from its public path
 * (`<public path>/locales/<language>.json`), so the shell can fetch it beside the screen's code
 * instead of the screen fetching it after it has rendered: the screen then renders with its
 * strings at once. A remote that did otherwise would only cost one unused small request. Used
 * once the shell is up (a link's hover or focus), when the page's language is settled.
 */
import { warmHttp } from '@storefront/shared/api/client';
import { currentLanguage, i18n, loadNamespace } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import type { ServerState } from '../lib/server-state';
import { activeRemotes, loadScreen } from '../features/remotes/federation';
import type { RemoteName } from '../features/remotes/manifest';
import type { ScreenModule } from '../features/remotes/federation';
import type { ScreenRoute } from './routes';

/** The strings a page rendered on the server came with: the route's remote's, as it rendered. */
export type CarriedStrings = Pick<ServerState, 'language' | 'versions' | 'strings'>;

/**
 * A remote's translations, in the page's language unless another is given (start-up). Those the
 * page came with, in that language and for the version now active, are taken, not asked for again.
 */
export function warmTranslations(
  remote: RemoteName,
  language?: Language,
  carried?: CarriedStrings,
) {
  const active = activeRemotes().find((r) => r.name === remote);
  if (!active) return;
  const wanted = language ?? currentLanguage();
  const bundle =
    carried?.language === wanted && carried.versions[remote] === active.version
      ? carried.strings?.[remote]
      : undefined;
  if (bundle) i18n.addResourceBundle(wanted, remote, bundle, true, true);
  loadNamespace(remote, new URL('.', active.entry).href, language).catch(() => undefined);
}

/**
 * Loads a route's screen and its translations, and the API client's axios if the screen calls
 * the backend as it shows; the promise is the screen module's.
 */
export function warmScreen({ remote, expose, callsAsShown }: ScreenRoute): Promise<ScreenModule> {
  warmTranslations(remote);
  if (callsAsShown) warmHttp();
  return loadScreen(remote, expose);
}
