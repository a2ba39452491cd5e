import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as getHttp } from 'node:http';
import { get as getHttps } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/test';
import { ROOT } from '../../../scripts/build.mjs';
import { HOST_PORT, INCOMPATIBLE_DEALS_ENTRY, SCHEME } from '../../support/env';
import type { Manifest } from '../../support/manifest';
import { defaultRoutes, serveManifest } from '../../support/manifest';
import { reportedErrors } from '../../support/sandbox';

/**
 * A deals build that asks for react ^99 (no host provides it) and lacks ./DealSearchScreen
 * (e2e/fixtures/incompatible-deals): the compatibility command refuses a manifest that lists it,
 * and a page that loads it anyway reports the mismatch with the remote and version named.
 */
const INCOMPATIBLE = '2.0.0-incompatible';

function remotesCheck(manifest: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'operations/bin/remotes-check.mjs'), manifest],
      { cwd: ROOT, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error.code as number | undefined) ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * The manifest the host serves, read with node:http(s): Node's fetch refuses some ports a
 * STOREFRONT_PORT_OFFSET gives the host (10080 is on its list of unsafe ports).
 */
const servedManifest = () =>
  new Promise<Manifest>((resolve, reject) => {
    const get = SCHEME === 'https' ? getHttps : getHttp;
    get(`${SCHEME}://127.0.0.1:${HOST_PORT}/remotes.manifest.json`, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(JSON.parse(body) as Manifest));
    }).on('error', reject);
  });

test.describe('compatibility of remote versions with the host', () => {
  test.describe.configure({ timeout: 90_000 });

  test('remotes:check passes the environment manifest and fails one listing an incompatible deals build', async () => {
    // the environment's manifest as served now (another spec may have listed a version in it)
    const manifest = await servedManifest();
    const listed = Object.values(manifest.remotes).reduce(
      (count, release) => count + Object.keys(release.versions).length,
      0,
    );
    const dir = await mkdtemp(path.join(tmpdir(), 'remotes-check-'));
    try {
      const file = path.join(dir, 'remotes.manifest.json');
      await writeFile(file, JSON.stringify(manifest));
      const good = await remotesCheck(file);
      expect(good.stderr).toBe('');
      expect(good.stdout).toContain(`All ${listed} remote versions are compatible with this host.`);
      // every version the stack lists carries its server build's integrity, and matches it
      expect(good.stdout).not.toContain('serverIntegrity');
      expect(good.code).toBe(0);

      manifest.remotes.deals!.versions[INCOMPATIBLE] = {
        entry: INCOMPATIBLE_DEALS_ENTRY,
        routes: defaultRoutes(manifest, 'deals'),
      };
      manifest.brands['punti.localhost'] = { deals: INCOMPATIBLE };
      await writeFile(file, JSON.stringify(manifest));
      const bad = await remotesCheck(file);
      expect(bad.code).toBe(1);
      const failures = bad.stdout.split('\n').filter((line) => line.startsWith('FAIL'));
      expect(failures).toEqual([
        `FAIL deals ${INCOMPATIBLE}: shared "react" requires ^99.0.0, the host provides 19.3.1 (singleton)`,
        `FAIL deals ${INCOMPATIBLE}: does not expose ./DealSearchScreen, which its routes in the manifest need for /deal-search`,
      ]);
      expect(bad.stdout).toContain(
        `1 of ${listed + 1} remote versions cannot be served with this host.`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test(
    'a page that loads a build asking for a react it does not have reports it, naming remote and version',
    { tag: '@client-render' },
    async ({ page }) => {
      const since = Date.now();
      await serveManifest(page, (manifest) => {
        manifest.remotes.deals!.versions[INCOMPATIBLE] = {
          entry: INCOMPATIBLE_DEALS_ENTRY,
          routes: defaultRoutes(manifest, 'deals'),
        };
        manifest.remotes.deals!.default = INCOMPATIBLE;
      });
      await page.goto('/deals?travel.operator_panel=true');
      // it still gets the page's one react, and renders
      await expect(
        page.getByRole('heading', { level: 1, name: 'Deals fixture built for react 99' }),
      ).toBeVisible();
      const panel = page.getByRole('complementary', { name: 'Remotos cargados' });
      await panel.getByText('Remotos cargados', { exact: true }).click();
      await expect(panel.getByRole('row', { name: /^deals/ })).toContainText(
        'Compilado para react ^99.0.0; la página tiene 19.3.1',
      );

      await expect
        .poll(async () =>
          (await reportedErrors(since)).filter((e) => e.extra?.kind === 'shared-version'),
        )
        .toEqual([
          expect.objectContaining({
            extra: expect.objectContaining({
              remote: 'deals',
              version: INCOMPATIBLE,
              package: 'react',
              required: '^99.0.0',
              provided: '19.3.1',
            }),
            exception: {
              values: [
                expect.objectContaining({
                  type: 'SharedVersionMismatch',
                  value: `remote "deals" ${INCOMPATIBLE} requires react ^99.0.0, the page has 19.3.1`,
                }),
              ],
            },
          }),
        ]);
    },
  );
});
