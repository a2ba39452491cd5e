#!/usr/bin/env node
/**
 * `pnpm build:tests`: everything the e2e stacks serve, built where its inputs changed: the host
 * and every remote, the e2e's fixture remotes, and the older releases the local environment serves
 * beside them (the release store, `.releases/`). The e2e configurations' set-up calls the same
 * before it starts a stack; `pnpm test` runs it once as a stage of its own, so the stages after it
 * (some side by side) find every build made and none builds into a folder another reads.
 */
import { fileURLToPath } from 'node:url';
import { publishLocalReleases } from '../operations/bin/releases.mjs';
import { APPS, buildApp } from './build.mjs';
import { FIXTURES } from './stack.mjs';

export function buildForTests() {
  for (const app of APPS) buildApp(app);
  for (const { app } of Object.values(FIXTURES)) buildApp(app);
  publishLocalReleases();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildForTests();
