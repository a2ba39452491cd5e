#!/usr/bin/env node
// Production builds of the host and every declared remote (scripts/remotes-declared.cjs), skipping any app whose inputs have not
// changed since its last build (a hash of its sources, the shared package, the build tooling
// and its part of the lockfile, kept in dist/.build-hash). Builds run one after another: webpack plus
// the SWC minifier keep two cores busy. First it writes the remotes manifest's JSON Schema for
// operators' editors (schema/remotes-manifest.schema.json, from the manifest's zod schema:
// operations/bin/remotes-schema.mjs).
//
//   node scripts/build.mjs            build what changed
//   node scripts/build.mjs --force    build everything
//   node scripts/build.mjs host remote-<name>
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { declaredRemotes, hostRemotes } from './remotes-declared.cjs';
import { writeManifestJsonSchema } from '../operations/bin/remotes-schema.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The host and each remote's folder, in the order they are built. */
export const APPS = ['host', ...declaredRemotes().map((remote) => remote.app)];

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

const lockfiles = new Map();
/** The parts of `root`'s pnpm-lock.yaml a build of the given importers reads, as text. */
function lockfileOf(root, importers) {
  const file = path.join(root, 'pnpm-lock.yaml');
  if (!existsSync(file)) return '';
  let lock = lockfiles.get(file);
  if (!lock) {
    lock = YAML.parse(readFileSync(file, 'utf8'));
    lockfiles.set(file, lock);
  }
  const { importers: all = {}, ...rest } = lock;
  return JSON.stringify({
    ...rest,
    importers: importers.map((name) => [name.split(path.sep).join('/'), all[name] ?? null]),
  });
}

/** The `src` folders of the workspace packages (but shared) that the app at `dir` depends on. */
function workspaceSources(dir) {
  const pkg = path.join(dir, 'package.json');
  if (!existsSync(pkg)) return [];
  const { dependencies = {} } = JSON.parse(readFileSync(pkg, 'utf8'));
  return Object.entries(dependencies)
    .filter(([name, spec]) => spec.startsWith('workspace:') && name !== '@storefront/shared')
    .map(([name]) => path.join(dir, 'node_modules', name))
    .filter((linked) => existsSync(linked))
    .map((linked) => path.join(realpathSync(linked), 'src'));
}

/**
 * The hash of what a build of `app` reads: its sources and those of the checkout it is built in
 * (`root`: its shared package, tooling and its part of the lockfile; this checkout unless another is given), each
 * file named relative to that checkout, so the same sources hash the same in any checkout.
 */
export function inputHash(app, extraEnv = {}, extraInputs = [], root = ROOT) {
  const hash = createHash('sha256');
  const dir = path.resolve(root, app);
  const inputs = [
    ...extraInputs,
    path.join(dir, 'src'),
    // the host's render function (its server build)
    path.join(dir, 'server/render'),
    path.join(dir, 'i18n'),
    path.join(dir, 'public'),
    path.join(dir, 'webpack.config.cjs'),
    path.join(dir, 'package.json'),
    path.join(root, 'shared'),
    path.join(root, 'tooling'),
  ];
  const inside = (file) => !path.relative(root, file).startsWith('..');
  for (const input of inputs) {
    if (!existsSync(input)) continue;
    const list = statSync(input).isDirectory() ? [...files(input)].sort() : [input];
    for (const file of list) {
      hash.update(path.relative(inside(file) ? root : ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  // the workspace packages besides shared whose modules the app's build bundles (the host's
  // render server bundles the operator tooling's): their TypeScript sources only, not their
  // tests, fixtures, commands or lockfile entries
  for (const source of workspaceSources(dir)) {
    for (const file of [...files(source)].filter((f) => /\.tsx?$/.test(f)).sort()) {
      hash.update(path.relative(inside(file) ? root : ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  // of the lockfile, what the app's install is: its own importer, the root's (the build tools)
  // and the shared package's (another package added to the workspace changes none of them), the
  // catalogs and every resolved package
  hash.update(lockfileOf(root, ['.', path.relative(root, dir), 'shared']));
  hash.update(JSON.stringify(extraEnv));
  // the host is built with the list of remotes (their names and containers)
  const pkg = path.join(dir, 'package.json');
  if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).storefront?.isHost)
    hash.update(JSON.stringify(hostRemotes(declaredRemotes(root))));
  return hash.digest('hex');
}

/** How a build is named in what it prints: its folder, relative to this checkout when inside it. */
const labelOf = (dir) => {
  const relative = path.relative(ROOT, dir);
  return relative.startsWith('..') ? dir : relative || '.';
};

/**
 * What building one app into outDir (default <app>/dist) will do, decided before anything is
 * built: nothing when its inputs are unchanged, a refusal when `immutable` and outDir holds a
 * build of other inputs (a published version), else a build; `run()` does it. `app` is a folder
 * relative to `root` (or absolute); `root` is the checkout whose tooling, shared package and
 * install build it (this one by default). `config` is another webpack configuration file (e.g.
 * scripts/release.webpack.cjs, which wraps the app's own); `extraInputs` are files or folders
 * that count as inputs besides the app's.
 */
export function planBuild(
  app,
  {
    force = false,
    outDir,
    env = {},
    config,
    extraInputs = [],
    immutable = false,
    root = ROOT,
  } = {},
) {
  const dir = path.resolve(root, app);
  const label = labelOf(dir);
  const out = outDir ?? path.join(dir, 'dist');
  const stamp = path.join(out, '.build-hash');
  const digest = inputHash(app, env, config ? [config, ...extraInputs] : extraInputs, root);
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8') : null;
  if (!force && built === digest) {
    return { skipped: true, run: () => console.log(`${label}: unchanged, build skipped`) };
  }
  // a published version never changes: another build of it needs a new version (or --force)
  if (!force && immutable && built !== null) {
    throw new Error(
      `${labelOf(out)} is already published from other sources: publish another version (--version x.y.z), or build it again with --force`,
    );
  }
  const run = () => {
    const started = Date.now();
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        ...(config ? ['--config', config] : []),
      ],
      { cwd: dir, stdio: 'inherit', env: { ...process.env, ...env, STOREFRONT_OUT_DIR: out } },
    );
    if (result.status !== 0) {
      const how = result.error
        ? result.error.message
        : result.signal
          ? `webpack was stopped by ${result.signal}`
          : `webpack exited with code ${result.status}; its output is above`;
      throw new Error(`${label}: build failed (${how})`);
    }
    writeFileSync(stamp, digest);
    console.log(`${label}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  return { skipped: false, run };
}

/** Builds one app unless its inputs are unchanged (planBuild, then its run). */
export function buildApp(app, options = {}) {
  planBuild(app, options).run();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const chosen = args.filter((a) => !a.startsWith('--'));
  try {
    await writeManifestJsonSchema();
    for (const app of chosen.length ? chosen : APPS) buildApp(app, { force });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
