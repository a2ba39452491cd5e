import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUNTIME_DIR } from '../../scripts/stack.mjs';

/**
 * The remotes manifest the test stack serves (the file an operator's `pnpm remotes` writes), for
 * specs that change it: the render server and the browser read it again on their next page.
 */
export const RUNTIME_MANIFEST = path.join(RUNTIME_DIR, 'remotes.manifest.json');

/** What these specs change of the manifest (docs/operations.md has the whole of it). */
export type ManifestFile = {
  remotes: Record<
    string,
    { default: unknown; versions: Record<string, { serverIntegrity?: string }> }
  >;
  brands: Record<string, Record<string, unknown>>;
};

/** The environment's manifest changed by `change` while `work` runs, then restored. */
export async function withManifest(
  change: (manifest: ManifestFile) => void,
  work: () => Promise<void>,
): Promise<void> {
  const original = readFileSync(RUNTIME_MANIFEST, 'utf8');
  const manifest = JSON.parse(original) as ManifestFile;
  change(manifest);
  writeFileSync(RUNTIME_MANIFEST, JSON.stringify(manifest));
  try {
    await work();
  } finally {
    writeFileSync(RUNTIME_MANIFEST, original);
  }
}
