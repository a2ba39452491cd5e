// The share scope every app declares: the singletons of docs/federation.md, each with
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

/**
 * Modules shared under a library's name whose code comes from a file of ours: a facade that
 * names every export the composition may use, so the shared chunk keeps only those.
 */
const FACADES = {
  'react-router-dom': path.join(__dirname, 'facades/react-router-dom.mjs'),
  'react-i18next': path.join(__dirname, 'facades/react-i18next.mjs'),
  'zod/mini': path.join(__dirname, 'facades/zod-mini.mjs'),
};

// Shared like the singletons, but the apps reach them through @storefront/shared's schemas as
// much as through their own forms: their version is the one @storefront/shared installs.
const SHARED_LIBRARIES = ['zod/mini'];
const SHARED_DIR = path.resolve(__dirname, '../../shared');

// Used only by standalone bootstraps, never by a federated screen: not worth a shared chunk;
// the test helpers, which only test files import; and the start-up calls' facts, which the
// host's entry point imports before a shared module can be consumed (plain constants and
// functions: each bundle that needs them takes its own copy).
const NOT_SHARED = ['./standalone', './ui/tokens.css', './testing/*', './start-up'];

function sharedPackageEntries() {
  const sharedDir = SHARED_DIR;
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
      ...(FACADES[request] ? { import: FACADES[request] } : {}),
    };
  }
  for (const request of SHARED_LIBRARIES) {
    const { pkgName, version } = installedVersion(SHARED_DIR, request);
    shared[request] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      packageName: pkgName,
      import: FACADES[request],
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

/**
 * Resolve aliases every app needs for the facades: react-router's production build (its
 * package `exports` map names only the development one), and the real react-i18next under a
 * name that is not its share key (the facade importing `react-i18next` would consume itself).
 */
function facadeAliases(appDir) {
  const dom = path.dirname(require.resolve('react-router-dom/package.json', { paths: [appDir] }));
  const router = path.dirname(require.resolve('react-router/package.json', { paths: [dom] }));
  const i18next = path.dirname(require.resolve('react-i18next/package.json', { paths: [appDir] }));
  const zod = path.dirname(require.resolve('zod/package.json', { paths: [SHARED_DIR] }));
  return {
    'react-router$': path.join(router, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(router, 'dist/production/dom-export.mjs'),
    '@storefront/facade-impl/react-i18next$': path.join(i18next, 'dist/es/index.js'),
    '@storefront/facade-impl/zod-mini$': path.join(zod, 'mini/index.js'),
  };
}

const HOST_SRC = path.resolve(__dirname, '../../host/src');
const SOURCE_FILE = /\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [file] : [];
  });
}

/** The file of a `@storefront/shared/...` request, by the package's `exports` map. */
function sharedFileOf(request, exportsMap) {
  const subpath = `./${request.slice('@storefront/shared/'.length)}`;
  if (exportsMap[subpath]) return path.join(SHARED_DIR, exportsMap[subpath]);
  for (const [pattern, target] of Object.entries(exportsMap)) {
    if (!pattern.includes('*')) continue;
    const [prefix, suffix] = pattern.split('*');
    if (subpath.startsWith(prefix) && subpath.endsWith(suffix)) {
      const name = subpath.slice(prefix.length, subpath.length - suffix.length);
      return path.join(SHARED_DIR, target.replace('*', name));
    }
  }
  return null;
}

function readExportsMap() {
  return JSON.parse(fs.readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8')).exports;
}

/** The `@storefront/shared` files that the sources under `dir` import (`dynamic`: on demand). */
function sharedFilesImportedBy(dir, { dynamic = false } = {}) {
  const exportsMap = readExportsMap();
  const pattern = dynamic
    ? /import\(\s*['"](@storefront\/shared\/[^'"]+)['"]\s*\)/g
    : /['"](@storefront\/shared\/[^'"]+)['"]/g;
  const files = new Set();
  for (const file of sourceFiles(dir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
      const target = sharedFileOf(match[1], exportsMap);
      if (target) files.add(target);
    }
  }
  return files;
}

/** `files` and every shared file they import by relative path, transitively. */
function withRelativeImports(files) {
  const all = new Set(files);
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!fs.existsSync(file) || !SOURCE_FILE.test(file)) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/from ['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = path.resolve(path.dirname(file), match[1]);
      const target = [`${base}.ts`, `${base}.tsx`, base].find((candidate) =>
        fs.existsSync(candidate),
      );
      if (target && !all.has(target)) {
        all.add(target);
        queue.push(target);
      }
    }
  }
  return all;
}

/**
 * The `@storefront/shared` files of a remote's build that its own one file of shared copies
 * leaves out: the modules the shell provides (it imports them itself, and the share strategy
 * takes what is loaded: a remote's copy is never loaded in the composition) with the files only
 * they import; what the remote imports on demand (`import()`), which stays on demand; and the
 * standalone bootstrap. Read from the sources: a remote built against another shell only
 * loads a little more or less in that file.
 */
function sharedFilesKeptApart(appDir) {
  const allShared = sourceFiles(path.join(SHARED_DIR, 'src'));
  const shell = withRelativeImports(sharedFilesImportedBy(HOST_SRC));
  const onDemand = sharedFilesImportedBy(path.join(appDir, 'src'), { dynamic: true });
  const needed = withRelativeImports(
    allShared.filter((file) => !shell.has(file) && !onDemand.has(file)),
  );
  const apart = new Set([...shell].filter((file) => !needed.has(file)));
  for (const file of onDemand) apart.add(file);
  for (const file of allShared) if (/[\\/]standalone[\\/]/.test(file)) apart.add(file);
  return apart;
}

module.exports = {
  sharedConfig,
  facadeAliases,
  sharedFilesKeptApart,
  FACADES,
  SINGLETONS,
};
