/**
 * The remotes manifest: which entry of each remote this page loads. Fetched at start-up from
 * the host's own origin (`/remotes.manifest.json`); nothing in the host's code names a remote's
 * URL. One manifest, layered (docs/operations.md, "Remotes manifest"):
 *
 *   per-user override (this browser only, allowed origins only)
 *     over a per-brand pin
 *       over the environment default
 *
 * where a pin or a default is a version, or a canary split between two versions that is sticky
 * per visitor. The last-known-good version is loaded when the chosen entry fails.
 */
import type { CanaryWatch } from './canary-watch';
import { MANIFEST_URL } from '../../lib/early-fetch';
import { earlyStart } from '../../lib/early-start';

/** A remote's name: one of REMOTE_NAMES. */
export type RemoteName = string;
/** A remote the host is built with: its name and its federation container's. */
export type DeclaredRemote = { name: RemoteName; container: string };
declare const __STOREFRONT_REMOTES__: readonly DeclaredRemote[];
/**
 * The remotes this host knows, each as its package declares itself (its package.json's
 * `storefront` field; scripts/remotes-declared.cjs), in the order of their declared ports: the
 * build defines the list (tooling/webpack/create-config.cjs), as the unit tests and the scripts
 * that load this module in Node do.
 */
export const DECLARED_REMOTES: readonly DeclaredRemote[] = __STOREFRONT_REMOTES__;
export const REMOTE_NAMES: readonly RemoteName[] = DECLARED_REMOTES.map((remote) => remote.name);
/** Its federation container's name, as its package declares it. */
const containerOf = (name: RemoteName) =>
  DECLARED_REMOTES.find((remote) => remote.name === name)?.container ?? `storefront_${name}`;

/** A route a remote version serves: a fixed path of the site and the exposed screen for it. */
export type DeclaredRoute = {
  path: string;
  expose: string;
  /** the screen calls the backend as it shows: the API client loads beside its code */
  callsAsShown?: boolean;
};
export type VersionEntry = {
  /** the URL of the browser build's mf-manifest.json */
  entry: string;
  /** Subresource Integrity of the browser build's remoteEntry.js */
  integrity?: string;
  /** Subresource Integrity of the server build's entry (`serverEntryOf(entry)`) */
  serverIntegrity?: string;
  routes: DeclaredRoute[];
};
/** A version, or `percent` of visitors on `next` and the rest on `stable`. */
export type Choice =
  string | { canary: { stable: string; next: string; percent: number; watch?: CanaryWatch } };
export type RemoteRelease = {
  versions: Record<string, VersionEntry>;
  default: Choice;
  lastKnownGood?: string;
};
export type RemotesManifest = {
  environment: string;
  /** production refuses overrides from a link alone */
  production: boolean;
  remotes: Record<RemoteName, RemoteRelease>;
  brands: Record<string, Partial<Record<RemoteName, Choice>>>;
  overrides: { allowedOrigins: string[] };
};

export type ChosenBy = 'default' | 'brand' | 'canary' | 'override' | 'fallback';
export type ResolvedRemote = {
  name: RemoteName;
  /** federation container name the remote was built with */
  container: string;
  version: string;
  entry: string;
  integrity?: string;
  /** the server build's integrity; its entry is `serverEntryOf(entry)` */
  serverIntegrity?: string;
  chosenBy: ChosenBy;
  /** for a canary split: the visitor's bucket (0..99), which arm it gave, and the split */
  canary?: { arm: 'next' | 'stable'; bucket: number; percent: number; pinned: boolean };
  fallback?: { version: string; entry: string; integrity?: string; serverIntegrity?: string };
  /** the routes of the version the manifest chose (for an override: of the version it replaces) */
  routes: DeclaredRoute[];
};

/**
 * Where a version's server build is: its container `server/remoteEntry.js`, published in the
 * same folder as the browser build's `mf-manifest.json` that `entry` names.
 */
export function serverEntryOf(entry: string): string {
  return new URL('server/remoteEntry.js', entry).href;
}

/** A tester's override of one remote's entry, in this browser. */
export type Override = { remote: RemoteName; entry: string };

