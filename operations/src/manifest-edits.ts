/**
 * The changes an operator makes to a remotes manifest (`pnpm remotes <verb>`,
 * operations/bin/remotes.mjs): each takes the manifest as read from its file and returns the
 * changed copy, a line saying what changed, and the versions it touched (checked before the
 * write). The file's other fields and their order are kept. Never in the host's browser bundle:
 * only the command and its tests import it.
 */
import type { CanaryWatch } from './canary-watch';
import { REMOTE_NAMES } from '../../host/src/features/remotes/manifest';
import type { Choice, DeclaredRoute, RemoteName } from '../../host/src/features/remotes/manifest';

export class EditError extends Error {
  override name = 'EditError';
}

type Json = Record<string, unknown>;
type Release = { versions: Record<string, Json>; default?: Choice; lastKnownGood?: string };
type Raw = Json & { remotes: Record<string, Release>; brands?: Record<string, Json> };

export type Edit = {
  manifest: Json;
  /** what changed, for the history: "deals: default 1.0.0 → 1.1.0" */
  summary: string;
  /** versions the change adds or chooses: they must pass the compatibility check */
  touched: Array<{ remote: RemoteName; version: string }>;
  /** a rollback: the history entry whose state it writes again (recorded in its entry) */
  restores?: number;
};

const isRecord = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function remoteName(value: string | undefined): RemoteName {
  if (value && REMOTE_NAMES.includes(value)) return value;
  throw new EditError(`"${value ?? ''}" is not a remote (${REMOTE_NAMES.join(', ')})`);
}

function copyOf(manifest: Json): Raw {
  const copy = structuredClone(manifest);
  if (!isRecord(copy.remotes)) throw new EditError('the manifest has no "remotes"');
  return copy as Raw;
}

function releaseOf(manifest: Raw, remote: RemoteName): Release {
  const release = manifest.remotes[remote];
  if (!isRecord(release) || !isRecord(release.versions)) {
    throw new EditError(`the manifest has no remote "${remote}"`);
  }
  return release;
}

function listed(release: Release, remote: RemoteName, version: string | undefined): string {
  if (!version) throw new EditError(`name a version of ${remote}`);
  if (!release.versions[version]) {
    const known = Object.keys(release.versions).join(', ');
    throw new EditError(`${remote} has no version "${version}" (listed: ${known})`);
  }
  return version;
}

export const describeChoice = (choice: Choice | undefined): string => {
  if (choice === undefined) return 'none';
  if (typeof choice === 'string') return choice;
  const { stable, next, percent, watch } = choice.canary;
  return `canary ${stable} → ${next} at ${percent} %${watch ? ' (watched)' : ''}`;
};

function percentOf(value: number | string | undefined): number {
  const percent = typeof value === 'string' ? Number(value) : value;
  if (percent === undefined || !Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new EditError('a canary percent is a number from 0 to 100');
  }
  return percent;
}

/** Where a change applies: the environment default, or one brand's pin. */
type Scope = { remote: RemoteName; brand?: string };

function current(manifest: Raw, { remote, brand }: Scope): Choice | undefined {
  const release = releaseOf(manifest, remote);
  if (!brand) return release.default;
  return manifest.brands?.[brand]?.[remote] as Choice | undefined;
}

function assign(manifest: Raw, { remote, brand }: Scope, choice: Choice) {
  if (!brand) {
    releaseOf(manifest, remote).default = choice;
    return;
  }
  manifest.brands ??= {};
  manifest.brands[brand] = { ...manifest.brands[brand], [remote]: choice };
}

const where = ({ remote, brand }: Scope) => (brand ? `${remote} for ${brand}` : `${remote}`);

/**
 * Lists a published version: its entry, the integrity of its browser and server builds and the
 * routes its build declares.
 */
export function addVersion(
  manifest: Json,
  remote: RemoteName,
  version: string,
  published: {
    entry: string;
    integrity?: string;
    serverIntegrity?: string;
    routes: DeclaredRoute[];
  },
  { replace = false }: { replace?: boolean } = {},
): Edit {
  const next = copyOf(manifest);
  // a declared remote the manifest does not list yet: listed with no default, so no brand gets
  // it until a pin or the default names a version (a new remote goes live one brand at a time)
  const isNew = next.remotes[remote] === undefined;
  if (isNew) next.remotes[remote] = { versions: {} };
  const release = releaseOf(next, remote);
  const before = release.versions[version];
  if (before && before.entry !== published.entry && !replace) {
    throw new EditError(
      `${remote} ${version} is already listed with another entry (${String(before.entry)}); a published version does not change`,
    );
  }
  release.versions[version] = {
    entry: published.entry,
    ...(published.integrity ? { integrity: published.integrity } : {}),
    ...(published.serverIntegrity ? { serverIntegrity: published.serverIntegrity } : {}),
    routes: published.routes,
  };
  const routes = published.routes.map((r) => r.path).join(', ') || 'no routes';
  return {
    manifest: next,
    summary: `${remote}: ${before ? 'relisted' : 'added'} ${version} (${routes})${isNew ? ', new to the manifest: served where a pin or the default names it' : ''}`,
    touched: [{ remote, version }],
  };
}

