import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';

/** A certificate and its key, PEM (the stack's local certificate, scripts/tls.mjs). */
export type TlsFiles = { cert: string | Buffer; key: string | Buffer };

/** What the sandbox's servers are made with. */
type Options = { logger: boolean; bodyLimit: number };

/**
 * A Fastify instance over HTTPS when given a certificate (the stack served as production is,
 * STOREFRONT_HTTPS=1), else over HTTP.
 */
export function createFastify(options: Options, tls?: TlsFiles): FastifyInstance {
  if (!tls) return Fastify(options);
  // the same routes and hooks whatever the listener: only the server under them differs
  return Fastify({ ...options, https: tls }) as unknown as FastifyInstance;
}
