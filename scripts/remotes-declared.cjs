// The remotes of the workspace, each as it declares itself: a package of pnpm-workspace.yaml
// whose package.json has a `storefront` field (and is not the host) is a remote. Its name is its
// package's name less `remote-` (remote-<name> is "<name>", the name the remotes manifest, the
// release store and the override know it by). Every list of remotes (the builds, the lint zones,
// the local stack, the standalone dev servers, the manifest schema's remote names, the host's
// list) comes from here, so a new remote is one folder and nothing else.
//
//   node scripts/remotes-declared.cjs          prints the declarations as JSON
//
// The `storefront` field of a remote:
//   federationName  its federation container's name (e.g. "storefront_<name>")
//   port            the port the local stack serves its build on (moved by STOREFRONT_PORT_OFFSET)
//   devPort         its standalone dev server's port (`pnpm --filter <package> start`)
//   routes          [{ path, expose, callsAsShown? }]: the site's paths it serves, each with the
//                   screen it exposes for it (`./Name`, src/exposed/Name.tsx); its standalone
//                   dev server opens the first
//   localReleases   optional, [{ version, strings? }]: older versions the local stack publishes
//                   into its release store and lists beside today's build (so a brand can be
//                   pinned to one, or a canary split between two), each built from today's
//                   source with the strings it shipped with laid over the remote's
// The host's package has a `storefront` field too, with `"isHost": true`: it is not a remote.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');

