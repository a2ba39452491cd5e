// Two projects: `unit` (src/lib: pure rules, no network) and `screens` (the screens and their
// parts, rendered in jsdom and talking to the real sandbox, as the shared api tests do: the page
// origin IS the sandbox, started by shared's jest set-up on a free port and stopped by its PID).
const net = require('node:net');
const path = require('node:path');
const preset = require('../tooling/jest.preset.cjs')({
  rootDir: __dirname,
  setupFiles: [path.join(__dirname, 'jest.setup-screens.cjs')],
});

const SANDBOX_TESTING = path.join(__dirname, '../shared/src/api/testing');
const LIB = '<rootDir>/src/lib/';

/** A port nobody listens on now (REMOTE_FLIGHTS_SANDBOX_PORT pins one). */
function freePort() {
  const pinned = Number(process.env.REMOTE_FLIGHTS_SANDBOX_PORT);
  if (Number.isInteger(pinned) && pinned > 0) return Promise.resolve(pinned);
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

module.exports = async () => ({
  // screens wait on real HTTP round trips to the sandbox (testTimeout is global, not per project)
  testTimeout: 30_000,
  projects: [
    { ...preset, displayName: 'unit', roots: [LIB] },
    {
      ...preset,
      displayName: 'screens',
      testPathIgnorePatterns: ['/node_modules/', LIB],
      testEnvironmentOptions: { url: `http://127.0.0.1:${await freePort()}/` },
      globalSetup: path.join(SANDBOX_TESTING, 'sandbox-global-setup.cjs'),
      globalTeardown: path.join(SANDBOX_TESTING, 'sandbox-global-teardown.cjs'),
    },
  ],
});
