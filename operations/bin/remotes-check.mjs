#!/usr/bin/env node
// `pnpm remotes:check <remotes manifest file or URL> [--host <host's mf-manifest.json>]`
//
// Before a manifest is served: checks it against its schema (the host's checker,
// host/src/features/remotes/manifest-schema.ts), reads the mf-manifest.json of every version it
// lists and reports each shared-package requirement the host's singletons cannot satisfy, each
// screen a version's routes need that it does not expose, routes that differ
// from those its build declares, routes that clash with the shell's or another remote's, and
// both builds' entries against the manifest: the browser build's remoteEntry.js against
// `integrity`, the server build's server/remoteEntry.js against `serverIntegrity`
// (operations/src/compatibility.ts). Exit code 0: every version can be served; 1: at
// least one cannot (FAIL lines name the remote, version, package, required and provided
// versions); 2: the manifest or the host's build could not be read.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { hostRemotes } from '../../scripts/remotes-declared.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// the host's modules read the remotes it is built with (its build defines them): here, the
// remotes this checkout declares
globalThis.__STOREFRONT_REMOTES__ ??= hostRemotes();

/** A file path, a file: URL or an http(s) URL, as text. */
async function read(location) {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  }
  return readFile(location.startsWith('file:') ? fileURLToPath(location) : location, 'utf8');
}

export async function remotesCheck(manifestLocation, hostLocation) {
  const load = (file) => tsImport(pathToFileURL(path.join(ROOT, file)).href, import.meta.url);
  const { validateManifest } = await load('operations/src/manifest-store.ts');
  const { checkManifest, formatReport, hostSharedFrom } = await load(
    'operations/src/compatibility.ts',
  );
  const { SHELL_PATHS } = await load('host/src/app/routes.tsx');

  // the manifest's schema, by the checker the host reads it with, as before every write
  let manifest;
  try {
    manifest = validateManifest(JSON.parse(await read(manifestLocation)));
  } catch (error) {
    throw new Error(
      `not a valid remotes manifest: ${(error.reasons ?? [error.message]).join('; ')}`,
    );
  }
  const host = hostSharedFrom(JSON.parse(await read(hostLocation)));
  const results = await checkManifest(manifest, host, SHELL_PATHS, {
    read,
    digest: async (algorithm, body) =>
      `${algorithm}-${createHash(algorithm).update(body, 'utf8').digest('base64')}`,
  });
  return formatReport(results);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { host: { type: 'string', default: path.join(ROOT, 'host/dist/mf-manifest.json') } },
  });
  if (positionals.length !== 1) {
    console.error(
      'usage: pnpm remotes:check <remotes.manifest.json file or URL> [--host <host mf-manifest.json>]',
    );
    process.exit(2);
  }
  // pnpm runs the script from the workspace root: a relative path is the caller's
  const from = process.env.INIT_CWD ?? process.cwd();
  const resolve = (location) =>
    /^(https?|file):/.test(location) ? location : path.resolve(from, location);
  let report;
  try {
    report = await remotesCheck(resolve(positionals[0]), resolve(values.host));
  } catch (error) {
    console.error(`remotes:check: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
  for (const line of report.lines) console.log(line);
  process.exit(report.ok ? 0 : 1);
}
