// The whole composition on one machine, as deployed: the sandbox backend, the host (proxying
// /api and /media to it and serving the remotes manifest) and each remote on its own origin.
// Used by `pnpm start`, the e2e suite (which stops and restarts servers through it) and the
// bench. Every process it starts is stopped by its own PID.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import https from 'node:https';
import { ROOT } from './build.mjs';
import { declaredRemotes } from './remotes-declared.cjs';
import { LOCAL_RELEASES, RELEASES_DIR, releaseDir } from '../operations/bin/releases.mjs';
import { CA_FILE, ensureCertificate } from './tls.mjs';
import {
  contentSecurityPolicy,
  hostServer,
  nginxCommand,
  nginxConf,
  staticServer,
  writeNginxConf,
} from './nginx.mjs';

/**
 * Every port moves by STOREFRONT_PORT_OFFSET (default 0), so several checkouts can run their
 * stacks side by side on one machine.
 */
export const PORT_OFFSET = Number(process.env.STOREFRONT_PORT_OFFSET ?? 0);

/** The most render processes a stack runs: their ports, from 4105 on, stay below the fixtures'. */
export const MAX_RENDER_PROCESSES = 64;

/**
 * How many render processes nginx balances page routes over (STOREFRONT_RENDER_PROCESSES),
 * by default one per CPU core.
 */
export function renderProcessCount(
  setting = process.env.STOREFRONT_RENDER_PROCESSES,
  cores = os.availableParallelism(),
) {
  if (setting === undefined || setting === '') return Math.min(cores, MAX_RENDER_PROCESSES);
  const count = Number(setting);
  if (!Number.isInteger(count) || count < 1 || count > MAX_RENDER_PROCESSES)
    throw new Error(
      `STOREFRONT_RENDER_PROCESSES=${setting}: a whole number from 1 to ${MAX_RENDER_PROCESSES}`,
    );
  return count;
}

/** render1, render2, … on 4105, 4106, … (moved by the offset like every port). */
export function renderPorts(count, offset = 0) {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`render${i + 1}`, 4105 + i + offset]),
  );
}

/**
 * The scheme every server of the stack answers with (STOREFRONT_HTTPS=1: https, with the local
 * certificate of scripts/tls.mjs, as production serves; otherwise http). WebKit keeps no `Secure`
 * cookie on http://*.localhost, so the engines' journeys run the stack over HTTPS. With
 * STOREFRONT_SERVER=nginx, nginx ends TLS as in production (scripts/nginx.mjs, --tls-certificate)
 * and the render processes behind it answer it over plain HTTP on 127.0.0.1 (RENDER_SCHEME).
 */
export const SCHEME = process.env.STOREFRONT_HTTPS === '1' ? 'https' : 'http';
/** The scheme of the render processes nginx balances pages over: TLS ends at nginx. */
export const RENDER_SCHEME = 'http';
/** The origin of a server of the stack on 127.0.0.1 (a remote, the sandbox, the release store). */
export const localOrigin = (port) => `${SCHEME}://127.0.0.1:${port}`;

export const RENDER_PROCESSES = renderProcessCount();
/** The workspace's remotes, as each declares itself (scripts/remotes-declared.cjs). */
export const DECLARED_REMOTES = declaredRemotes();
export const REMOTES = DECLARED_REMOTES.map((remote) => remote.name);
const declared = (name) => DECLARED_REMOTES.find((remote) => remote.name === name);
export const PORTS = {
  sandbox: 4010 + PORT_OFFSET,
  host: 8080 + PORT_OFFSET,
  // each remote's build on its declared `storefront.port`
  ...Object.fromEntries(DECLARED_REMOTES.map((remote) => [remote.name, remote.port + PORT_OFFSET])),
  control: 4099 + PORT_OFFSET,
  /** the release store: every published version at /<remote>/<version>/ (a CDN in production) */
  releases: 4100 + PORT_OFFSET,
  /** the payment provider the sandbox plays (its hosted payment page), served by the sandbox */
  provider: 4098 + PORT_OFFSET,
  /** the render processes nginx sends page routes to (nginx serving, pages rendered on the server) */
  ...renderPorts(RENDER_PROCESSES, PORT_OFFSET),
};
/**
 * The port of an app's development server (`pnpm --filter <app> start`): its package's
 * `storefront.devPort`, moved by the offset. A remote's is clear of the stack's ports, so it runs
 * beside the shop.
 */
