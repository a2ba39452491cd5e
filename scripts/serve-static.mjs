#!/usr/bin/env node
// Serves one built app the way it is deployed: gzip as nginx sends it (deploy/nginx), hashed
// chunks cached for good, entries, manifests, translations and pages revalidated on every load
// (a new deploy is seen at once), CORS for remotes, and for the host the /api and /media proxy
// to the backend plus the environment's remotes manifest.
//
//   node scripts/serve-static.mjs --root host/dist --port 8080 --spa \
//        --proxy http://127.0.0.1:4010 --remotes-manifest .runtime/remotes.manifest.json
//   node scripts/serve-static.mjs --root remote-flights/dist --port 4102 --cors
//
// A page server (--spa: the host, or a render process behind nginx) also logs each request as a
// JSON line with its id, answers /healthz, /readyz and /metrics, refuses what a page route must
// not take, and on SIGTERM drains: it takes no new request and finishes those in flight
// (scripts/render-tier.mjs; docs/operations.md, "The render tier").
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import Fastify, { LogController } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import {
  LOG_REDACT,
  MAX_URL_LENGTH,
  PAGE_METHODS,
  acceptsGzip,
  createMetrics,
  gzippedAsItComes,
  loggedError,
  loggedUrl,
  requestIdFrom,
} from './render-tier.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string' },
    // the address to listen on: 127.0.0.1 everywhere the stack runs; a container gives its own
    // interface (0.0.0.0) so its probes and Service reach it (deploy/k8s)
    host: { type: 'string', default: '127.0.0.1' },
    spa: { type: 'boolean', default: false },
    cors: { type: 'boolean', default: false },
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
  },
});
if (!values.root || !values.port) {
  console.error(
    'usage: serve-static.mjs --root <dir> --port <n> [--host 127.0.0.1] [--spa] [--cors] [--proxy <url>] [--remotes-manifest <file>]',
  );
  process.exit(2);
}

const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|webp|woff2|map)$/;
const root = path.resolve(values.root);
/** the host's server or a render process: pages, their logs, health and metrics */
const pageServer = values.spa;
/** how long a draining process waits for its requests in flight before it exits anyway */
const DRAIN_TIMEOUT_MS = Number(process.env.STOREFRONT_DRAIN_TIMEOUT_MS ?? 20_000);
/** how long it keeps answering after /readyz turned false, for balancers that poll it */
const DRAIN_DELAY_MS = Number(process.env.STOREFRONT_DRAIN_DELAY_MS ?? 0);

/**
 * HTTPS with the certificate and key named by STOREFRONT_TLS_CERT and STOREFRONT_TLS_KEY (the
 * stack's STOREFRONT_HTTPS=1, scripts/tls.mjs), else plain HTTP.
 */
const tls =
  process.env.STOREFRONT_TLS_CERT && process.env.STOREFRONT_TLS_KEY
    ? {
        cert: readFileSync(process.env.STOREFRONT_TLS_CERT),
        key: readFileSync(process.env.STOREFRONT_TLS_KEY),
      }
    : null;

const app = Fastify({
  ...(tls ? { https: tls } : {}),
  logger: pageServer
    ? {
        level: process.env.STOREFRONT_LOG_LEVEL ?? 'info',
        redact: LOG_REDACT,
        serializers: { err: loggedError },
      }
    : false,
  // nginx's $request_id (or a caller's sane X-Request-Id), else a new one
  genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
  // one line per answered request, written below (never its headers: cookies hold the token)
  logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
  // while draining, a request on a kept-alive connection is answered 503 (nginx tries another)
  return503OnClosing: true,
});
const metrics = pageServer ? createMetrics() : null;
/** the page being answered, for the render function's observer (its route) */
const pageContext = new AsyncLocalStorage();
let renderer = null;
let ready = false;
let draining = false;

// on the way, gzip only, as the deployed nginx does: brotli made on every request costs more than
// it saves (the build's own brotli forms are sent as they are)
await app.register(fastifyCompress, { encodings: ['gzip'] });

/** logged at debug level: probes and scrapes come every few seconds */
const OPERATIONS_ROUTES = ['/healthz', '/readyz', '/metrics'];

// while draining, every answer closes its connection: a kept-alive one (a proxied answer keeps
// its upstream's keep-alive) would hold the listener's close until the drain timeout
app.addHook('onSend', async (request, reply) => {
  if (draining) reply.header('connection', 'close');
});

