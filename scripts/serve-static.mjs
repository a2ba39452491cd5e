#!/usr/bin/env node
// Serves one built folder's files the way they are deployed (host/server/static.mjs: gzip as
// nginx sends it, hashed chunks cached for good, the rest revalidated, CORS with --cors): each
// remote's build, a fixture's and the release store in the local stack (scripts/stack.mjs). It
// renders no page: the host's pages are the render server's (host/server/main.mjs).
//
//   node scripts/serve-static.mjs --root remote-<name>/dist --port <its port> --cors
import { parseArgs } from 'node:util';
import path from 'node:path';
import Fastify from 'fastify';
import { registerStatic, tlsFromEnvironment } from '../host/server/static.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    cors: { type: 'boolean', default: false },
  },
});
if (!values.root || !values.port) {
  console.error('usage: serve-static.mjs --root <dir> --port <n> [--host 127.0.0.1] [--cors]');
  process.exit(2);
}

const root = path.resolve(values.root);
/** how long a stopping server waits for its requests in flight before it exits anyway */
const DRAIN_TIMEOUT_MS = Number(process.env.STOREFRONT_DRAIN_TIMEOUT_MS ?? 20_000);
const tls = tlsFromEnvironment();
const app = Fastify({ ...(tls ? { https: tls } : {}), logger: false, return503OnClosing: true });
let draining = false;

await registerStatic(app, { root, cors: values.cors });
// while stopping, every answer closes its connection (a kept-alive one would hold the close)
app.addHook('onSend', async (_request, reply) => {
  if (draining) reply.header('connection', 'close');
});

await app.listen({ host: values.host, port: Number(values.port) });
console.log(
  `serving ${path.relative(process.cwd(), root)} at ${tls ? 'https' : 'http'}://${values.host}:${values.port}`,
);

/** SIGTERM (or SIGINT): no new request, those in flight finished, then the process exits. */
async function stop() {
  if (draining) return;
  draining = true;
  setTimeout(() => process.exit(1), DRAIN_TIMEOUT_MS).unref();
  await app.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop());

process.on('unhandledRejection', (reason) => console.error('unhandled rejection', reason));
