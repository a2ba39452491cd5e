// One webpack configuration for every app: the stock federation plugin with a few named options
// (docs/federation.md). An app's package.json declares what differs (`storefront`: its federation
// name, dev port, routes); a route's screen `./Name` is src/exposed/Name.tsx.
const path = require('node:path');
const fs = require('node:fs');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { FACADES, facadeAliases, sharedConfig } = require('./shared-deps.cjs');
const { FacadeGuardPlugin } = require('./facade-guard.cjs');
const { PreloadChunksPlugin } = require('./preload-chunks-plugin.cjs');
const { PageAssetsPlugin } = require('./page-assets-plugin.cjs');
const side = require('./side-builds.cjs');
const { precompressPlugins } = require('./precompress.cjs');
const { appTranslations } = require('./emit-translations.cjs');
const serverConfig = require('./server-build.cjs');
const { hostRemotes } = require('../../scripts/remotes-declared.cjs');

const SANDBOX_URL = process.env.SANDBOX_URL || 'http://127.0.0.1:4010';
const SHELL_LIBRARIES =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|jotai|use-sync-external-store)|tooling[\\/]webpack[\\/]facades)[\\/]/;
const asyncGroup = (test, more) => ({ test, chunks: 'async', minSize: 0, priority: 10, ...more });
const STANDALONE_PAGE = path.resolve(__dirname, '../../shared/src/standalone/standalone.html');
// the shared package's modules but for the error-reporting SDK's and the screens' queries (which
// come with TanStack Query, for the first screen that reads its data through them) and the
// start-up's calls (below)
const SHELL_SHARED =
  /[\\/]shared[\\/]src[\\/](?!tracking[\\/]sentry[\\/]|api[\\/](queries|content|feature-toggles|token-auth|wire-text)\.ts$).*\.tsx?$/;
// the start-up's calls (sign-on, brand, flags) and their schemas: with zod, only for a page
// that makes them (one rendered in the browser; not one that came with their answers)
const SHELL_CALLS =
  /[\\/]shared[\\/]src[\\/]api[\\/](content|feature-toggles|token-auth|wire-text)\.ts$/;
const shellGroup = (name, test, priority) => asyncGroup(test, { name, enforce: true, priority });
const CSS_FILES = { filename: '[name].css', chunkFilename: '[name].[contenthash:8].css' };
const minimizer = [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })];

/**
 * @param {{dir: string, name?: string, isHost?: boolean, devPort?: number, routes?: Array<{path:
 *   string, expose: string, callsAsShown?: boolean}>, exposes?: Record<string, string>, shared?:
 *   object}} given  the app's folder; the rest, when not given, from its package.json's
 *   `storefront` (`federationName`, `isHost`, `devPort`, `routes`: in mf-manifest.json's metaData)
 */
