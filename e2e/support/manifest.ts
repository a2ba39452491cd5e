import type { BrowserContext, Page } from '@playwright/test';

/** The remotes manifest as the host serves it (docs/operations.md, "Remotes manifest"). */
export type Manifest = {
  environment: string;
  production: boolean;
  remotes: Record<
    string,
    {
      versions: Record<string, { entry: string; integrity?: string }>;
      default: string | { canary: { stable: string; next: string; percent: number } };
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
 * as an operator's change to the environment's manifest would).
 */
export async function pointRemoteAt(
  page: Page,
  remote: string,
  entry: string,
  version = '0.0.0-test',
) {
  await serveManifest(page, (manifest) => {
    manifest.remotes[remote] = { versions: { [version]: { entry } }, default: version };
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
