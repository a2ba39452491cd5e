const net = require('node:net');
const path = require('node:path');
const preset = require('../tooling/jest.preset.cjs')({ rootDir: __dirname });

// The package reaches its instance-holding modules by its own name (see eslint.config.mjs);
// jest resolves those self-references through the `exports` map.
const { exports: exportsMap } = require('./package.json');
const selfReferences = {};
for (const [subpath, target] of Object.entries(exportsMap)) {
  const from = `^@storefront/shared/${subpath.slice(2).replace('*', '(.+)')}$`;
  selfReferences[from] = `<rootDir>/${target.slice(2).replace('*', '$1')}`;
}

const base = { ...preset, moduleNameMapper: { ...selfReferences, ...preset.moduleNameMapper } };
const API_TESTS = '<rootDir>/src/api/';

/** A port nobody listens on now (SHARED_API_SANDBOX_PORT pins one). */
function freePort() {
  const pinned = Number(process.env.SHARED_API_SANDBOX_PORT);
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

// Two projects: `unit` (everything but the api modules) and `api`, whose tests run against the
// real sandbox process. The api project's globalSetup starts the sandbox on a free port (only when
// one of its tests runs) and its page origin is the sandbox's, so axios' XHR calls are
// same-origin in jsdom and document.cookie carries Abp.AuthToken. See src/api/README.md.
module.exports = async () => {
  const sandboxUrl = `http://127.0.0.1:${await freePort()}/`;
  return {
    projects: [
      {
        ...base,
        displayName: 'unit',
        testPathIgnorePatterns: ['/node_modules/', API_TESTS, '\\.sandbox\\.test\\.tsx?$'],
      },
      {
        ...base,
        displayName: 'api',
        // the api modules, and components whose tests talk to the sandbox (*.sandbox.test.tsx)
        roots: ['<rootDir>/src'],
        testMatch: [`${API_TESTS}**/*.test.ts`, '<rootDir>/src/**/*.sandbox.test.tsx'],
        testEnvironmentOptions: { url: sandboxUrl },
        globalSetup: path.join(__dirname, 'src/api/testing/sandbox-global-setup.cjs'),
        globalTeardown: path.join(__dirname, 'src/api/testing/sandbox-global-teardown.cjs'),
        // the calls are real HTTP round trips; a slow CI machine gets room
        testTimeout: 20_000,
      },
    ],
  };
};
