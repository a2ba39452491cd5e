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
 *   5. beside it, while the stack runs: `pnpm remotes publish remote-probe` builds 1.0.1 into the
 *      release store and lists it, `default probe none` and `pin` serve it to one brand alone
 *      (`pnpm remotes show` says so), whose page is rendered on the server with 1.0.1 and
 *      hydrated, while another brand answers "not found";
 *   6. the parity sweep (e2e/tests/server-render/parity.spec.ts) over its screen alone
 *      (PARITY_SCREENS=remote-probe, SCAFFOLD_PARITY_COUNT combinations, 36 unless given): every
 *      brand, language, device and start-up fault, no hydration error and the server's text;
 *
 * then the scratch copy is removed. Ports: the run's STOREFRONT_PORT_OFFSET plus 4000.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredRemotes } from './remotes-declared.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAME = 'probe';
const APP = `remote-${NAME}`;
const OFFSET = String(Number(process.env.STOREFRONT_PORT_OFFSET ?? 0) + 4000);
/** how many combinations of the new remote's screen the parity sweep renders and hydrates */
const PARITY_COUNT = process.env.SCAFFOLD_PARITY_COUNT ?? '36';
const started = Date.now();

/** Step 5, as a spec run beside the remote's own e2e. */
const PUBLISHED_SPEC = `import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '../../e2e/support/test';
import { RUNTIME_MANIFEST } from '../../e2e/support/runtime-manifest';
import { remotes } from '../../e2e/support/remotes-command';
import { brandUrl } from '../../e2e/support/env';
import { consoleProblems } from '../../e2e/support/journeys';
import { serverStateOf } from '../../e2e/support/render-tier';

test('${APP} published and pinned by pnpm remotes: served there from the release store, not found elsewhere', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const original = await readFile(RUNTIME_MANIFEST, 'utf8');
  try {
    for (const change of [
      ['publish', '${APP}', '--version', '1.0.1'],
      ['default', '${NAME}', 'none'],
      ['pin', 'sunsea.localhost', '${NAME}', '1.0.1'],
    ]) {
      const run = await remotes(...change, '--reason', 'scaffold check');
      expect(run.stderr, run.stdout).not.toMatch(/^remotes:/m);
      expect(run.code, run.stderr).toBe(0);
    }
    const shown = (await remotes('show')).stdout;
    expect(shown).toMatch(/brand sunsea\\.localhost[\\s\\S]*?${NAME}\\s+1\\.0\\.1 \\(brand pin\\)/);
    expect(shown).toMatch(/every brand without a pin[\\s\\S]*?${NAME}\\s+not served/);

    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const response = await page.goto(brandUrl('sunsea', '/${NAME}'));
    expect(response?.headers()['x-storefront-render']).toBe('server');
    const state = serverStateOf(await response!.text()) as { versions?: Record<string, string> };
    expect(state?.versions?.${NAME}).toBe('1.0.1');
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Probe');
    expect(problems.filter((p) => /hydrat|#418|#419|#423|#425/i.test(p))).toEqual([]);
    await page.goto(brandUrl('lastminute', '/${NAME}'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await context.close();
  } finally {
    await writeFile(RUNTIME_MANIFEST, original);
  }
});
`;

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
    ...declaredRemotes().map((remote) => `${remote.app}/dist`),
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
  // (a new package: the lockfile changes, which CI's frozen lockfile would refuse)
  run(copy, 'pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile']);
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

  // 4. its e2e (live on one brand by pnpm remotes, not found on another), and 5. a version
  // published by pnpm remotes and pinned, served from the release store (a spec of this check's,
  // beside the remote's own, while the stack runs)
  writeFileSync(path.join(copy, APP, 'e2e', 'published.spec.mts'), PUBLISHED_SPEC);
  run(copy, 'pnpm', [
    '--filter',
    'e2e',
    'exec',
    'playwright',
    'test',
    '--project=remotes',
    '--no-deps',
  ]);

  // 6. the parity sweep over its screen: every brand (served by the stack's default), language,
  // device and start-up fault, rendered on the server and hydrated with the server's text
  run(
    copy,
    'pnpm',
    ['--filter', 'e2e', 'exec', 'playwright', 'test', '--project=server-render-parity'],
    { STOREFRONT_PARITY: '1', PARITY_SCREENS: APP, PARITY_COUNT: PARITY_COUNT },
  );

  console.log(
    `\n[scaffold] ${APP}: scaffolded, checked, built, served on one brand, published, swept`,
  );
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
