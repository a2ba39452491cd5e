#!/usr/bin/env node
// `pnpm --filter remote-deals start`: this remote alone, in webpack's dev server, on port 4104
// (moved by STOREFRONT_PORT_OFFSET like every port of the stack), with /api and /media proxied
// to the sandbox at SANDBOX_URL (default http://127.0.0.1:4010, moved by the same offset).
// Open http://127.0.0.1:4104/deals (add ?brand=flyfree.localhost for another brand, ?lang=fr
// for another language). The dev server is this script's child and stops with it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const offset = Number(process.env.STOREFRONT_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0) {
  console.error(
    `STOREFRONT_PORT_OFFSET must be a whole number, not "${process.env.STOREFRONT_PORT_OFFSET}"`,
  );
  process.exit(2);
}
const port = 4104 + offset;
const sandboxUrl = process.env.SANDBOX_URL ?? `http://127.0.0.1:${4010 + offset}`;
const cli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');

console.log(`remote-deals standalone: http://127.0.0.1:${port}/deals (sandbox: ${sandboxUrl})`);
const child = spawn(
  process.execPath,
  [cli, 'serve', '--mode', 'development', '--port', String(port)],
  { cwd: APP_DIR, stdio: 'inherit', env: { ...process.env, SANDBOX_URL: sandboxUrl } },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
