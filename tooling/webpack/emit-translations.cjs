// Emits {i18n|locales}/{language}.json for an app: the deep merge of the given source folders, so the
// host serves shell + shared strings at /i18n/{language}.json and each remote its namespace.
const fs = require('node:fs');
const path = require('node:path');

const LANGUAGES = ['es', 'en', 'it', 'fr', 'de', 'pt'];

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

class EmitTranslationsPlugin {
  /** @param {string[]} sourceDirs @param {string} outDir 'i18n' for the shell, 'locales' for a remote */
  constructor(sourceDirs, outDir) {
    this.sourceDirs = sourceDirs;
    this.outDir = outDir;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitTranslationsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitTranslationsPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const lang of LANGUAGES) {
            const bundle = {};
            for (const dir of this.sourceDirs) {
              const file = path.join(dir, `${lang}.json`);
              if (!fs.existsSync(file)) continue;
              compilation.fileDependencies.add(file);
              merge(bundle, JSON.parse(fs.readFileSync(file, 'utf8')));
            }
            compilation.emitAsset(
              `${this.outDir}/${lang}.json`,
              new RawSource(JSON.stringify(bundle)),
            );
          }
        },
      );
    });
  }
}

/** Where the strings of the shared package live. */
const SHARED_STRINGS = [
  path.join(__dirname, '../../shared/i18n'),
  path.join(__dirname, '../../shared/src/ui/locales'),
];

module.exports = { EmitTranslationsPlugin, LANGUAGES, SHARED_STRINGS };