export function devPort(app) {
  const { storefront } = JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8'));
  return storefront.devPort + PORT_OFFSET;
}
/** Where the payment provider's hosted page is: its own origin, never a storefront one. */
export const PROVIDER_ORIGIN = localOrigin(PORTS.provider);
/** Builds served only for tests, each on its own origin like a remote. */
export const FIXTURES = {
  'faulty-deals': { app: 'e2e/fixtures/faulty-deals', port: 4190 + PORT_OFFSET },
  'incompatible-deals': { app: 'e2e/fixtures/incompatible-deals', port: 4191 + PORT_OFFSET },
};

/** A remote's declared port clear of the stack's own (every render process's included). */
function checkRemotePorts() {
  const taken = new Map([
    ...['sandbox', 'host', 'control', 'releases', 'provider'].map((name) => [PORTS[name], name]),
    ...Object.entries(renderPorts(MAX_RENDER_PROCESSES, PORT_OFFSET)).map(([n, p]) => [p, n]),
    ...Object.entries(FIXTURES).map(([name, fixture]) => [fixture.port, name]),
  ]);
  for (const remote of DECLARED_REMOTES) {
    const other = taken.get(remote.port + PORT_OFFSET) ?? taken.get(remote.devPort + PORT_OFFSET);
    if (other)
      throw new Error(
        `${remote.app}/package.json: storefront.port ${remote.port} or devPort ${remote.devPort} is the stack's port of ${other}: choose another`,
      );
  }
}
checkRemotePorts();
/**
 * The generated manifest, environment and nginx configurations; a stack on other ports has its
 * own (two stacks of one checkout, the bench's beside the tests', must not serve each other's).
 */
export const RUNTIME_DIR = path.join(ROOT, '.runtime', PORT_OFFSET ? `offset-${PORT_OFFSET}` : '');
/**
 * What serves the host, the remotes and the release store: 'node' (the render server
 * host/server/main.mjs for the host, scripts/serve-static.mjs for the others) or 'nginx'
 * (scripts/nginx.mjs: the production configuration, one nginx per server so each can be stopped
 * and started alone). The sandbox is always the node process.
 */
export const SERVER = process.env.STOREFRONT_SERVER === 'nginx' ? 'nginx' : 'node';
export const RELEASES_ORIGIN = localOrigin(PORTS.releases);
/**
 * How pages are rendered (STOREFRONT_RENDER): 'server', the default (the host's server build
 * renders each page route and the browser hydrates it), or 'client' (every page starts in the
 * browser).
 */
export const RENDER = process.env.STOREFRONT_RENDER === 'client' ? 'client' : 'server';
/**
 * With nginx in front and pages rendered on the server, nginx balances page routes over a pool
 * of render processes (retrying a request on another when one fails); the node host renders
 * them itself.
 */
export const RENDER_POOL = renderPool(SERVER, RENDER);

/** The render processes of a stack served by `server` that renders pages as `render` says. */
function renderPool(server, render, processes = RENDER_PROCESSES) {
  return server === 'nginx' && render === 'server' ? Object.keys(renderPorts(processes)) : [];
}
/**
 * The processes that answer page routes themselves (the render server, host/server/main.mjs):
 * the render pool behind nginx, else the host. Each logs to `<RUNTIME_DIR>/logs/<name>.log` and answers
 * /healthz, /readyz and /metrics on its own port.
 */
export const PAGE_SERVERS = SERVER === 'nginx' ? RENDER_POOL : ['host'];
export const LOGS_DIR = path.join(RUNTIME_DIR, 'logs');

/** A remote's package folder, absolute. */
const remoteDir = (name) => path.join(ROOT, declared(name).app);
const remoteVersion = (name) =>
  JSON.parse(readFileSync(path.join(remoteDir(name), 'package.json'), 'utf8')).version;

/** Subresource Integrity of a built remote entry (browser or server), as the manifest carries it. */
export function entryIntegrity(file) {
  if (!existsSync(file)) return undefined;
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/** The routes a build declares (its mf-manifest.json's `metaData.routes`), none if unbuilt. */
export function declaredRoutes(buildDir) {
  const file = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(file)) return [];
  const routes = JSON.parse(readFileSync(file, 'utf8')).metaData?.routes;
  return Array.isArray(routes) ? routes : [];
}

