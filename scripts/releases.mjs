// Published releases of the remotes: each build under its remote and version, side by side, in
// the release store `.releases/<remote>/<version>/` (what a CDN bucket holds in production),
// served at `<releases origin>/<remote>/<version>/mf-manifest.json`, with the version's server
// build beside it in `server/` (`server/remoteEntry.js`, which the render server loads). A
// published version never changes; the remotes manifest chooses which of them each environment
// and brand loads.
//
// `pnpm remotes publish` (scripts/remotes.mjs) publishes a version and lists it in a manifest;
// the stack serves the store.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, buildApp } from './build.mjs';

export const RELEASES_DIR = path.join(ROOT, '.releases');
const RELEASE_CONFIG = path.join(ROOT, 'scripts/release.webpack.cjs');

/**
 * The older releases the local environment serves beside today's builds (two versions
 * of a remote served at once, so a brand can be pinned to the older one, a canary split between
 * them, and the older one be a last-known-good). Built from today's source with the release's
 * label and the copy it shipped with, so it is built on a clean clone and cached like any build.
 */
export const LOCAL_RELEASES = [
  {
    app: 'remote-deals',
    remote: 'deals',
    version: '0.9.0',
    // 0.9.0 titled the deals list "this week's deals"; 1.0.0 says "deals"
    strings: {
      es: { screens: { deals: 'Ofertas de la semana' } },
      en: { screens: { deals: "This week's deals" } },
      it: { screens: { deals: 'Offerte della settimana' } },
      fr: { screens: { deals: 'Les offres de la semaine' } },
      de: { screens: { deals: 'Angebote der Woche' } },
      pt: { screens: { deals: 'Ofertas da semana' } },
    },
  },
];

export const remoteOfApp = (app) => app.replace(/^remote-/, '');
export const releaseDir = (remote, version) => path.join(RELEASES_DIR, remote, version);

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/**
 * Builds (only when its inputs changed) one release into the release store: `app` is the folder
 * built (a remote's, or another source of it: `remote` then names the remote it is a version of);
 * `strings` and `fault` as scripts/release.webpack.cjs reads them.
 * Both builds are published: the browser build, and the server build in `server/` beside it.
 */
export function publishRelease(
  { app, version, strings, fault, remote },
  { force = false, immutable = false } = {},
) {
  if (!VERSION.test(version)) throw new Error(`"${version}" is not a version (x.y.z[-tag])`);
  const outDir = releaseDir(remote ?? remoteOfApp(app), version);
  const serverEntry = path.join(outDir, 'server/remoteEntry.js');
  buildApp(app, {
    // a release of ours that lacks its server build is built again
    force: force || (!immutable && existsSync(outDir) && !existsSync(serverEntry)),
    immutable,
    outDir,
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
  if (!existsSync(serverEntry)) {
    throw new Error(`${path.relative(ROOT, outDir)} has no server build (server/remoteEntry.js)`);
  }
  return outDir;
}

/** The local environment's older releases, built when missing or changed. */
export function publishLocalReleases(options) {
  for (const release of LOCAL_RELEASES) publishRelease(release, options);
}
