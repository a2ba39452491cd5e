const createConfig = require('../tooling/webpack/create-config.cjs');

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
});
