/**
 * Loading remote screens through the federation runtime: registration from the manifest,
 * retries with backoff, fallback to the last-known-good entry, recovery without a reload.
 */
import type { ComponentType } from 'react';
import { getInstance, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import type { RemoteName, ResolvedRemote } from './manifest';
import { publicBaseOf, remoteEntryOf } from './published-manifest';
import type { PublishedManifest } from './published-manifest';
import { expectIntegrity, integrityPlugin, remoteEntryUrl } from './integrity';
import { sharedCompatibilityPlugin } from './shared-compatibility';
import type { SharedMismatch } from './shared-compatibility';

export type ScreenModule = { default: ComponentType };

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    readonly expose: string,
    override readonly cause: unknown,
  ) {
    super(`remote "${remote}" could not load "${expose}"`);
  }
}

type Active = ResolvedRemote & { usingFallback: boolean };
const remotes = new Map<RemoteName, Active>();

/** What is loaded, for the operator panel and error reports. */
export type RemoteStatus = ResolvedRemote & {
  state: 'registered' | 'loaded' | 'failed';
  loadMs: number | null;
  /** shared singletons this version asked for in a version the page does not have */
  incompatible: Array<{ pkg: string; required: string; provided: string }>;
};
const statuses = new Map<RemoteName, RemoteStatus>();
const statusListeners = new Set<() => void>();
let statusSnapshot: RemoteStatus[] = [];

function setStatus(name: RemoteName, patch: Partial<RemoteStatus>) {
  const remote = remotes.get(name);
  if (!remote) return;
  const { usingFallback: _ignored, ...resolved } = remote;
  statuses.set(name, {
    state: 'registered',
    loadMs: null,
    incompatible: [],
    ...statuses.get(name),
    ...resolved,
    ...patch,
  });
  statusSnapshot = [...statuses.values()];
  for (const listener of statusListeners) listener();
}

export function subscribeRemoteStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function remoteStatuses(): RemoteStatus[] {
  return statusSnapshot;
}
/** remotes that have loaded at least one module: their container is initialised */
const initialised = new Set<RemoteName>();
const pending = new Map<string, Promise<ScreenModule>>();
const resolvedScreens = new Map<string, ScreenModule>();

export type RemoteFailure = { remote: RemoteName; expose: string; version: string; error: unknown };
const failureListeners = new Set<(failure: RemoteFailure) => void>();
/** Error reporting subscribes here; returns an unsubscribe function. */
export function onRemoteFailure(listener: (failure: RemoteFailure) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('the federation runtime is not initialised');
  return instance;
}

/** A remote version that asked for a shared singleton in a version the page does not have. */
export type SharedIncompatibility = Omit<SharedMismatch, 'container'> & {
  remote: RemoteName | null;
  container: string;
  version: string | null;
};
const incompatibilityListeners = new Set<(incompatibility: SharedIncompatibility) => void>();
/** Error reporting subscribes here; returns an unsubscribe function. */
export function onSharedIncompatibility(
  listener: (incompatibility: SharedIncompatibility) => void,
): () => void {
  incompatibilityListeners.add(listener);
  return () => incompatibilityListeners.delete(listener);
}

function sharedMismatch(mismatch: SharedMismatch) {
  const remote = [...remotes.values()].find((r) => r.container === mismatch.container);
  if (remote) {
    const { pkg, required, provided } = mismatch;
    setStatus(remote.name, {
      incompatible: [
        ...(statuses.get(remote.name)?.incompatible ?? []),
        { pkg, required, provided },
      ],
    });
  }
  const incompatibility = {
    ...mismatch,
    remote: remote?.name ?? null,
    version: remote?.version ?? null,
  };
  for (const listener of incompatibilityListeners) listener(incompatibility);
}

let pluginsInstalled = false;

function register(remote: Active, force: boolean) {
  if (!pluginsInstalled) {
    const compatibility = sharedCompatibilityPlugin(sharedMismatch);
    federation().registerPlugins([integrityPlugin(), compatibility]);
    // shared packages are resolved by each remote's own federation instance, made when its
    // entry runs: a global plugin reaches those instances
    registerGlobalPlugins([compatibility]);
    pluginsInstalled = true;
  }
  expectIntegrity(remote.entry, remote.integrity);
  // by its remoteEntry.js, beside the mf-manifest.json the manifest names: the entry is the one
  // request before the screen's code (the runtime reads no manifest snapshot)
  federation().registerRemotes(
    [{ name: remote.container, alias: remote.name, entry: remoteEntryUrl(remote.entry) }],
    { force },
  );
}

export function registerRemotes(resolved: ResolvedRemote[]) {
  for (const r of resolved) {
    const active = { ...r, usingFallback: false };
    remotes.set(r.name, active);
    register(active, false);
    setStatus(r.name, { state: 'registered', loadMs: null, incompatible: [] });
  }
}

export function activeRemotes(): ReadonlyArray<Active> {
  return [...remotes.values()];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type RetryPolicy = { attempts: number; baseDelayMs: number };
export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 300 };

