// Adds `<link rel="preload">` for chunks the entry loads at once: their code and, in production,
// their stylesheets. The host's entry only starts federation; the shared libraries and the
// shell's code are async chunks requested once main.js has run. Named here, the browser fetches
// them beside main.js instead of after it: one round trip less before the first screen.
const HtmlWebpackPlugin = require('html-webpack-plugin');

// Chunks named in `browserRendered` are preloaded by the built page only (the page the browser
// renders itself): their tags carry this attribute, and page-assets.json, from which the render
// server writes its pages, leaves them out.
const BROWSER_RENDERED = 'data-browser-rendered';
const PLUGIN = 'PreloadChunksPlugin';

class PreloadChunksPlugin {
  /**
   * @param {string[]} chunkNames names given by webpackChunkName or a splitChunks cache group
   * @param {{ browserRendered?: string[] }} [options] chunks only a page rendered in the browser needs
   */
  constructor(chunkNames, options = {}) {
    this.chunkNames = chunkNames;
    this.browserRendered = options.browserRendered ?? [];
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const { publicPath } = compilation.outputOptions;
        const prefix = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
        for (const name of [...this.chunkNames, ...this.browserRendered]) {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${PLUGIN}: no "${name}"`));
            continue;
          }
          for (const file of [...chunk.files].filter((f) => /\.(js|css)$/.test(f))) {
            const as = file.endsWith('.css') ? 'style' : 'script';
            const attributes = {
              rel: 'preload',
              as,
              href: `${prefix}${file}`,
              ...(this.browserRendered.includes(name) ? { [BROWSER_RENDERED]: true } : {}),
            };
            data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', attributes));
          }
        }
        return data;
      });
    });
  }
}

module.exports = { PreloadChunksPlugin, BROWSER_RENDERED };
