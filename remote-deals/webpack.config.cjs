const createConfig = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'storefront_deals',
  devPort: 4104,
  // the routes it serves, each with its screen (the host's route table comes from these)
  routes: [
    { path: '/deals', expose: './DealsScreen', callsAsShown: true },
    { path: '/deal-search', expose: './DealSearchScreen', callsAsShown: true },
  ],
});
