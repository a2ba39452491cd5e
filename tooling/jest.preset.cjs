// One jest set-up for every package: @swc/jest (fast TypeScript transform), Testing Library
// matchers, CSS stubbed. `environment` is 'jsdom' for UI packages and 'node' for the sandbox.
const path = require('node:path');
const { hostRemotes } = require('../scripts/remotes-declared.cjs');

module.exports = function jestPreset({ rootDir, environment = 'jsdom', setupFiles = [] }) {
  return {
    rootDir,
    testEnvironment: environment,
    // what every build but a faulty release defines, and the host's build besides
    // (tooling/webpack/create-config.cjs): the remotes the workspace declares
    globals: { __RELEASE_RENDER_ERROR_RATE__: 0, __STOREFRONT_REMOTES__: hostRemotes() },
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // pnpm keeps packages under node_modules/.pnpm/<name>@<version>/node_modules/<name>:
    // ESM-only dependencies must be transformed, so they are let through here.
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(@storefront|leaflet|react-leaflet|@react-leaflet|supercluster|kdbush|date-fns|react-day-picker|@date-fns|@observablehq|d3|internmap|delaunator|robust-predicates|isoformat|linkedom|css-select|css-what|domutils|dom-serializer|domhandler|domelementtype|entities|htmlparser2|nth-check|boolbase|cssom|uhyphen|html-escaper))',
    ],
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'jest.style-stub.cjs'),
      '\\.(svg|png|jpg|webp)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : []),
      ...setupFiles,
    ],
    // a guard against hangs, not a speed check: component tests driven by userEvent take seconds
    // on a loaded 2-core CI machine, well past jest's default of 5 s
    testTimeout: 30_000,
    clearMocks: true,
    restoreMocks: true,
  };
};
