#!/usr/bin/env node
// The remotes manifest's JSON Schema (schema/remotes-manifest.schema.json), compiled by Ajv into
// a standalone validator for the host: the host checks the manifest it loads against the same
// schema as `pnpm remotes` before each write, without shipping Ajv's compiler to the browser.
// The schema file describes a remote's entry, not which remotes there are: those are the
// workspace's declared remotes (scripts/remotes-declared.cjs), each required and no other. In
// Node they are written into the schema before it is compiled (manifestSchema); the host's
// validator checks them against the list its build defines (`__STOREFRONT_REMOTES__`), so the
// generated file names no remote and a new remote needs no new validator.
//
//   node scripts/remotes-schema.cjs           writes host/src/features/remotes/manifest-schema.generated.js
//   node scripts/remotes-schema.cjs --check   exit code 1 when that file is out of date
//
// A unit test (host/src/features/remotes/manifest-schema.test.ts) runs the check.
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const Ajv = require('ajv');
const standaloneCode = require('ajv/dist/standalone').default;
const { declaredRemotes } = require('./remotes-declared.cjs');

const ROOT = path.resolve(__dirname, '..');
const SCHEMA_FILE = path.join(ROOT, 'schema/remotes-manifest.schema.json');
const VALIDATOR_FILE = path.join(ROOT, 'host/src/features/remotes/manifest-schema.generated.js');

/** The schema file as it is: any remote name, each remote's release and each pin checked. */
function publishedSchema() {
  return JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'));
}

/**
 * The schema with the remotes written in (default: the workspace's declared remotes): each of
 * them required in `remotes`, no other there or in a brand's pins.
 */
function manifestSchema(names = declaredRemotes().map((remote) => remote.name)) {
  const schema = publishedSchema();
  const { remotes, brands } = schema.properties;
  const only = (of, rule) => ({
    ...of,
    properties: Object.fromEntries(names.map((name) => [name, rule])),
    additionalProperties: false,
  });
  schema.properties.remotes = { ...only(remotes, remotes.additionalProperties), required: names };
  const pins = brands.additionalProperties;
  schema.properties.brands = {
    ...brands,
    additionalProperties: only(pins, pins.additionalProperties),
  };
  return schema;
}

/** An Ajv validator of the schema with the declared remotes (or `names`), for Node. */
function compileValidator(options = {}, names = undefined) {
  const ajv = new Ajv({ allErrors: false, ...options });
  return ajv.compile(manifestSchema(names));
}

/**
 * The host's check of the remote names, after the schema's (ajv's error shape; a manifest that
 * passes the schema has a `remotes` object and each brand's pins are an object): every remote of
 * the build's list in `remotes`, and no other there or among a brand's pins.
 */
const REMOTE_NAMES_CHECK = `
const pointer = (key) => key.replace(/~/g, '~0').replace(/\\//g, '~1');
function namesError(instancePath, schemaPath, keyword, params, message) {
  validate.errors = [{ instancePath, schemaPath, keyword, params, message }];
  return false;
}
/** The manifest against the schema, then its remote names against the build's remotes. */
export function validate(data) {
  validate.errors = null;
  if (!validateShape(data)) {
    validate.errors = validateShape.errors;
    return false;
  }
  const names = __STOREFRONT_REMOTES__.map((remote) => remote.name);
  for (const name of names) {
    if (data.remotes[name] === undefined)
      return namesError('/remotes', '#/properties/remotes/required', 'required',
        { missingProperty: name }, "must have required property '" + name + "'");
  }
  for (const name of Object.keys(data.remotes)) {
    if (!names.includes(name))
      return namesError('/remotes', '#/properties/remotes/additionalProperties',
        'additionalProperties', { additionalProperty: name }, 'must NOT have additional properties');
  }
  for (const [domain, pins] of Object.entries(data.brands ?? {})) {
    for (const name of Object.keys(pins)) {
      if (!names.includes(name))
        return namesError('/brands/' + pointer(domain),
          '#/properties/brands/additionalProperties/additionalProperties', 'additionalProperties',
          { additionalProperty: name }, 'must NOT have additional properties');
    }
  }
  return true;
}
export default validate;
`;

/** The standalone validator's source (ES module, formatted like the rest of the repository). */
async function generatedValidator() {
  const ajv = new Ajv({
    code: { source: true, esm: true, lines: true },
    allErrors: false,
    inlineRefs: false,
    messages: true,
  });
  const validate = ajv.compile(publishedSchema());
  const code = standaloneCode(ajv, { validateShape: validate.schema.$id }) + REMOTE_NAMES_CHECK;
  if (/\brequire\(/.test(code)) {
    throw new Error('the schema needs Ajv run-time helpers: keep to keywords that compile alone');
  }
  const prettier = require('prettier');
  const options = (await prettier.resolveConfig(VALIDATOR_FILE)) ?? {};
  const header =
    '/* eslint-disable */\n' +
    '// Generated by scripts/remotes-schema.cjs from schema/remotes-manifest.schema.json: do not edit.\n' +
    "// The remote names are the build's (__STOREFRONT_REMOTES__: the workspace's declared remotes).\n";
  return prettier.format(header + code, { ...options, filepath: VALIDATOR_FILE });
}

module.exports = {
  SCHEMA_FILE,
  VALIDATOR_FILE,
  publishedSchema,
  manifestSchema,
  compileValidator,
  generatedValidator,
};

if (require.main === module) {
  const relative = path.relative(ROOT, VALIDATOR_FILE);
  generatedValidator().then(
    (source) => {
      if (process.argv.includes('--check')) {
        const current = readFileSync(VALIDATOR_FILE, 'utf8');
        if (current === source) return;
        console.error(`${relative} is out of date with the schema: run pnpm remotes:schema`);
        process.exit(1);
      }
      writeFileSync(VALIDATOR_FILE, source);
      console.log(`wrote ${relative}`);
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
