/**
 * Integrity of remote entries. The manifest may give each entry an integrity hash of its
 * `remoteEntry.js`; the runtime then loads that script with Subresource Integrity, so the
 * browser refuses to run code that does not match, and the load fails as any other failed load
 * (retries, then the last-known-good entry, and a report).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const expected = new Map<string, string>();

/** The remote entry script an `mf-manifest.json` entry points at (our builds' file name). */
export function remoteEntryUrl(manifestEntry: string): string {
  return new URL('remoteEntry.js', manifestEntry).href;
}

export function expectIntegrity(manifestEntry: string, integrity: string | undefined): void {
  const url = remoteEntryUrl(manifestEntry);
  if (integrity) expected.set(url, integrity);
  else expected.delete(url);
}

export function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-integrity',
    createScript({ url }) {
      const integrity = expected.get(new URL(url, window.location.href).href);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
