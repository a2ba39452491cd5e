// The federation runtime core and bundler runtime for a remote's standalone page
// (standalone-runtime-core.cjs).
import * as runtimeCore from '@storefront/facade-impl/mf-runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@storefront/facade-impl/mf-bundler-runtime';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
// the webpack glue the remote's remoteEntry.js takes from the page (bundler-runtime-from-host.js)
globalThis._FEDERATION_BUNDLER_RUNTIME = { bundlerRuntime, attachShareScopeMap };
