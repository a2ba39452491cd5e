// `unit`: src/lib, pure rules with no network. `screens`: the screens and their parts, rendered in
// jsdom and talking to the real sandbox.
module.exports = require('../tooling/jest.remote-config.cjs')({ dir: __dirname, unit: 'lib' });
