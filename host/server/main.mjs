#!/usr/bin/env node
// The render server: the host's page server, in front of the backend for the browser and, with
// --render, rendering every page route with the host's server build (docs/architecture.md). One
// process is one render process of the render tier (deploy/k8s, or behind nginx's render pool),
// or the host of `pnpm start`.
//
//   node host/server/main.mjs --root host/dist --port 8080 \
//        --proxy http://127.0.0.1:4010 --remotes-manifest .runtime/remotes.manifest.json \
//        --environment .runtime/environment.json --render host/dist/server/render.js
//
// Composed of the host's files (static.mjs), the /api and /media proxy and the environment's
// files (proxy.mjs), and the pages (pages.mjs); it logs each request as a JSON line with its id,
// answers /healthz, /readyz and /metrics, refuses what a page route must not take, and on
// SIGTERM drains: it takes no new request and finishes those in flight (tier.mjs;
// docs/operations.md, "The render tier").
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import { createPages } from './pages.mjs';
import { registerEnvironmentFiles, registerProxy } from './proxy.mjs';
import { registerStatic, tlsFromEnvironment } from './static.mjs';
import { LOG_REDACT, loggedError, requestIdFrom } from './tier.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string' },
    // the address to listen on: 127.0.0.1 everywhere the stack runs; a container gives its own
    // interface (0.0.0.0) so its probes and Service reach it (deploy/k8s)
    host: { type: 'string', default: '127.0.0.1' },
    proxy: { type: 'string' },
    'remotes-manifest': { type: 'string' },
    environment: { type: 'string' },
    // the host's server build: page routes rendered on the server (docs/architecture.md)
    render: { type: 'string' },
    // behind a balancer that tries another process (nginx's render pool): page routes are
    // answered 503 until the render function has warmed up, rather than left to the browser
    'unavailable-while-warming': { type: 'boolean', default: false },
    // the operator dashboard (/__operator): the operators who may sign on, and the event
    // receiver's page signals it compares a canary's arms by (docs/operations.md)
    operators: { type: 'string', default: process.env.STOREFRONT_OPERATORS_FILE },
    signals: { type: 'string', default: process.env.STOREFRONT_SIGNALS_URL },
    'render-budget-ms': {
      type: 'string',
      default: process.env.STOREFRONT_RENDER_BUDGET_MS ?? '600',
    },
    // how long a shared cache in front (nginx's, a CDN's) may keep a page rendered for everyone of
    // its variant; 0: none is kept (docs/operations.md, "The page cache")
    'shared-cache-seconds': {
      type: 'string',
      default: process.env.STOREFRONT_SHARED_CACHE_SECONDS ?? '0',
    },
  },
});
if (!values.root || !values.port) {
  console.error(
    'usage: main.mjs --root <dir> --port <n> [--host 127.0.0.1] [--proxy <url>] [--remotes-manifest <file>] [--environment <file>] [--render <file>] [--shared-cache-seconds <n>] [--unavailable-while-warming] [--operators <file>] [--signals <url>]',
  );
  process.exit(2);
}

const root = path.resolve(values.root);
/** how long a draining process waits for its requests in flight before it exits anyway */
const DRAIN_TIMEOUT_MS = Number(process.env.STOREFRONT_DRAIN_TIMEOUT_MS ?? 20_000);
/** how long it keeps answering after /readyz turned false, for balancers that poll it */
const DRAIN_DELAY_MS = Number(process.env.STOREFRONT_DRAIN_DELAY_MS ?? 0);
const tls = tlsFromEnvironment();

const app = Fastify({
  ...(tls ? { https: tls } : {}),
  logger: {
    level: process.env.STOREFRONT_LOG_LEVEL ?? 'info',
    redact: LOG_REDACT,
    serializers: { err: loggedError },
  },
  // nginx's $request_id (or a caller's sane X-Request-Id), else a new one
  genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
  // one line per answered request, written by the pages (never its headers: cookies hold the token)
  logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
  // while draining, a request on a kept-alive connection is answered 503 (nginx tries another)
  return503OnClosing: true,
});
let draining = false;

// with a render function, `/` is a page, not the folder's index.html
await registerStatic(app, { root, index: values.render ? false : 'index.html' });

// while draining, every answer closes its connection: a kept-alive one (a proxied answer keeps
// its upstream's keep-alive) would hold the listener's close until the drain timeout
app.addHook('onSend', async (_request, reply) => {
  if (draining) reply.header('connection', 'close');
});

const pages = createPages(app, {
  root,
  render: values.render,
  backend: values.proxy,
  remotesManifest: values['remotes-manifest'],
  environment: values.environment,
  budgetMs: Number(values['render-budget-ms']),
  sharedCacheSeconds: Number(values['shared-cache-seconds']),
  operators: values.operators,
  signals: values.signals,
  unavailableWhileWarming: values['unavailable-while-warming'],
});
pages.observeRequests();
if (values.proxy) await registerProxy(app, { backend: values.proxy });
registerEnvironmentFiles(app, {
  remotesManifest: values['remotes-manifest'],
  environment: values.environment,
});
pages.registerRoutes();

await app.listen({ host: values.host, port: Number(values.port) });
app.log.info(
  { port: Number(values.port) },
  `serving ${path.relative(process.cwd(), root)} at ${tls ? 'https' : 'http'}://${values.host}:${values.port}`,
);

/**
 * SIGTERM (or SIGINT): /readyz turns false, no new request is taken (the listener closes; one on
 * a kept-alive connection is answered 503, which nginx sends to another process), and those in
 * flight are finished before the process exits; after DRAIN_TIMEOUT_MS it exits regardless.
 */
async function drain(signal) {
  if (draining) return;
  draining = true;
  pages.stopTaking();
  app.log.info({ signal }, 'draining');
  setTimeout(() => {
    app.log.warn('drain timeout: exiting with requests in flight');
    process.exit(1);
  }, DRAIN_TIMEOUT_MS).unref();
  if (DRAIN_DELAY_MS > 0) await sleep(DRAIN_DELAY_MS);
  await app.close();
  app.log.info('drained');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void drain(signal));

// a stray rejection is logged; it does not take the process (and its requests) down
process.on('unhandledRejection', (reason) => {
  app.log.error({ err: reason }, 'unhandled rejection');
});

// the port is open meanwhile: /healthz answers, /readyz says warming-up, pages go to the browser
try {
  await pages.warm();
} catch (error) {
  app.log.fatal({ err: error }, 'the render function could not start');
  process.exit(1);
}
app.log.info('ready');
