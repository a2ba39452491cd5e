const net = require('node:net');
const path = require('node:path');
const preset = require('../tooling/jest.preset.cjs');

const TESTING = path.join(__dirname, '../shared/src/api/testing');
const SANDBOX_TESTS = '\\.sandbox\\.test\\.tsx?$';

/** A port nobody listens on now (REMOTE_CART_SANDBOX_PORT pins one). */
function freePort() {
  const pinned = Number(process.env.REMOTE_CART_SANDBOX_PORT);
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

// Two projects. `unit`: components and rules from state, no network. `sandbox`
// (*.sandbox.test.tsx): screens against the real sandbox, started by the shared package's jest
// set-up; the page origin is the sandbox's, so the API calls are same-origin as in production.
module.exports = async () => {
  const sandboxUrl = `http://127.0.0.1:${await freePort()}/`;
  const base = preset({
    rootDir: __dirname,
    setupFiles: [path.join(__dirname, 'src/testing/setup.ts')],
  });
  return {
    // the sandbox project's calls are real HTTP round trips
    testTimeout: 30_000,
    projects: [
      { ...base, displayName: 'unit', testPathIgnorePatterns: ['/node_modules/', SANDBOX_TESTS] },
      {
        ...base,
        displayName: 'sandbox',
        testMatch: ['**/*.sandbox.test.tsx', '**/*.sandbox.test.ts'],
        testEnvironmentOptions: { url: sandboxUrl },
        globalSetup: path.join(TESTING, 'sandbox-global-setup.cjs'),
        globalTeardown: path.join(TESTING, 'sandbox-global-teardown.cjs'),
      },
    ],
  };
};
