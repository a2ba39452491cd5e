#!/usr/bin/env node
// Production builds of the host and the four remotes, skipping any app whose inputs have not
// changed since its last build (a hash of its sources, the shared package, the build tooling
// and the lockfile, kept in dist/.build-hash). Builds run one after another: webpack plus
// the SWC minifier keep two cores busy.
//
//   node scripts/build.mjs            build what changed
//   node scripts/build.mjs --force    build everything
//   node scripts/build.mjs host remote-flights
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['host', 'remote-search', 'remote-flights', 'remote-cart', 'remote-deals'];

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

export function inputHash(app, extraEnv = {}, extraInputs = []) {
  const hash = createHash('sha256');
  const inputs = [
    ...extraInputs,
    path.join(ROOT, app, 'src'),
    path.join(ROOT, app, 'i18n'),
    path.join(ROOT, app, 'public'),
    path.join(ROOT, app, 'webpack.config.cjs'),
    path.join(ROOT, app, 'package.json'),
    path.join(ROOT, 'shared'),
    path.join(ROOT, 'tooling'),
    path.join(ROOT, 'pnpm-lock.yaml'),
  ];
  for (const input of inputs) {
    if (!existsSync(input)) continue;
    const list = statSync(input).isDirectory() ? [...files(input)].sort() : [input];
    for (const file of list) {
      hash.update(path.relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  hash.update(JSON.stringify(extraEnv));
  return hash.digest('hex');
}

/**
 * Builds one app into outDir (default <app>/dist) unless its inputs are unchanged. `config` is
 * another webpack configuration file (e.g. scripts/release.webpack.cjs, which wraps the app's
 * own); `extraInputs` are files or folders that count as inputs besides the app's; `immutable`
 * refuses to replace a build of other inputs already in outDir (a published version).
 */
export function buildApp(
  app,
  { force = false, outDir, env = {}, config, extraInputs = [], immutable = false } = {},
) {
  const out = outDir ?? path.join(ROOT, app, 'dist');
  const stamp = path.join(out, '.build-hash');
  const digest = inputHash(app, env, config ? [config, ...extraInputs] : extraInputs);
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8') : null;
  if (!force && built === digest) {
    console.log(`${app}: unchanged, build skipped`);
    return;
  }
  // a published version never changes: another build of it needs a new version (or --force)
  if (!force && immutable && built !== null) {
    throw new Error(`${path.relative(ROOT, out)} is already published from other sources`);
  }
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      ...(config ? ['--config', config] : []),
    ],
    {
      cwd: path.join(ROOT, app),
      stdio: 'inherit',
      env: { ...process.env, ...env, STOREFRONT_OUT_DIR: out },
    },
  );
  if (result.status !== 0) throw new Error(`${app}: build failed`);
  writeFileSync(stamp, digest);
  console.log(`${app}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const chosen = args.filter((a) => !a.startsWith('--'));
  try {
    for (const app of chosen.length ? chosen : APPS) buildApp(app, { force });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
