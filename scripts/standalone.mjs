#!/usr/bin/env node
// `pnpm --filter <app> start`: one app alone, in webpack's dev server, with /api, /media and the
// receivers proxied to the sandbox. The sandbox is started too when nothing answers on its port,
// so a remote's team needs nothing else. A remote's dev server has a port of its own (its
// package's `storefront.devPort`, clear of the stack's), so it runs beside `pnpm start` too, and
// the shop loads it in one browser tab by an override (README, "Change one remote"). Ports move
// with STOREFRONT_PORT_OFFSET like the stack's.
//
//   node scripts/standalone.mjs remote-<name>     → http://127.0.0.1:<its devPort>/<its route>
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './build.mjs';
import { DECLARED_REMOTES, PORTS, devPort } from './stack.mjs';

/**
 * Each app's page to open: the host's first page, a remote's first declared route; its port is
 * its package's `storefront.devPort` (moved by the offset).
 */
const APPS = {
  host: { path: '/' },
  ...Object.fromEntries(
    DECLARED_REMOTES.map((remote) => [remote.app, { path: remote.routes[0].path, remote }]),
  ),
};

const app = process.argv[2];
if (!app || !Object.hasOwn(APPS, app)) {
  console.error(`usage: standalone.mjs <${Object.keys(APPS).join('|')}>`);
  process.exit(2);
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });

const children = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) process.kill(child.pid, 'SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(), process.exit(0)));

const sandboxUrl = process.env.SANDBOX_URL ?? `http://127.0.0.1:${PORTS.sandbox}`;
if (!process.env.SANDBOX_URL && !(await listening(PORTS.sandbox))) {
  console.log(`starting the sandbox on ${sandboxUrl}`);
  children.push(
    spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'sandbox/src/main.ts')], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, SANDBOX_PORT: String(PORTS.sandbox) },
    }),
  );
}

const { path: start, remote } = APPS[app];
const port = devPort(app);
console.log(
  `${app} alone: http://127.0.0.1:${port}${start} (backend: ${sandboxUrl}; ?brand=<domain> for another brand)`,
);
if (remote) {
  console.log(
    `in the shop started by \`pnpm start\`, for this browser tab only: ` +
      `http://sunsea.localhost:${PORTS.host}${start}?remote-override=${remote.name}@http://127.0.0.1:${port}/mf-manifest.json`,
  );
}
const server = spawn(
  process.execPath,
  [
    path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
    'serve',
    '--mode',
    'development',
    '--port',
    String(port),
  ],
  { cwd: path.join(ROOT, app), stdio: 'inherit', env: { ...process.env, SANDBOX_URL: sandboxUrl } },
);
children.push(server);
server.on('exit', (code) => {
  stopAll();
  process.exit(code ?? 1);
});
