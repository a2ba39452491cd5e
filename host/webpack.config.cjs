const path = require('node:path');
const createConfig = require('../tooling/webpack/create-config.cjs');
const {
  EmitTranslationsPlugin,
  SHARED_STRINGS,
} = require('../tooling/webpack/emit-translations.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'storefront_host',
  isHost: true,
  devPort: 8080,
  extraPlugins: (plugins) =>
    plugins.push(
      new EmitTranslationsPlugin([path.join(__dirname, 'i18n'), ...SHARED_STRINGS], 'i18n'),
    ),
});