/** The local environment's remotes manifest (format: docs/operations.md, "Remotes manifest"). */
export function localManifest() {
  const remotes = {};
  for (const name of REMOTES) {
    const version = remoteVersion(name);
    const versions = {
      [version]: {
        entry: `${localOrigin(PORTS[name])}/mf-manifest.json`,
        integrity: entryIntegrity(path.join(remoteDir(name), 'dist/remoteEntry.js')),
        serverIntegrity: entryIntegrity(path.join(remoteDir(name), 'dist/server/remoteEntry.js')),
        routes: declaredRoutes(path.join(remoteDir(name), 'dist')),
      },
    };
    // older releases published beside today's build, in the release store
    for (const release of LOCAL_RELEASES.filter((r) => r.remote === name)) {
      versions[release.version] = {
        entry: `${RELEASES_ORIGIN}/${name}/${release.version}/mf-manifest.json`,
        integrity: entryIntegrity(path.join(releaseDir(name, release.version), 'remoteEntry.js')),
        serverIntegrity: entryIntegrity(
          path.join(releaseDir(name, release.version), 'server/remoteEntry.js'),
        ),
        routes: declaredRoutes(releaseDir(name, release.version)),
      };
    }
    remotes[name] = { versions, default: version };
  }
  // testers may point a remote at any of the local remote servers, fixtures included, and a
  // remote's team at its development server (plain HTTP, as webpack serves it)
  const allowedOrigins = [
    ...REMOTES.map((r) => localOrigin(PORTS[r])),
    RELEASES_ORIGIN,
    ...Object.values(FIXTURES).map((f) => localOrigin(f.port)),
    ...DECLARED_REMOTES.map((r) => `http://127.0.0.1:${r.devPort + PORT_OFFSET}`),
  ];
  return {
    environment: 'local',
    production: false,
    remotes,
    brands: {},
    overrides: { allowedOrigins },
  };
}

export function writeManifest(manifest = localManifest()) {
  mkdirSync(RUNTIME_DIR, { recursive: true });
  const file = path.join(RUNTIME_DIR, 'remotes.manifest.json');
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return file;
}

/**
 * Where this stack's release store is (its folder) and is served (its origin), written beside its
 * manifest: `pnpm remotes publish --manifest <that manifest>` publishes into this store and lists
 * the version at this origin (operations/bin/publish.mjs, releaseStoreOf).
 */
export function writeReleaseStore() {
  mkdirSync(RUNTIME_DIR, { recursive: true });
  const file = path.join(RUNTIME_DIR, 'release-store.json');
  const record = {
    origin: RELEASES_ORIGIN,
    dir: RELEASES_DIR,
    portOffset: PORT_OFFSET,
    checkout: ROOT,
  };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}

/**
 * The local environment's runtime settings (format: docs/operations.md, "Environment
 * settings"). The sandbox receives tracking events and error reports and draws the maps' tiles;
 * third-party scripts come from the page's own origin (the host proxies /media to the sandbox).
 */
export function localEnvironment() {
  return {
    environment: 'local',
    brandDomain: null,
    errorReporting: { dsn: `${SCHEME}://sandboxpublickey@127.0.0.1:${PORTS.sandbox}/1` },
    tracking: {
      url: `${localOrigin(PORTS.sandbox)}/__receivers/events`,
      token: 'sandbox-tracking-token',
      tokenHeader: 'x-tracking-token',
      project: 'storefront',
    },
    scriptOrigins: [],
    // the payment step sends shoppers only to these origins; the CSP's form-action names them
    paymentProviderOrigins: [PROVIDER_ORIGIN],
    httpsOnly: SCHEME === 'https',
    // the sandbox draws the base map's tiles itself, from Natural Earth
    map: {
      tileUrl: `${localOrigin(PORTS.sandbox)}/tiles/{z}/{x}/{y}.png`,
      attribution: 'Natural Earth',
      maxZoom: 14,
    },
  };
}

export function writeEnvironment(environment = localEnvironment()) {
  mkdirSync(RUNTIME_DIR, { recursive: true });
  const file = path.join(RUNTIME_DIR, 'environment.json');
  writeFileSync(file, `${JSON.stringify(environment, null, 2)}\n`);
  return file;
}

/** The local stack's operators of the dashboard (/__operator), and its one operator's passphrase. */
export const OPERATORS_FILE = path.join(RUNTIME_DIR, 'operators');
export const OPERATOR_PASSPHRASE_FILE = path.join(RUNTIME_DIR, 'operator-passphrase');
export const LOCAL_OPERATOR = 'operator';

/**
 * The local operator, written once by `pnpm remotes operator` with a passphrase made for it and
 * kept beside (readable by its owner only), so the dashboard can be opened on a new stack.
 */
