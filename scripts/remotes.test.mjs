// node --test scripts/ (part of `pnpm test:unit`): `pnpm remotes` as an operator runs it, on a
// scratch manifest whose versions are served by a local server from the host's test fixtures.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = path.join(ROOT, 'host/src/features/remotes/fixtures');
const fixture = (name) =>
  JSON.parse(readFileSync(path.join(FIXTURES, `${name}.mf-manifest.json`), 'utf8'));
const run = promisify(execFile);

/** the published builds: /<remote>/<version>/mf-manifest.json */
const builds = {
  '/search/1.0.0': fixture('search-1.0.0'),
  '/flights/1.0.0': fixture('flights-1.0.0'),
  '/cart/1.0.0': fixture('cart-1.0.0'),
  '/deals/1.0.0': fixture('deals-1.0.0'),
  '/deals/1.1.0': {
    ...fixture('deals-1.0.0'),
    metaData: { ...fixture('deals-1.0.0').metaData, buildInfo: { buildVersion: '1.1.0' } },
  },
};

/**
 * A scratch environment: its manifest, the versions it lists served by a local server, and
 * `pnpm remotes` run on it as an operator runs it.
 */
async function scratchEnvironment() {
  const server = createServer((request, response) => {
    const build = builds[request.url.replace(/\/mf-manifest\.json$/, '')];
    response.writeHead(build ? 200 : 404, { 'content-type': 'application/json' });
    response.end(build ? JSON.stringify(build) : '{}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const version = (remote, v, routes) => ({
    [v]: { entry: `${origin}/${remote}/${v}/mf-manifest.json`, routes },
  });
  const dealsRoutes = fixture('deals-1.0.0').metaData.routes;
  const dir = mkdtempSync(path.join(tmpdir(), 'remotes-'));
  const manifest = path.join(dir, 'remotes.manifest.json');
  const value = {
    environment: 'staging',
    production: false,
    remotes: {
      search: {
        versions: version('search', '1.0.0', [{ path: '/', expose: './LandingScreen' }]),
        default: '1.0.0',
      },
      flights: {
        versions: version('flights', '1.0.0', [{ path: '/F', expose: './FlightsScreen' }]),
        default: '1.0.0',
      },
      cart: {
        versions: version('cart', '1.0.0', [{ path: '/cart', expose: './CartScreen' }]),
        default: '1.0.0',
      },
      deals: {
        versions: {
          ...version('deals', '1.0.0', dealsRoutes),
          ...version('deals', '1.1.0', dealsRoutes),
        },
        default: '1.0.0',
      },
    },
    brands: {},
    overrides: { allowedOrigins: [] },
  };
  writeFileSync(manifest, `${JSON.stringify(value, null, 2)}\n`);
  const remotes = async (...args) => {
    const options = [
      '--manifest',
      manifest,
      '--host',
      path.join(FIXTURES, 'host.mf-manifest.json'),
    ];
    try {
      const { stdout } = await run('node', ['scripts/remotes.mjs', ...args, ...options], {
        cwd: ROOT,
        env: { ...process.env, INIT_CWD: ROOT },
      });
      return { code: 0, stdout, stderr: '' };
    } catch (error) {
      return { code: error.code, stdout: error.stdout, stderr: error.stderr };
    }
  };
  const ok = async (...args) => {
    const result = await remotes(...args);
    assert.equal(result.code, 0, result.stderr);
    return result.stdout;
  };
  const deals = () => {
    const read = JSON.parse(readFileSync(manifest, 'utf8'));
    return {
      default: read.remotes.deals.default,
      members: read.brands['members.localhost']?.deals,
    };
  };
  const close = () => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { manifest, remotes, ok, deals, close };
}

describe('pnpm remotes rollback, again and again', () => {
  let env;
  before(async () => {
    env = await scratchEnvironment();
  });
  after(() => env.close());

  it('goes further back each time, never serving again what it removed, then refuses', async () => {
    const { deals } = env;
    const ok = (...args) => env.ok(...args, '--who', 'ana');
    const remotes = (...args) => env.remotes(...args, '--who', 'ana');
    await ok('pin', 'members.localhost', 'deals', '1.1.0', '--reason', 'members first'); // 1
    await ok('canary', 'deals', '1.1.0', '10', '--reason', 'ten per cent'); // 2
    assert.deepEqual(deals(), {
      default: { canary: { stable: '1.0.0', next: '1.1.0', percent: 10 } },
      members: '1.1.0',
    });

    const first = await ok('rollback', '--reason', 'errors');
    assert.deepEqual(deals(), { default: '1.0.0', members: '1.1.0' });
    // pressed again: the pin goes too, and the canary is not served again
    const second = await ok('rollback', '--reason', 'still errors');
    assert.deepEqual(deals(), { default: '1.0.0', members: undefined });
    assert.match(first, /^#3 rollback of [#]2: returned to the state of entry 1 /);
    assert.match(second, /^#4 rollback of [#]1: returned to the state of entry 0 /);

    const refused = await remotes('rollback', '--reason', 'and again');
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /nothing further to roll back: no entry to return to/);
    assert.match(refused.stderr, /the manifest is in the state of entry 0, the earliest recorded/);

    const history = await ok('history');
    assert.match(
      history,
      /^#1 .* pin: deals: pin for members.localhost none → 1.1.0\n {6}rolled back by [#]4\n/m,
    );
    assert.match(history, /^#2 .* canary: .*\n {6}rolled back by [#]3\n/m);
    assert.match(history, /^#4 .* rollback of [#]1: returned to the state of entry 0 /m);

    // --to writes any entry's state again, as asked
    assert.match(
      await ok('rollback', '--to', '2', '--reason', 'fixed'),
      /^#5 rollback applies [#]1, [#]2 again: /,
    );
    assert.equal(deals().members, '1.1.0');
  });
});

describe('pnpm remotes watch', () => {
  let env;
  let signals;
  /** what the receiver says of each deals version, as the test sets it */
  let figures = [];
  before(async () => {
    env = await scratchEnvironment();
    signals = createServer((request, response) => {
      const url = new URL(request.url, 'http://x');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ remote: url.searchParams.get('remote'), versions: figures }));
    });
    await new Promise((resolve) => signals.listen(0, '127.0.0.1', resolve));
  });
  after(() => {
    env.close();
    signals.close();
  });
  const arm = (version, pageViews, errors) => ({
    version,
    pageViews,
    errors,
    errorRate: errors / pageViews,
    p75: { LCP: 1200, INP: 150, CLS: 0.01 },
    samples: { LCP: pageViews, INP: pageViews, CLS: pageViews },
  });

  it("waits on a small sample, rolls back a canary that errs, promotes a healthy one at its window's end", async () => {
    const { ok, deals } = env;
    const watch = () =>
      ok('watch', '--once', '--signals', `http://127.0.0.1:${signals.address().port}/signals`);
    const rules = [
      '--min-page-views',
      '100',
      '--window-page-views',
      '400',
      '--max-error-rate',
      '0.02',
    ];
    // rules without a window are refused, and say why
    const refused = await env.remotes(
      'canary',
      'deals',
      '1.1.0',
      '10',
      '--min-page-views',
      '100',
      '--reason',
      'r',
    );
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /needs a window: --window-page-views <n> or --window-minutes <n>/);

    await ok('canary', 'deals', '1.1.0', '10', ...rules, '--reason', 'watched');
    assert.deepEqual(deals().default.canary.watch, {
      minPageViews: 100,
      windowPageViews: 400,
      maxErrorRate: 0.02,
    });

    figures = [arm('1.0.0', 900, 9), arm('1.1.0', 40, 0)];
    assert.match(
      await watch(),
      /deals \(every brand without a pin\) 1\.0\.0 → 1\.1\.0: wait\n {2}1\.1\.0: 40 page views of the 100 needed/,
    );
    assert.equal(deals().default.canary.next, '1.1.0');

    figures = [arm('1.0.0', 900, 9), arm('1.1.0', 200, 8)];
    const rolledBack = await watch();
    assert.match(
      rolledBack,
      /: rollback\n {2}errors per page view 4\.00 % on 1\.1\.0, over the 2\.00 % allowed/,
    );
    assert.equal(deals().default, '1.0.0');
    const history = readFileSync(env.manifest.replace(/\.json$/, '.history.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const decision = history.at(-1);
    assert.equal(decision.action, 'watch rollback');
    assert.equal(decision.who, 'canary watch');
    assert.deepEqual(decision.figures.next, arm('1.1.0', 200, 8));

    // started again, healthy through its window: promoted
    await ok('canary', 'deals', '1.1.0', '10', ...rules, '--reason', 'fixed');
    figures = [arm('1.0.0', 2000, 20), arm('1.1.0', 400, 2)];
    assert.match(
      await watch(),
      /: promote\n {2}healthy at the window's end \(400 page views on 1\.1\.0\)/,
    );
    assert.equal(deals().default, '1.1.0');
    assert.match(await watch(), /^no canary carries watch rules$/m);
  });
});

describe('pnpm remotes operator', () => {
  it('keeps an operator with a hash of the passphrase read from standard input, and refuses a short one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'operators-'));
    const file = path.join(dir, 'operators');
    const add = (name, passphrase) =>
      new Promise((resolve) => {
        const child = execFile(
          process.execPath,
          [path.join(ROOT, 'scripts/remotes.mjs'), 'operator', name, '--operators', file],
          (error, stdout, stderr) => resolve({ code: error?.code ?? 0, stdout, stderr }),
        );
        child.stdin.end(`${passphrase}\n`);
      });
    try {
      const added = await add('ana', 'a passphrase long enough');
      assert.equal(added.code, 0, added.stderr);
      assert.match(added.stdout, /ana can sign on to the dashboard/);
      const refused = await add('luis', 'too short');
      assert.equal(refused.code, 2);
      assert.match(refused.stderr, /at least 12 characters/);
      // a second line for ana replaces the first; luis was never written
      assert.equal((await add('ana', 'another long passphrase')).code, 0);
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      assert.equal(lines.length, 1);
      assert.match(lines[0], /^ana:scrypt:/);
      assert.doesNotMatch(lines[0], /passphrase/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
