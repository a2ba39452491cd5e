const path = require('node:path');

// Standalone development (`pnpm --filter remote-flights start`) moves with the stack's ports:
// the dev server on 4102 + STOREFRONT_PORT_OFFSET, /api proxied to the sandbox on 4010 + offset.
const offset = Number(process.env.STOREFRONT_PORT_OFFSET ?? 0);
process.env.SANDBOX_URL ??= `http://127.0.0.1:${4010 + offset}`;
// (set before the shared configuration reads SANDBOX_URL)
const createConfig = require('../tooling/webpack/create-config.cjs');
const {
  EmitTranslationsPlugin,
  SHARED_STRINGS,
} = require('../tooling/webpack/emit-translations.cjs');

// One exposed module per screen this remote owns.
module.exports = createConfig({
  dir: __dirname,
  name: 'storefront_flights',
  devPort: 4102 + offset,
  // the routes it serves, each with its screen (the host's route table comes from these)
  routes: [
    { path: '/F', expose: './FlightsScreen', callsAsShown: true },
    { path: '/FF', expose: './FlightsScreen', callsAsShown: true },
    { path: '/memSearch', expose: './MemberSearchScreen', callsAsShown: true },
  ],
  exposes: {
    './FlightsScreen': './src/exposed/FlightsScreen.tsx',
    './MemberSearchScreen': './src/exposed/MemberSearchScreen.tsx',
  },
  // both screens are the flights page (the member search is its variant): one file for this
  extraPlugins: (plugins) =>
    plugins.push(
      new EmitTranslationsPlugin([path.join(__dirname, 'i18n')], 'locales'),
      // the shared strings, for the standalone page (the host serves them in the composition)
      new EmitTranslationsPlugin(SHARED_STRINGS, 'i18n'),
    ),
});
