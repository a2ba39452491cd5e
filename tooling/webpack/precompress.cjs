// Production builds write each text file's brotli (quality 11) and gzip (level 9) forms beside
// it, made once at build time instead of on every request: the servers send the form the
// browser accepts (nginx `brotli_static` and `gzip_static`, host/server/static.mjs
// `preCompressed`). Brotli's strongest setting is too slow to run per request, and its files
// are 10–14 % smaller than gzip's here. A file that does not shrink by a tenth gets neither.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT = /\.(js|css|json|html|svg)$/;

function precompressPlugins() {
  const common = { test: TEXT, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

module.exports = { precompressPlugins };
