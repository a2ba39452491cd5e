const preset = require('../tooling/jest.preset.cjs')({ rootDir: __dirname, environment: 'node' });

// fastify's inject (light-my-request) requires `cookie` 2, which ships as ESM only: let the
// transform compile it like our own code.
module.exports = {
  ...preset,
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?cookie[@/])'],
};
