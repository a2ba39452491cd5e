// Provides the federation runtime core as the global `_FEDERATION_RUNTIME_CORE` that every remote's
// remoteEntry.js uses instead of bundling its own (`experiments.externalRuntime`): the host's
// runtime plugin, and the entry of a remote's standalone mf-runtime-core.js. The stock
// `experiments.provideExternalRuntime` loads its plugin as CommonJS, a second copy of the runtime
// core in the host's main.js (about 22 KB gzip); this imports the ES module the host's runtime uses.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;

export default function provideRuntimeCore() {
  return { name: 'storefront-provide-runtime-core' };
}
