// What the render server passes on or reads for the browser: `/api` and `/media` proxied to the
// backend (under the request's id), and the environment's own files, the remotes manifest and
// environment.json, read on every request so an operator's change needs no restart.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import httpProxy from '@fastify/http-proxy';

/** `/api` and `/media` to `backend`; the backend may log the call under the page server's id. */
export async function registerProxy(app, { backend }) {
  for (const prefix of ['/api', '/media']) {
    await app.register(httpProxy, {
      upstream: backend,
      prefix,
      rewritePrefix: prefix,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-request-id': request.id }),
      },
    });
  }
}

/** `/remotes.manifest.json` and `/environment.json` from the files given (either may be absent). */
export function registerEnvironmentFiles(app, { remotesManifest, environment }) {
  for (const [given, route] of [
    [remotesManifest, '/remotes.manifest.json'],
    [environment, '/environment.json'],
  ]) {
    if (!given) continue;
    const file = path.resolve(given);
    app.get(route, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache').type('application/json');
      return readFile(file, 'utf8');
    });
  }
}
