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
import { MANIFEST_URL } from '../../lib/early-fetch';
import { earlyStart } from '../../lib/early-start';
import { ManifestError } from './manifest-error';
import type {
  CheckedManifest,
  Choice,
  DeclaredRoute,
  RemoteRelease,
  VersionEntry,
} from './manifest-schema';

export { ManifestError };
export type { CheckedManifest, Choice, DeclaredRoute, RemoteRelease, VersionEntry };

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

/**
 * The manifest as the host reads it: as its schema checks it (manifest-schema.ts, whose types
 * these are), with the fields a file may leave out filled in, and only the remotes this host
 * knows.
 */
export type RemotesManifest = Omit<
  CheckedManifest,
  'environment' | 'production' | 'brands' | 'overrides'
> & {
  environment: string;
  /** production refuses overrides from a link alone */
  production: boolean;
  brands: NonNullable<CheckedManifest['brands']>;
  overrides: { allowedOrigins: string[] };
  /**
   * the remotes the manifest names (in `remotes` or a brand's pins) that this host does not know:
   * left out, and said in the operator panel (a manifest written for a newer host)
   */
  ignored: string[];
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
  /** for a canary split: the visitor's bucket (0..99; 100 for a visitor without a session yet), which arm it gave, and the split */
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

/**
 * A checked manifest with the fields it left out filled in, and the remotes this host does not
 * know left out (`ignored`). The check is manifest-check.ts's `parseManifest`, a module of its own
 * so that a page which need not check the manifest does not load its schema.
 */
export function completeManifest(manifest: CheckedManifest): RemotesManifest {
  const known = (name: string) => REMOTE_NAMES.includes(name);
  const mine = <T>(byRemote: Record<string, T>) =>
    Object.fromEntries(Object.entries(byRemote).filter(([name]) => known(name)));
  const brands = manifest.brands ?? {};
  const named = [...Object.keys(manifest.remotes), ...Object.values(brands).flatMap(Object.keys)];
  return {
    ...manifest,
    environment: manifest.environment ?? 'unknown',
    production: manifest.production === true,
    remotes: mine(manifest.remotes),
    brands: Object.fromEntries(
      Object.entries(brands).map(([domain, pins]) => [domain, mine(pins)]),
    ),
    overrides: { allowedOrigins: manifest.overrides?.allowedOrigins ?? [] },
    // (a manifest the render server completed, which its page carries, says what it left out)
    ignored: [
      ...new Set([
        ...((manifest as Partial<RemotesManifest>).ignored ?? []),
        ...named.filter((name) => !known(name)),
      ]),
    ],
  };
}

/**
 * A remote's release in a parsed manifest; none when the manifest was written before the remote
 * existed (the remote is then served nowhere).
 */
export function releaseOf(manifest: RemotesManifest, name: RemoteName): RemoteRelease | undefined {
  return manifest.remotes[name];
}

/**
 * The version a brand gets of a remote: its pin, else the environment default; none when neither
 * names one (the remote's routes are then not found on that brand).
 */
export function choiceOf(
  manifest: RemotesManifest,
  brandDomain: string,
  name: RemoteName,
): Choice | undefined {
  return manifest.brands[brandDomain]?.[name] ?? releaseOf(manifest, name)?.default;
}

/**
 * A remote this page does not serve, and why: the manifest gives this brand no version of it
 * (`no-version`: no default and no pin, or a manifest written before the remote existed), or the
 * manifest names a remote this host does not know (`unknown`, ignored).
 */
export type UnservedRemote = { name: string; why: 'no-version' | 'unknown' };

/** The remotes a brand's page does not serve (for the operator panel). */
export function unservedRemotes(manifest: RemotesManifest, brandDomain: string): UnservedRemote[] {
  return [
    ...REMOTE_NAMES.filter((name) => choiceOf(manifest, brandDomain, name) === undefined).map(
      (name) => ({ name, why: 'no-version' as const }),
    ),
    ...manifest.ignored.map((name) => ({ name, why: 'unknown' as const })),
  ];
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
  nextArm?: string,
): { version: string; split?: { arm: 'next' | 'stable'; percent: number } } {
  if (typeof choice === 'string') return { version: choice };
  const { stable, next, percent } = choice.canary;
  const onNext = nextArm === undefined ? bucket < percent : nextArm === next;
  return onNext
    ? { version: next, split: { arm: 'next', percent } }
    : { version: stable, split: { arm: 'stable', percent } };
}

/**
 * The versions a page is on by a canary's next arm, as one short value (`deals~1.0.0`, joined by
 * `!`), empty when none: a page's canary arms as a shared cache keys them (the render server and
 * nginx read it from CANARY_COOKIE, which the browser's start-up writes).
 */
export function canaryKey(resolved: readonly ResolvedRemote[]): string {
  return resolved
    .filter((remote) => remote.canary?.arm === 'next')
    .map((remote) => `${remote.name}~${remote.version}`)
    .sort()
    .join('!');
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
 * the environment default; canary splits resolved by the visitor's bucket. A remote the manifest
 * gives this brand no version of is not among them.
 */
export function resolveRemotes(
  manifest: RemotesManifest,
  brandDomain: string,
  options: {
    visitorSeed?: string;
    overrides?: Override[];
    /** the arms a page is on (canaryKey), taken as they are rather than hashed from the seed */
    nextArms?: string;
  } = {},
): ResolvedRemote[] {
  const pins = manifest.brands[brandDomain] ?? {};
  return REMOTE_NAMES.flatMap((name): ResolvedRemote[] => {
    const release = releaseOf(manifest, name);
    const choice = choiceOf(manifest, brandDomain, name);
    if (!release || choice === undefined) return [];
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
    // a visitor without a session yet is on the stable arm: a canary takes a share of sessions
    // (the first page of a new visitor is then the same for every new visitor, and may be kept
    // in a shared cache)
    const seed = options.visitorSeed ?? '';
    const bucket = seed ? canaryBucket(seed, name) : 100;
    // the arms a page is on, as given: the version its key names for this remote ('' for none)
    const nextArm =
      options.nextArms === undefined
        ? undefined
        : (options.nextArms
            .split('!')
            .find((arm) => arm.startsWith(`${name}~`))
            ?.slice(name.length + 1) ?? '');
    const { version, split } = pick(choice, bucket, nextArm);
    const chosen = release.versions[version] as VersionEntry;
    const override = options.overrides?.find((o) => o.remote === name);
    if (override && overrideAllowed(manifest, override.entry)) {
      return [
        {
          name,
          container: containerOf(name),
          version: 'override',
          entry: override.entry,
          chosenBy: 'override' as const,
          routes: chosen.routes,
          ...fallbackFor(null),
        },
      ];
    }
    return [
      {
        name,
        container: containerOf(name),
        version,
        entry: chosen.entry,
        ...(chosen.integrity ? { integrity: chosen.integrity } : {}),
        ...(chosen.serverIntegrity ? { serverIntegrity: chosen.serverIntegrity } : {}),
        chosenBy: split ? ('canary' as const) : pinned ? ('brand' as const) : ('default' as const),
        ...(split ? { canary: { ...split, bucket, pinned: pinned !== undefined } } : {}),
        routes: chosen.routes,
        ...fallbackFor(version),
      },
    ];
  });
}

export async function fetchManifest(): Promise<RemotesManifest> {
  const start = earlyStart();
  // the manifest's checker, a chunk of its own, on its way beside the manifest; a page rendered
  // on the server carries a manifest the render server has checked already
  const checker = start.checkedByServer(MANIFEST_URL)
    ? null
    : import(/* webpackChunkName: "manifest-schema" */ './manifest-check');
  const response = await start.fetchStartUpFile(MANIFEST_URL);
  if (!response.ok) throw new ManifestError(`remotes manifest: HTTP ${response.status}`);
  const body: unknown = await response.json();
  return checker ? (await checker).parseManifest(body) : completeManifest(body as CheckedManifest);
}
