// An app's server build, beside its browser build and under the same version (docs/federation.md,
// "Server builds"): the same modules, exposes and share scope, for Node. A remote's is a container
// the render server (host/server) loads from the remote's origin (dist/server/remoteEntry.js);
// the host's is the render function (host/server/render, built to dist/server/render.js) the
// render server runs, a federation host in Node.
const path = require('node:path');
const { DefinePlugin, IgnorePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * @param {object} browser the app's browser configuration (create-config.cjs)
 * @param {{name: string, isHost?: boolean}} app
 * @param {object} federation the federation options both builds share
 */
module.exports = function serverConfig(browser, app, federation) {
  // A remote's server container is named with its version: a render process holds several
  // versions of one remote side by side, and the federation runtime keeps one instance per
  // container name, so each version needs its own (with its own chunk loading).
  const version =
    process.env.MF_BUILD_VERSION ||
    JSON.parse(require('node:fs').readFileSync(path.join(browser.context, 'package.json'), 'utf8'))
      .version;
  const name = app.isHost ? federation.name : `${federation.name}__${version.replace(/\W/g, '_')}`;
  return {
    name: 'server',
    mode: browser.mode,
    context: browser.context,
    target: 'async-node',
    entry: app.isHost ? { render: './server/render/index.ts' } : {},
    devtool: false,
    output: {
      path: path.join(browser.output.path, 'server'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      // a remote's chunks are fetched beside its entry, wherever the release store puts it
      // (server-public-path-plugin.js sets the folder as the container starts)
      publicPath: '',
      uniqueName: `${app.name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: browser.resolve,
    module: {
      rules: [
        browser.module.rules[0],
        // the page links the browser build's stylesheets; the server only renders markup
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    plugins: [
      ...browser.plugins.filter((plugin) => plugin instanceof DefinePlugin),
      // the operator dashboard's DOM (linkedom) draws no canvas: its optional `canvas` is left out
      new IgnorePlugin({ resourceRegExp: /^canvas$/, contextRegExp: /linkedom/ }),
      new ModuleFederationPlugin({
        ...federation,
        name,
        remoteType: 'script',
        library: { type: 'commonjs-module', name: app.name },
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(app.isHost ? [] : [path.join(__dirname, 'server-public-path-plugin.js')]),
        ],
        manifest: false,
      }),
    ],
    optimization: { minimize: false },
    cache: { ...browser.cache, name: 'server' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
