// One webpack configuration for every app of the composition. An app's webpack.config.cjs
// names what differs: its federation name, what it exposes, its dev port.
const path = require('node:path');
const fs = require('node:fs');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { FACADES, facadeAliases, sharedConfig, sharedFilesKeptApart } = require('./shared-deps.cjs');
const { FacadeGuardPlugin } = require('./facade-guard.cjs');
const { PreloadChunksPlugin } = require('./preload-chunks-plugin.cjs');
const { sharedCopiesByPart } = require('./shared-copies-by-part.cjs');
const {
  FILE: RUNTIME_CORE_FILE,
  StandaloneRuntimeCorePlugin,
  bundlerRuntimePath,
  runtimeCoreConfig,
  runtimeCorePath,
} = require('./standalone-runtime-core.cjs');
const { EARLY_NAME, EarlyScriptPlugin, earlyScriptConfig } = require('./early-script.cjs');
const { precompressPlugins } = require('./precompress.cjs');

const SANDBOX_URL = process.env.SANDBOX_URL || 'http://127.0.0.1:4010';

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder
 * @param {string} app.name       federation container name
 * @param {Record<string,string>} [app.exposes]  one exposed module per screen
 * @param {Array<{path: string, expose: string, callsAsShown?: boolean}>} [app.routes]  the
 *   routes the remote serves and the exposed screen for each, published in its mf-manifest.json
 *   (`metaData.routes`) through the plugin's documented `manifest.additionalData`
 * @param {boolean} [app.isHost]
 * @param {number} app.devPort    port of `webpack serve` (standalone development)
 * @param {string[]} [app.runtimePlugins]
 * @param {(plugins: any[]) => void} [app.extraPlugins]
 * @param {'one-file' | 'by-part'} [app.sharedCopies]  how a remote's own copies of the
 *   @storefront/shared modules are grouped into files (see sharedCopies below); without it, one
 *   file each
 */