if (pageServer) {
  app.decorateRequest('page', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    metrics.inFlight.inc();
    reply.raw.once('close', () => metrics.inFlight.dec());
    if (request.url.length > MAX_URL_LENGTH)
      return reply.code(414).type('text/plain').send('URI too long\n');
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.page?.route ?? routeLabel(request);
    metrics.requestDone({
      route,
      method: request.method,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    const quiet = OPERATIONS_ROUTES.includes(route) && reply.statusCode < 500;
    request.log[quiet ? 'debug' : 'info'](
      {
        method: request.method,
        url: loggedUrl(request.url),
        host: String(request.headers.host ?? '').slice(0, 255),
        route,
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
        ...(request.page?.render ? { render: request.page.render } : {}),
      },
      'answered',
    );
  });
}

/** A request's route as a metric label: a registered route, 'static', or 'not-found'. */
function routeLabel(request) {
  const url = request.routeOptions?.url;
  if (!url) return 'not-found';
  if (url === '/*') return 'static';
  return url.replace(/\/\*?$/, '') || '/';
}

app.addHook('onSend', async (request, reply) => {
  if (values.cors) {
    const origin = request.headers.origin;
    reply.header('Access-Control-Allow-Origin', origin ?? '*');
    // beside the encoding's Vary (a cache must keep the brotli and gzip answers apart)
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${vary}, Origin` : 'Origin');
  }
  if (!reply.hasHeader('Cache-Control')) {
    const file = request.url.split('?')[0];
    reply.header(
      'Cache-Control',
      HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  }
});

if (values.proxy) {
  for (const prefix of ['/api', '/media']) {
    await app.register(httpProxy, {
      upstream: values.proxy,
      prefix,
      rewritePrefix: prefix,
      // the backend may log the call under the page server's id for it
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-request-id': request.id }),
      },
    });
  }
}

// the environment's own files, read on every request so an operator's change needs no restart
for (const [option, route] of [
  ['remotes-manifest', '/remotes.manifest.json'],
  ['environment', '/environment.json'],
]) {
  if (!values[option]) continue;
  const file = path.resolve(values[option]);
  app.get(route, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/json');
    return readFile(file, 'utf8');
  });
}

if (pageServer) {
  // alive: the process answers (whatever its state)
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  // ready: warmed up (the render function has loaded the remotes' screens) and not draining
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const taking = ready && !draining;
    reply.code(taking ? 200 : 503);
    return { ready: taking, state: draining ? 'draining' : ready ? 'ready' : 'warming-up' };
  });
  app.get('/metrics', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').type(metrics.register.contentType);
    return metrics.register.metrics();
  });
}

// the brotli and gzip forms the build wrote beside each text file (precompress.cjs), as nginx's
// brotli_static and gzip_static send them; a file without them is gzipped on the way
await app.register(fastifyStatic, {
  root,
  index: values.render ? false : 'index.html',
  cacheControl: false,
  etag: true,
  lastModified: true,
  preCompressed: true,
});

async function createRenderer(file) {
  const { createRenderer: create } = createRequire(import.meta.url)(path.resolve(file));
  return create({
    distDir: root,
    backend: values.proxy,
    environmentFile: path.resolve(values.environment),
    manifestFile: path.resolve(values['remotes-manifest']),
    budgetMs: Number(values['render-budget-ms']),
    observe: (event) => {
      if (event?.type === 'page') {
        const page = pageContext.getStore();
        if (page && typeof event.route === 'string') page.route = event.route;
      } else metrics.observe(event);
    },
  });
}

/**
 * The operator dashboard (host/src/server/operator): `GET /__operator`, and the sign-on and
 * sign-out forms, answered by the render function's build when an operators file is given.
 */
if (values.render && values.operators) {
  let pages = null;
  const operatorPages = async () => {
    pages ??= await createRequire(import.meta.url)(path.resolve(values.render)).createOperatorPages(
      {
        manifestFile: path.resolve(values['remotes-manifest']),
        operatorsFile: path.resolve(values.operators),
        signalsUrl: values.signals ?? null,
      },
    );
    return pages;
  };
  // a form's fields, a few of them
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, new URLSearchParams(body)),
  );
  const operatorRoute = async (request, reply) => {
    const answer = await (
      await operatorPages()
    ).handle({
      method: request.method,
      url: request.url,
      host: request.headers.host ?? null,
      origin: request.headers.origin ?? null,
      cookie: request.headers.cookie ?? null,
      acceptLanguage: request.headers['accept-language'] ?? null,
      form: request.body instanceof URLSearchParams ? request.body : null,
      secure: (forwardedProto(request) ?? request.protocol) === 'https',
    });
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  };
  app.get('/__operator', operatorRoute);
  app.post('/__operator/sign-on', operatorRoute);
  app.post('/__operator/sign-out', operatorRoute);
}

/** The scheme nginx says the page was asked for with (only ever behind it, on 127.0.0.1). */
function forwardedProto(request) {
  const proto = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  return proto === 'https' || proto === 'http' ? proto : null;
}

/**
 * A page rendered on the server: true once it is on its way, false when the browser renders it.
 * (Never the reply itself: a reply is a thenable, which an `await` would wait out to the end.)
 */
async function serverPage(request, reply) {
  let result;
  try {
    if (!renderer) throw new NotReady();
    result = await renderer.render({
      url: request.url,
      hostname: request.hostname.replace(/:\d+$/, ''),
      // behind nginx (the render pool), the scheme the shopper used is the proxy's to say
      origin: `${forwardedProto(request) ?? request.protocol}://${request.headers.host ?? request.hostname}`,
      cookieHeader: request.headers.cookie ?? null,
      mobileHint: request.headers['sec-ch-ua-mobile'] ?? null,
      userAgent: request.headers['user-agent'] ?? null,
      secure: request.protocol === 'https',
      requestId: request.id,
    });
  } catch (error) {
    if (!(error instanceof NotReady)) request.log.error({ err: error }, 'render failed');
    result = { kind: 'client', reason: error instanceof NotReady ? 'warming-up' : 'render-error' };
  }
  metrics.pageAnswered(result.kind === 'page' ? 'server' : result.kind, result.reason);
  if (result.kind === 'client') {
    request.page.render = `client (${result.reason.slice(0, 300).replace(/[^\x20-\x7e]/g, '')})`;
    reply.header('X-Storefront-Render', request.page.render);
    // what the server knows for the browser's start-up (the brand's language)
    if (result.setCookies?.length) reply.header('set-cookie', result.setCookies);
    return false;
  }
  if (result.kind === 'redirect') {
    reply.redirect(result.location, 302);
    return true;
  }
  request.page.render = 'server';
  reply.code(result.status).headers(result.headers).header('X-Storefront-Render', 'server');
  // its head goes out before the rest is rendered: gzipped here, part by part
  if (acceptsGzip(request.headers['accept-encoding'])) {
    reply
      .header('Content-Encoding', 'gzip')
      .header('Vary', `${result.headers.vary ?? ''}, Accept-Encoding`.replace(/^, /, ''));
    reply.send(gzippedAsItComes(result.body));
  } else reply.send(result.body);
  return true;
}

