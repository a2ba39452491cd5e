// Emits {i18n|locales}/{language}.json for an app: the strings of the given source folders in one
// file a language, so the host serves shell + shared strings at /i18n/{language}.json and each
// remote its namespace. The folders name different top-level keys (a later one would win).
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');

const LANGUAGES = ['es', 'en', 'it', 'fr', 'de', 'pt'];
const ROOT = path.resolve(__dirname, '../..');

/** @param {string[]} sourceDirs @param {string} outDir 'i18n' for the shell, 'locales' for a remote */
function translations(sourceDirs, outDir) {
  const dirs = sourceDirs.map((dir) => path.relative(ROOT, dir));
  const from = dirs.length > 1 ? `{${dirs.join(',')}}` : dirs[0];
  const merge = (files) =>
    JSON.stringify(Object.assign({}, ...files.map((file) => JSON.parse(file.data))));
  return new CopyPlugin({
    patterns: LANGUAGES.map((lang) => ({
      context: ROOT,
      from: `${from}/${lang}.json`,
      to: `${outDir}/${lang}.json`,
      transformAll: merge,
      noErrorOnMissing: true,
    })),
  });
}

/** Where the strings of the shared package live. */
const SHARED_STRINGS = ['shared/i18n', 'shared/src/ui/locales'].map((dir) => path.join(ROOT, dir));
const own = (app) => path.join(app.dir, 'i18n');

/**
 * The shell's strings with the shared ones; a remote's namespace, and the shared strings for its
 * standalone page (the host serves them in the composition).
 */
const appTranslations = (app) =>
  app.isHost
    ? [translations([own(app), ...SHARED_STRINGS], 'i18n')]
    : [translations([own(app)], 'locales'), translations(SHARED_STRINGS, 'i18n')];

module.exports = { appTranslations };
