// The render server's static files, served the way they are deployed: gzip as nginx sends it
// (deploy/nginx), the brotli and gzip forms the build wrote beside each text file, hashed chunks
// cached for good, entries, manifests, translations and pages revalidated on every load (a new
// deploy is seen at once), and CORS for a remote's files. Nothing here renders a page: the local
// stack serves each remote's build with this alone (scripts/serve-static.mjs).
import { readFileSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';

/** What is called content-hashed: `name.<8 hex>.ext` (nginx's configuration says the same). */
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|webp|woff2|map)$/;

/**
 * HTTPS with the certificate and key named by STOREFRONT_TLS_CERT and STOREFRONT_TLS_KEY (the
 * stack's STOREFRONT_HTTPS=1, scripts/tls.mjs), else null: plain HTTP.
 */
export function tlsFromEnvironment() {
  return process.env.STOREFRONT_TLS_CERT && process.env.STOREFRONT_TLS_KEY
    ? {
        cert: readFileSync(process.env.STOREFRONT_TLS_CERT),
        key: readFileSync(process.env.STOREFRONT_TLS_KEY),
      }
    : null;
}

/**
 * The answers' encoding and cache headers, and the files of `root`. Registered before any other
 * route (compression is added to each route as it is declared) and before the proxy (its routes
 * take the headers set here). `index`: the folder's index file, or false when `/` is a page.
 */
export async function registerStatic(app, { root, cors = false, index = 'index.html' }) {
  // on the way, gzip only, as the deployed nginx does: brotli made on every request costs more
  // than it saves (the build's own brotli forms are sent as they are)
  await app.register(fastifyCompress, { encodings: ['gzip'] });

  app.addHook('onSend', async (request, reply) => {
    if (cors) {
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

  // the brotli and gzip forms the build wrote beside each text file (precompress.cjs), as nginx's
  // brotli_static and gzip_static send them; a file without them is gzipped on the way
  await app.register(fastifyStatic, {
    root,
    index,
    cacheControl: false,
    etag: true,
    lastModified: true,
    preCompressed: true,
  });
}
