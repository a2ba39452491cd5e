#!/usr/bin/env node
// The remotes manifest's JSON Schema for operators' editors (schema/remotes-manifest.schema.json),
// generated from the manifest's zod schema (host/src/features/remotes/manifest-schema.ts, the one
// checker of the browser, the render server, `pnpm remotes` and `pnpm remotes:check`) for the
// workspace's declared remotes (scripts/remotes-declared.cjs). The file is not kept in git:
// `pnpm build` writes it before the apps are built, and this command writes it on demand.
//
//   node operations/bin/remotes-schema.mjs            writes schema/remotes-manifest.schema.json
//   node operations/bin/remotes-schema.mjs --stdout   prints it instead
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { declaredRemotes } from '../../scripts/remotes-declared.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCHEMA_FILE = path.join(ROOT, 'schema/remotes-manifest.schema.json');
const GENERATOR = path.join(ROOT, 'host/src/features/remotes/manifest-json-schema.ts');

/** The JSON Schema of a manifest for these remotes (default: the workspace's declared remotes). */
export async function manifestJsonSchema(names = declaredRemotes().map((remote) => remote.name)) {
  const { manifestJsonSchema: generate } = await tsImport(
    pathToFileURL(GENERATOR).href,
    import.meta.url,
  );
  return generate(names);
}

/** The schema as text, formatted like the rest of the repository. */
export async function manifestJsonSchemaText(names) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(SCHEMA_FILE)) ?? {};
  return prettier.format(JSON.stringify(await manifestJsonSchema(names)), {
    ...options,
    filepath: SCHEMA_FILE,
  });
}

/** Writes schema/remotes-manifest.schema.json (or `file`); returns its path. */
export async function writeManifestJsonSchema(file = SCHEMA_FILE) {
  const text = await manifestJsonSchemaText();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    if (process.argv.includes('--stdout')) {
      process.stdout.write(await manifestJsonSchemaText());
    } else {
      console.log(`wrote ${path.relative(ROOT, await writeManifestJsonSchema())}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
