const createConfig = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'storefront_search',
  devPort: 4101,
  // the routes it serves, each with its screen (the host's route table comes from these)
  routes: [
    { path: '/', expose: './LandingScreen', callsAsShown: false },
    { path: '/DP', expose: './AccommodationScreen', callsAsShown: true },
    { path: '/H', expose: './AccommodationScreen', callsAsShown: true },
    { path: '/HGH', expose: './AccommodationScreen', callsAsShown: true },
    { path: '/hotel-detail', expose: './HotelDetailScreen', callsAsShown: true },
    { path: '/hdpMemSearch', expose: './MemberSearchScreen', callsAsShown: true },
  ],
});
