// Builds an app as a named release (operations/bin/releases.mjs): the app's own webpack configuration,
// unchanged (its browser build, and its server build in server/ beside it), plus what the
// release names:
//   - its version, stamped into mf-manifest.json (`metaData.buildInfo.buildVersion`, through
//     MF_BUILD_VERSION, set by the caller) and into __APP_VERSION__ of both builds;
//   - its copy: strings laid over the remote's emitted namespace (`locales/<language>.json`),
//     for a release whose wording differs from today's source (the browser build emits them);
//   - its fault, for a release built to fail: `fault.renderErrorRate` (0..1) makes a screen
//     that reads `__RELEASE_RENDER_ERROR_RATE__` (a remote's src/lib/release-fault.ts) throw on
//     about that share of its renders, in both builds, so a canary's watch can be seen rolling a faulty
//     version back; e.g. STOREFRONT_RELEASE='{"version":"1.1.0-faulty","fault":{"renderErrorRate":0.5}}'.
//     Every other build defines the rate as 0 (tooling/webpack/create-config.cjs) and carries no
//     fault code.
// It runs with the app's folder as its working directory (scripts/build.mjs does that), which may
// be in another checkout (`pnpm remotes publish --source`): webpack is the one that checkout's
// install gives the app, so the plugins below are of the same webpack as the app's own.
const path = require('node:path');
const { DefinePlugin } = require(require.resolve('webpack', { paths: [process.cwd()] }));

const release = JSON.parse(process.env.STOREFRONT_RELEASE || '{}');
if (!release.version) throw new Error('STOREFRONT_RELEASE must name a "version"');
const renderErrorRate = release.fault?.renderErrorRate ?? 0;
if (typeof renderErrorRate !== 'number' || !(renderErrorRate >= 0 && renderErrorRate <= 1)) {
  throw new Error('STOREFRONT_RELEASE: fault.renderErrorRate is a number from 0 to 1');
}
const appConfig = require(path.join(process.cwd(), 'webpack.config.cjs'));

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    target[key] =
      value && typeof value === 'object' && !Array.isArray(value)
        ? merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value)
        : value;
  }
  return target;
}

class ReleaseStringsPlugin {
  /** @param {Record<string, object>} strings per language, in the namespace's shape */
  constructor(strings) {
    this.strings = strings;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ReleaseStringsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ReleaseStringsPlugin',
          // after EmitTranslationsPlugin (PROCESS_ASSETS_STAGE_ADDITIONAL) has emitted them
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS,
        },
        () => {
          for (const [language, overlay] of Object.entries(this.strings)) {
            const name = `locales/${language}.json`;
            const asset = compilation.getAsset(name);
            if (!asset) throw new Error(`release strings: the build emits no ${name}`);
            const merged = merge(JSON.parse(asset.source.source().toString()), overlay);
            compilation.updateAsset(name, new RawSource(JSON.stringify(merged)));
          }
        },
      );
    });
  }
}

/**
 * The release's changes to the app's own compilations (those with the federation plugin: the
 * browser build and the server build, tooling/webpack/server-build.cjs, named 'server').
 */
function asRelease(config) {
  const isApp = (config.plugins ?? []).some(
    (plugin) => plugin.constructor.name === 'ModuleFederationPlugin',
  );
  if (!isApp) return config;
  config.plugins = config.plugins.filter(
    (plugin) => !(plugin instanceof DefinePlugin && '__APP_VERSION__' in plugin.definitions),
  );
  config.plugins.push(
    new DefinePlugin({
      __APP_VERSION__: JSON.stringify(release.version),
      __RELEASE_RENDER_ERROR_RATE__: JSON.stringify(renderErrorRate),
    }),
  );
  const isServer = config.name === 'server';
  if (release.strings && !isServer) config.plugins.push(new ReleaseStringsPlugin(release.strings));
  // its own persistent cache, one per build: the release's plugins must not reuse the app's
  // cached assets, nor the server build the browser build's
  if (config.cache && typeof config.cache === 'object') {
    const build = isServer ? 'server-' : '';
    config.cache = { ...config.cache, name: `release-${release.version}-${build}${config.mode}` };
  }
  return config;
}

// the app's configuration is one compilation or several (the app, the standalone page's
// federation runtime core, the server build)
module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  return Array.isArray(config) ? config.map(asRelease) : asRelease(config);
};
