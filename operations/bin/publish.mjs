// What `pnpm remotes publish` (operations/bin/remotes.mjs) checks before it builds anything: where the
// remote's source is and what builds it (the tooling and the install of the checkout it is in),
// and where the release store is and that it answers. Each refusal says what is missing and what
// to run; a publish that would be refused starts no install and no build.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a remote's build needs from the checkout it is built in (tooling/webpack). */
const TOOLING = 'tooling/webpack/create-config.cjs';
/** The file a stack writes beside its manifest (scripts/stack.mjs, writeReleaseStore). */
export const RELEASE_STORE_FILE = 'release-store.json';
export const INSTALL = ['install', '--frozen-lockfile', '--prefer-offline'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** A folder beside this checkout for a worktree of the remote's branch: ../deals-hotfix. */
const besideFor = (app) => `../${app.replace(/^remote-/, '')}-hotfix`;
const worktreeHint = (folder) =>
  `\`git worktree add ${folder} <branch>\` gives a whole checkout of a branch there (run it in this checkout)`;

/**
 * The checkout that holds the tooling a package's build uses: the folder its webpack.config.cjs
 * takes `tooling/webpack/create-config.cjs` from (`require('../tooling/…')`), else the nearest
 * folder above it that has one.
 */
function toolingOf(packageDir, given, app) {
  const config = readFileSync(path.join(packageDir, 'webpack.config.cjs'), 'utf8');
  const required =
    /require\(\s*['"]((?:\.\.\/)+)tooling\/webpack\/create-config\.cjs['"]\s*\)/.exec(config);
  if (required) {
    const checkout = path.resolve(packageDir, required[1]);
    if (existsSync(path.join(checkout, TOOLING))) return checkout;
    throw new Error(
      `--source ${given}: ${packageDir} is a remote's package folder on its own: its ` +
        `webpack.config.cjs builds with ${required[1]}${TOOLING}, and there is no ` +
        `${path.join(checkout, 'tooling')} beside it (nor the shared package and install a ` +
        `build needs). Publish from a whole checkout instead: ` +
        `${worktreeHint(besideFor(app))}, then --source ${besideFor(app)}`,
    );
  }
  for (let dir = packageDir; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, TOOLING))) return dir;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(
    `--source ${given}: no ${TOOLING} in ${packageDir} or any folder above it, which its build ` +
      `needs. Publish from a whole checkout instead: ${worktreeHint(besideFor(app))}`,
  );
}

/**
 * The remote's source `--source` names (resolved from `from`): a checkout of this repository
 * (its root, or the remote's package folder in it), or a package folder with the tooling found
 * above it. Without `given`, this checkout's own package. Refuses a folder that is missing, that
 * is not the named remote's package, or whose tooling is not there.
 */
export function findSource(app, given, { root, from }) {
  const expected = readJson(path.join(root, app, 'package.json')).storefront?.federationName;
  if (given === undefined) {
    const packageDir = path.join(root, app);
    return {
      app,
      packageDir,
      checkout: root,
      version: readJson(path.join(packageDir, 'package.json')).version,
    };
  }
  const folder = path.resolve(from, given);
  if (!existsSync(folder)) {
    throw new Error(`--source ${given}: there is no folder ${folder}; ${worktreeHint(given)}`);
  }
  if (!statSync(folder).isDirectory()) {
    throw new Error(`--source ${given}: ${folder} is a file; name a checkout or a package folder`);
  }
  const packageDir = existsSync(path.join(folder, app, 'package.json'))
    ? path.join(folder, app)
    : folder;
  const packageFile = path.join(packageDir, 'package.json');
  if (!existsSync(packageFile)) {
    throw new Error(
      `--source ${given}: ${folder} is neither a checkout of this repository (it has no ${app}/) ` +
        `nor a remote's package folder (it has no package.json); ` +
        `${worktreeHint(besideFor(app))}`,
    );
  }
  const pkg = readJson(packageFile);
  const declared = pkg.storefront?.federationName;
  if (pkg.name !== app && !(expected && declared === expected)) {
    throw new Error(
      `--source ${given}: ${packageDir} is the package "${pkg.name}"` +
        `${declared ? ` (storefront.federationName "${declared}")` : ''}, not ${app}: its ` +
        `package.json names it "${app}" or declares storefront.federationName "${expected}"`,
    );
  }
  if (!existsSync(path.join(packageDir, 'webpack.config.cjs'))) {
    throw new Error(`--source ${given}: ${packageDir} has no webpack.config.cjs to build`);
  }
  return { app, packageDir, checkout: toolingOf(packageDir, given, app), version: pkg.version };
}

/**
 * Whether the checkout has the install the build needs (webpack-cli in its node_modules, and the
 * package's own node_modules when it has dependencies). Returns null when it has, else the install
 * to run there: refused at once when none can be made (no lockfile, no pnpm).
 */
export function installNeeded({ app, packageDir, checkout }) {
  const pkg = readJson(path.join(packageDir, 'package.json'));
  const needs = [
    path.join(checkout, 'node_modules/webpack-cli/bin/cli.js'),
    ...(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).length
      ? [path.join(packageDir, 'node_modules')]
      : []),
  ];
  const missing = needs.filter((file) => !existsSync(file));
  if (missing.length === 0) return null;
  const command = `pnpm ${INSTALL.join(' ')}`;
  if (!existsSync(path.join(checkout, 'pnpm-lock.yaml'))) {
    throw new Error(
      `${checkout} has no install (no ${missing.join(', ')}) and no pnpm-lock.yaml to make one ` +
        `from: install its dependencies there, or publish from a whole checkout: ${worktreeHint(besideFor(app))}`,
    );
  }
  const pnpm = spawnSync('pnpm', ['--version'], { cwd: checkout, encoding: 'utf8' });
  if (pnpm.status !== 0) {
    throw new Error(
      `${checkout} has no install (no ${missing.join(', ')}) and pnpm cannot be run to make one ` +
        `(${pnpm.error?.message ?? pnpm.stderr.trim()}): run \`cd ${checkout} && ${command}\`, ` +
        `then publish again`,
    );
  }
  return { checkout, missing, command };
}

