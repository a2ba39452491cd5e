// Adds `<link rel="preload">` to the page for chunks the entry will load at once: their code
// (`as="script"`) and, in a production build, their stylesheets (`as="style"`).
//
// The host's entry only starts federation; its shared libraries and the shell's code are async
// chunks the federation runtime requests once main.js has run. Named here, the browser fetches
// them beside main.js instead of after it: one round trip less before the first screen.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadChunksPlugin';

class PreloadChunksPlugin {
  /** @param {string[]} chunkNames names given by webpackChunkName or a splitChunks cache group */
  constructor(chunkNames) {
    this.chunkNames = chunkNames;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const prefix = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
        const links = this.chunkNames.flatMap((name) => {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`${PLUGIN}: no chunk named "${name}"`),
            );
            return [];
          }
          return [...chunk.files]
            .filter((file) => /\.(js|css)$/.test(file))
            .map((file) => ({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: PLUGIN },
              attributes: {
                rel: 'preload',
                as: file.endsWith('.css') ? 'style' : 'script',
                href: `${prefix}${file}`,
              },
            }));
        });
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadChunksPlugin };
