const path = require('node:path');

module.exports = require('../tooling/jest.preset.cjs')({
  rootDir: __dirname,
  setupFiles: [path.join(__dirname, '../testing/jest/jest-setup.ts')],
});
