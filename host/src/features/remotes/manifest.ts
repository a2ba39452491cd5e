/**
 * The remotes manifest: which entry of each remote this page loads. Fetched at start-up from
 * the host's own origin (`/remotes.manifest.json`); nothing in the host's code names a remote's
 * URL. Format (documented in the README):
 *
 *   {
 *     "environment": "local",
 *     "remotes": {
 *       "<remote>": {
 *         "versions": { "<version>": { "entry": "<url of mf-manifest.json>", "integrity"?: "sha384-…" } },
 *         "default": "<version>",
 *         "lastKnownGood"?: "<version>"
 *       }
 *     },
 *     "brands"?: { "<brand domain>": { "<remote>": "<version>" } }
 *   }
 */

export const REMOTE_NAMES = ['search', 'flights', 'cart', 'deals'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type VersionEntry = { entry: string; integrity?: string };
export type RemoteRelease = {
  versions: Record<string, VersionEntry>;
  default: string;
  lastKnownGood?: string;
};
export type RemotesManifest = {
  environment: string;
  remotes: Record<RemoteName, RemoteRelease>;
  brands?: Record<string, Partial<Record<RemoteName, string>>>;
};

export type ChosenBy = 'default' | 'brand' | 'fallback';
export type ResolvedRemote = {
  name: RemoteName;
  /** federation container name the remote was built with */
  container: string;
  version: string;
  entry: string;
  integrity?: string;
  chosenBy: ChosenBy;
  fallback?: { version: string; entry: string; integrity?: string };
};

export class ManifestError extends Error {
  override name = 'ManifestError';
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function checkRelease(name: string, value: unknown): RemoteRelease {
  if (!isRecord(value) || !isRecord(value.versions) || typeof value.default !== 'string') {
    throw new ManifestError(`remote "${name}": needs "versions" and "default"`);
  }
  const versions: Record<string, VersionEntry> = {};
  for (const [version, v] of Object.entries(value.versions)) {
    if (!isRecord(v) || typeof v.entry !== 'string' || !/^https?:\/\//.test(v.entry)) {
      throw new ManifestError(
        `remote "${name}" version "${version}": "entry" must be an http(s) URL`,
      );
    }
    versions[version] = {
      entry: v.entry,
      ...(typeof v.integrity === 'string' ? { integrity: v.integrity } : {}),
    };
  }
  if (!versions[value.default]) {
    throw new ManifestError(`remote "${name}": default version "${value.default}" is not listed`);
  }
  const lastKnownGood = typeof value.lastKnownGood === 'string' ? value.lastKnownGood : undefined;
  if (lastKnownGood !== undefined && !versions[lastKnownGood]) {
    throw new ManifestError(`remote "${name}": lastKnownGood "${lastKnownGood}" is not listed`);
  }
  return { versions, default: value.default, ...(lastKnownGood ? { lastKnownGood } : {}) };
}

/** Checks a parsed manifest's shape; throws ManifestError naming what is wrong. */
export function parseManifest(value: unknown): RemotesManifest {
  if (!isRecord(value) || !isRecord(value.remotes)) {
    throw new ManifestError('the manifest needs a "remotes" object');
  }
  const remotes = {} as Record<RemoteName, RemoteRelease>;
  for (const name of REMOTE_NAMES) remotes[name] = checkRelease(name, value.remotes[name]);
  const brands: RemotesManifest['brands'] = {};
  if (isRecord(value.brands)) {
    for (const [domain, pins] of Object.entries(value.brands)) {
      if (!isRecord(pins)) throw new ManifestError(`brand "${domain}": pins must be an object`);
      const checked: Partial<Record<RemoteName, string>> = {};
      for (const [remote, version] of Object.entries(pins)) {
        const release = remotes[remote as RemoteName];
        if (!release) throw new ManifestError(`brand "${domain}": unknown remote "${remote}"`);
        if (typeof version !== 'string' || !release.versions[version]) {
          throw new ManifestError(
            `brand "${domain}": remote "${remote}" has no version "${String(version)}"`,
          );
        }
        checked[remote as RemoteName] = version;
      }
      brands[domain] = checked;
    }
  }
  return {
    environment: typeof value.environment === 'string' ? value.environment : 'unknown',
    remotes,
    brands,
  };
}

/** Picks each remote's version for a brand: the brand's pin, else the environment default. */
export function resolveRemotes(manifest: RemotesManifest, brandDomain: string): ResolvedRemote[] {
  const pins = manifest.brands?.[brandDomain] ?? {};
  return REMOTE_NAMES.map((name) => {
    const release = manifest.remotes[name];
    const pinned = pins[name];
    const version = pinned ?? release.default;
    const chosen = release.versions[version] as VersionEntry;
    const lkg = release.lastKnownGood;
    const lkgEntry = lkg !== undefined && lkg !== version ? release.versions[lkg] : undefined;
    return {
      name,
      container: `storefront_${name}`,
      version,
      entry: chosen.entry,
      ...(chosen.integrity ? { integrity: chosen.integrity } : {}),
      chosenBy: pinned ? 'brand' : 'default',
      ...(lkg && lkgEntry ? { fallback: { version: lkg, ...lkgEntry } } : {}),
    };
  });
}

export async function fetchManifest(url = '/remotes.manifest.json'): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new ManifestError(`remotes manifest: HTTP ${response.status}`);
  return parseManifest(await response.json());
}
