#!/usr/bin/env node
/**
 * `pnpm test:scaffold`: a remote team's first day, proved on a scratch copy of this commit (a git
 * worktree of HEAD; the checkout itself is not touched). In it:
 *
 *   1. `pnpm remotes new probe`, then `pnpm install`: nothing changes outside remote-probe/ but
 *      the lockfile (no hand edit anywhere else);
 *   2. the new remote passes lint, typecheck and its tests;
 *   3. `pnpm build` builds the host (which now knows the remote) and the remote (the other apps'
 *      builds are this checkout's, copied: their inputs did not change);
 *   4. its e2e (remote-probe/e2e/, the e2e's `remotes` project) puts it live on one brand by
 *      `pnpm remotes default probe none` and `pnpm remotes pin`, sees its screen rendered on the
 *      server and hydrated there, and "not found" on another brand;
 *   5. `pnpm remotes publish remote-probe` lists a version of it in the stack's manifest, and
 *      `pnpm remotes show` says which brand gets which;
 *
 * then the scratch copy is removed. Ports: the run's STOREFRONT_PORT_OFFSET plus 4000.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAME = 'probe';
const APP = `remote-${NAME}`;
const OFFSET = String(Number(process.env.STOREFRONT_PORT_OFFSET ?? 0) + 4000);
const started = Date.now();

/** Runs a command in `cwd`, its output shown; throws when it fails. */
function run(cwd, command, args, env = {}) {
  const at = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n[scaffold ${at} s] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, STOREFRONT_PORT_OFFSET: OFFSET, ...env },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** The output of a command in `cwd`. */
function output(cwd, command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, STOREFRONT_PORT_OFFSET: OFFSET, ...env },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'storefront-scaffold-'));
const copy = path.join(scratch, 'checkout');
let failed = false;
try {
  run(ROOT, 'git', ['worktree', 'add', '--detach', copy, 'HEAD']);
  // the builds this checkout has: only what the new remote changes is built again
  for (const dir of [
    'host/dist',
    'remote-search/dist',
    'remote-flights/dist',
    'remote-cart/dist',
    'remote-deals/dist',
    'e2e/fixtures/faulty-deals/dist',
    'e2e/fixtures/incompatible-deals/dist',
    '.releases',
  ]) {
    if (existsSync(path.join(ROOT, dir)))
      cpSync(path.join(ROOT, dir), path.join(copy, dir), { recursive: true });
  }
  run(copy, 'pnpm', ['install', '--prefer-offline', '--frozen-lockfile']);

  // 1. the scaffold, and nothing edited outside the new package but the lockfile
  run(copy, 'pnpm', ['-s', 'remotes', 'new', NAME]);
  run(copy, 'pnpm', ['install', '--prefer-offline']);
  const changed = output(copy, 'git', ['status', '--porcelain'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  const outside = changed.filter((file) => file !== 'pnpm-lock.yaml' && file !== `${APP}/`);
  if (outside.length > 0) throw new Error(`the scaffold changed files outside ${APP}/: ${outside}`);

  // 2. lint, typecheck and its tests
  run(copy, 'npx', ['eslint', APP]);
  run(copy, 'npx', ['prettier', '--check', APP]);
  run(copy, 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  run(copy, 'pnpm', ['--filter', APP, 'test']);

  // 3. the builds: the host and the new remote
  run(copy, 'node', ['scripts/build.mjs']);

  // 4. its e2e: live on one brand by pnpm remotes, not found on another
  run(copy, 'pnpm', [
    '--filter',
    'e2e',
    'exec',
    'playwright',
    'test',
    '--project=remotes',
    '--no-deps',
  ]);

  // 5. published and pinned by pnpm remotes, on the stack's manifest the e2e left
  const manifest = path.join(copy, '.runtime', `offset-${OFFSET}`, 'remotes.manifest.json');
  const env = { STOREFRONT_MANIFEST: manifest, STOREFRONT_OPERATOR: 'scaffold-check' };
  run(
    copy,
    'pnpm',
    ['-s', 'remotes', 'publish', APP, '--version', '1.0.1', '--reason', 'scaffold check'],
    env,
  );
  const listed = JSON.parse(readFileSync(manifest, 'utf8')).remotes[NAME];
  if (!listed?.versions?.['1.0.1']?.serverIntegrity)
    throw new Error(`${APP} 1.0.1 is not listed with its server build's integrity`);
  run(copy, 'pnpm', ['-s', 'remotes', 'default', NAME, 'none', '--reason', 'one brand'], env);
  run(
    copy,
    'pnpm',
    ['-s', 'remotes', 'pin', 'sunsea.localhost', NAME, '1.0.1', '--reason', 'scaffold check'],
    env,
  );
  const shown = output(copy, 'pnpm', ['-s', 'remotes', 'show'], env);
  const pinned = /brand sunsea\.localhost[\s\S]*?probe\s+1\.0\.1 \(brand pin\)/.test(shown);
  const elsewhere = /every brand without a pin[\s\S]*?probe\s+not served/.test(shown);
  if (!pinned || !elsewhere)
    throw new Error(`pnpm remotes show does not say sunsea alone gets ${APP} 1.0.1:\n${shown}`);
  console.log(`\n[scaffold] ${APP}: scaffolded, checked, built, served on one brand, published`);
} catch (error) {
  failed = true;
  console.error(`\n[scaffold] ${error instanceof Error ? error.message : error}`);
} finally {
  spawnSync('git', ['worktree', 'remove', '--force', copy], { cwd: ROOT, stdio: 'inherit' });
  rmSync(scratch, { recursive: true, force: true });
}
console.log(
  `[scaffold] ${failed ? 'failed' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exitCode = failed ? 1 : 0;
