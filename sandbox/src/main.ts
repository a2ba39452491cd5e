/** Starts the sandbox on 127.0.0.1:SANDBOX_PORT (default 4010). */
import { createSandbox } from './server';

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
const cartTtlSeconds = readNumber('SANDBOX_CART_TTL_SECONDS');
const sandbox = createSandbox({
  logger: process.env.SANDBOX_LOG === '1',
  ...(cartTtlSeconds === undefined ? {} : { cartTtlSeconds }),
  ...(process.env.SANDBOX_TOKEN_SECRET ? { tokenSecret: process.env.SANDBOX_TOKEN_SECRET } : {}),
});

const url = await sandbox.listen({ host: '127.0.0.1', port });
console.log(`Sandbox listening on ${url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
