const path = require('node:path');

const preset = require('../tooling/jest.preset.cjs')({
  rootDir: __dirname,
  setupFiles: [path.join(__dirname, '../testing/jest/jest-setup.ts')],
});

// the render function (server/render) beside the browser code
module.exports = { ...preset, roots: [...preset.roots, '<rootDir>/server/render'] };
