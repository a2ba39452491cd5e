// `unit`: src/lib, pure rules with no network. `screens`: the screens, rendered in jsdom and
// talking to the real sandbox (tooling/jest.sandbox-projects.cjs).
const path = require('node:path');
const preset = require('../tooling/jest.preset.cjs');
const { sandboxProjects } = require('../tooling/jest.sandbox-projects.cjs');

const LIB = '<rootDir>/src/lib/';

module.exports = () =>
  sandboxProjects({
    base: preset({
      rootDir: __dirname,
      setupFiles: [path.join(__dirname, 'jest.setup-screens.cjs')],
    }),
    portVariable: 'REMOTE_DEALS_SANDBOX_PORT',
    unit: { roots: [LIB] },
    sandbox: { displayName: 'screens', testPathIgnorePatterns: ['/node_modules/', LIB] },
  });
