// A remote's webpack glue for the federation (what its federation entry imports as
// `@module-federation/webpack-bundler-runtime/bundler`), taken from the page instead of bundled
// into every remoteEntry.js (about 4 KB gzip each): the host publishes its own functions as
// `_FEDERATION_BUNDLER_RUNTIME` (provide-runtime-core-plugin.js), a remote's standalone page
// from mf-runtime-core.js (standalone-runtime-core.cjs), like the runtime core.
//
// Only the functions are the page's. Each container gets an object of its own, as the package's
// module gives it: its instance, options and share scopes are per container (the federation
// entry copies these keys onto its own `__webpack_require__.federation`), and its `runtime` is
// this remote's own `@module-federation/runtime`, whose module state (the instance `init` makes)
// must not be the host's.
import * as runtime from '@module-federation/runtime';
// the one part the host's build leaves out (it exposes nothing): a remote's container needs it
import { initContainerEntry } from '@storefront/facade-impl/mf-init-container-entry';

const fromPage = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!fromPage)
  throw new Error(
    'remoteEntry.js needs the federation bundler runtime of its page (_FEDERATION_BUNDLER_RUNTIME)',
  );

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...fromPage.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: fromPage.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
