// node --test operations/bin/ (the operations package's `test`, part of `pnpm test:unit`):
// `pnpm remotes` as an operator runs it, on a scratch manifest whose versions are served by a
// local server from the package's test fixtures (src/fixtures).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURES = path.join(ROOT, 'operations/src/fixtures');
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
      const { stdout } = await run('node', ['operations/bin/remotes.mjs', ...args, ...options], {
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
          [path.join(ROOT, 'operations/bin/remotes.mjs'), 'operator', name, '--operators', file],
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

/**
 * A checkout of another branch, as `git worktree add` gives one, in miniature: the workspace
 * files, the remote's package, the tooling its webpack.config.cjs requires and, once installed,
 * a node_modules whose webpack-cli is a fake build (it writes a version of deals as the real build
 * lays it out, from the host's test fixture, and notes each build in builds.log).
 */
function fakeCheckout(dir, { installed = true, lockfile = true, version = '1.0.1' } = {}) {
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('pnpm-workspace.yaml', 'packages:\n  - remote-deals\n');
  if (lockfile) write('pnpm-lock.yaml', "lockfileVersion: '9.0'\n");
  write('tooling/webpack/create-config.cjs', 'module.exports = () => () => ({});\n');
  write(
    'remote-deals/package.json',
    JSON.stringify({
      name: 'remote-deals',
      version,
      storefront: { federationName: 'storefront_deals' },
      dependencies: { react: 'catalog:' },
    }),
  );
  write(
    'remote-deals/webpack.config.cjs',
    "module.exports = require('../tooling/webpack/create-config.cjs')({ dir: __dirname });\n",
  );
  write('remote-deals/src/index.ts', `export const version = '${version}';\n`);
  write('build.mf-manifest.json', JSON.stringify(fixture('deals-1.0.0')));
  if (installed) installInto(dir);
  return dir;
}

/** What `pnpm install` gives the fake checkout: its webpack-cli (the fake build), the package's node_modules. */
function installInto(dir) {
  mkdirSync(path.join(dir, 'remote-deals/node_modules'), { recursive: true });
  mkdirSync(path.join(dir, 'node_modules/webpack-cli/bin'), { recursive: true });
  writeFileSync(
    path.join(dir, 'node_modules/webpack-cli/bin/cli.js'),
    `const fs = require('node:fs');
const path = require('node:path');
const checkout = path.resolve(__dirname, '../../..');
const out = process.env.STOREFRONT_OUT_DIR;
const version = process.env.MF_BUILD_VERSION;
fs.appendFileSync(path.join(checkout, 'builds.log'), process.cwd() + ' ' + version + '\\n');
const manifest = JSON.parse(fs.readFileSync(path.join(checkout, 'build.mf-manifest.json'), 'utf8'));
manifest.metaData.buildInfo.buildVersion = version;
fs.mkdirSync(path.join(out, 'server'), { recursive: true });
fs.writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify(manifest));
fs.writeFileSync(path.join(out, 'remoteEntry.js'), '/* deals ' + version + ' */');
fs.writeFileSync(path.join(out, 'server/remoteEntry.js'), '/* deals server ' + version + ' */');
`,
  );
}

// Each test has its own manifest, release store and checkout, so they run side by side.
describe('pnpm remotes publish --source', { concurrency: true }, () => {
  let env;
  let scratch;
  let storeServer;
  let storeOrigin;
  /** a fake `pnpm` first on PATH: `install` makes the fake checkout's install */
  let bin;
  before(async () => {
    env = await scratchEnvironment();
    scratch = mkdtempSync(path.join(tmpdir(), 'publish-'));
    // the release stores, served as a stack serves its own: /<store>/<remote>/<version>/…
    storeServer = createServer((request, response) => {
      const file = path.join(scratch, 'stores', decodeURIComponent(request.url.split('?')[0]));
      if (!file.startsWith(scratch) || !existsSync(file) || !statSync(file).isFile()) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200).end(readFileSync(file));
    });
    await new Promise((resolve) => storeServer.listen(0, '127.0.0.1', resolve));
    storeOrigin = `http://127.0.0.1:${storeServer.address().port}`;
    bin = path.join(scratch, 'bin');
    mkdirSync(bin);
    writeFileSync(
      path.join(bin, 'pnpm'),
      `#!${process.execPath}
const args = process.argv.slice(2);
if (args[0] === '--version') console.log('10.0.0');
else if (args.join(' ') === 'install --frozen-lockfile --prefer-offline') {
  require(${JSON.stringify(path.join(scratch, 'install.cjs'))})(process.cwd());
  console.log('fake pnpm: installed');
} else process.exit(1);
`,
      { mode: 0o755 },
    );
    writeFileSync(
      path.join(scratch, 'install.cjs'),
      `module.exports = ${installInto.toString()};\nconst { mkdirSync, writeFileSync } = require('node:fs');\nconst path = require('node:path');\n`,
    );
  });
  after(() => {
    env.close();
    storeServer.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  /**
   * A test's own copy of the scratch manifest, its own empty release store `<name>` and, unless
   * `record` is null, the stack's record beside the manifest (the store served at its origin).
   */
  const stackOf = (name, record = {}) => {
    const dir = path.join(scratch, 'stacks', name);
    const store = path.join(scratch, 'stores', name);
    mkdirSync(dir, { recursive: true });
    mkdirSync(store, { recursive: true });
    const manifest = path.join(dir, 'remotes.manifest.json');
    writeFileSync(manifest, readFileSync(env.manifest));
    const origin = `${storeOrigin}/${name}`;
    if (record !== null) {
      writeFileSync(
        path.join(dir, 'release-store.json'),
        JSON.stringify({ origin, dir: store, portOffset: 8000, ...record }),
      );
    }
    return { manifest, store, origin };
  };
  const publish = async (
    args,
    { manifest, host = path.join(FIXTURES, 'host.mf-manifest.json') },
  ) => {
    try {
      const { stdout, stderr } = await run(
        'node',
        [
          'operations/bin/remotes.mjs',
          'publish',
          'remote-deals',
          ...args,
          '--manifest',
          manifest,
          '--host',
          host,
        ],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            INIT_CWD: ROOT,
            PATH: `${bin}${path.delimiter}${process.env.PATH}`,
          },
        },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      return { code: error.code, stdout: error.stdout, stderr: error.stderr };
    }
  };
  const reason = ['--reason', 'hotfix'];
  /** refused before any install or build: nothing built, nothing in the store */
  const refusedBeforeBuild = (result, { code = 2, message, stack, checkout }) => {
    assert.equal(result.code, code, result.stdout);
    assert.match(result.stderr, message);
    assert.doesNotMatch(result.stdout, /built in|unchanged, build skipped|running `pnpm install/);
    if (checkout) assert.equal(existsSync(path.join(checkout, 'builds.log')), false);
    assert.deepEqual(readdirSync(stack.store), []);
  };

  it('refuses, before building, a folder that is not there, and says how to make the checkout', async () => {
    const stack = stackOf('missing');
    const missing = path.join(scratch, 'deals-hotfix-missing');
    refusedBeforeBuild(await publish(['--source', missing, ...reason], stack), {
      stack,
      message: new RegExp(
        `--source ${missing}: there is no folder ${missing}; \`git worktree add ${missing} <branch>\` gives a whole checkout of a branch there`,
      ),
    });
  });

  it("refuses another remote's package", async () => {
    const stack = stackOf('other-remote');
    refusedBeforeBuild(
      await publish(['--source', path.join(ROOT, 'remote-cart'), ...reason], stack),
      {
        stack,
        message:
          /remote-cart is the package "remote-cart" \(storefront\.federationName "storefront_cart"\), not remote-deals: its package\.json names it "remote-deals" or declares storefront\.federationName "storefront_deals"/,
      },
    );
  });

  it("refuses a remote's package folder without the tooling its build requires, and says what to run", async () => {
    const stack = stackOf('lone');
    const lone = path.join(scratch, 'lone/deals');
    mkdirSync(lone, { recursive: true });
    writeFileSync(
      path.join(lone, 'package.json'),
      JSON.stringify({ name: 'remote-deals', version: '1.0.1' }),
    );
    writeFileSync(
      path.join(lone, 'webpack.config.cjs'),
      readFileSync(path.join(ROOT, 'remote-deals/webpack.config.cjs')),
    );
    refusedBeforeBuild(await publish(['--source', lone, ...reason], stack), {
      stack,
      message: new RegExp(
        `is a remote's package folder on its own: its webpack\\.config\\.cjs builds with \\.\\./tooling/webpack/create-config\\.cjs, and there is no ${path.join(scratch, 'lone/tooling')} beside it .*\`git worktree add \\.\\./deals-hotfix <branch>\` gives a whole checkout`,
      ),
    });
  });

  it('refuses a checkout with no install and no lockfile to make one', async () => {
    const stack = stackOf('no-lockfile');
    const checkout = fakeCheckout(path.join(scratch, 'no-lockfile'), {
      installed: false,
      lockfile: false,
    });
    refusedBeforeBuild(await publish(['--source', checkout, ...reason], stack), {
      stack,
      checkout,
      message: new RegExp(
        `${checkout} has no install \\(no ${checkout}/node_modules/webpack-cli/bin/cli\\.js, ${checkout}/remote-deals/node_modules\\) and no pnpm-lock\\.yaml to make one from`,
      ),
    });
  });

  it('refuses a manifest whose release store is not known, naming --origin, before the install', async () => {
    const stack = stackOf('unknown-store', null);
    const checkout = fakeCheckout(path.join(scratch, 'unknown-store'), { installed: false });
    refusedBeforeBuild(await publish(['--source', checkout, ...reason], stack), {
      stack,
      checkout,
      message:
        /the release store of .*remotes\.manifest\.json is not known: a stack writes release-store\.json beside its manifest when it starts, and there is none\. Give its origin with --origin <URL> \(the build goes into .*\/\.releases, to be served there\)/,
    });
    assert.equal(existsSync(path.join(checkout, 'node_modules')), false);
  });

  it("refuses a stack's store that does not answer, saying how to start that stack", async () => {
    const closed = createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${closed.address().port}`;
    await new Promise((resolve) => closed.close(resolve));
    const stack = stackOf('stopped-stack', { origin, checkout: '/srv/shop' });
    const checkout = fakeCheckout(path.join(scratch, 'stopped-stack'));
    refusedBeforeBuild(await publish(['--source', checkout, ...reason], stack), {
      stack,
      checkout,
      message: new RegExp(
        `nothing answers at ${origin} \\(ECONNREFUSED\\), where the release store .* is served: .*Start the stack: STOREFRONT_PORT_OFFSET=8000 pnpm start \\(in /srv/shop\\)`,
      ),
    });
  });

  it('refuses a version already listed with another entry, and a host build that cannot be read', async () => {
    const stack = stackOf('listed');
    const checkout = fakeCheckout(path.join(scratch, 'listed'), { version: '1.1.0' });
    refusedBeforeBuild(await publish(['--source', checkout, ...reason], stack), {
      stack,
      checkout,
      code: 1,
      message:
        /deals 1\.1\.0 is already listed with another entry \(http:\/\/127\.0\.0\.1:\d+\/deals\/1\.1\.0\/mf-manifest\.json\); a published version does not change: publish it as another version \(--version x\.y\.z\)/,
    });
    const noHost = path.join(scratch, 'no-host/mf-manifest.json');
    refusedBeforeBuild(
      await publish(['--source', checkout, '--version', '1.1.1', ...reason], {
        ...stack,
        host: noHost,
      }),
      {
        stack,
        checkout,
        message: new RegExp(
          `the manifest is checked against the host's build ${noHost}, which cannot be read`,
        ),
      },
    );
  });

  it("builds a checkout of another branch with its own install, made first, and lists the version at the stack's store", async () => {
    const stack = stackOf('published');
    const checkout = fakeCheckout(path.join(scratch, 'deals-hotfix'), { installed: false });
    const result = await publish(['--source', checkout, ...reason, '--who', 'ana'], stack);
    assert.equal(result.code, 0, result.stderr);
    assert.match(
      result.stdout,
      new RegExp(
        `${checkout} has no install \\(no ${checkout}/node_modules/webpack-cli/bin/cli\\.js\\): running \`pnpm install --frozen-lockfile --prefer-offline\` there`,
      ),
    );
    // built by the checkout's own webpack-cli, in its package folder, as 1.0.1
    assert.equal(
      readFileSync(path.join(checkout, 'builds.log'), 'utf8'),
      `${path.join(checkout, 'remote-deals')} 1.0.1\n`,
    );
    assert.match(result.stdout, /#\d+ deals: added 1\.0\.1 \(\/deals, \/deal-search\)/);
    const listed = JSON.parse(readFileSync(stack.manifest, 'utf8')).remotes.deals.versions['1.0.1'];
    const sri = (file) =>
      `sha384-${createHash('sha384')
        .update(readFileSync(path.join(stack.store, 'deals/1.0.1', file)))
        .digest('base64')}`;
    assert.deepEqual(listed, {
      entry: `${stack.origin}/deals/1.0.1/mf-manifest.json`,
      integrity: sri('remoteEntry.js'),
      serverIntegrity: sri('server/remoteEntry.js'),
      routes: fixture('deals-1.0.0').metaData.routes,
    });

    // the same version from changed sources: refused before building, the published one kept
    writeFileSync(path.join(checkout, 'remote-deals/src/index.ts'), 'export const fixed = true;\n');
    const again = await publish(['--source', checkout, ...reason], stack);
    assert.equal(again.code, 2);
    assert.match(
      again.stderr,
      /deals\/1\.0\.1 is already published from other sources: publish another version \(--version x\.y\.z\), or build it again with --force/,
    );
    assert.equal(readFileSync(path.join(checkout, 'builds.log'), 'utf8').split('\n').length, 2);
  });
});
