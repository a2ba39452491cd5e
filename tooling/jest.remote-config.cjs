// The jest configuration of a remote: the preset (tooling/jest.preset.cjs) in two projects, one
// without network and one against the real sandbox (tooling/jest.sandbox-projects.cjs). A remote
// names which of its tests need no network and, where it has one, its own set-up file.
const path = require('node:path');
const preset = require('./jest.preset.cjs');
const { sandboxProjects } = require('./jest.sandbox-projects.cjs');

const LIB = '<rootDir>/src/lib/';
const SANDBOX_TESTS = '\\.sandbox\\.test\\.tsx?$';

const SPLITS = {
  // `unit`: src/lib, pure rules; `screens`: everything else, rendered against the sandbox
  lib: {
    unit: { roots: [LIB] },
    sandbox: { displayName: 'screens', testPathIgnorePatterns: ['/node_modules/', LIB] },
  },
  // `unit`: every test but *.sandbox.test.ts(x); `sandbox`: those
  'sandbox-files': {
    unit: { testPathIgnorePatterns: ['/node_modules/', SANDBOX_TESTS] },
    sandbox: { testMatch: ['**/*.sandbox.test.ts', '**/*.sandbox.test.tsx'] },
  },
};

/**
 * @param {object} remote
 * @param {string} remote.dir the remote's folder (its name pins the sandbox's port through
 *   `<NAME>_SANDBOX_PORT`, e.g. REMOTE_CART_SANDBOX_PORT)
 * @param {'lib' | 'sandbox-files'} remote.unit which tests are the unit project's
 * @param {string} [remote.setupFile] the remote's own set-up, relative to its folder (by default
 *   the common one, testing/jest/jest-setup.ts)
 */
module.exports = function remoteJestConfig({ dir, unit, setupFile }) {
  const setup = setupFile
    ? path.join(dir, setupFile)
    : path.join(__dirname, '../testing/jest/jest-setup.ts');
  const portVariable = `${path.basename(dir).toUpperCase().replace(/-/g, '_')}_SANDBOX_PORT`;
  return () =>
    sandboxProjects({
      base: preset({ rootDir: dir, setupFiles: [setup] }),
      portVariable,
      ...SPLITS[unit],
    });
};
