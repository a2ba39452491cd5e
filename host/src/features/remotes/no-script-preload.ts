/**
 * The federation runtime, on loading a screen from a remote's `mf-manifest.json`, "preloads" the
 * screen's chunks by running them as `<script>` tags of its own while the remote's webpack
 * runtime loads the same chunks. webpack reuses a `<script>` it finds with the same `src`; when
 * that tag has already fired its load event, webpack waits for one that never comes and the
 * screen stays loading until the load times out (seen in about one page load in eight). This
 * plugin leaves chunk loading to webpack alone: the route's files are fetched ahead of time by
 * `prefetchScreenAssets` (federation.ts) with `<link>` hints, which run nothing.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function noScriptPreloadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-no-script-preload',
    beforePreloadRemote({ preloadOps }) {
      // the runtime reads the list after this hook: emptied, it preloads nothing
      preloadOps.length = 0;
    },
  };
}
