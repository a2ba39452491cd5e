/**
 * The compatibility check before a rollout (`pnpm remotes:check <manifest>`): for every version
 * of every remote a remotes manifest lists, it reads the `mf-manifest.json` that version's build
 * published (the format `@module-federation/enhanced` emits: `shared[]` with `name`, `version`,
 * `singleton`, `requiredVersion`; `exposes[]` with `path`; `metaData.buildInfo.buildVersion`,
 * `metaData.remoteEntry`, `metaData.publicPath`) and finds what would break on the page:
 *   - a shared package the host provides as a singleton whose version does not satisfy the
 *     remote's `requiredVersion` (the runtime would hand the remote the host's copy anyway);
 *   - a screen the version's routes (in the manifest) need that the version does not expose, and
 *     routes in the manifest that differ from those the build declares (`metaData.routes`);
 *   - a route that clashes with a shell route or another remote's, for any brand (the page
 *     would refuse it);
 *   - an entry that cannot be read, or whose `remoteEntry.js` does not match its integrity;
 *   - a server build (`server/remoteEntry.js` beside the entry) that cannot be read or does not
 *     match its `serverIntegrity`; a version without one is warned about, its server build
 *     unchecked.
 * Never in the host's browser bundle: the check, the commands and manifest-store.ts import it.
 */
import { satisfy } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, releaseOf, serverEntryOf } from '../../host/src/features/remotes/manifest';
import type {
  Choice,
  DeclaredRoute,
  RemoteName,
  RemotesManifest,
} from '../../host/src/features/remotes/manifest';
import { routeTable, screensNeeded } from '../../host/src/features/remotes/route-table';
import { remoteEntryOf } from '../../host/src/features/remotes/published-manifest';
import type { PublishedManifest } from '../../host/src/features/remotes/published-manifest';

/** What the host's build shares, from the host's own `mf-manifest.json`. */
export type HostShared = Record<string, { version: string; singleton: boolean }>;

export type Problem =
  | {
      kind: 'shared';
      remote: RemoteName;
      version: string;
      pkg: string;
      required: string;
      provided: string;
    }
  | { kind: 'expose'; remote: RemoteName; version: string; expose: string; routes: string[] }
  | { kind: 'routes'; remote: RemoteName; version: string; manifest: string[]; build: string[] }
  | {
      kind: 'clash';
      remote: RemoteName;
      version: string;
      path: string;
      takenBy: string;
      brands: string[];
    }
  | { kind: 'unreadable'; remote: RemoteName; version: string; entry: string; reason: string }
  | {
      kind: 'integrity';
      remote: RemoteName;
      version: string;
      /** which build's entry: the browser's remoteEntry.js or the server's */
      build: 'browser' | 'server';
      expected: string;
      actual: string;
    };

export type Warning =
  | { kind: 'label'; remote: RemoteName; version: string; built: string }
  | { kind: 'no-server-integrity'; remote: RemoteName; version: string };

export type VersionResult = {
  remote: RemoteName;
  version: string;
  entry: string;
  /** where the manifest uses this version: default, brand pins, canary arms, last-known-good */
  usedBy: string[];
  /** how many routes the manifest gives it */
  routes: number;
  /** shared packages the host provides, checked against the version's requirements */
  sharedChecked: number;
  /** shared packages the host does not use: the first remote that needs one provides it */
  sharedNotHosts: number;
  problems: Problem[];
  warnings: Warning[];
};

export type CheckDeps = {
  /** reads a URL's body as text (the entry's mf-manifest.json, its browser and server entries) */
  read: (url: string) => Promise<string>;
  /** `sha384-<base64>` of a text, for an entry's integrity; absent: integrity is not checked */
  digest?: (algorithm: 'sha256' | 'sha384' | 'sha512', body: string) => Promise<string>;
};

/** The host's shared packages, from its published `mf-manifest.json`. */
export function hostSharedFrom(published: PublishedManifest): HostShared {
  const shared: HostShared = {};
  for (const s of published.shared ?? []) {
    shared[s.name] = { version: s.version, singleton: s.singleton === true };
  }
  return shared;
}

function describeChoice(choice: Choice): Array<[string, string]> {
  if (typeof choice === 'string') return [[choice, '']];
  const { stable, next, percent } = choice.canary;
  return [
    [stable, ` (canary stable, ${100 - percent} %)`],
    [next, ` (canary next, ${percent} %)`],
  ];
}

/** Where a manifest uses each version of a remote. */
export function usesOf(manifest: RemotesManifest, remote: RemoteName): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  const add = (version: string, use: string) =>
    uses.set(version, [...(uses.get(version) ?? []), use]);
  const release = releaseOf(manifest, remote);
  if (!release) return uses;
  if (release.default !== undefined)
    for (const [version, how] of describeChoice(release.default)) add(version, `default${how}`);
  for (const [domain, pins] of Object.entries(manifest.brands)) {
    const pin = pins[remote];
    if (pin)
      for (const [version, how] of describeChoice(pin)) add(version, `brand ${domain}${how}`);
  }
  if (release.lastKnownGood) add(release.lastKnownGood, 'last known good');
  return uses;
}

