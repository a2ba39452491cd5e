// `unit`: components and rules from state, no network. `sandbox`: *.sandbox.test.tsx, screens
// against the real sandbox. The set-up serves the remote's translation files.
module.exports = require('../tooling/jest.remote-config.cjs')({
  dir: __dirname,
  unit: 'sandbox-files',
  setupFile: 'src/testing/setup.ts',
});