export class ManifestError extends Error {
  override name = 'ManifestError';
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const ROUTE_PATH = /^\/([A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*)?$/;
const EXPOSE = /^\.\/[A-Za-z0-9_-]+$/;
const SRI = /^sha(256|384|512)-[A-Za-z0-9+/=]+$/;

function checkRoutes(where: string, value: unknown): DeclaredRoute[] {
  if (!Array.isArray(value)) throw new ManifestError(`${where}: "routes" must be a list`);
  const seen = new Set<string>();
  return value.map((route: unknown) => {
    if (!isRecord(route) || typeof route.path !== 'string' || !ROUTE_PATH.test(route.path)) {
      throw new ManifestError(`${where}: a route needs a fixed "path" such as "/deals"`);
    }
    if (typeof route.expose !== 'string' || !EXPOSE.test(route.expose)) {
      throw new ManifestError(`${where} route ${route.path}: "expose" must be ./<Screen>`);
    }
    if (seen.has(route.path)) throw new ManifestError(`${where}: route ${route.path} twice`);
    seen.add(route.path);
    return {
      path: route.path,
      expose: route.expose,
      ...(route.callsAsShown === true ? { callsAsShown: true } : {}),
    };
  });
}

const isRemoteName = (v: unknown): v is RemoteName =>
  typeof v === 'string' && REMOTE_NAMES.includes(v);

function checkChoice(
  where: string,
  value: unknown,
  versions: Record<string, VersionEntry>,
): Choice {
  if (typeof value === 'string') {
    if (!versions[value]) throw new ManifestError(`${where}: no version "${value}"`);
    return value;
  }
  if (isRecord(value) && isRecord(value.canary)) {
    const { stable, next, percent } = value.canary;
    if (typeof stable !== 'string' || !versions[stable])
      throw new ManifestError(`${where}: canary stable "${String(stable)}" is not listed`);
    if (typeof next !== 'string' || !versions[next])
      throw new ManifestError(`${where}: canary next "${String(next)}" is not listed`);
    if (typeof percent !== 'number' || !(percent >= 0 && percent <= 100)) {
      throw new ManifestError(`${where}: canary percent must be between 0 and 100`);
    }
    return { canary: { stable, next, percent } };
  }
  throw new ManifestError(`${where}: a version or a canary split is needed`);
}

function checkRelease(name: string, value: unknown): RemoteRelease {
  if (!isRecord(value) || !isRecord(value.versions) || value.default === undefined) {
    throw new ManifestError(`remote "${name}": needs "versions" and "default"`);
  }
  const versions: Record<string, VersionEntry> = {};
  for (const [version, v] of Object.entries(value.versions)) {
    if (!isRecord(v) || typeof v.entry !== 'string' || !/^https?:\/\//.test(v.entry)) {
      throw new ManifestError(
        `remote "${name}" version "${version}": "entry" must be an http(s) URL`,
      );
    }
    for (const field of ['integrity', 'serverIntegrity'] as const) {
      const value = v[field];
      if (value !== undefined && (typeof value !== 'string' || !SRI.test(value))) {
        throw new ManifestError(
          `remote "${name}" version "${version}": "${field}" must be sha256-, sha384- or sha512-<base64>`,
        );
      }
    }
    versions[version] = {
      entry: v.entry,
      ...(typeof v.integrity === 'string' ? { integrity: v.integrity } : {}),
      ...(typeof v.serverIntegrity === 'string' ? { serverIntegrity: v.serverIntegrity } : {}),
      routes: checkRoutes(`remote "${name}" version "${version}"`, v.routes),
    };
  }
  const choice = checkChoice(`remote "${name}" default`, value.default, versions);
  const lastKnownGood = typeof value.lastKnownGood === 'string' ? value.lastKnownGood : undefined;
  if (lastKnownGood !== undefined && !versions[lastKnownGood]) {
    throw new ManifestError(`remote "${name}": lastKnownGood "${lastKnownGood}" is not listed`);
  }
  return { versions, default: choice, ...(lastKnownGood ? { lastKnownGood } : {}) };
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
      const checked: Partial<Record<RemoteName, Choice>> = {};
      for (const [remote, choice] of Object.entries(pins)) {
        if (!isRemoteName(remote))
          throw new ManifestError(`brand "${domain}": unknown remote "${remote}"`);
        checked[remote] = checkChoice(
          `brand "${domain}" remote "${remote}"`,
          choice,
          (remotes[remote] as RemoteRelease).versions,
        );
      }
      brands[domain] = checked;
    }
  }
  const origins =
    isRecord(value.overrides) && Array.isArray(value.overrides.allowedOrigins)
      ? value.overrides.allowedOrigins
      : [];
  return {
    environment: typeof value.environment === 'string' ? value.environment : 'unknown',
    production: value.production === true,
    remotes,
    brands,
    overrides: { allowedOrigins: origins.filter((o): o is string => typeof o === 'string') },
  };
}

