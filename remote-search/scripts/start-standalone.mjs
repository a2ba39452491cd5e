#!/usr/bin/env node
// `pnpm --filter remote-search start`: this remote alone, as its team develops it. A webpack dev
// server on the remote's port (4101 + STOREFRONT_PORT_OFFSET) serves the standalone page
// (src/bootstrap.tsx) and proxies /api and /media to the sandbox (4010 + the offset). When no
// sandbox answers there, one is started for the session and stopped with it (by its PID).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(here, '..');
const root = path.resolve(appDir, '..');
const offset = Number(process.env.STOREFRONT_PORT_OFFSET ?? 0);
const sandboxPort = 4010 + offset;
const sandboxUrl = process.env.SANDBOX_URL ?? `http://127.0.0.1:${sandboxPort}`;

async function healthy() {
  try {
    const response = await fetch(`${sandboxUrl}/__sandbox/health`);
    return response.ok;
  } catch {
    return false;
  }
}

const children = [];
function run(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.push(child);
  return child;
}
function stop() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stop();
  process.exit(0);
});
process.on('SIGTERM', () => {
  stop();
  process.exit(0);
});

if (!(await healthy())) {
  console.log(`remote-search: starting the sandbox on ${sandboxUrl}`);
  run('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'sandbox'),
    env: { ...process.env, SANDBOX_PORT: String(sandboxPort) },
  });
  for (let i = 0; i < 100 && !(await healthy()); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const server = run('pnpm', ['exec', 'webpack', 'serve', '--mode', 'development'], {
  cwd: appDir,
  env: { ...process.env, SANDBOX_URL: sandboxUrl },
});
server.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