/** The render function is still warming up: the browser renders the page meanwhile. */
class NotReady extends Error {}

/** A route of the client-side router: the page, rendered on the server when it can be. */
async function page(request, reply) {
  request.page = { route: 'page' };
  if (values.render && !renderer && values['unavailable-while-warming']) {
    request.page.render = 'unavailable (warming-up)';
    return reply
      .code(503)
      .header('Retry-After', '1')
      .header('Cache-Control', 'no-store')
      .send('Warming up\n');
  }
  if (values.render) {
    const sent = await pageContext.run(request.page, () => serverPage(request, reply));
    if (sent) return reply;
  }
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}

if (values.spa) {
  // with a render server, `/` is a page route like the others (not the folder's index.html)
  if (values.render) app.get('/', page);
  // Every route of the client-side router answers with the page; a file that is not there is a
  // 404, and a page route takes GET and HEAD only
  app.setNotFoundHandler((request, reply) => {
    if (path.extname(request.url.split('?')[0])) return reply.code(404).send('Not found');
    if (!PAGE_METHODS.includes(request.method))
      return reply.code(405).header('Allow', PAGE_METHODS.join(', ')).send('Method not allowed');
    return page(request, reply);
  });
}

await app.listen({ host: values.host, port: Number(values.port) });
const where = `${path.relative(process.cwd(), root)} at ${tls ? 'https' : 'http'}://${values.host}:${values.port}`;
if (pageServer) app.log.info({ port: Number(values.port) }, `serving ${where}`);
else console.log(`serving ${where}`);

/**
 * SIGTERM (or SIGINT): /readyz turns false, no new request is taken (the listener closes; one on
 * a kept-alive connection is answered 503, which nginx sends to another process), and those in
 * flight are finished before the process exits; after DRAIN_TIMEOUT_MS it exits regardless.
 */
async function drain(signal) {
  if (draining) return;
  draining = true;
  metrics?.ready.set(0);
  app.log.info({ signal }, 'draining');
  setTimeout(() => {
    app.log.warn('drain timeout: exiting with requests in flight');
    process.exit(1);
  }, DRAIN_TIMEOUT_MS).unref();
  if (pageServer && DRAIN_DELAY_MS > 0) await sleep(DRAIN_DELAY_MS);
  await app.close();
  app.log.info('drained');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void drain(signal));

// a stray rejection is logged; it does not take the process (and its requests) down
process.on('unhandledRejection', (reason) => {
  if (pageServer) app.log.error({ err: reason }, 'unhandled rejection');
  else console.error('unhandled rejection', reason);
});

if (values.render) {
  // the port is open meanwhile: /healthz answers, /readyz says warming-up, pages go to the browser
  try {
    renderer = await createRenderer(values.render);
  } catch (error) {
    app.log.fatal({ err: error }, 'the render function could not start');
    process.exit(1);
  }
}
ready = true;
if (!draining) metrics?.ready.set(1);
if (pageServer) app.log.info('ready');
