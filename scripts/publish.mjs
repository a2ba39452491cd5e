#!/usr/bin/env node
// `pnpm remotes:publish remote-<name> [--version x.y.z] [--force] [--origin <release store URL>]`
//
// Builds today's source of a remote as a release (its package.json version unless --version) into
// the release store `.releases/<remote>/<version>/` (scripts/releases.mjs), and prints the entry to
// add under `remotes.<name>.versions` of a remotes manifest: its URL and integrity.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './build.mjs';
import { LOCAL_RELEASES, publishRelease, remoteOfApp } from './releases.mjs';
import { RELEASES_ORIGIN, entryIntegrity } from './stack.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    force: { type: 'boolean', default: false },
    origin: { type: 'string' },
  },
});
const [app] = positionals;
if (!app || !/^remote-\w+$/.test(app) || !existsSync(path.join(ROOT, app))) {
  console.error(
    'usage: pnpm remotes:publish remote-<name> [--version x.y.z] [--force] [--origin <url>]',
  );
  process.exit(2);
}
try {
  const version =
    values.version ??
    JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')).version;
  // a release the local environment knows is built with its own copy
  const known = LOCAL_RELEASES.find((r) => r.app === app && r.version === version);
  // the local releases follow today's source; any other published version is never replaced
  const outDir = publishRelease(known ?? { app, version }, {
    force: values.force,
    immutable: !known,
  });
  const remote = remoteOfApp(app);
  const origin = (values.origin ?? RELEASES_ORIGIN).replace(/\/$/, '');
  console.log(`\n${app} ${version} published in ${path.relative(ROOT, outDir)}/`);
  console.log(`manifest entry (remotes.${remote}.versions):`);
  console.log(
    JSON.stringify(
      {
        [version]: {
          entry: `${origin}/${remote}/${version}/mf-manifest.json`,
          integrity: entryIntegrity(path.join(outDir, 'remoteEntry.js')),
        },
      },
      null,
      2,
    ),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
