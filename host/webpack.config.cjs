const createConfig = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'storefront_host',
  isHost: true,
  devPort: 8080,
});
