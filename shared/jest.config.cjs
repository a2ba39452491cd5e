const path = require('node:path');
const preset = require('../tooling/jest.preset.cjs')({
  rootDir: __dirname,
  setupFiles: [path.join(__dirname, '../testing/jest/jest-setup.ts')],
});
const { sandboxProjects } = require('../tooling/jest.sandbox-projects.cjs');

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

// `unit`: everything but the api modules. `api`: the api modules and components whose tests
// talk to the sandbox (*.sandbox.test.tsx), against the real sandbox process
// (tooling/jest.sandbox-projects.cjs; see src/api/README.md).
module.exports = () =>
  sandboxProjects({
    base,
    portVariable: 'SHARED_API_SANDBOX_PORT',
    unit: { testPathIgnorePatterns: ['/node_modules/', API_TESTS, '\\.sandbox\\.test\\.tsx?$'] },
    sandbox: {
      displayName: 'api',
      roots: ['<rootDir>/src'],
      testMatch: [`${API_TESTS}**/*.test.ts`, '<rootDir>/src/**/*.sandbox.test.tsx'],
    },
  });
