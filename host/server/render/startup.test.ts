/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverStartUp } from './startup';
import { MANIFEST, MANIFEST_OUTSIDE_THE_SCHEMA } from '../../src/testing/remotes-manifest';

function files(manifest: unknown) {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-start-up-'));
  const environmentFile = path.join(dir, 'environment.json');
  const manifestFile = path.join(dir, 'remotes.manifest.json');
  writeFileSync(environmentFile, JSON.stringify({ environment: 'test' }));
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return { environmentFile, manifestFile };
}

describe("the render server's remotes manifest", () => {
  it('is read as the browser reads it', async () => {
    const versions = await serverStartUp(files(MANIFEST)).defaultVersions();
    expect(versions.map((remote) => `${remote.name} ${remote.version}`)).toEqual([
      'search 1.0.0',
      'flights 1.0.0',
      'cart 1.0.0',
      'deals 1.0.0',
    ]);
  });

  it('is checked against its schema too (the page carries it, and the browser takes it as checked)', async () => {
    await expect(
      serverStartUp(files(MANIFEST_OUTSIDE_THE_SCHEMA)).defaultVersions(),
    ).rejects.toThrow('must NOT have additional properties');
  });
});
