// The host's federation runtime plugin that publishes its runtime core as the global
// `_FEDERATION_RUNTIME_CORE`, which every remoteEntry.js uses instead of bundling its own
// (standalone-runtime-core.cjs). The same module instance as the host's own runtime: the
// plugin's stock equivalent (`experiments.provideExternalRuntime`) imports the CommonJS build
// and so put a second copy of the runtime core in the host's main.js.
import * as runtimeCore from '@storefront/facade-impl/mf-runtime-core';
// the very module the host's federation entry imports (create-config.cjs resolves it the same way)
import { attachShareScopeMap, bundlerRuntime } from '@storefront/facade-impl/mf-bundler-runtime';

export default function provideRuntimeCore() {
  return {
    name: 'storefront-provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
      // and the webpack glue every remoteEntry.js takes from the page (bundler-runtime-from-host.js)
      globalThis._FEDERATION_BUNDLER_RUNTIME = { bundlerRuntime, attachShareScopeMap };
      return args;
    },
  };
}