module.exports = function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const keptApart = app.sharedCopies ? sharedFilesKeptApart(app.dir) : new Set();
    const byPart =
      app.sharedCopies === 'by-part'
        ? sharedCopiesByPart(
            'shared-copies',
            app.dir,
            process.env.STOREFRONT_LOG_SHARED_COPIES ? console.log : undefined,
          )
        : null;
    const pkg = JSON.parse(fs.readFileSync(path.join(app.dir, 'package.json'), 'utf8'));
    const outDir = process.env.STOREFRONT_OUT_DIR || path.join(app.dir, 'dist');
    const plugins = [
      new DefinePlugin({ __APP_VERSION__: JSON.stringify(pkg.version) }),
      ...(byPart ? [byPart.plugin] : []),
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes || {},
        remotes: {},
        shared: sharedConfig(app.dir),
        // The host provides every singleton and loads first. 'version-first' would load every
        // registered remote's entry to compare versions before sharing anything, so one remote
        // that is down could stall the others' routes; 'loaded-first' takes what is loaded.
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          ...(app.runtimePlugins || []),
          // one federation runtime core per page: the host's (standalone-runtime-core.cjs)
          ...(app.isHost ? [path.join(__dirname, 'provide-runtime-core-plugin.js')] : []),
        ],
        manifest: {
          fileName: 'mf-manifest.json',
          ...(app.routes
            ? {
                additionalData: ({ stats }) => ({
                  ...stats,
                  metaData: { ...stats.metaData, routes: app.routes },
                }),
              }
            : {}),
        },
        dts: false,
        experiments: {
          ...(app.isHost ? {} : { externalRuntime: true }),
          optimization: {
            // browser-only builds: the runtime's Node.js script loading is left out
            target: 'web',
            // a remote loads no other remote: the runtime's remote loading and manifest
            // snapshot code are left out of every remoteEntry.js (the host keeps both)
            ...(app.isHost ? {} : { disableRemote: true, disableSnapshot: true }),
          },
        },
      }),
      new FacadeGuardPlugin(FACADES),
      ...(app.isHost ? [] : [new StandaloneRuntimeCorePlugin()]),
      new HtmlWebpackPlugin({
        template: path.join(app.dir, 'src/index.html'),
        scriptLoading: 'defer',
        // remote entries and manifests are not hashed: the page must not pin them
        chunks: ['main'],
      }),
      // the shell's start-up chunks (below, optimization.splitChunks) fetched beside main.js
      ...(app.isHost && production
        ? [new PreloadChunksPlugin(['shell', 'shell-libraries', 'shell-shared', 'zod'])]
        : []),
    ];
    // Production CSS is served as stylesheets, not as JavaScript that writes <style> tags: a
    // chunk's stylesheet is fetched beside its code (CSP style-src names the remotes' origins).
    // Rules that must win over a library's (leaflet's) say so by specificity, not by the order
    // the sheets happen to arrive in.
    if (production)
      plugins.push(
        new MiniCssExtractPlugin({
          filename: '[name].css',
          chunkFilename: '[name].[contenthash:8].css',
        }),
        ...precompressPlugins(),
      );
    if (app.extraPlugins) app.extraPlugins(plugins, { production, outDir, pkg });
    const config = {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        filename: '[name].js',
        // with a content hash in development too: the HTML plugin's child compilation builds the
        // federation's shared chunks again, and under the same names their different contents
        // were an emit conflict (the standalone dev servers compiled with two errors)
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: app.isHost ? '/' : 'auto',
        uniqueName: app.name,
        // the remotes' second build writes mf-runtime-core.js beside this one's files
        // the host's early build (early-script.cjs) and the remotes' second build write early.js
        // and mf-runtime-core.js beside this one's files
        clean: {
          keep: app.isHost ? (asset) => asset.startsWith(`${EARLY_NAME}.`) : RUNTIME_CORE_FILE,
        },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          ...facadeAliases(app.dir),
          '@storefront/facade-impl/mf-runtime-core$': runtimeCorePath(),
          // the host publishes the federation's webpack glue; a remote's entry takes it from the
          // page instead of bundling it (bundler-runtime-from-host.js)
          ...(app.isHost
            ? { '@storefront/facade-impl/mf-bundler-runtime$': bundlerRuntimePath() }
            : {
                [`${bundlerRuntimePath()}$`]: path.join(__dirname, 'bundler-runtime-from-host.js'),
                '@storefront/facade-impl/mf-init-container-entry$': path.join(
                  path.dirname(bundlerRuntimePath()),
                  'initContainerEntry.js',
                ),
              }),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(svg|png|jpe?g|webp|woff2)$/, type: 'asset/resource' },
        ],
      },
      plugins,
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        splitChunks: {
          cacheGroups: {
            // Each shared module of @storefront/shared is its own chunk, and the files they
            // import by relative path (domain/contract, api/wire, lib/cookies...) were copied
            // into each of them: those files get chunks of their own, loaded once per page.
            storefrontInternals: {
              test: /[\\/]shared[\\/]src[\\/]/,
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              priority: 5,
              reuseExistingChunk: true,
            },
            // date-fns: what two chunk groups both use (parseISO for the search's dates and for
            // the calendar) in a chunk of its own, not a copy in each (its modules are under the
            // default 20 KB size for a split, so webpack would copy them)
            dateFns: {
              test: /[\\/]node_modules[\\/]date-fns[\\/]/,
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              priority: 10,
              reuseExistingChunk: true,
            },
            // zod, tree-shaken to what this app's schemas use, in one chunk (under the default
            // 20 KB threshold it would be copied into every chunk that validates something)
            zod: {
              test: /[\\/]node_modules[\\/]zod[\\/]/,
              name: 'zod',
              chunks: 'async',
              minSize: 0,
              priority: 10,
            },
            // A remote's own copies of the @storefront/shared modules (those the shell does not
            // provide, and the files they import): fewer files than one per module, each with its
            // own request and gzip overhead (the flight results' 18 were 18.2 KB gz one by one,
            // 13.7 as one file). 'one-file': a remote whose screens need the same modules (the
            // flights remote). 'by-part': one file per set of screen parts that need a module
            // (shared-copies-by-part.cjs), for a remote with a light screen and heavy ones (in the
            // search remote one file made the landing load the results' copies too: 197.4 -> 211.3
            // KB gz). Kept apart (shared-deps.cjs): the copies of the modules the shell provides,
            // never loaded in the composition, what the remote imports on demand, and the
            // standalone bootstrap.
            ...(!app.sharedCopies
              ? {}
              : {
                  sharedCopies: {
                    test: (module) =>
                      typeof module.resource === 'string' &&
                      /[\\/]shared[\\/]src[\\/].*\.tsx?$/.test(module.resource) &&
                      !keptApart.has(module.resource),
                    name: byPart ? byPart.name : 'shared-copies',
                    chunks: 'async',
                    enforce: true,
                    priority: 6,
                  },
                }),
            // The shell's start-up code: every route needs all of it at once, so it comes in two
            // files rather than twenty-odd (each shared package and each @storefront/shared module
            // would be a chunk of its own), which a browser on HTTP/1.1 fetches six at a time.
            // axios is not in it: the API client loads it with its first call to the network.
            ...(app.isHost
              ? {
                  shellLibraries: {
                    test: /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|jotai|use-sync-external-store)|tooling[\\/]webpack[\\/]facades)[\\/]/,
                    name: 'shell-libraries',
                    chunks: 'async',
                    enforce: true,
                    priority: 20,
                  },
                  shellShared: {
                    // the error-reporting SDK (tracking/sentry) stays a chunk fetched later
                    test: /[\\/]shared[\\/]src[\\/](?!tracking[\\/]sentry[\\/]).*\.tsx?$/,
                    name: 'shell-shared',
                    chunks: 'async',
                    enforce: true,
                    priority: 15,
                  },
                }
              : {}),
          },
        },
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack'),
        buildDependencies: {
          config: [
            __filename,
            path.join(__dirname, 'shared-deps.cjs'),
            path.join(__dirname, 'facade-guard.cjs'),
            path.join(__dirname, 'preload-chunks-plugin.cjs'),
            path.join(__dirname, 'standalone-runtime-core.cjs'),
            path.join(__dirname, 'early-script.cjs'),
            path.join(__dirname, 'precompress.cjs'),
          ],
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        host: '127.0.0.1',
        port: app.devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          { context: ['/api', '/media', '/__receivers'], target: SANDBOX_URL, changeOrigin: true },
        ],
        client: { overlay: { runtimeErrors: false } },
      },
    };
    if (!app.isHost) return [config, runtimeCoreConfig({ outDir, production })];
    // early.js is built first: its file's name goes on this build's page
    config.dependencies = [EARLY_NAME];
    plugins.push(new EarlyScriptPlugin());
    return [config, earlyScriptConfig(config, { production })];
  };
};
