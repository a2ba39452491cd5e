// The share scope every app declares: the singletons of ARCHITECTURE.md, each with
// `requiredVersion` read from the package.json of the version installed for the app (pnpm's
// `catalog:` in an app's own package.json is not a semver range), plus every public subpath of
// the `@storefront/shared` package, read from its `exports` map.
const fs = require('node:fs');
const path = require('node:path');

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
];

function installedVersion(appDir, request) {
  const pkgName = request.startsWith('@')
    ? request.split('/').slice(0, 2).join('/')
    : request.split('/')[0];
  const pkgJson = require.resolve(`${pkgName}/package.json`, { paths: [appDir] });
  return { pkgName, version: JSON.parse(fs.readFileSync(pkgJson, 'utf8')).version };
}

// Used only by standalone bootstraps, never by a federated screen: not worth a shared chunk;
// and the test helpers, which only test files import.
const NOT_SHARED = ['./standalone', './ui/tokens.css', './testing/*'];

function sharedPackageEntries() {
  const sharedDir = path.resolve(__dirname, '../../shared');
  const pkg = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  const entries = [];
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (NOT_SHARED.includes(subpath)) continue;
    if (!subpath.includes('*')) {
      entries.push({ request: path.posix.join(pkg.name, subpath), version: pkg.version });
      continue;
    }
    // "./domain/*": "./src/domain/*.ts" -> one shared module per file (tests excluded)
    const [dirPart, extPart] = target.split('*');
    const dir = path.join(sharedDir, dirPart);
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith(extPart) || /\.test\./.test(file)) continue;
      const name = file.slice(0, -extPart.length);
      entries.push({
        request: path.posix.join(pkg.name, subpath.replace('*', name)),
        version: pkg.version,
      });
    }
  }
  return entries;
}

/** @returns {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
function sharedConfig(appDir) {
  const shared = {};
  for (const request of SINGLETONS) {
    const { pkgName, version } = installedVersion(appDir, request);
    shared[request] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      packageName: pkgName,
    };
  }
  for (const { request, version } of sharedPackageEntries()) {
    shared[request] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      packageName: '@storefront/shared',
    };
  }
  return shared;
}

module.exports = { sharedConfig, SINGLETONS };
