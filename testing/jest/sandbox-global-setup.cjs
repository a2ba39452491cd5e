// Jest globalSetup of the `api` project: starts the real sandbox (sandbox/src/main.ts through
// tsx) on the port of the project's page URL and waits until it answers. The child is a single
// node process (tsx is loaded with --import), stopped by its PID in the globalTeardown; a watchdog
// preload makes it exit on its own if jest dies without tearing down.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const WORKSPACE = path.resolve(__dirname, '../..');
const SANDBOX_MAIN = path.join(WORKSPACE, 'sandbox/src/main.ts');
const START_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(origin) {
  try {
    const response = await fetch(new URL('/__sandbox/health', origin), {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

module.exports = async function startSandbox(_globalConfig, projectConfig) {
  const origin = new URL(projectConfig.testEnvironmentOptions.url).origin;
  const port = new URL(origin).port;
  if (await answers(origin)) {
    throw new Error(
      `Something already answers on ${origin}; set SHARED_API_SANDBOX_PORT to a free port`,
    );
  }
  const tsx = pathToFileURL(require.resolve('tsx', { paths: [WORKSPACE] })).href;
  const watchdog = pathToFileURL(path.join(__dirname, 'sandbox-watchdog.mjs')).href;
  const child = spawn(process.execPath, ['--import', tsx, '--import', watchdog, SANDBOX_MAIN], {
    cwd: path.dirname(path.dirname(SANDBOX_MAIN)),
    env: { ...process.env, SANDBOX_PORT: port, SANDBOX_LOG: '0' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
  });

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(origin))) {
    if (exited || Date.now() > deadline) {
      if (!exited) child.kill('SIGKILL');
      throw new Error(
        `The sandbox did not start on ${origin} (${exited ? `exited ${JSON.stringify(exited)}` : 'timed out'}):\n${output}`,
      );
    }
    await sleep(100);
  }
  // Only globalTeardown reads this (it runs in the same process).
  globalThis.__STOREFRONT_API_SANDBOX__ = { child, origin };
};
