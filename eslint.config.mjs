// One lint set-up for every package. Boundaries (docs/architecture.md): no app imports another
// app's folder, `shared` imports no app, features do not reach into each other, a layer never
// imports a layer above it (inside each app and inside `shared`), nothing ships the sandbox or a
// test helper, and cart state goes through `@storefront/shared/state`, never `jotai` directly.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);
const { SHELL_MODULES } = load('./tooling/webpack/shared-deps.cjs');
const { declaredRemotes } = load('./scripts/remotes-declared.cjs');

/** The host and every remote the workspace declares (scripts/remotes-declared.cjs). */
const APPS = ['host', ...declaredRemotes().map((remote) => remote.app)];
const UI_PACKAGES = [...APPS, 'shared'];

/** Each feature may import only itself among the features of its app. */
function featureZones() {
  const zones = [];
  for (const app of APPS) {
    const featuresDir = path.join(app, 'src/features');
    if (!fs.existsSync(featuresDir)) continue;
    const features = fs
      .readdirSync(featuresDir)
      .filter((f) => fs.statSync(path.join(featuresDir, f)).isDirectory());
    for (const feature of features) {
      zones.push({
        target: `./${app}/src/features/${feature}`,
        from: `./${app}/src/features`,
        except: [`./${feature}`],
        message:
          'Features do not reach into each other: move what both need to src/lib or to shared.',
      });
    }
  }
  return zones;
}

/**
 * The layers of an app and of `shared`, top first (docs/architecture.md, "Layers"): a module may
 * import its own layer and the layers below it, never one above. Each layer is a list of folders
 * (or files) under the package's `src`.
 */
const APP_LAYERS = [
  ['index.ts', 'bootstrap.tsx', 'early.ts', 'app', 'exposed'],
  ['features'],
  ['components', 'hooks'],
  ['lib'],
];
const SHARED_LAYERS = [
  ['standalone'],
  ['ui'],
  ['i18n', 'tracking'],
  ['state'],
  ['api'],
  ['domain'],
  ['start-up'],
  ['lib'],
];

/** No layer of `pkg` imports a layer above it, and no product module imports its test helpers. */
function layerZones(pkg, layers) {
  const zones = layers.flatMap((layer, level) =>
    layer.map((dir) => ({
      target: `./${pkg}/src/${dir}`,
      from: layers
        .slice(0, level)
        .flat()
        .map((above) => `./${pkg}/src/${above}`),
      message: `A layer imports only itself and the layers below it (${layers
        .map((names) => names.join('/'))
        .join(' > ')}).`,
    })),
  );
  return [
    ...zones.filter((zone) => zone.from.length > 0),
    ...[`./${pkg}/src/testing`, './testing'].map((helpers) => ({
      target: `./${pkg}/src`,
      from: helpers,
      message: 'Test helpers (src/testing, @storefront/testing) are for test files only.',
    })),
  ];
}

const layeredZones = [
  ...APPS.flatMap((app) => layerZones(app, APP_LAYERS)),
  ...layerZones('shared', SHARED_LAYERS),
];

/** Files outside the layers: tests (they may set up any layer) and the test helpers. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/src/testing/**'];

const appZones = [
  ...APPS.flatMap((app) =>
    [...APPS, 'sandbox', 'e2e']
      .filter((other) => other !== app)
      .map((other) => ({
        // (a remote's own e2e, remote-<name>/e2e/, runs on the e2e package's support)
        target: other === 'e2e' ? `./${app}/src` : `./${app}`,
        from: `./${other}`,
        message: 'Apps meet through federation or shared, never by importing each other.',
      })),
  ),
  ...[...APPS, 'sandbox', 'e2e'].map((app) => ({
    target: './shared',
    from: `./${app}`,
    message: 'shared imports no app.',
  })),
  // the operator tooling (operations/) runs in Node: of the apps, only the host's render server
  // (host/server) imports it, never code a browser loads
  {
    target: [
      './shared',
      ...APPS.filter((app) => app !== 'host').map((app) => `./${app}`),
      './host/src',
    ],
    from: './operations',
    message: 'Operator tooling (@storefront/operations) is for Node: the browser never loads it.',
  },
];

/**
 * The host's render function (host/server/render, its server build) sits above all of the host's
 * browser code, which never imports it (nor the rest of the render server, host/server).
 */
const RENDER_FUNCTION = 'host/server/render/**/*.{ts,tsx}';
const renderServerZones = [
  {
    target: './host/src',
    from: './host/server',
    message: 'The browser code does not import the render server (host/server).',
  },
];
const renderFunctionHelperZones = [
  {
    target: './host/server',
    from: ['./host/src/testing', './testing'],
    message: 'Test helpers (src/testing, @storefront/testing) are for test files only.',
  },
];

/** What every UI package may not import, and `extra` besides. */
function uiImports(...extra) {
  return {
    paths: [{ name: 'jotai', message: 'Use the atoms and hooks of @storefront/shared/state.' }],
    patterns: [
      {
        group: ['**/shared/src/**'],
        message: 'Import the shared package by its name (@storefront/shared/...).',
      },
      ...extra,
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '.runtime/**',
      '.releases/**',
      '.bench/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...appZones, ...renderServerZones, ...featureZones()] },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [...UI_PACKAGES.map((p) => `${p}/src/**/*.{ts,tsx}`), RENDER_FUNCTION],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appZones,
            ...renderServerZones,
            ...featureZones(),
            ...layeredZones,
            ...renderFunctionHelperZones,
          ],
        },
      ],
    },
  },
  {
    files: [...UI_PACKAGES.map((p) => `${p}/src/**/*.{ts,tsx}`), RENDER_FUNCTION],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // a region that scrolls (a wide table on a phone) is reached and scrolled by keyboard
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      'no-restricted-imports': ['error', uiImports()],
    },
  },
  {
    // the shell imports only the shared modules it provides to the remotes (shared-deps.cjs), so
    // no remote loads a second copy of what the page already has
    files: ['host/src/**/*.{ts,tsx}', RENDER_FUNCTION],
    ignores: ['host/{src,server}/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        uiImports({
          regex: `^@storefront/shared/(?!(${[
            ...SHELL_MODULES,
            '@storefront/shared/start-up',
            '@storefront/shared/ui/tokens.css',
            '@storefront/shared/ui/utilities.css',
          ]
            .map((name) => name.slice('@storefront/shared/'.length).replace(/[.]/g, '\\.'))
            .join('|')})$)`,
          message:
            'The shell imports only the shared modules it provides to the remotes: add this one to SHELL_MODULES in tooling/webpack/shared-deps.cjs.',
        }),
      ],
    },
  },
  {
    // inside shared, modules that hold the page's one instance are reached by package name, so
    // every app that consumes them through federation gets the same instance
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/state/cart-state',
                '**/i18n/i18n',
                '**/api/client',
                '!@storefront/shared/**',
              ],
              message: 'Import instance-holding modules by package name: @storefront/shared/…',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/state/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      ...UI_PACKAGES.map((p) => `${p}/src/**/*.test.{ts,tsx}`),
      'host/server/render/**/*.test.{ts,tsx}',
    ],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
