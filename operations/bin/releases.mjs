// Published releases of the remotes: each build under its remote and version, side by side, in
// the release store `.releases/<remote>/<version>/` (what a CDN bucket holds in production),
// served at `<releases origin>/<remote>/<version>/mf-manifest.json`, with the version's server
// build beside it in `server/` (`server/remoteEntry.js`, which the render server loads). A
// published version never changes; the remotes manifest chooses which of them each environment
// and brand loads.
//
// `pnpm remotes publish` (operations/bin/remotes.mjs) publishes a version and lists it in a manifest;
// the stack serves the store.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, planBuild } from '../../scripts/build.mjs';
import { declaredRemotes } from '../../scripts/remotes-declared.cjs';

export const RELEASES_DIR = path.join(ROOT, '.releases');
const RELEASE_CONFIG = path.join(ROOT, 'scripts/release.webpack.cjs');

/**
 * The older releases the local environment serves beside today's builds (two versions of a
 * remote served at once, so a brand can be pinned to the older one, a canary split between them,
 * and the older one be a last-known-good), as each remote declares them (`storefront.localReleases`
 * in its package.json, scripts/remotes-declared.cjs). Built from today's source with the release's
 * label and the copy it shipped with, so it is built on a clean clone and cached like any build.
 */
export const LOCAL_RELEASES = declaredRemotes().flatMap((remote) =>
  remote.localReleases.map((release) => ({ app: remote.app, remote: remote.name, ...release })),
);

export const remoteOfApp = (app) => app.replace(/^remote-/, '');
export const releaseDir = (remote, version) => path.join(RELEASES_DIR, remote, version);

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/**
 * What publishing one release into the release store will do, decided before anything is built
 * (scripts/build.mjs, planBuild: skipped when unchanged, refused when the version is already
 * published from other sources); `build()` builds it and returns its folder. `app` is the folder
 * built (a remote's, or another source of it: `remote` then names the remote it is a version of),
 * relative to `root` (the checkout whose tooling and install build it; this one by default) or
 * absolute; `store` is the release store's folder (this checkout's `.releases/` by default);
 * `strings` and `fault` as scripts/release.webpack.cjs reads them. Both builds are published: the
 * browser build, and the server build in `server/` beside it.
 */
export function planRelease(
  { app, version, strings, fault, remote },
  { force = false, immutable = false, root = ROOT, store = RELEASES_DIR } = {},
) {
  if (!VERSION.test(version)) throw new Error(`"${version}" is not a version (x.y.z[-tag])`);
  const outDir = path.join(store, remote ?? remoteOfApp(app), version);
  const serverEntry = path.join(outDir, 'server/remoteEntry.js');
  const plan = planBuild(app, {
    // a release of ours that lacks its server build is built again
    force: force || (!immutable && existsSync(outDir) && !existsSync(serverEntry)),
    immutable,
    outDir,
    root,
    config: RELEASE_CONFIG,
    env: {
      MF_BUILD_VERSION: version,
      STOREFRONT_RELEASE: JSON.stringify({
        version,
        ...(strings ? { strings } : {}),
        ...(fault ? { fault } : {}),
      }),
    },
  });
  return {
    outDir,
    skipped: plan.skipped,
    build() {
      plan.run();
      if (!existsSync(serverEntry)) {
        const where = path.relative(ROOT, outDir).startsWith('..')
          ? outDir
          : path.relative(ROOT, outDir);
        throw new Error(`${where} has no server build (server/remoteEntry.js)`);
      }
      return outDir;
    },
  };
}

/** Builds (only when its inputs changed) one release into the release store: planRelease's build. */
export function publishRelease(release, options) {
  return planRelease(release, options).build();
}

/** The local environment's older releases, built when missing or changed. */
export function publishLocalReleases(options) {
  for (const release of LOCAL_RELEASES) publishRelease(release, options);
}
