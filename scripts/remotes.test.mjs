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

describe('pnpm remotes rollback, again and again', () => {
  let server;
  let dir;
  let manifest;
  before(async () => {
    server = createServer((request, response) => {
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
    dir = mkdtempSync(path.join(tmpdir(), 'remotes-rollback-'));
    manifest = path.join(dir, 'remotes.manifest.json');
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
  });
  after(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const remotes = async (...args) => {
    const options = [
      '--manifest',
      manifest,
      '--host',
      path.join(FIXTURES, 'host.mf-manifest.json'),
    ];
    try {
      const { stdout } = await run(
        'node',
        ['scripts/remotes.mjs', ...args, ...options, '--who', 'ana'],
        {
          cwd: ROOT,
          env: { ...process.env, INIT_CWD: ROOT },
        },
      );
      return { code: 0, stdout, stderr: '' };
    } catch (error) {
      return { code: error.code, stdout: error.stdout, stderr: error.stderr };
    }
  };
  const deals = () => {
    const value = JSON.parse(readFileSync(manifest, 'utf8'));
    return {
      default: value.remotes.deals.default,
      members: value.brands['members.localhost']?.deals,
    };
  };

  it('goes further back each time, never serving again what it removed, then refuses', async () => {
    const ok = async (...args) => {
      const result = await remotes(...args);
      assert.equal(result.code, 0, result.stderr);
      return result.stdout;
    };
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
