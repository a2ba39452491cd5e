/**
 * The host's reading of a remotes manifest: checked by its schema for this host's remotes
 * (manifest-schema.ts, the one checker of the browser, the render server, `pnpm remotes` and
 * `pnpm remotes:check`), the fields a file may leave out filled in. In the browser a chunk of its
 * own ("manifest-schema"), loaded beside the manifest only when the page must check it: a page
 * rendered on the server carries a manifest the render server checked (manifest.ts,
 * `fetchManifest`).
 */
import { completeManifest, REMOTE_NAMES } from './manifest';
import type { CheckedManifest, RemotesManifest } from './manifest';
import { manifestChecker } from './manifest-schema';

let check: ((value: unknown) => CheckedManifest) | undefined;

/** The manifest as the host reads it; throws ManifestError naming where and what is wrong. */
export function parseManifest(value: unknown): RemotesManifest {
  check ??= manifestChecker(REMOTE_NAMES);
  return completeManifest(check(value));
}
