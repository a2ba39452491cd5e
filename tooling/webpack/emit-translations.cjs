// Emits {i18n|locales}/{language}.json for an app: the deep merge of the given source folders, so
// the host serves shell + shared strings at /i18n/{language}.json and each remote its namespace.
const fs = require('node:fs');
const path = require('node:path');

const LANGUAGES = ['es', 'en', 'it', 'fr', 'de', 'pt'];
const isObject = (value) => value && typeof value === 'object' && !Array.isArray(value);

function merge(target, source) {
  for (const [key, value] of Object.entries(source))
    target[key] = isObject(value) ? merge(isObject(target[key]) ? target[key] : {}, value) : value;
  return target;
}

class EmitTranslationsPlugin {
  /** @param {string[]} sourceDirs @param {string} outDir 'i18n' for the shell, 'locales' for a remote */
  constructor(sourceDirs, outDir) {
    Object.assign(this, { sourceDirs, outDir });
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const stage = Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
    compiler.hooks.thisCompilation.tap('EmitTranslationsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitTranslationsPlugin', stage }, () => {
        for (const lang of LANGUAGES) {
          const bundle = {};
          for (const file of this.sourceDirs.map((dir) => path.join(dir, `${lang}.json`))) {
            if (!fs.existsSync(file)) continue;
            compilation.fileDependencies.add(file);
            merge(bundle, JSON.parse(fs.readFileSync(file, 'utf8')));
          }
          const json = new sources.RawSource(JSON.stringify(bundle));
          compilation.emitAsset(`${this.outDir}/${lang}.json`, json);
        }
      });
    });
  }
}

/** Where the strings of the shared package live. */
const SHARED_STRINGS = ['../../shared/i18n', '../../shared/src/ui/locales'].map((dir) =>
  path.join(__dirname, dir),
);

module.exports = { EmitTranslationsPlugin, LANGUAGES, SHARED_STRINGS };
