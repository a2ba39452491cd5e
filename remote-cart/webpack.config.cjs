const path = require('node:path');
const createConfig = require('../tooling/webpack/create-config.cjs');
const {
  EmitTranslationsPlugin,
  SHARED_STRINGS,
} = require('../tooling/webpack/emit-translations.cjs');

// One exposed module per screen this remote owns.
module.exports = createConfig({
  dir: __dirname,
  name: 'storefront_cart',
  devPort: 4103,
  // the routes it serves, each with its screen (the host's route table comes from these)
  routes: [
    { path: '/cart', expose: './CartScreen', callsAsShown: true },
    { path: '/checkout', expose: './CheckoutScreen', callsAsShown: true },
    { path: '/order', expose: './OrderScreen', callsAsShown: true },
  ],
  exposes: {
    './CartScreen': './src/exposed/CartScreen.tsx',
    './CheckoutScreen': './src/exposed/CheckoutScreen.tsx',
    './OrderScreen': './src/exposed/OrderScreen.tsx',
  },
  extraPlugins: (plugins) =>
    plugins.push(
      new EmitTranslationsPlugin([path.join(__dirname, 'i18n')], 'locales'),
      // the shared strings, for the standalone page (the host serves them in the composition)
      new EmitTranslationsPlugin(SHARED_STRINGS, 'i18n'),
    ),
});
