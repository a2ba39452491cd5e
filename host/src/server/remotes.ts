/**
 * Remote screens on the render server: each remote's server build (`server/remoteEntry.js`
 * beside the browser entry of the version the manifest chose), loaded with the federation
 * runtime's documented API and kept while that version stays chosen. A remote that does not
 * answer within the budget, fails or throws leaves its region to the browser.
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import { LRUCache } from 'lru-cache';
import type { ComponentType } from 'react';
import { withTimeout } from '../features/remotes/federation';
import { serverEntryOf } from '../features/remotes/manifest';
import { checkedEntries, expectIntegrity } from './checked-entries';
import { observe } from './observe';
import type { RemoteName, ResolvedRemote } from '../features/remotes/manifest';
import { fetchWithin } from './fetch-within';

export type ScreenModule = { default: ComponentType };

/** The entry (and its integrity) each remote's container was registered from in this process. */
const registered = new Map<RemoteName, string>();
const screens = new Map<string, Promise<ScreenModule>>();

let budget = 600;
let checked = false;

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('the federation runtime is not initialised');
  if (!checked) {
    instance.registerPlugins([checkedEntries(() => budget)]);
    checked = true;
  }
  return instance;
}

/**
 * The screen module of a remote's chosen version, or the reason it cannot be rendered here.
 * A version other than the one this process holds replaces it (a new deploy).
 */
export async function serverScreen(
  remote: ResolvedRemote,
  expose: string,
  budgetMs: number,
): Promise<ScreenModule> {
  if (remote.chosenBy === 'override') throw new Error('an override renders in the browser');
  budget = budgetMs;
  const entry = serverEntryOf(remote.entry);
  expectIntegrity(entry, remote.serverIntegrity);
  // another version, or the same one with another integrity, is loaded (and checked) afresh
  const source = `${entry} ${remote.serverIntegrity ?? ''}`;
  if (registered.get(remote.name) !== source) {
    const replacing = registered.has(remote.name);
    federation().registerRemotes([{ name: remote.container, alias: remote.name, entry }], {
      force: replacing,
    });
    registered.set(remote.name, source);
    for (const key of screens.keys()) if (key.startsWith(`${remote.name}/`)) screens.delete(key);
  }
  const key = `${remote.name}/${expose}`;
  let screen = screens.get(key);
  observe({ type: 'cache', cache: 'remote-screen', hit: screen !== undefined });
  if (!screen) {
    const loading = federation()
      .loadRemote<ScreenModule>(`${remote.name}/${expose.replace(/^\.\//, '')}`)
      .then((mod) => {
        if (!mod || typeof mod.default !== 'function')
          throw new Error(`${key} has no default component export`);
        return mod;
      });
    // a failure is not kept: the next request tries again
    loading.catch(() => screens.delete(key));
    const { name, version } = remote;
    loading.then(
      () => observe({ type: 'remote-entry', remote: name, version, outcome: 'loaded' }),
      (error: unknown) =>
        observe({
          type: 'remote-entry',
          remote: name,
          version,
          outcome: 'failed',
          error: String(error),
        }),
    );
    screens.set(key, loading);
    screen = loading;
  }
  return withTimeout(screen, budgetMs, key);
}

/**
 * Loads the screens of every route the manifest's default versions serve, so a process answers
 * its first requests with them rather than leaving those to the browser; a remote that does not
 * answer within `waitMs` goes on loading for the next request.
 */
export async function warmServerScreens(
  resolved: readonly ResolvedRemote[],
  waitMs: number,
): Promise<void> {
  const loads = resolved.flatMap((remote) =>
    [...new Set(remote.routes.map((route) => route.expose))].map((expose) =>
      serverScreen(remote, expose, waitMs).catch(() => undefined),
    ),
  );
  await Promise.all(loads);
}

/**
 * The browser manifest of each version a page has named, by entry: bounded, and read again after
 * a minute (an entry republished in place is picked up without a restart).
 */
const browserManifests = new LRUCache<string, Promise<BrowserManifest>>({
  max: 32,
  ttl: 60_000,
});
type BrowserManifest = {
  exposes?: Array<{ path?: string; assets?: { css?: { sync?: string[] } } }>;
};

/**
 * The stylesheets a remote's screen needs at once, from its version's browser manifest
 * (`mf-manifest.json`): the page links them in its head, so it paints with its styles instead of
 * shifting when the browser's code has loaded them. None when the manifest cannot be read.
 */
export async function screenStyles(
  remote: ResolvedRemote,
  expose: string,
  timeoutMs: number,
): Promise<string[]> {
  let loading = browserManifests.get(remote.entry);
  observe({ type: 'cache', cache: 'screen-styles', hit: loading !== undefined });
  if (!loading) {
    loading = fetchWithin(remote.entry, {}, timeoutMs, (answer) => {
      if (!answer.ok) throw new Error(`${remote.entry}: HTTP ${answer.status}`);
      return answer.json() as Promise<BrowserManifest>;
    });
    loading.catch(() => browserManifests.delete(remote.entry));
    browserManifests.set(remote.entry, loading);
  }
  try {
    const manifest = await loading;
    const found = manifest.exposes?.find((exposed) => exposed.path === expose);
    return (found?.assets?.css?.sync ?? []).map((file) => new URL(file, remote.entry).href);
  } catch {
    return [];
  }
}
