// The federation runtime core for a remote's standalone page (standalone-runtime-core.cjs).
import * as runtimeCore from '@storefront/facade-impl/mf-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
