#!/usr/bin/env node
// Serves one built app the way it is deployed: gzip as nginx sends it (deploy/nginx), hashed
// chunks cached for good, entries, manifests, translations and pages revalidated on every load
// (a new deploy is seen at once), CORS for remotes, and for the host the /api and /media proxy
// to the backend plus the environment's remotes manifest.
//
//   node scripts/serve-static.mjs --root host/dist --port 8080 --spa \
//        --proxy http://127.0.0.1:4010 --remotes-manifest .runtime/remotes.manifest.json
//   node scripts/serve-static.mjs --root remote-flights/dist --port 4102 --cors
import { parseArgs } from 'node:util';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string' },
    spa: { type: 'boolean', default: false },
    cors: { type: 'boolean', default: false },
    proxy: { type: 'string' },
    'remotes-manifest': { type: 'string' },
    environment: { type: 'string' },
    // the host's server build: page routes rendered on the server (docs/architecture.md)
    render: { type: 'string' },
    'render-budget-ms': {
      type: 'string',
      default: process.env.STOREFRONT_RENDER_BUDGET_MS ?? '600',
    },
  },
});
if (!values.root || !values.port) {
  console.error(
    'usage: serve-static.mjs --root <dir> --port <n> [--spa] [--cors] [--proxy <url>] [--remotes-manifest <file>]',
  );
  process.exit(2);
}

const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|webp|woff2|map)$/;
const root = path.resolve(values.root);
const app = Fastify({ logger: false });

// on the way, gzip only, as the deployed nginx does: brotli made on every request costs more than
// it saves (the build's own brotli forms are sent as they are)
await app.register(fastifyCompress, { encodings: ['gzip'] });

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
    await app.register(httpProxy, { upstream: values.proxy, prefix, rewritePrefix: prefix });
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

// the brotli and gzip forms the build wrote beside each text file (precompress.cjs), as nginx's
// brotli_static and gzip_static send them; a file without them is gzipped on the way
const renderer = values.render ? await createRenderer(values.render) : null;
await app.register(fastifyStatic, {
  root,
  index: renderer ? false : 'index.html',
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
  });
}

/** The scheme nginx says the page was asked for with (only ever behind it, on 127.0.0.1). */
function forwardedProto(request) {
  const proto = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  return proto === 'https' || proto === 'http' ? proto : null;
}

/** A page rendered on the server; null when it is one the browser renders. */
async function serverPage(request, reply) {
  let result;
  try {
    result = await renderer.render({
      url: request.url,
      hostname: request.hostname.replace(/:\d+$/, ''),
      // behind nginx (the render pool), the scheme the shopper used is the proxy's to say
      origin: `${forwardedProto(request) ?? request.protocol}://${request.headers.host ?? request.hostname}`,
      cookieHeader: request.headers.cookie ?? null,
      secure: request.protocol === 'https',
    });
  } catch (error) {
    request.log.error?.(error);
    console.error(`render ${request.url}: ${error instanceof Error ? error.stack : error}`);
    return null;
  }
  if (result.kind === 'client') {
    reply.header(
      'X-Storefront-Render',
      `client (${result.reason.slice(0, 300).replace(/[^\x20-\x7e]/g, '')})`,
    );
    return null;
  }
  if (result.kind === 'redirect') return reply.redirect(result.location, 302);
  reply.code(result.status).headers(result.headers).header('X-Storefront-Render', 'server');
  return reply.send(result.body);
}

/** A route of the client-side router: the page, rendered on the server when it can be. */
async function page(request, reply) {
  if (renderer) {
    const sent = await serverPage(request, reply);
    if (sent) return sent;
  }
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}

if (values.spa) {
  // with a render server, `/` is a page route like the others (not the folder's index.html)
  if (renderer) app.get('/', page);
  // Every route of the client-side router answers with the page.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || path.extname(request.url.split('?')[0])) {
      return reply.code(404).send('Not found');
    }
    return page(request, reply);
  });
}

await app.listen({ host: '127.0.0.1', port: Number(values.port) });
console.log(`serving ${path.relative(process.cwd(), root)} at http://127.0.0.1:${values.port}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => app.close().then(() => process.exit(0)));
