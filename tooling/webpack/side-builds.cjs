// Two small builds beside an app's own, each a script its page runs before main.js (a build with
// the federation plugin puts the federation runtime into every entry, so these are builds apart):
// - the host's `early.js`: the start-up calls (environment, remotes manifest, sign-on, brand,
//   flags; host/src/early.ts) travel while main.js and the shell's libraries download;
// - a remote's `mf-runtime-core.js` for its standalone page: the federation runtime core its
//   remoteEntry.js leaves out (`experiments.externalRuntime`), which in the composition the
//   host provides (provide-runtime-core-plugin.js).
// Each page names its script before main.js (deferred, so it runs first).
const path = require('node:path');
const { precompressPlugins } = require('./precompress.cjs');

const EARLY_NAME = 'early';
const RUNTIME_CORE_FILE = 'mf-runtime-core.js';

/** What a side build shares with every build: minified in production, no cache, no hints. */
function sideBuild(name, { production, minimizer }, config) {
  return {
    name,
    mode: production ? 'production' : 'development',
    optimization: { minimize: production, minimizer },
    plugins: production ? precompressPlugins() : [],
    cache: false,
    performance: { hints: false },
    stats: 'errors-warnings',
    ...config,
  };
}

/** The remote's runtime core for its standalone page (provide-runtime-core-plugin.js). */
function runtimeCoreConfig({ outDir, ...options }) {
  return sideBuild(RUNTIME_CORE_FILE, options, {
    context: __dirname,
    entry: { 'mf-runtime-core': path.join(__dirname, 'provide-runtime-core-plugin.js') },
    devtool: false,
    output: { path: outDir, filename: RUNTIME_CORE_FILE, clean: false },
  });
}

/**
 * The host's early.js, built first (the host's `dependencies`): its page's template names
 * `early.file` in a script before the others (src/index.html).
 */
const early = { file: null };
function earlyScriptConfig(host, options) {
  const config = sideBuild(EARLY_NAME, options, {
    context: host.context,
    entry: { [EARLY_NAME]: './src/early.ts' },
    devtool: options.production ? 'source-map' : false,
    output: {
      path: host.output.path,
      filename: options.production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: host.output.publicPath,
      uniqueName: `${host.output.uniqueName}_early`,
      // its older files go; the host's build keeps this one's and cleans the rest
      clean: { keep: (asset) => !asset.startsWith(`${EARLY_NAME}.`) },
    },
    resolve: host.resolve,
    // early.ts imports no styles or pictures: the TypeScript rule only
    module: { rules: host.module.rules.filter((rule) => rule.test.test('early.ts')) },
    cache: host.cache,
  });
  config.plugins.push({
    apply: (compiler) =>
      compiler.hooks.afterEmit.tap('EarlyScriptName', (compilation) => {
        const files = [...compilation.namedChunks.get(EARLY_NAME).files];
        early.file = files.find((f) => f.endsWith('.js'));
      }),
  });
  return config;
}

module.exports = { EARLY_NAME, RUNTIME_CORE_FILE, early, earlyScriptConfig, runtimeCoreConfig };
