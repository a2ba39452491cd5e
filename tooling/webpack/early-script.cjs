// The host's `early.js`: the start-up calls (environment, remotes manifest, sign-on, brand,
// flags; host/src/early.ts) as a script of their own, a few KB, that the page runs before main.js
// has arrived. main.js carries the federation runtime (about 28 KB gzip, downloading beside the
// shell's libraries) and ran them only once it had arrived and started the runtime; now they
// travel during that download.
//
// A second webpack build, like the remotes' mf-runtime-core.js: the federation plugin puts its
// runtime into every entry of the build it is in. The host's build waits for this one
// (`dependencies`) and puts the file on the page before main.js.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { precompressPlugins } = require('./precompress.cjs');
const TerserPlugin = require('terser-webpack-plugin');

const NAME = 'early';
const PLUGIN = 'EarlyScriptPlugin';

/** What the early build emitted, for the host build's page (same process, built first). */
const emitted = { file: null };

class RecordEarlyFilePlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
      emitted.file = [...compilation.namedChunks.get(NAME).files].find((f) => f.endsWith('.js'));
    });
  }
}

/** Puts early.js on the host's page, first among its scripts (deferred, so in that order). */
class EarlyScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeAssetTagGeneration.tap(PLUGIN, (data) => {
        if (!emitted.file) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(`${PLUGIN}: the early build emitted no script`),
          );
          return data;
        }
        data.assets.js.unshift(`${data.assets.publicPath}${emitted.file}`);
        return data;
      });
    });
  }
}

/**
 * The early build, from the host's own configuration (its TypeScript rule and resolution):
 * `src/early.ts` alone, no federation, hashed in production.
 */
function earlyScriptConfig(hostConfig, { production }) {
  return {
    name: NAME,
    mode: hostConfig.mode,
    context: hostConfig.context,
    entry: { [NAME]: './src/early.ts' },
    devtool: production ? 'source-map' : false,
    output: {
      path: hostConfig.output.path,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: hostConfig.output.publicPath,
      uniqueName: `${hostConfig.output.uniqueName}_early`,
      // its older files go; the host's build (which keeps this one's) cleans the rest
      clean: { keep: (asset) => !asset.startsWith(`${NAME}.`) },
    },
    resolve: hostConfig.resolve,
    // the TypeScript rule only: early.ts imports no styles or pictures
    module: { rules: hostConfig.module.rules.filter((rule) => rule.test.test('early.ts')) },
    plugins: [new RecordEarlyFilePlugin(), ...(production ? precompressPlugins() : [])],
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    cache: hostConfig.cache,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { EARLY_NAME: NAME, EarlyScriptPlugin, earlyScriptConfig };
