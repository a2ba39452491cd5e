// The app's federation name, dev port and routes are package.json's `storefront` field.
module.exports = require('../tooling/webpack/create-config.cjs')({ dir: __dirname });