export function ensureLocalOperator() {
  if (existsSync(OPERATORS_FILE) && existsSync(OPERATOR_PASSPHRASE_FILE)) return OPERATORS_FILE;
  mkdirSync(RUNTIME_DIR, { recursive: true });
  const passphrase = randomBytes(18).toString('base64url');
  const written = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'operations/bin/remotes.mjs'),
      'operator',
      LOCAL_OPERATOR,
      '--operators',
      OPERATORS_FILE,
    ],
    { input: `${passphrase}\n`, encoding: 'utf8' },
  );
  if (written.status !== 0) {
    throw new Error(`the local operator could not be written: ${written.stderr || written.stdout}`);
  }
  writeFileSync(OPERATOR_PASSPHRASE_FILE, `${passphrase}\n`, { mode: 0o600 });
  return OPERATORS_FILE;
}

const nginxPrefix = (name) => path.join(RUNTIME_DIR, 'nginx', name);

/**
 * One nginx configuration per server of the stack, generated from the manifest and environment
 * just written (the host's Content-Security-Policy names the manifest's origins), each ending TLS
 * with `tls` (the certificate and key files) when given.
 */
function writeNginxConfigs(manifestFile, environmentFile, pool, tls) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const environment = JSON.parse(readFileSync(environmentFile, 'utf8'));
  const corsOrigins = [
    `${SCHEME}://127.0.0.1:${PORTS.host}`,
    `${SCHEME}://localhost:${PORTS.host}`,
    `${SCHEME}://*.localhost:${PORTS.host}`,
  ];
  for (const name of ['host', ...REMOTES, 'releases', ...Object.keys(FIXTURES)]) {
    const prefix = nginxPrefix(name);
    const server =
      name === 'host'
        ? hostServer({
            listen: PORTS.host,
            root: path.join(ROOT, 'host/dist'),
            backend: localOrigin(PORTS.sandbox),
            manifestFile,
            environmentFile,
            csp: contentSecurityPolicy(manifest, environment),
            renderPool: pool.map((name) => portOf(name)),
            tls,
          })
        : staticServer({ listen: portOf(name), root: staticRoot(name), tls });
    // a checkout may sit in a folder only its owner can read (e.g. /root on a CI machine): the
    // test stack's workers run as the user that started it, not as nginx's default `nobody`
    const user = process.getuid?.() === 0 ? 'root' : undefined;
    writeNginxConf(prefix, nginxConf({ prefix, servers: [server], corsOrigins, user }));
  }
}

function commandFor(name, manifestFile, environmentFile, server, render) {
  const pool = renderPool(server, render);
  if (name === 'sandbox') {
    return [path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'sandbox/src/main.ts')]];
  }
  const renders = render === 'server' && (name === 'host' || pool.includes(name));
  if (server === 'nginx' && !pool.includes(name)) return nginxCommand(nginxPrefix(name));
  if (name === 'host' || renders) {
    return [
      process.execPath,
      [
        path.join(ROOT, 'host/server/main.mjs'),
        '--root',
        path.join(ROOT, 'host/dist'),
        '--port',
        String(portOf(name)),
        '--proxy',
        localOrigin(PORTS.sandbox),
        '--remotes-manifest',
        manifestFile,
        '--environment',
        environmentFile,
        ...(renders
          ? [
              '--render',
              path.join(ROOT, 'host/dist/server/render.js'),
              // the operator dashboard: the local operator, and the sandbox's page signals
              '--operators',
              OPERATORS_FILE,
              '--signals',
              `${localOrigin(PORTS.sandbox)}/__sandbox/signals`,
            ]
          : []),
        // nginx sends a page a warming process cannot render yet to another
        ...(pool.includes(name) ? ['--unavailable-while-warming'] : []),
      ],
    ];
  }
  return [
    process.execPath,
    [
      path.join(ROOT, 'scripts/serve-static.mjs'),
      '--root',
      staticRoot(name),
      '--port',
      String(portOf(name)),
      '--cors',
    ],
  ];
}

/** A server's port; a render process beyond this stack's default count (renderN) has its own. */
export const portOf = (name) =>
  FIXTURES[name]?.port ??
  PORTS[name] ??
  (/^render\d+$/.test(name) ? 4104 + Number(name.slice(6)) + PORT_OFFSET : undefined);