const ROOT = path.resolve(__dirname, '..');
const PREFIX = 'remote-';
const NAME = /^[a-z][a-z0-9]*$/;
const FEDERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const ROUTE_PATH = /^\/([A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*)?$/;
const EXPOSE = /^\.\/[A-Za-z0-9_-]+$/;
const KEYS = ['federationName', 'port', 'devPort', 'routes', 'localReleases'];
const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;
const ROUTE_KEYS = ['path', 'expose', 'callsAsShown'];

class DeclarationError extends Error {
  name = 'DeclarationError';
}

/** The workspace's package folders (relative to root), in pnpm-workspace.yaml's order. */
function workspaceFolders(root = ROOT) {
  const file = path.join(root, 'pnpm-workspace.yaml');
  const patterns = YAML.parse(readFileSync(file, 'utf8'))?.packages ?? [];
  const folders = [];
  for (const pattern of patterns) {
    if (typeof pattern !== 'string' || pattern.startsWith('!')) continue;
    const clean = pattern.replace(/\/+$/, '');
    if (!clean.includes('*')) {
      folders.push(clean);
      continue;
    }
    // one level of wildcard, in the last segment (`remote-*`, `apps/*`)
    const parent = path.dirname(clean);
    const last = path.basename(clean);
    if (parent.includes('*') || last.includes('**')) {
      throw new DeclarationError(
        `pnpm-workspace.yaml: "${pattern}": only a wildcard in the last folder's name is read`,
      );
    }
    const match = new RegExp(`^${last.split('*').map(escapeRegExp).join('[^/]*')}$`);
    const dir = path.join(root, parent);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      if (entry.isDirectory() && match.test(entry.name) && !entry.name.startsWith('.'))
        folders.push(path.join(parent, entry.name).split(path.sep).join('/'));
    }
  }
  return [...new Set(folders)].filter((f) => existsSync(path.join(root, f, 'package.json')));
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPort = (v) => Number.isInteger(v) && v >= 1 && v <= 65535;

/** One remote's declaration, checked: throws a DeclarationError naming the package and the key. */
function checkDeclaration(folder, pkg) {
  const where = `${folder}/package.json`;
  const fail = (key, problem) => {
    throw new DeclarationError(`${where}: storefront.${key} ${problem}`);
  };
  const field = pkg.storefront;
  if (!isRecord(field)) throw new DeclarationError(`${where}: storefront must be an object`);
  const packageName = pkg.name;
  if (typeof packageName !== 'string' || !packageName.startsWith(PREFIX)) {
    throw new DeclarationError(
      `${where}: a remote's package is named ${PREFIX}<name> (a storefront field without "isHost"), not ${JSON.stringify(packageName)}`,
    );
  }
  const name = packageName.slice(PREFIX.length);
  if (!NAME.test(name)) {
    throw new DeclarationError(
      `${where}: "${packageName}": the remote's name after ${PREFIX} is lower-case letters and digits, starting with a letter`,
    );
  }
  // the route table's word for the shell's own routes
  if (name === 'shell')
    throw new DeclarationError(
      `${where}: "shell" names the host's own routes: choose another name`,
    );
  for (const key of Object.keys(field)) {
    if (!KEYS.includes(key))
      fail(key, `is not a key of a remote's declaration (${KEYS.join(', ')})`);
  }
  const { federationName, port, devPort, routes, localReleases = [] } = field;
  if (typeof federationName !== 'string' || !FEDERATION_NAME.test(federationName))
    fail('federationName', `must be an identifier such as "storefront_${name}"`);
  if (!isPort(port)) fail('port', 'must be a port number (the local stack serves the build on it)');
  if (!isPort(devPort)) fail('devPort', 'must be a port number (its standalone dev server)');
  if (!Array.isArray(routes) || routes.length === 0)
    fail('routes', 'must list at least one route: [{ "path": "/…", "expose": "./Screen" }]');
  const seen = new Set();
  routes.forEach((route, i) => {
    const at = `routes[${i}]`;
    if (!isRecord(route)) fail(at, 'must be an object with "path" and "expose"');
    for (const key of Object.keys(route)) {
      if (!ROUTE_KEYS.includes(key))
        fail(`${at}.${key}`, `is not a key of a route (${ROUTE_KEYS.join(', ')})`);
    }
    if (typeof route.path !== 'string' || !ROUTE_PATH.test(route.path))
      fail(`${at}.path`, `must be a fixed path of the site such as "/${name}"`);
    if (seen.has(route.path)) fail(`${at}.path`, `"${route.path}" is declared twice`);
    seen.add(route.path);
    if (typeof route.expose !== 'string' || !EXPOSE.test(route.expose))
      fail(`${at}.expose`, 'must be "./<Screen>" (src/exposed/<Screen>.tsx)');
    if (route.callsAsShown !== undefined && typeof route.callsAsShown !== 'boolean')
      fail(`${at}.callsAsShown`, 'must be true or false');
  });
  if (!Array.isArray(localReleases))
    fail('localReleases', 'must be a list: [{ "version": "x.y.z", "strings": { … } }]');
  localReleases.forEach((release, i) => {
    const at = `localReleases[${i}]`;
    if (!isRecord(release)) fail(at, 'must be an object with "version" (and "strings")');
    for (const key of Object.keys(release)) {
      if (key !== 'version' && key !== 'strings')
        fail(`${at}.${key}`, 'is not a key of a release (version, strings)');
    }
    if (typeof release.version !== 'string' || !VERSION.test(release.version))
      fail(`${at}.version`, 'must be a version x.y.z');
    if (release.strings !== undefined && !isRecord(release.strings))
      fail(`${at}.strings`, 'must be strings per language: { "en": { … }, … }');
  });
  return {
    name,
    app: folder,
    federationName,
    port,
    devPort,
    routes: routes.map((r) => ({ ...r })),
    localReleases: localReleases.map((r) => ({ ...r })),
  };
}

/**
 * The workspace's remotes, ordered by `port` (the order the host lists them in and a route
 * conflict is settled by): { name, app (its folder), federationName, port, devPort, routes }. Throws a DeclarationError naming the package and the key for a bad
 * declaration, and for a name, federation name or port two remotes declare.
 */
function declaredRemotes(root = ROOT) {
  const remotes = [];
  for (const folder of workspaceFolders(root)) {
    const pkg = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
    if (pkg.storefront === undefined || pkg.storefront?.isHost === true) continue;
    remotes.push(checkDeclaration(folder, pkg));
  }
  for (const key of ['name', 'federationName', 'port', 'devPort']) {
    const by = new Map();
    for (const remote of remotes) {
      const other = by.get(remote[key]);
      if (other) {
        const what = key === 'name' ? 'the name' : `storefront.${key}`;
        throw new DeclarationError(
          `${remote.app}/package.json: ${what} ${JSON.stringify(remote[key])} is ${other.app}'s too`,
        );
      }
      by.set(remote[key], remote);
    }
  }
  return remotes.sort((a, b) => a.port - b.port);
}

/** What the host is built with (its `__STOREFRONT_REMOTES__`): each remote's name and container. */
function hostRemotes(remotes = declaredRemotes()) {
  return remotes.map(({ name, federationName }) => ({ name, container: federationName }));
}

exports.ROOT = ROOT;
exports.DeclarationError = DeclarationError;
exports.workspaceFolders = workspaceFolders;
exports.declaredRemotes = declaredRemotes;
exports.hostRemotes = hostRemotes;

if (require.main === module) {
  try {
    console.log(JSON.stringify(declaredRemotes(), null, 2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
