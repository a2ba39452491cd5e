// Fails the build when app code imports a name that a shared facade does not export
// (tooling/webpack/facades). A shared module is reached through the federation share scope, so
// webpack itself cannot check the names against it: without this, a missing name would be
// `undefined` at run time in the browser.
const fs = require('node:fs');

/** The names a facade file re-exports (`export { a, b as c } from '...'`: each item's last word). */
function facadeExports(file) {
  const lists = [...fs.readFileSync(file, 'utf8').matchAll(/export\s*{([^}]*)}/g)];
  const names = lists.flatMap(([, list]) => list.split(',').map((item) => /(\w+)\s*$/.exec(item)));
  return new Set(names.filter(Boolean).map((match) => match[1]));
}

class FacadeGuardPlugin {
  /** @param {Record<string, string>} facades request -> facade file */
  constructor(facades) {
    this.facades = facades;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FacadeGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FacadeGuardPlugin', (modules) => {
        const exported = new Map();
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            const file = this.facades[dependency.request];
            const ids = dependency.ids ?? dependency.getIds?.(compilation.moduleGraph);
            if (!file || !Array.isArray(ids) || ids.length === 0) continue;
            if (!exported.has(file)) exported.set(file, facadeExports(file));
            if (exported.get(file).has(ids[0])) continue;
            const error = new compiler.webpack.WebpackError(
              `'${ids[0]}' is not exported by the shared '${dependency.request}' (${file}): add it there if the composition should share it`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = { FacadeGuardPlugin, facadeExports };