/** A remote's release in a parsed manifest, which lists every remote of REMOTE_NAMES. */
export function releaseOf(manifest: RemotesManifest, name: RemoteName): RemoteRelease {
  const release = manifest.remotes[name];
  if (!release) throw new ManifestError(`remote "${name}": not in the manifest`);
  return release;
}

/** 0..99, stable for a visitor and a remote: the same bucket on every load. */
export function canaryBucket(visitorSeed: string, remote: RemoteName): number {
  let hash = 2166136261;
  for (const char of `${visitorSeed}:${remote}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 100;
}

function pick(
  choice: Choice,
  bucket: number,
): { version: string; split?: { arm: 'next' | 'stable'; percent: number } } {
  if (typeof choice === 'string') return { version: choice };
  const { stable, next, percent } = choice.canary;
  return bucket < percent
    ? { version: next, split: { arm: 'next', percent } }
    : { version: stable, split: { arm: 'stable', percent } };
}

/** Whether an override entry may be used here: an http(s) URL on an allowed origin. */
export function overrideAllowed(manifest: RemotesManifest, entry: string): boolean {
  try {
    const url = new URL(entry);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    if (manifest.production && url.protocol !== 'https:') return false;
    return manifest.overrides.allowedOrigins.includes(url.origin);
  } catch {
    return false;
  }
}

/**
 * Each remote's entry for this page: the override (when allowed), else the brand's pin, else
 * the environment default; canary splits resolved by the visitor's bucket.
 */
export function resolveRemotes(
  manifest: RemotesManifest,
  brandDomain: string,
  options: { visitorSeed?: string; overrides?: Override[] } = {},
): ResolvedRemote[] {
  const pins = manifest.brands[brandDomain] ?? {};
  return REMOTE_NAMES.map((name) => {
    const release = releaseOf(manifest, name);
    const lkg = release.lastKnownGood;
    const fallbackFor = (version: string | null) => {
      const lkgEntry = lkg !== undefined && lkg !== version ? release.versions[lkg] : undefined;
      if (!lkg || !lkgEntry) return {};
      const { entry, integrity, serverIntegrity } = lkgEntry;
      return {
        fallback: {
          version: lkg,
          entry,
          ...(integrity ? { integrity } : {}),
          ...(serverIntegrity ? { serverIntegrity } : {}),
        },
      };
    };
    const pinned = pins[name];
    const bucket = canaryBucket(options.visitorSeed ?? '', name);
    const { version, split } = pick(pinned ?? release.default, bucket);
    const chosen = release.versions[version] as VersionEntry;
    const override = options.overrides?.find((o) => o.remote === name);
    if (override && overrideAllowed(manifest, override.entry)) {
      return {
        name,
        container: containerOf(name),
        version: 'override',
        entry: override.entry,
        chosenBy: 'override' as const,
        routes: chosen.routes,
        ...fallbackFor(null),
      };
    }
    return {
      name,
      container: containerOf(name),
      version,
      entry: chosen.entry,
      ...(chosen.integrity ? { integrity: chosen.integrity } : {}),
      ...(chosen.serverIntegrity ? { serverIntegrity: chosen.serverIntegrity } : {}),
      chosenBy: split ? 'canary' : pinned ? 'brand' : 'default',
      ...(split ? { canary: { ...split, bucket, pinned: pinned !== undefined } } : {}),
      routes: chosen.routes,
      ...fallbackFor(version),
    };
  });
}

type SchemaValidator = ((value: unknown) => boolean) & {
  errors?: Array<{ instancePath: string; message?: string }> | null;
};

/**
 * Checks a manifest against its JSON Schema (schema/remotes-manifest.schema.json, the one
 * `pnpm remotes` checks before each write); throws ManifestError naming the first problem.
 */
export function checkSchema(value: unknown, validate: SchemaValidator): void {
  if (validate(value)) return;
  const [error] = validate.errors ?? [];
  const where = error?.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : 'manifest';
  throw new ManifestError(`${where}: ${error?.message ?? 'does not match the schema'}`);
}

export async function fetchManifest(): Promise<RemotesManifest> {
  const start = earlyStart();
  // the schema's compiled validator, a chunk of its own, on its way beside the manifest; a page
  // rendered on the server carries a manifest the render server has checked already
  const validator = start.checkedByServer(MANIFEST_URL)
    ? null
    : import(/* webpackChunkName: "manifest-schema" */ './manifest-schema.generated.js');
  const response = await start.fetchStartUpFile(MANIFEST_URL);
  if (!response.ok) throw new ManifestError(`remotes manifest: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const manifest = parseManifest(body);
  if (validator) checkSchema(body, (await validator).validate);
  return manifest;
}
