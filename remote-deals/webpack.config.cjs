const path = require('node:path');
const createConfig = require('../tooling/webpack/create-config.cjs');
const {
  EmitTranslationsPlugin,
  SHARED_STRINGS,
} = require('../tooling/webpack/emit-translations.cjs');

// One exposed module per screen this remote owns.
module.exports = createConfig({
  dir: __dirname,
  name: 'storefront_deals',
  devPort: 4104,
  // the routes it serves, each with its screen (the host's route table comes from these)
  routes: [
    { path: '/deals', expose: './DealsScreen', callsAsShown: true },
    { path: '/deal-search', expose: './DealSearchScreen', callsAsShown: true },
  ],
  exposes: {
    './DealsScreen': './src/exposed/DealsScreen.tsx',
    './DealSearchScreen': './src/exposed/DealSearchScreen.tsx',
  },
  extraPlugins: (plugins) =>
    plugins.push(
      new EmitTranslationsPlugin([path.join(__dirname, 'i18n')], 'locales'),
      // the shared strings, for the standalone page (the host serves them in the composition)
      new EmitTranslationsPlugin(SHARED_STRINGS, 'i18n'),
    ),
});