/** The install installNeeded asked for, run in its checkout (its output shown). */
export function runInstall({ checkout, missing, command }) {
  console.log(
    `remotes: ${checkout} has no install (no ${missing[0]}): running \`${command}\` there`,
  );
  const started = Date.now();
  const result = spawnSync('pnpm', INSTALL, { cwd: checkout, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(
      `the install in ${checkout} failed (\`${command}\`, its output is above): nothing was built`,
    );
  }
  console.log(`remotes: installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The release store a publish builds into (`dir`) and lists the version at (`origin`):
 *   - `--origin <URL>`: served there, built into this checkout's store (`local.dir`);
 *   - a manifest with a release-store.json beside it (a stack's, scripts/stack.mjs): that
 *     stack's store and origin;
 *   - the manifest of this checkout's stack by default (no --manifest): `local`;
 *   - any other manifest: refused, the origin is not known.
 * `local` is this checkout's stack on $STOREFRONT_PORT_OFFSET: { origin, dir, portOffset }.
 */
export function releaseStoreOf({ manifestFile, manifestGiven, origin, local, root }) {
  if (origin !== undefined) {
    if (!/^https?:\/\/[^/]+/.test(origin)) {
      throw new Error(`--origin ${origin}: an http(s) URL, where the release store is served`);
    }
    return { origin: origin.replace(/\/$/, ''), dir: local.dir, start: null };
  }
  const recorded = path.join(path.dirname(manifestFile), RELEASE_STORE_FILE);
  if (existsSync(recorded)) {
    const store = readJson(recorded);
    return { origin: store.origin, dir: store.dir, start: startCommand(store) };
  }
  if (!manifestGiven) return { ...local, start: startCommand({ ...local, checkout: root }) };
  throw new Error(
    `the release store of ${manifestFile} is not known: a stack writes ${RELEASE_STORE_FILE} ` +
      `beside its manifest when it starts, and there is none. Give its origin with --origin ` +
      `<URL> (the build goes into ${local.dir}, to be served there), or leave out --manifest ` +
      `to publish to this checkout's stack (STOREFRONT_PORT_OFFSET=<n> for a stack on a port ` +
      `offset)`,
  );
}

const startCommand = ({ portOffset, checkout }) =>
  `${portOffset ? `STOREFRONT_PORT_OFFSET=${portOffset} ` : ''}pnpm start` +
  (checkout ? ` (in ${checkout})` : '');

/**
 * Refuses at once when nothing answers at the release store's origin: the manifest check after
 * the build reads the new version from there.
 */
export async function checkStoreAnswers(store) {
  try {
    const response = await fetch(`${store.origin}/`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(5000),
    });
    await response.body?.cancel();
  } catch (error) {
    const why = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    throw new Error(
      `nothing answers at ${store.origin} (${why}), where the release store ${store.dir} is ` +
        `served: the version would be built and then refused, since the manifest's check reads ` +
        `it from there. ${store.start ? `Start the stack: ${store.start}` : 'Serve the store there, or give the --origin it is served at'}`,
    );
  }
}

/** Refuses at once a manifest that cannot be written (the file, and its folder for the history). */
export function checkWritable(file) {
  for (const target of [file, path.dirname(file)]) {
    try {
      accessSync(target, constants.W_OK);
    } catch (error) {
      throw new Error(
        `cannot write ${target} (${error.code ?? error}), where the version is listed`,
      );
    }
  }
}
