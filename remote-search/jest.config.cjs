// `unit`: pure rules and components that need no network. `sandbox`: *.sandbox.test.tsx, screens
// rendered in jsdom that talk to the real sandbox.
module.exports = require('../tooling/jest.remote-config.cjs')({
  dir: __dirname,
  unit: 'sandbox-files',
});
