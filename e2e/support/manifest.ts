import type { BrowserContext, Page } from '@playwright/test';

/** A route a remote version serves, and its exposed screen. */
export type Route = { path: string; expose: string; callsAsShown?: boolean };
export type Version = {
  entry: string;
  integrity?: string;
  serverIntegrity?: string;
  routes: Route[];
};
export type Choice = string | { canary: { stable: string; next: string; percent: number } };

/** The routes of the version a remote serves by default (a canary's stable arm). */
export function defaultRoutes(manifest: Manifest, remote: string): Route[] {
  const release = manifest.remotes[remote];
  if (!release) return [];
  const choice = release.default;
  const version = typeof choice === 'string' ? choice : choice.canary.stable;
  return release.versions[version]?.routes ?? [];
}

/** The remotes manifest as the host serves it (docs/operations.md, "Remotes manifest"). */
export type Manifest = {
  environment: string;
  production: boolean;
  remotes: Record<
    string,
    {
      versions: Record<string, Version>;
      default: Choice;
      lastKnownGood?: string;
    }
  >;
  brands: Record<string, Record<string, unknown>>;
  overrides: { allowedOrigins: string[] };
};

/**
 * Serves this page (or every page of a context) the environment's remotes manifest as changed
 * by `change`, at the network edge: what an operator's edit of the environment's manifest would
 * serve, without touching the file other tests read.
 */
export async function serveManifest(
  target: Page | BrowserContext,
  change: (manifest: Manifest) => void,
) {
  await target.route('**/remotes.manifest.json', async (route) => {
    const response = await route.fetch({
      // Node resolves *.localhost differently from Chromium: ask the host by its address
      url: route
        .request()
        .url()
        .replace(/\/\/[^/]+\.localhost:/, '//127.0.0.1:'),
    });
    const manifest = (await response.json()) as Manifest;
    change(manifest);
    await route.fulfill({ response, json: manifest });
  });
}

/**
 * Serves this page a remotes manifest with one remote pointed elsewhere (at the network edge,
 * as an operator's change to the environment's manifest would), serving the routes its default
 * version serves.
 */
export async function pointRemoteAt(
  page: Page,
  remote: string,
  entry: string,
  version = '0.0.0-test',
) {
  await serveManifest(page, (manifest) => {
    const routes = defaultRoutes(manifest, remote);
    manifest.remotes[remote] = { versions: { [version]: { entry, routes } }, default: version };
    // every brand gets it: a brand's pin of this remote would name a version no longer listed
    for (const pins of Object.values(manifest.brands)) delete pins[remote];
  });
}

/**
 * A visitor's canary bucket (0..99) for a remote: the host's own function
 * (host/src/features/remotes/manifest.ts, which the e2e package cannot import as a module),
 * repeated so a test can pick visitors on each side of a split. The operator panel shows the
 * bucket, so a test that uses this also checks it against the host's.
 */
export function canaryBucket(visitorSeed: string, remote: string): number {
  let hash = 2166136261;
  for (const char of `${visitorSeed}:${remote}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 100;
}
