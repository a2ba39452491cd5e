/**
 * Remote screens on the render server: each remote's server build (`server/remoteEntry.js`
 * beside the browser entry of the version the manifest chose for the request), loaded with the
 * federation runtime's documented API. Every version a request asks for is loaded once and kept
 * beside the others under a registered name of its own, so brands on different versions render
 * side by side in one process; each remote keeps at most `VERSIONS_PER_REMOTE` versions, the
 * least recently used giving its name to the next. A remote that does not answer within the
 * request's budget, fails or throws leaves its region to the browser.
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import { LRUCache } from 'lru-cache';
import type { ComponentType } from 'react';
import { withTimeout } from '../../src/features/remotes/federation';
import { serverEntryOf } from '../../src/features/remotes/manifest';
import { checkedEntries, expectEntry } from './checked-entries';
import { observe } from './observe';
import type { RemoteName, ResolvedRemote } from '../../src/features/remotes/manifest';
import { fetchWithin } from './fetch-within';

export type ScreenModule = { default: ComponentType };

/** How many versions of one remote a render process holds at once. */
export const VERSIONS_PER_REMOTE = 4;
/** How long one load of a server entry may take (a request waits on it for its own budget). */
const ENTRY_LOAD_MS = 10_000;

/** One version of a remote, loaded in this process under its own registered name. */
type HeldVersion = {
  /** the name it is registered under: the container's name and its slot */
  registered: string;
  slot: number;
  screens: Map<string, Promise<ScreenModule>>;
};

type RemoteVersions = {
  held: LRUCache<string, HeldVersion>;
  /** slots given back by versions no longer held, and how many were ever used */
  free: number[];
  used: number;
};

const remotes = new Map<RemoteName, RemoteVersions>();

/** The runtime instances the integrity check is registered with (one per process). */
const checked = new WeakSet<object>();
function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('the federation runtime is not initialised');
  if (!checked.has(instance)) {
    instance.registerPlugins([checkedEntries(ENTRY_LOAD_MS)]);
    checked.add(instance);
  }
  return instance;
}

function versionsOf(name: RemoteName): RemoteVersions {
  let versions = remotes.get(name);
  if (!versions) {
    const created: RemoteVersions = {
      free: [],
      used: 0,
      held: new LRUCache<string, HeldVersion>({
        max: VERSIONS_PER_REMOTE,
        // its slot goes to the next version; registering that one replaces this one's container
        dispose: (version) => created.free.push(version.slot),
      }),
    };
    versions = created;
    remotes.set(name, versions);
  }
  return versions;
}

/** The version's identity: its server entry and the integrity it must match. */
function sourceOf(remote: ResolvedRemote): string {
  return `${serverEntryOf(remote.entry)} ${remote.serverIntegrity ?? ''}`;
}

/** The version `remote` names, registered under a slot of its own (once per process). */
function held(remote: ResolvedRemote): HeldVersion {
  const versions = versionsOf(remote.name);
  const source = sourceOf(remote);
  const found = versions.held.get(source);
  if (found) return found;
  const slot = versions.free.shift() ?? versions.used++;
  const registered = `${remote.container}__${slot}`;
  const entry = serverEntryOf(remote.entry);
  expectEntry(registered, entry, remote.serverIntegrity);
  // a slot used before holds a version no longer kept: registering replaces (unloads) it
  federation().registerRemotes([{ name: registered, entry, entryGlobalName: remote.container }], {
    force: isRegistered(registered),
  });
  const version: HeldVersion = { registered, slot, screens: new Map() };
  versions.held.set(source, version);
  return version;
}

function isRegistered(name: string): boolean {
  return federation().options.remotes.some((remote) => remote.name === name);
}

/**
 * The screen module of the version the request's manifest chose, or the reason it cannot be
 * rendered here within `budgetMs`.
 */
export async function serverScreen(
  remote: ResolvedRemote,
  expose: string,
  budgetMs: number,
): Promise<ScreenModule> {
  if (remote.chosenBy === 'override') throw new Error('an override renders in the browser');
  const version = held(remote);
  const key = `${remote.name}@${remote.version}/${expose}`;
  let screen = version.screens.get(expose);
  observe({ type: 'cache', cache: 'remote-screen', hit: screen !== undefined });
  if (!screen) {
    const loading = federation()
      .loadRemote<ScreenModule>(`${version.registered}/${expose.replace(/^\.\//, '')}`)
      .then((mod) => {
        if (!mod || typeof mod.default !== 'function')
          throw new Error(`${key} has no default component export`);
        return mod;
      });
    // a failure is not kept: the next request tries again
    loading.catch(() => version.screens.delete(expose));
    const { name, version: number } = remote;
    loading.then(
      () => observe({ type: 'remote-entry', remote: name, version: number, outcome: 'loaded' }),
      (error: unknown) =>
        observe({
          type: 'remote-entry',
          remote: name,
          version: number,
          outcome: 'failed',
          error: String(error),
        }),
    );
    version.screens.set(expose, loading);
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

/**
 * Whether each version's browser files answer, by entry: asked at most every few seconds (a
 * remote's files that went down are seen within that; one that answered is not asked on every
 * page).
 */
const browserFilesUp = new LRUCache<string, Promise<boolean>>({ max: 64, ttl: 5_000 });

/**
 * Whether the browser files of the version the page renders answer (its browser manifest). A
 * screen whose files do not (refused, or an error status) is rendered as the browser would show
 * it: unavailable, with its retry, instead of a screen the browser could never bring to life. An
 * answer not come within `timeoutMs` says nothing of the files (a render process busy loading a
 * screen's code reads it late): the screen is rendered, and the next page asks again.
 */
export function browserFilesAnswer(remote: ResolvedRemote, timeoutMs: number): Promise<boolean> {
  let asking = browserFilesUp.get(remote.entry);
  observe({ type: 'cache', cache: 'browser-files', hit: asking !== undefined });
  if (!asking) {
    const asked: Promise<boolean> = fetchWithin(
      remote.entry,
      { method: 'HEAD' },
      timeoutMs,
      async (answer) => answer.ok,
    ).catch((error: unknown) => {
      // (a DOMException: not an Error in every realm)
      if ((error as { name?: unknown } | null)?.name !== 'TimeoutError') return false;
      if (browserFilesUp.get(remote.entry) === asked) browserFilesUp.delete(remote.entry);
      return true;
    });
    asking = asked;
    browserFilesUp.set(remote.entry, asking);
  }
  return asking;
}
