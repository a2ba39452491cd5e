const createConfig = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'storefront_flights',
  devPort: 4102,
  // the routes it serves, each with its screen (the host's route table comes from these)
  routes: [
    { path: '/F', expose: './FlightsScreen', callsAsShown: true },
    { path: '/FF', expose: './FlightsScreen', callsAsShown: true },
    { path: '/memSearch', expose: './MemberSearchScreen', callsAsShown: true },
  ],
});
