// A remote's remoteEntry.js does not bundle the federation runtime core (about 17 KB gzip per
// remote on every page): it uses the host's, which the host publishes as the global
// `_FEDERATION_RUNTIME_CORE` (`experiments.externalRuntime` / `provideExternalRuntime` in
// create-config.cjs). A remote's own standalone page has no host: a second, tiny build (no
// federation, so nothing is external) writes the runtime core to `mf-runtime-core.js`, and the
// standalone page loads it before `main.js`.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { precompressPlugins } = require('./precompress.cjs');

const FILE = 'mf-runtime-core.js';
const NAME = 'StandaloneRuntimeCorePlugin';

/** Puts mf-runtime-core.js on the standalone page, before the app's own scripts. */
class StandaloneRuntimeCorePlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeAssetTagGeneration.tap(NAME, (data) => {
        data.assets.js.unshift(`${data.assets.publicPath}${FILE}`);
        return data;
      });
    });
  }
}

/** The runtime core as the remotes' builds resolve it (the ESM build). */
function runtimeCorePath() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const cjs = require.resolve('@module-federation/runtime-core', { paths: [enhanced] });
  return cjs.replace(/index\.cjs$/, 'index.js');
}

/**
 * The federation's webpack glue, the very file a federation entry imports (the enhanced plugin
 * resolves it the same way): the host publishes it, and the remotes take it from the page.
 */
function bundlerRuntimePath() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  return require.resolve('@module-federation/webpack-bundler-runtime/bundler', {
    paths: [enhanced],
  });
}

/** The second build: the runtime core, published as the global the remote's code reads. */
function runtimeCoreConfig({ outDir, production }) {
  return {
    name: 'mf-runtime-core',
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { 'mf-runtime-core': path.join(__dirname, 'provide-runtime-core.js') },
    devtool: false,
    output: { path: outDir, filename: FILE, clean: false },
    resolve: {
      alias: {
        '@storefront/facade-impl/mf-runtime-core$': runtimeCorePath(),
        '@storefront/facade-impl/mf-bundler-runtime$': bundlerRuntimePath(),
      },
    },
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    plugins: production ? precompressPlugins() : [],
    cache: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = {
  FILE,
  StandaloneRuntimeCorePlugin,
  bundlerRuntimePath,
  runtimeCoreConfig,
  runtimeCorePath,
};
