/**
 * Starts the sandbox on 127.0.0.1:SANDBOX_PORT (default 4010) and the payment provider it plays
 * on 127.0.0.1:SANDBOX_PROVIDER_PORT (default: a free port, printed; the stack passes its own),
 * both over HTTPS when STOREFRONT_TLS_CERT and STOREFRONT_TLS_KEY name a certificate and its key.
 */
import { readFileSync } from 'node:fs';
import { createSandboxServers } from './server';

const DEFAULT_PORT = 4010;

function readNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const port = readNumber('SANDBOX_PORT') ?? DEFAULT_PORT;
const providerPort = readNumber('SANDBOX_PROVIDER_PORT') ?? 0;
let providerOrigin = process.env.SANDBOX_PROVIDER_ORIGIN || '';
const cartTtlSeconds = readNumber('SANDBOX_CART_TTL_SECONDS');
const tls =
  process.env.STOREFRONT_TLS_CERT && process.env.STOREFRONT_TLS_KEY
    ? {
        cert: readFileSync(process.env.STOREFRONT_TLS_CERT),
        key: readFileSync(process.env.STOREFRONT_TLS_KEY),
      }
    : undefined;
const { sandbox, provider } = createSandboxServers({
  providerOrigin: () => providerOrigin,
  ...(process.env.SANDBOX_PROVIDER_SECRET
    ? { providerSecret: process.env.SANDBOX_PROVIDER_SECRET }
    : {}),
  logger: process.env.SANDBOX_LOG === '1',
  ...(tls ? { tls } : {}),
  ...(cartTtlSeconds === undefined ? {} : { cartTtlSeconds }),
  ...(process.env.SANDBOX_TOKEN_SECRET ? { tokenSecret: process.env.SANDBOX_TOKEN_SECRET } : {}),
});

// the provider first: the sandbox's port opening tells a waiting stack that both are up
const providerUrl = await provider.listen({ host: '127.0.0.1', port: providerPort });
providerOrigin ||= providerUrl;
const url = await sandbox.listen({ host: '127.0.0.1', port });
console.log(`Sandbox listening on ${url}, its payment provider on ${providerUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([sandbox.close(), provider.close()]).then(() => process.exit(0));
  });
}