module.exports = function createConfig(given) {
  const pkg = JSON.parse(fs.readFileSync(path.join(given.dir, 'package.json'), 'utf8'));
  const { federationName, ...declared } = pkg.storefront ?? {};
  const app = { ...declared, name: federationName, ...given };
  if (!app.name || !app.devPort) throw new Error(`${given.dir}: no storefront name or devPort`);
  return (env = {}, argv) => {
    const production = argv.mode !== 'development';
    const outDir = process.env.STOREFRONT_OUT_DIR || path.join(app.dir, 'dist');
    const routes = ({ stats }) => ({
      ...stats,
      metaData: { ...stats.metaData, routes: app.routes },
    });
    const screens = (app.routes ?? []).map(({ expose }) => expose.slice(2));
    // what the browser and server builds of the app share (server-build.cjs)
    const federation = {
      name: app.name,
      filename: 'remoteEntry.js',
      exposes:
        app.exposes ?? Object.fromEntries(screens.map((s) => [`./${s}`, `./src/exposed/${s}.tsx`])),
      shared: { ...sharedConfig(app.dir), ...app.shared },
      // the host provides every shared module and loads first ('version-first' would load
      // every remote's entry before sharing anything: one that is down would stall the rest)
      shareStrategy: 'loaded-first',
      dts: false,
    };
    const plugins = [
      new DefinePlugin({
        __APP_VERSION__: JSON.stringify(pkg.version),
        // a release built to fail on part of its renders sets it (scripts/release.webpack.cjs)
        __RELEASE_RENDER_ERROR_RATE__: '0',
        // the error-reporting SDK's documented tree-shaking flags: no debug logging, and a
        // replay that records neither iframes nor shadow DOM (the pages have none of their own;
        // the payment provider's page is not recorded)
        __SENTRY_DEBUG__: 'false',
        __RRWEB_EXCLUDE_IFRAME__: 'true',
        __RRWEB_EXCLUDE_SHADOW_DOM__: 'true',
      }),
      // the host's list of remotes, from each remote package's declaration (its `storefront`)
      ...(app.isHost
        ? [new DefinePlugin({ __STOREFRONT_REMOTES__: JSON.stringify(hostRemotes()) })]
        : []),
      new ModuleFederationPlugin({
        ...federation,
        // one federation runtime core per page: the host's (provide-runtime-core-plugin.js); a
        // remote's entry takes it from the page (or from mf-runtime-core.js when standalone)
        runtimePlugins: app.isHost ? [path.join(__dirname, 'provide-runtime-core-plugin.js')] : [],
        manifest: {
          fileName: 'mf-manifest.json',
          ...(app.routes ? { additionalData: routes } : {}),
        },
        experiments: {
          ...(app.isHost ? {} : { externalRuntime: true }),
          // browser builds; a remote loads no other remote, so its entry leaves out remote
          // loading; none reads a manifest snapshot: the host registers each remote by its
          // remoteEntry.js (features/remotes/federation.ts), beside the mf-manifest.json its
          // manifest names, so the runtime's manifest snapshot plugin is left out
          optimization: {
            target: 'web',
            disableSnapshot: true,
            ...(app.isHost ? {} : { disableRemote: true }),
          },
        },
      }),
      new FacadeGuardPlugin(FACADES),
      ...appTranslations(app),
      // remote entries and manifests are not hashed: the page must not pin them
      new HtmlWebpackPlugin({
        // the shell's own page; a remote's standalone page from the one template, by its title
        ...(app.isHost
          ? { template: path.join(app.dir, 'src/index.html'), early: side.early }
          : { template: STANDALONE_PAGE, title: `${pkg.name} (standalone)` }),
        scriptLoading: 'defer',
        chunks: ['main'],
      }),
      // the shell's start-up chunks (optimization.splitChunks below) fetched beside main.js
      ...(app.isHost && production
        ? [
            new PreloadChunksPlugin(
              ['shell', 'shell-start', 'shell-ui', 'shell-libraries', 'shell-shared'],
              // a page rendered in the browser makes the start-up's calls (a page rendered on
              // the server comes with their answers: page-assets.json leaves these out)
              { browserRendered: ['shell-calls', 'zod'] },
            ),
          ]
        : []),
      // the page's files as data, for the render server's document (after the preloads above)
      ...(app.isHost ? [new PageAssetsPlugin({ early: side.early })] : []),
      // production CSS as stylesheets fetched beside their chunk's code (CSP style-src names the
      // remotes' origins); rules that must win over a library's say so by specificity
      ...(production ? [new MiniCssExtractPlugin(CSS_FILES), ...precompressPlugins()] : []),
    ];
    const config = {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: app.isHost ? '/' : 'auto',
        uniqueName: app.name,
        // the side build (early.js, or mf-runtime-core.js) and the server build write beside it
        clean: {
          keep: (asset) =>
            asset.startsWith('server/') ||
            asset.startsWith(app.isHost ? `${side.EARLY_NAME}.` : side.RUNTIME_CORE_FILE),
        },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: facadeAliases(app.dir) },
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
                  // the production form of JSX (react/jsx-runtime, shared): a remote's development
                  // build loaded in the shop by an override runs on the shop's production React
                  transform: { react: { runtime: 'automatic', development: false } },
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
          // downshift's react-is: used by its `Downshift` component only, which no app uses; the
          // package does not say it is free of side effects (it is), so without this it was kept
          { test: /[\\/]node_modules[\\/]react-is[\\/]/, sideEffects: false },
        ],
      },
      plugins,
      optimization: {
        minimize: production,
        minimizer,
        splitChunks: {
          cacheGroups: {
            // below webpack's 20 KB split threshold these would be copied into every chunk that
            // uses them: date-fns in one chunk per set of users, zod in one chunk
            dateFns: asyncGroup(/[\\/]node_modules[\\/]date-fns[\\/]/, { minChunks: 2 }),
            zod: asyncGroup(/[\\/]node_modules[\\/]zod[\\/]/, { name: 'zod' }),
            // the shell's start-up code in two files rather than one per shared module (a browser
            // on HTTP/1.1 fetches six at a time); axios comes with the first network call, the
            // error-reporting SDK later
            ...(app.isHost
              ? {
                  shellLibraries: shellGroup('shell-libraries', SHELL_LIBRARIES, 20),
                  shellShared: shellGroup('shell-shared', SHELL_SHARED, 15),
                  shellCalls: shellGroup('shell-calls', SHELL_CALLS, 15),
                }
              : {}),
          },
        },
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack'),
        // this file and what it requires (webpack follows the requires)
        buildDependencies: { config: [__filename] },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      // in watch mode (the dev server): the federation plugin watches whole folders, where the
      // build's cache and output, and the running shop's logs, would otherwise set off one
      // build after another
      watchOptions: {
        ignored: /[\\/](node_modules|dist|\.runtime|\.releases|\.bench|\.git|test-results)[\\/]/,
      },
      devServer: {
        host: '127.0.0.1',
        port: app.devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // the shop's pages (*.localhost) load a remote's dev build by an override, across
        // origins as a remote is loaded (webpack refuses that for hosts it is not given), and its
        // live reload connects back here from them; the server listens on 127.0.0.1 alone
        allowedHosts: ['127.0.0.1', '.localhost'],
        // a saved change (code or strings) reloads the page: the standalone page, or the shop's
        // tab that loads this build
        hot: false,
        liveReload: true,
        proxy: [
          { context: ['/api', '/media', '/__receivers'], target: SANDBOX_URL, changeOrigin: true },
        ],
        client: { overlay: { runtimeErrors: false } },
      },
    };
    // the dev server (a remote's standalone page) builds for the browser only
    const server = env.WEBPACK_SERVE ? [] : [serverConfig(config, app, federation)];
    if (!app.isHost)
      return [config, side.runtimeCoreConfig({ outDir, production, minimizer }), ...server];
    // early.js is built first: its file's name goes on this build's page
    config.dependencies = [side.EARLY_NAME];
    return [config, side.earlyScriptConfig(config, { production, minimizer }), ...server];
  };
};
