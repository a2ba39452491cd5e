const preset = require('../tooling/jest.preset.cjs')({ rootDir: __dirname });

// The package reaches its instance-holding modules by its own name (see eslint.config.mjs);
// jest resolves those self-references through the `exports` map.
const { exports: exportsMap } = require('./package.json');
const selfReferences = {};
for (const [subpath, target] of Object.entries(exportsMap)) {
  const from = `^@storefront/shared/${subpath.slice(2).replace('*', '(.+)')}$`;
  selfReferences[from] = `<rootDir>/${target.slice(2).replace('*', '$1')}`;
}

module.exports = { ...preset, moduleNameMapper: { ...selfReferences, ...preset.moduleNameMapper } };
