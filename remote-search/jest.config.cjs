// Two projects: `unit` (pure rules and components that need no network) and `sandbox` (screens
// rendered in jsdom that talk to the real sandbox, as shared's api tests do: the page origin IS
// the sandbox, started by shared's jest set-up on a free port and stopped by its PID afterwards).
// A test file that needs the sandbox is named *.sandbox.test.tsx.
const net = require('node:net');
const path = require('node:path');
const preset = require('../tooling/jest.preset.cjs')({
  rootDir: __dirname,
  setupFiles: [path.join(__dirname, 'src/testing/jest-setup.ts')],
});

const SANDBOX_TESTING = path.join(__dirname, '../shared/src/api/testing');
const SANDBOX_TESTS = '\\.sandbox\\.test\\.tsx?$';

/** A port nobody listens on now (REMOTE_SEARCH_SANDBOX_PORT pins one). */
function freePort() {
  const pinned = Number(process.env.REMOTE_SEARCH_SANDBOX_PORT);
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
  // the sandbox project's calls are real HTTP round trips on a shared machine
  testTimeout: 30_000,
  projects: [
    {
      ...preset,
      displayName: 'unit',
      testPathIgnorePatterns: ['/node_modules/', SANDBOX_TESTS],
    },
    {
      ...preset,
      displayName: 'sandbox',
      testMatch: ['**/*.sandbox.test.ts', '**/*.sandbox.test.tsx'],
      testEnvironmentOptions: { url: `http://127.0.0.1:${await freePort()}/` },
      globalSetup: path.join(SANDBOX_TESTING, 'sandbox-global-setup.cjs'),
      globalTeardown: path.join(SANDBOX_TESTING, 'sandbox-global-teardown.cjs'),
    },
  ],
});