/** A remote that accepts the connection but never answers must not keep a route loading. */
export const LOAD_TIMEOUT_MS = 15000;

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function loadOnce(remote: Active, expose: string): Promise<ScreenModule> {
  const mod = await withTimeout(
    federation().loadRemote<ScreenModule>(`${remote.name}/${expose.replace(/^\.\//, '')}`),
    LOAD_TIMEOUT_MS,
    `${remote.name}/${expose}`,
  );
  if (!mod || typeof mod.default !== 'function') {
    throw new Error(`"${remote.name}/${expose}" has no default component export`);
  }
  initialised.add(remote.name);
  return mod;
}

async function loadWithRetries(remote: Active, expose: string, policy: RetryPolicy) {
  const started = performance.now();
  try {
    const mod = await attemptLoad(remote, expose, policy);
    if (statuses.get(remote.name)?.state !== 'loaded') {
      setStatus(remote.name, { state: 'loaded', loadMs: Math.round(performance.now() - started) });
    }
    return mod;
  } catch (error) {
    setStatus(remote.name, { state: 'failed' });
    throw error;
  }
}

async function attemptLoad(remote: Active, expose: string, policy: RetryPolicy) {
  let lastError: unknown;
  for (let attempt = 0; attempt < policy.attempts; attempt += 1) {
    if (attempt > 0) {
      await sleep(policy.baseDelayMs * 3 ** (attempt - 1));
      // An entry that never loaded is cached as failed by the runtime: register it again so the
      // next attempt fetches it afresh. A container that did load keeps its instance; a failed
      // chunk is retried by webpack on the next request.
      if (!initialised.has(remote.name)) register(remote, true);
    }
    try {
      return await loadOnce(remote, expose);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function load(name: RemoteName, expose: string, policy: RetryPolicy): Promise<ScreenModule> {
  const remote = remotes.get(name);
  if (!remote) throw new RemoteUnavailableError(name, expose, new Error('not in the manifest'));
  try {
    return await loadWithRetries(remote, expose, policy);
  } catch (error) {
    for (const listener of failureListeners)
      listener({ remote: name, expose, version: remote.version, error });
    const { fallback } = remote;
    if (fallback && !remote.usingFallback && !initialised.has(name)) {
      const switched: Active = {
        ...remote,
        version: fallback.version,
        entry: fallback.entry,
        integrity: fallback.integrity,
        chosenBy: 'fallback',
        usingFallback: true,
      };
      remotes.set(name, switched);
      register(switched, true);
      setStatus(name, { state: 'registered', loadMs: null, incompatible: [] });
      try {
        return await loadWithRetries(switched, expose, policy);
      } catch (fallbackError) {
        for (const listener of failureListeners) {
          listener({ remote: name, expose, version: switched.version, error: fallbackError });
        }
        throw new RemoteUnavailableError(name, expose, fallbackError);
      }
    }
    throw new RemoteUnavailableError(name, expose, error);
  }
}

/** A screen module already loaded, for a render without a loading flash. */
export function loadedScreen(name: RemoteName, expose: string): ScreenModule | undefined {
  return resolvedScreens.get(`${name}/${expose}`);
}

/** Loads a screen once; concurrent callers share the request; a failure is not cached. */
export function loadScreen(
  name: RemoteName,
  expose: string,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<ScreenModule> {
  const key = `${name}/${expose}`;
  const cached = resolvedScreens.get(key);
  if (cached) return Promise.resolve(cached);
  let request = pending.get(key);
  if (!request) {
    request = load(name, expose, policy).then(
      (mod) => {
        resolvedScreens.set(key, mod);
        pending.delete(key);
        return mod;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, request);
  }
  return request;
}

/** Warms a screen (hover, focus): a failure is left for the route to show when visited. */
export function preloadScreen(name: RemoteName, expose: string): void {
  loadScreen(name, expose).catch(() => undefined);
}

const manifests = new Map<string, Promise<PublishedManifest>>();
const prefetched = new Set<string>();

/** Prefetched the way the runtime will load them (scripts without crossorigin), so the cache serves them. */
function addPrefetch(href: string, as: 'script' | 'style') {
  if (prefetched.has(href)) return;
  prefetched.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Idle-time warming of a screen: its remote's entry and the screen's files go into the HTTP
 * cache as low-priority prefetches, without running anything. It reads the remote's published
 * manifest itself and never calls the federation runtime, whose preloading races with a load
 * of the same remote and can leave that load pending.
 */
export function prefetchScreenAssets(name: RemoteName, expose: string): void {
  const remote = remotes.get(name);
  if (!remote || resolvedScreens.has(`${name}/${expose}`)) return;
  let manifest = manifests.get(remote.entry);
  if (!manifest) {
    manifest = fetch(remote.entry, { cache: 'no-cache' }).then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json() as Promise<PublishedManifest>;
    });
    manifest.catch(() => manifests.delete(remote.entry));
    manifests.set(remote.entry, manifest);
  }
  manifest
    .then((published) => {
      const base = publicBaseOf(remote.entry, published);
      addPrefetch(remoteEntryOf(remote.entry, published), 'script');
      const screen = published.exposes?.find((e) => e.path === expose);
      for (const file of screen?.assets?.js?.sync ?? [])
        addPrefetch(new URL(file, base).href, 'script');
      for (const file of screen?.assets?.css?.sync ?? [])
        addPrefetch(new URL(file, base).href, 'style');
    })
    .catch(() => undefined);
}
