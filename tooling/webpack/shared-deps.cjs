// The share scope every app declares (docs/federation.md): the libraries that must be one copy
// on a page, and the @storefront/shared modules the shell provides. Each with `requiredVersion`
// read from the package.json of the version installed for the app (pnpm's `catalog:` in an app's
// own package.json is not a semver range).
const fs = require('node:fs');
const path = require('node:path');

// zod/mini is reached through @storefront/shared's schemas as much as through an app's forms: the
// version @storefront/shared installs
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'jotai',
  'i18next',
  'react-i18next',
  'axios',
  'zod/mini',
  // the screens' queries: one QueryClient's cache for the page (@storefront/shared/api/queries)
  '@tanstack/react-query',
];

/**
 * Shared under a library's name, with code from a file of ours: a facade naming every export
 * the composition may use, so the shared chunk keeps only those (facade-guard.cjs checks).
 */
const FACADES = {
  'react-router-dom': path.join(__dirname, 'facades/react-router-dom.mjs'),
  'react-i18next': path.join(__dirname, 'facades/react-i18next.mjs'),
  'zod/mini': path.join(__dirname, 'facades/zod-mini.mjs'),
  '@tanstack/react-query': path.join(__dirname, 'facades/tanstack-react-query.mjs'),
};

const SHARED_DIR = path.resolve(__dirname, '../../shared');
const SHARED = JSON.parse(fs.readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8'));
// The @storefront/shared modules the shell provides to every remote (`shellModules` in its
// package.json, docs/federation.md#sharing): those holding the page's one instance (the store,
// i18n, the API client, tracking) and the rest of what the shell loads. The host imports no other
// (eslint.config.mjs). Every other module of the package is ordinary code each remote bundles.
const SHELL_MODULES = SHARED.shellModules.map((subpath) => path.posix.join(SHARED.name, subpath));

/**
 * The folder of `pkg` as `appDir` resolves it; for an app that does not depend on it itself (the
 * e2e's fixture remotes have no dependencies of their own), as the shared package does.
 */
function packageDir(pkg, appDir) {
  const resolve = (from) => path.dirname(require.resolve(`${pkg}/package.json`, { paths: [from] }));
  try {
    return resolve(appDir);
  } catch (error) {
    if (error.code !== 'MODULE_NOT_FOUND') throw error;
    return resolve(SHARED_DIR);
  }
}

/** The package name and installed version of a shared request. */
function versionOf(request, appDir) {
  if (request.startsWith(`${SHARED.name}/`))
    return { pkgName: SHARED.name, version: SHARED.version };
  const pkgName = request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');
  const dir = packageDir(pkgName, request === 'zod/mini' ? SHARED_DIR : appDir);
  const file = path.join(dir, 'package.json');
  return { pkgName, version: JSON.parse(fs.readFileSync(file, 'utf8')).version };
}

/** @returns {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
function sharedConfig(appDir) {
  const shared = {};
  for (const request of [...SINGLETONS, ...SHELL_MODULES]) {
    const { pkgName, version } = versionOf(request, appDir);
    shared[request] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      packageName: pkgName,
      ...(FACADES[request] ? { import: FACADES[request] } : {}),
    };
  }
  return shared;
}

/**
 * Resolve aliases the facades need: react-router's production build (its package `exports` map
 * names only the development one), and the real packages under names that are not their share
 * keys (a facade importing `react-i18next` would consume itself).
 */
function facadeAliases(appDir) {
  const router = packageDir('react-router', packageDir('react-router-dom', appDir));
  return {
    'react-router$': path.join(router, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(router, 'dist/production/dom-export.mjs'),
    '@storefront/facade-impl/react-i18next$': path.join(
      packageDir('react-i18next', appDir),
      'dist/es/index.js',
    ),
    '@storefront/facade-impl/zod-mini$': path.join(packageDir('zod', SHARED_DIR), 'mini/index.js'),
    '@storefront/facade-impl/tanstack-react-query$': path.join(
      packageDir('@tanstack/react-query', appDir),
      'build/modern/index.js',
    ),
  };
}

module.exports = { sharedConfig, facadeAliases, FACADES, SINGLETONS, SHELL_MODULES };