/** The folder a remote's, a fixture's or the release store's server serves. */
function staticRoot(name) {
  if (name === 'releases') return RELEASES_DIR;
  return FIXTURES[name]
    ? path.join(ROOT, FIXTURES[name].app, 'dist')
    : path.join(remoteDir(name), 'dist');
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * What the stack's processes are told of TLS (STOREFRONT_HTTPS=1): the certificate and key to
 * serve with, and the local authority to trust when they call each other (the render server
 * loading the remotes' server builds, the /api proxy reaching the sandbox).
 */
export function tlsEnvironment() {
  if (SCHEME !== 'https') return {};
  const { ca, cert, key } = ensureCertificate();
  return { STOREFRONT_TLS_CERT: cert, STOREFRONT_TLS_KEY: key, NODE_EXTRA_CA_CERTS: ca };
}

/** Whether a page server answers /readyz with 200 (warmed up, not draining). */
function isReady(port, scheme = SCHEME) {
  return new Promise((resolve) => {
    const client = scheme === 'https' ? https : http;
    const tls = scheme === 'https' ? { ca: readFileSync(CA_FILE) } : {};
    const where = { host: '127.0.0.1', port, path: '/readyz', timeout: 2000, ...tls };
    const request = client.get(where, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
  });
}

async function waitReady(port, scheme = SCHEME, timeoutMs = 60000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await isReady(port, scheme)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} was not ready (/readyz) within ${timeoutMs} ms`);
}

async function waitFor(port, open, timeoutMs = 20000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await portOpen(port)) === open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} did not ${open ? 'open' : 'close'} within ${timeoutMs} ms`);
}

export class Stack {
  /**
   * `render` overrides STOREFRONT_RENDER (the bench runs a stack of each, one after the other),
   * `processes` STOREFRONT_RENDER_PROCESSES. A render process of the pool that exits unasked (a
   * crash, a kill) is started again after `restartDelayMs`, as a supervisor would.
   */
  constructor({
    quiet = false,
    server = SERVER,
    render = RENDER,
    processes = RENDER_PROCESSES,
    restartDelayMs = 500,
  } = {}) {
    this.children = new Map();
    /** processes being stopped on purpose (never restarted) */
    this.stopping = new Set();
    /** restarts of pool processes that exited unasked, by name */
    this.restarts = new Map();
    this.restartDelayMs = restartDelayMs;
    this.stopped = false;
    /** page servers whose log this stack has started (a restart appends to it) */
    this.logs = new Set();
    this.quiet = quiet;
    this.server = server;
    this.render = render;
    this.pool = renderPool(server, render, processes);
    mkdirSync(RELEASES_DIR, { recursive: true });
    // STOREFRONT_MANIFEST=<file>: serve an operator's own manifest instead of the generated one
    this.manifestFile = process.env.STOREFRONT_MANIFEST
      ? path.resolve(process.env.STOREFRONT_MANIFEST)
      : writeManifest();
    this.environmentFile = writeEnvironment();
    writeReleaseStore();
    if (render === 'server') ensureLocalOperator();
    this.tls = tlsEnvironment();
    // STOREFRONT_HTTPS=1: every nginx ends TLS with the local certificate, as production's does
    if (server === 'nginx')
      writeNginxConfigs(
        this.manifestFile,
        this.environmentFile,
        this.pool,
        this.tls.STOREFRONT_TLS_CERT
          ? { certificate: this.tls.STOREFRONT_TLS_CERT, key: this.tls.STOREFRONT_TLS_KEY }
          : undefined,
      );
  }

  async startOne(name) {
    if (this.children.has(name)) return;
    if (await portOpen(portOf(name)))
      throw new Error(`port ${portOf(name)} (${name}) is already in use`);
    const [cmd, args] = commandFor(
      name,
      this.manifestFile,
      this.environmentFile,
      this.server,
      this.render,
    );
    // a page server's JSON log goes to its file, started afresh by each stack
    const pageServer = this.pagesServedBy(name);
    let log = null;
    if (pageServer) {
      mkdirSync(LOGS_DIR, { recursive: true });
      log = openSync(path.join(LOGS_DIR, `${name}.log`), this.logs.has(name) ? 'a' : 'w');
      this.logs.add(name);
    }
    const output = this.quiet ? 'ignore' : 'inherit';
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: ['ignore', log ?? output, output],
      env: {
        ...process.env,
        ...this.tls,
        // a render process behind nginx answers it over plain HTTP (TLS ends at nginx); it still
        // trusts the local authority to load the remotes' server builds
        ...(this.pool.includes(name) ? { STOREFRONT_TLS_CERT: '', STOREFRONT_TLS_KEY: '' } : {}),
        SANDBOX_PORT: String(PORTS.sandbox),
        SANDBOX_PROVIDER_PORT: String(PORTS.provider),
      },
    });
    if (log !== null) closeSync(log);
    this.children.set(name, child);
    let warmed = false;
    const exited = once(child, 'exit').then(([code]) => {
      if (this.children.get(name) === child) this.children.delete(name);
      if (warmed && this.pool.includes(name) && !this.stopping.has(name) && !this.stopped)
        this.restart(name);
      return code;
    });
    // a server that exits while starting (a bad nginx configuration, a port taken) says so at
    // once; a page server is in service once warmed up (/readyz), not merely listening
    const up = waitFor(portOf(name), true).then(() =>
      pageServer
        ? waitReady(portOf(name), this.pool.includes(name) ? RENDER_SCHEME : SCHEME)
        : undefined,
    );
    const upAndReady = up.then(() => true);
    upAndReady.catch(() => undefined);
    const started = await Promise.race([upAndReady, exited]);
    if (started !== true) {
      const said = pageServer
        ? path.join(LOGS_DIR, `${name}.log`)
        : path.join(nginxPrefix(name), 'error.log');
      const detail =
        (pageServer || (this.server === 'nginx' && name !== 'sandbox')) && existsSync(said)
          ? `\n${readFileSync(said, 'utf8').trim().split('\n').slice(-5).join('\n')}`
          : '';
      throw new Error(`${name} exited with code ${started} while starting${detail}`);
    }
    warmed = true;
  }

  /** A pool process that exited unasked, started again (its port freed first). */
  restart(name) {
    this.restarts.set(name, (this.restarts.get(name) ?? 0) + 1);
    setTimeout(() => {
      if (this.stopped || this.stopping.has(name) || this.children.has(name)) return;
      waitFor(portOf(name), false)
        .then(() => this.startOne(name))
        .catch((error) => {
          if (!this.quiet) console.error(`${name} could not be restarted: ${error.message}`);
        });
    }, this.restartDelayMs).unref();
  }

  /** Whether `name` is one of the processes that answer page routes (node, host/server/main.mjs). */
  pagesServedBy(name) {
    return name === 'host' ? this.server === 'node' : this.pool.includes(name);
  }

  // the host last: a render server loads the remotes' server builds as it starts; the render
  // pool's processes warm up side by side
  async start(names = ['sandbox', ...REMOTES, 'releases', ...this.pool, 'host']) {
    try {
      const pool = names.filter((name) => this.pool.includes(name));
      for (const name of names) {
        if (name === pool[0]) await Promise.all(pool.map((member) => this.startOne(member)));
        else if (!pool.includes(name)) await this.startOne(name);
      }
    } catch (error) {
      // what did start is stopped again: a failed start leaves no server holding its port
      await this.stopAll();
      throw error;
    }
  }

  async stop(name) {
    const child = this.children.get(name);
    if (!child) return;
    this.stopping.add(name);
    try {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid, 'SIGTERM');
      await exited;
      await waitFor(portOf(name), false);
    } finally {
      this.stopping.delete(name);
    }
  }

  async stopAll() {
    this.stopped = true;
    await Promise.all([...this.children.keys()].map((name) => this.stop(name)));
  }

  urls() {
    return {
      storefront: `${SCHEME}://sunsea.localhost:${PORTS.host}/`,
      host: `${localOrigin(PORTS.host)}/`,
      sandbox: `${localOrigin(PORTS.sandbox)}/`,
      ...Object.fromEntries(REMOTES.map((r) => [r, `${localOrigin(PORTS[r])}/mf-manifest.json`])),
    };
  }
}

/**
 * A small control API over a running stack, so tests in other processes can stop and restart
 * a server for real: POST /stop/<name>, POST /start/<name>.
 */
export function controlServer(stack, port) {
  const server = http.createServer(async (req, res) => {
    const match = /^\/(stop|start)\/([\w-]+)$/.exec(req.url ?? '');
    // the payment provider is the sandbox's own second server: it stops and starts with it
    const known = match && match[2] !== 'provider' && (match[2] in PORTS || match[2] in FIXTURES);
    if (req.method !== 'POST' || !known) {
      res.writeHead(404).end();
      return;
    }
    try {
      if (match[1] === 'stop') await stack.stop(match[2]);
      else await stack.startOne(match[2]);
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
