/**
 * Incompatible shared versions at run time. A remote built against a singleton the page cannot
 * give it (its `requiredVersion` is not satisfied by the copy the host loaded) still gets the
 * page's one copy: the federation runtime only warns in the console. This runtime plugin sees
 * each resolution through the `resolveShare` hook of @module-federation/runtime 2.x (called with
 * the share scope, the package, the version about to be used and the consumer's share config)
 * and tells the shell, which reports it with the remote and version named.
 *
 * Shared packages are resolved by the remote's own federation instance, created when its entry
 * runs: the plugin is registered globally (`registerGlobalPlugins`) so every later instance has it.
 */
import { satisfy } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type SharedMismatch = {
  /** the federation container that asked (e.g. `storefront_<name>`) */
  container: string;
  pkg: string;
  required: string;
  provided: string;
  /** the container whose copy the page uses */
  providedBy: string;
};

export function sharedCompatibilityPlugin(
  onMismatch: (mismatch: SharedMismatch) => void,
): ModuleFederationRuntimePlugin {
  const seen = new Set<string>();
  return {
    name: 'storefront-shared-compatibility',
    resolveShare(args) {
      const { shareInfo, pkgName, version, shareScopeMap, scope } = args;
      const config = shareInfo.shareConfig;
      const required = config?.requiredVersion;
      if (
        config?.singleton &&
        typeof required === 'string' &&
        required !== '*' &&
        version &&
        !satisfy(version, required)
      ) {
        const key = `${shareInfo.from}\u0000${pkgName}\u0000${required}\u0000${version}`;
        if (!seen.has(key)) {
          seen.add(key);
          try {
            onMismatch({
              container: shareInfo.from,
              pkg: pkgName,
              required,
              provided: version,
              providedBy: shareScopeMap[scope]?.[pkgName]?.[version]?.from ?? 'unknown',
            });
          } catch {
            // reporting must never break the page's module loading
          }
        }
      }
      return args;
    },
  };
}
