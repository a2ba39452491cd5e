// Writes `page-assets.json` beside the host's index.html: the files its page loads, as data, so
// the render server writes its own document from them instead of editing the built HTML
// (host/server/render/document.ts). It names what html-webpack-plugin (and the preload plugin before
// it) put in the page's head: the scripts it runs, in order, and the files it preloads but for
// those only a page rendered in the browser needs.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { BROWSER_RENDERED } = require('./preload-chunks-plugin.cjs');

const PLUGIN = 'PageAssetsPlugin';
const FILE = 'page-assets.json';

// The API client's axios (shared/src/api/client.ts loads it with the first call): a page rendered
// on the server makes none as it shows, so its file is fetched in idle time without being run
// (host/src/lib/page-code.ts), and runs with the shopper's first call.
const IDLE_MODULES = /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?axios[\\/]/;

/** The script files of the chunks that hold IDLE_MODULES. */
function idleScripts(compilation, publicPath) {
  const files = new Set();
  for (const chunk of compilation.chunks) {
    const modules = compilation.chunkGraph.getChunkModulesIterable(chunk);
    if (![...modules].some((module) => IDLE_MODULES.test(module.nameForCondition?.() ?? '')))
      continue;
    for (const name of chunk.files) if (name.endsWith('.js')) files.add(`${publicPath}${name}`);
  }
  return [...files].sort();
}

class PageAssetsPlugin {
  /** @param {{ early: { file: string | null } }} options the early script's file, once built */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const tags = [...data.headTags, ...data.bodyTags];
        const scripts = tags
          .filter((tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string')
          .map((tag) => tag.attributes.src);
        const preload = (as) =>
          tags
            .filter(
              (tag) =>
                tag.tagName === 'link' &&
                tag.attributes.rel === 'preload' &&
                tag.attributes.as === as &&
                // what only a page rendered in the browser needs (the start-up's calls)
                !tag.attributes[BROWSER_RENDERED],
            )
            .map((tag) => tag.attributes.href);
        const { file } = this.options.early;
        if (!file)
          compilation.errors.push(new compiler.webpack.WebpackError(`${PLUGIN}: no early script`));
        const assets = {
          early: `${data.publicPath}${file ?? ''}`,
          scripts,
          preload: { scripts: preload('script'), styles: preload('style') },
          idle: { scripts: idleScripts(compilation, data.publicPath) },
        };
        compilation.emitAsset(
          FILE,
          new compiler.webpack.sources.RawSource(JSON.stringify(assets, null, 2)),
        );
        return data;
      });
    });
  }
}

module.exports = { PageAssetsPlugin, PAGE_ASSETS_FILE: FILE };
