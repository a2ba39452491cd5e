const path = require('node:path');
const createConfig = require('../tooling/webpack/create-config.cjs');
const {
  EmitTranslationsPlugin,
  SHARED_STRINGS,
} = require('../tooling/webpack/emit-translations.cjs');

// One exposed module per screen this remote owns.
module.exports = createConfig({
  dir: __dirname,
  name: 'storefront_search',
  // the standalone dev server moves with the composition's ports (scripts/start-standalone.mjs)
  devPort: 4101 + Number(process.env.STOREFRONT_PORT_OFFSET ?? 0),
  // the routes it serves, each with its screen (the host's route table comes from these)
  routes: [
    { path: '/', expose: './LandingScreen', callsAsShown: false },
    { path: '/DP', expose: './AccommodationScreen', callsAsShown: true },
    { path: '/H', expose: './AccommodationScreen', callsAsShown: true },
    { path: '/HGH', expose: './AccommodationScreen', callsAsShown: true },
    { path: '/hotel-detail', expose: './HotelDetailScreen', callsAsShown: true },
    { path: '/hdpMemSearch', expose: './MemberSearchScreen', callsAsShown: true },
  ],
  exposes: {
    './LandingScreen': './src/exposed/LandingScreen.tsx',
    './AccommodationScreen': './src/exposed/AccommodationScreen.tsx',
    './HotelDetailScreen': './src/exposed/HotelDetailScreen.tsx',
    './MemberSearchScreen': './src/exposed/MemberSearchScreen.tsx',
  },
  extraPlugins: (plugins) =>
    plugins.push(
      new EmitTranslationsPlugin([path.join(__dirname, 'i18n')], 'locales'),
      // the shared strings, for the standalone page (the host serves them in the composition)
      new EmitTranslationsPlugin(SHARED_STRINGS, 'i18n'),
    ),
});
