/**
 * A federation runtime plugin for the render server: a remote's server entry runs only if it
 * comes with the manifest's `serverIntegrity` and its bytes match it (the browser checks its
 * entries the same way, with the `integrity` of each version). Uses the runtime's documented
 * `loadEntry` hook, which replaces the Node runtime's own fetch of the entry.
 */
import { createHash } from 'node:crypto';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithin } from './fetch-within';

/** Node's own require (not the bundle's), for what an entry asks of Node. */
declare const __non_webpack_require__: NodeJS.Require;

/**
 * What each registered name must load: its entry and the integrity the manifest gives it. A name
 * is one version of one remote (remotes.ts), so requests on other versions never change it.
 */
const expected = new Map<string, { entry: string; integrity: string | undefined }>();

/** The entry and integrity a registered name stands for, before it is registered. */
export function expectEntry(name: string, entry: string, integrity: string | undefined): void {
  expected.set(name, { entry, integrity });
}

export class EntryRefused extends Error {
  override name = 'EntryRefused';
}

/** Whether `code` matches an SRI value (`sha256-`, `sha384-` or `sha512-` and base64). */
export function matchesIntegrity(code: string, integrity: string): boolean {
  const match = /^(sha256|sha384|sha512)-([A-Za-z0-9+/=]+)$/.exec(integrity.trim());
  if (!match) return false;
  const [, algorithm, digest] = match as unknown as [string, string, string];
  return createHash(algorithm).update(code, 'utf8').digest('base64') === digest;
}

export function checkedEntries(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-checked-server-entries',
    async loadEntry({ remoteInfo }) {
      const { name, entry, entryGlobalName } = remoteInfo;
      const wanted = expected.get(name);
      if (!wanted || wanted.entry !== entry)
        throw new EntryRefused(`${entry}: not the entry the manifest names for ${name}`);
      const { integrity } = wanted;
      if (!integrity) throw new EntryRefused(`${entry}: the manifest gives no serverIntegrity`);
      const code = await fetchWithin(entry, {}, timeoutMs, (answer) => {
        if (!answer.ok) throw new Error(`${entry}: HTTP ${answer.status}`);
        return answer.text();
      });
      if (!matchesIntegrity(code, integrity))
        throw new EntryRefused(`${entry}: does not match its serverIntegrity`);
      const module = { exports: {} as Record<string, unknown> };
      const run = new vm.Script(
        `(function (exports, module, require, __dirname, __filename, __storefront_entry_folder__) {${code}\n})`,
        { filename: entry },
      ).runInThisContext() as (...args: unknown[]) => void;
      // its folder's address: the container fetches its chunks from there
      // (tooling/webpack/server-public-path-plugin.js), whatever other version is loaded beside it
      const folder = new URL('./', entry).href;
      run(module.exports, module, __non_webpack_require__, '', 'remoteEntry.js', folder);
      return (module.exports[entryGlobalName] ?? module.exports) as never;
    },
  };
}