/** The environment's default (no brand) or a brand's pin, set to one version. */
export function choose(manifest: Json, scope: Scope, version: string | undefined): Edit {
  const next = copyOf(manifest);
  const chosen = listed(releaseOf(next, scope.remote), scope.remote, version);
  const before = current(next, scope);
  assign(next, scope, chosen);
  const what = scope.brand ? `pin for ${scope.brand}` : 'default';
  return {
    manifest: next,
    summary: `${scope.remote}: ${what} ${describeChoice(before)} → ${chosen}`,
    touched: [{ remote: scope.remote, version: chosen }],
  };
}

/**
 * Takes the environment default away: the remote is then served only to the brands that pin it
 * (every other brand answers its routes with "not found").
 */
export function dropDefault(manifest: Json, remote: RemoteName): Edit {
  const next = copyOf(manifest);
  const release = releaseOf(next, remote);
  const before = release.default;
  if (before === undefined) throw new EditError(`${remote} has no default`);
  delete release.default;
  return {
    manifest: next,
    summary: `${remote}: default ${describeChoice(before)} removed (served only where a brand pins it)`,
    touched: [],
  };
}

/** Takes a brand's pin away: the brand gets the environment default again. */
export function unpin(manifest: Json, remote: RemoteName, brand: string): Edit {
  const next = copyOf(manifest);
  const pins = next.brands?.[brand];
  if (!pins || pins[remote] === undefined) {
    throw new EditError(`${brand} has no pin for ${remote}`);
  }
  const before = pins[remote] as Choice;
  delete pins[remote];
  if (Object.keys(pins).length === 0 && next.brands) delete next.brands[brand];
  return {
    manifest: next,
    summary: `${remote}: pin for ${brand} ${describeChoice(before)} removed (environment default)`,
    touched: [],
  };
}

/**
 * Starts a canary (`percent` of visitors on `next`, the rest on what is served now) or changes
 * a running one's next version or percent.
 */
export function canary(
  manifest: Json,
  scope: Scope,
  {
    next: nextVersion,
    percent,
    watch,
  }: { next?: string; percent?: number | string; watch?: CanaryWatch },
): Edit {
  const next = copyOf(manifest);
  const release = releaseOf(next, scope.remote);
  const before = current(next, scope) ?? release.default;
  if (before === undefined) {
    throw new EditError(
      `${where(scope)} serves no version to start a canary from: set one first (pin or default)`,
    );
  }
  const running = typeof before === 'string' ? undefined : before.canary;
  const stable = running ? running.stable : (before as string);
  const arm = listed(release, scope.remote, nextVersion ?? running?.next);
  if (arm === stable) throw new EditError(`${where(scope)} already serves ${stable}`);
  // the watch's rules: those given, else the running canary's (a new next keeps them)
  const rules = watch ?? running?.watch;
  const split = {
    canary: {
      stable,
      next: arm,
      percent: percentOf(percent ?? running?.percent),
      ...(rules ? { watch: rules } : {}),
    },
  };
  assign(next, scope, split);
  return {
    manifest: next,
    summary: `${where(scope)}: ${describeChoice(current(manifest as Raw, scope))} → ${describeChoice(split)}`,
    touched: [
      { remote: scope.remote, version: stable },
      { remote: scope.remote, version: arm },
    ],
  };
}

function endCanary(manifest: Json, scope: Scope, keep: 'stable' | 'next'): Edit {
  const next = copyOf(manifest);
  const before = current(next, scope);
  if (before === undefined || typeof before === 'string') {
    throw new EditError(`${where(scope)} has no canary running`);
  }
  const version = before.canary[keep];
  assign(next, scope, version);
  const verb = keep === 'next' ? 'promoted' : 'canary stopped';
  return {
    manifest: next,
    summary: `${where(scope)}: ${verb}, ${describeChoice(before)} → ${version}`,
    touched: [{ remote: scope.remote, version }],
  };
}

/** Ends a canary: everyone back on its stable version. */
export const stopCanary = (manifest: Json, scope: Scope) => endCanary(manifest, scope, 'stable');
/** Ends a canary: everyone on its next version. */
export const promote = (manifest: Json, scope: Scope) => endCanary(manifest, scope, 'next');
