// `unit`: pure rules and components that need no network. `sandbox`: *.sandbox.test.tsx, screens
// rendered in jsdom that talk to the real sandbox (tooling/jest.sandbox-projects.cjs).
const path = require('node:path');
const preset = require('../tooling/jest.preset.cjs');
const { sandboxProjects } = require('../tooling/jest.sandbox-projects.cjs');

const SANDBOX_TESTS = '\\.sandbox\\.test\\.tsx?$';

module.exports = () =>
  sandboxProjects({
    base: preset({
      rootDir: __dirname,
      setupFiles: [path.join(__dirname, '../testing/jest/jest-setup.ts')],
    }),
    portVariable: 'REMOTE_SEARCH_SANDBOX_PORT',
    unit: { testPathIgnorePatterns: ['/node_modules/', SANDBOX_TESTS] },
    sandbox: { testMatch: ['**/*.sandbox.test.ts', '**/*.sandbox.test.tsx'] },
  });