const routeKey = ({ path, expose }: DeclaredRoute) => `${path} ${expose}`;

/**
 * Checks one published version against the host's shared packages, and the routes the manifest
 * gives it against the screens it exposes and the routes its build declares.
 */
export function checkPublished(
  remote: RemoteName,
  version: string,
  published: PublishedManifest,
  host: HostShared,
  routes: readonly DeclaredRoute[],
): Pick<VersionResult, 'problems' | 'warnings' | 'sharedChecked' | 'sharedNotHosts'> {
  const problems: Problem[] = [];
  const warnings: Warning[] = [];
  let sharedChecked = 0;
  let sharedNotHosts = 0;
  for (const s of published.shared ?? []) {
    const required = s.requiredVersion;
    const provided = host[s.name];
    if (!provided) {
      sharedNotHosts += 1;
      continue;
    }
    sharedChecked += 1;
    if (!(provided.singleton || s.singleton)) continue;
    if (typeof required !== 'string' || required === '' || required === '*') continue;
    if (!satisfy(provided.version, required)) {
      problems.push({
        kind: 'shared',
        remote,
        version,
        pkg: s.name,
        required,
        provided: provided.version,
      });
    }
  }
  const exposed = new Set(
    (published.exposes ?? []).flatMap((e) => [e.path, e.name ? `./${e.name}` : undefined]),
  );
  for (const need of screensNeeded(routes)) {
    if (!exposed.has(need.expose)) problems.push({ kind: 'expose', remote, version, ...need });
  }
  const declared = published.metaData?.routes;
  if (Array.isArray(declared)) {
    const inManifest = routes.map(routeKey).sort();
    const inBuild = declared.map(routeKey).sort();
    if (inManifest.join('\n') !== inBuild.join('\n')) {
      problems.push({ kind: 'routes', remote, version, manifest: inManifest, build: inBuild });
    }
  }
  const built = published.metaData?.buildInfo?.buildVersion;
  if (built && built !== version) warnings.push({ kind: 'label', remote, version, built });
  return { problems, warnings, sharedChecked, sharedNotHosts };
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function checkVersion(
  manifest: RemotesManifest,
  remote: RemoteName,
  version: string,
  usedBy: string[],
  host: HostShared,
  deps: CheckDeps,
): Promise<VersionResult> {
  const listed = releaseOf(manifest, remote)?.versions[version];
  const { entry, integrity, serverIntegrity, routes } = listed ?? { entry: '', routes: [] };
  const result: VersionResult = {
    remote,
    version,
    entry,
    usedBy,
    routes: routes.length,
    sharedChecked: 0,
    sharedNotHosts: 0,
    problems: [],
    warnings: [],
  };
  let published: PublishedManifest;
  try {
    published = JSON.parse(await deps.read(entry)) as PublishedManifest;
    if (!Array.isArray(published.shared) || !Array.isArray(published.exposes)) {
      throw new Error('not a module federation mf-manifest.json (no "shared" and "exposes")');
    }
  } catch (error) {
    result.problems.push({ kind: 'unreadable', remote, version, entry, reason: message(error) });
    return result;
  }
  Object.assign(result, checkPublished(remote, version, published, host, routes));
  /** The script at `url` against its expected integrity: unreadable or mismatched. */
  const checkScript = async (url: string, expected: string, build: 'browser' | 'server') => {
    if (!deps.digest) return;
    const [algorithm] = expected.split('-') as ['sha256' | 'sha384' | 'sha512'];
    try {
      const actual = await deps.digest(algorithm, await deps.read(url));
      if (actual !== expected) {
        result.problems.push({ kind: 'integrity', remote, version, build, expected, actual });
      }
    } catch (error) {
      result.problems.push({
        kind: 'unreadable',
        remote,
        version,
        entry: url,
        reason: message(error),
      });
    }
  };
  if (integrity) await checkScript(remoteEntryOf(entry, published), integrity, 'browser');
  if (serverIntegrity) await checkScript(serverEntryOf(entry), serverIntegrity, 'server');
  else result.warnings.push({ kind: 'no-server-integrity', remote, version });
  return result;
}

const versionsOf = (choice: Choice) =>
  typeof choice === 'string' ? [choice] : [choice.canary.stable, choice.canary.next];

/**
 * Routes the page would refuse: for each brand the manifest names, and any other brand (the
 * environment defaults), every mix of the versions a visitor may get (both arms of a canary),
 * the routes that clash with a shell path or another remote's route.
 */
export function routeClashes(
  manifest: RemotesManifest,
  shellPaths: readonly string[],
): Array<Extract<Problem, { kind: 'clash' }>> {
  const found = new Map<string, Extract<Problem, { kind: 'clash' }>>();
  const brands: Array<[string, string]> = [
    ['', 'every brand without a pin'],
    ...Object.keys(manifest.brands).map((b): [string, string] => [b, `brand ${b}`]),
  ];
  for (const [domain, label] of brands) {
    const pins = manifest.brands[domain] ?? {};
    // each remote's possible versions for this brand, combined one remote at a time
    let mixes: Array<Array<{ name: RemoteName; version: string }>> = [[]];
    for (const name of REMOTE_NAMES) {
      const choice = pins[name] ?? releaseOf(manifest, name)?.default;
      // a remote this brand gets no version of serves no route here
      if (choice === undefined) continue;
      mixes = mixes.flatMap((mix) =>
        versionsOf(choice).map((version) => [...mix, { name, version }]),
      );
    }
    for (const mix of mixes) {
      const chosen = mix.map(({ name, version }) => ({
        name,
        version,
        routes: releaseOf(manifest, name)?.versions[version]?.routes ?? [],
      }));
      for (const clash of routeTable(chosen, shellPaths).clashes) {
        const takenBy =
          'version' in clash.takenBy
            ? `${clash.takenBy.remote} ${clash.takenBy.version}`
            : 'the shell';
        const key = `${clash.remote} ${clash.version} ${clash.path} ${takenBy}`;
        const problem = found.get(key) ?? {
          kind: 'clash' as const,
          remote: clash.remote,
          version: clash.version,
          path: clash.path,
          takenBy,
          brands: [],
        };
        if (!problem.brands.includes(label)) problem.brands.push(label);
        found.set(key, problem);
      }
    }
  }
  return [...found.values()];
}

/** Every listed version of every remote, checked; the manifest has been through parseManifest. */
export async function checkManifest(
  manifest: RemotesManifest,
  host: HostShared,
  shellPaths: readonly string[],
  deps: CheckDeps,
): Promise<VersionResult[]> {
  const checks: Array<Promise<VersionResult>> = [];
  for (const remote of REMOTE_NAMES) {
    const uses = usesOf(manifest, remote);
    for (const version of Object.keys(releaseOf(manifest, remote)?.versions ?? {})) {
      checks.push(checkVersion(manifest, remote, version, uses.get(version) ?? [], host, deps));
    }
  }
  const results = await Promise.all(checks);
  for (const clash of routeClashes(manifest, shellPaths)) {
    results
      .find((r) => r.remote === clash.remote && r.version === clash.version)
      ?.problems.push(clash);
  }
  return results;
}

function problemLine(p: Problem): string {
  const who = `${p.remote} ${p.version}`;
  switch (p.kind) {
    case 'shared':
      return `${who}: shared "${p.pkg}" requires ${p.required}, the host provides ${p.provided} (singleton)`;
    case 'expose':
      return `${who}: does not expose ${p.expose}, which its routes in the manifest need for ${p.routes.join(', ')}`;
    case 'routes':
      return `${who}: its routes in the manifest (${p.manifest.join(', ') || 'none'}) differ from those its build declares (${p.build.join(', ') || 'none'})`;
    case 'clash':
      return `${who}: route ${p.path} clashes with ${p.takenBy === 'the shell' ? 'a route of the shell' : `${p.takenBy}'s route`} (${p.brands.join('; ')}); the page would refuse it`;
    case 'unreadable':
      return `${who}: cannot read ${p.entry}: ${p.reason}`;
    case 'integrity':
      return p.build === 'server'
        ? `${who}: server/remoteEntry.js does not match its serverIntegrity (manifest ${p.expected}, file ${p.actual})`
        : `${who}: remoteEntry.js does not match its integrity (manifest ${p.expected}, file ${p.actual})`;
  }
}

function warningLine(w: Warning): string {
  switch (w.kind) {
    case 'label':
      return `${w.remote} ${w.version}: its build calls itself version ${w.built}`;
    case 'no-server-integrity':
      return `${w.remote} ${w.version}: lists no serverIntegrity, its server build is not checked`;
  }
}

/** The report's lines: FAIL and WARN lines first, then one OK line per compatible version. */
export function formatReport(results: VersionResult[]): { lines: string[]; ok: boolean } {
  const lines: string[] = [];
  for (const r of results) for (const p of r.problems) lines.push(`FAIL ${problemLine(p)}`);
  for (const r of results) for (const w of r.warnings) lines.push(`WARN ${warningLine(w)}`);
  for (const r of results) {
    if (r.problems.length) continue;
    const used = r.usedBy.length ? r.usedBy.join('; ') : 'listed, not chosen by this manifest';
    const others = r.sharedNotHosts ? ` (${r.sharedNotHosts} more the host does not use)` : '';
    lines.push(
      `ok   ${r.remote} ${r.version} [${used}]: ${r.sharedChecked} shared requirements met by the host${others}, every screen of its ${r.routes} routes present`,
    );
  }
  const failed = results.filter((r) => r.problems.length).length;
  lines.push(
    failed
      ? `${failed} of ${results.length} remote versions cannot be served with this host.`
      : `All ${results.length} remote versions are compatible with this host.`,
  );
  return { lines, ok: failed === 0 };
}
