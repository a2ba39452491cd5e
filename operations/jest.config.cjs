// Node-only modules: run in Node, not in a DOM.
module.exports = require('../tooling/jest.preset.cjs')({ rootDir: __dirname, environment: 'node' });
