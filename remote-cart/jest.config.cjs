// `unit`: components and rules from state, no network. `sandbox`: *.sandbox.test.tsx, screens
// against the real sandbox (tooling/jest.sandbox-projects.cjs).
const path = require('node:path');
const preset = require('../tooling/jest.preset.cjs');
const { sandboxProjects } = require('../tooling/jest.sandbox-projects.cjs');

const SANDBOX_TESTS = '\\.sandbox\\.test\\.tsx?$';

module.exports = () =>
  sandboxProjects({
    base: preset({
      rootDir: __dirname,
      setupFiles: [path.join(__dirname, 'src/testing/setup.ts')],
    }),
    portVariable: 'REMOTE_CART_SANDBOX_PORT',
    unit: { testPathIgnorePatterns: ['/node_modules/', SANDBOX_TESTS] },
    sandbox: { testMatch: ['**/*.sandbox.test.tsx', '**/*.sandbox.test.ts'] },
  });
