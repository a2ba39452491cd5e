import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { RUNTIME_DIR } from '../../../scripts/stack.mjs';
import { brandUrl } from '../../support/env';
import { startServer, stopServer } from '../../support/stack-control';

/**
 * What the render server leaves to the browser: a remote's server entry that is down, or that
 * does not match the manifest's serverIntegrity, makes the page render in the browser (status
 * 200, reported in the response), never an error page. These change the environment's manifest
 * file and stop servers, so they run after the other server-rendering specs, one at a time.
 */

type ManifestFile = {
  remotes: Record<
    string,
    { default: string; versions: Record<string, { serverIntegrity?: string }> }
  >;
  brands: Record<string, Record<string, unknown>>;
};

const MANIFEST = path.join(RUNTIME_DIR, 'remotes.manifest.json');

/** The environment's manifest changed by `change` while `work` runs, then restored. */
async function withManifest(change: (manifest: ManifestFile) => void, work: () => Promise<void>) {
  const original = readFileSync(MANIFEST, 'utf8');
  const manifest = JSON.parse(original) as ManifestFile;
  change(manifest);
  writeFileSync(MANIFEST, JSON.stringify(manifest));
  try {
    await work();
  } finally {
    writeFileSync(MANIFEST, original);
  }
}

test.describe.configure({ mode: 'serial' });

test('a remote whose server entry is down: the page renders in the browser, status 200', async ({
  page,
}) => {
  // the published deals 0.9.0, from the release store, stopped
  await stopServer('releases');
  try {
    await withManifest(
      (manifest) => {
        manifest.remotes.deals!.default = '0.9.0';
        for (const pins of Object.values(manifest.brands)) delete pins.deals;
      },
      async () => {
        const response = await page.goto(brandUrl('sunsea', '/deals'));
        expect(response?.status()).toBe(200);
        expect(response?.headers()['x-storefront-render']).toMatch(/^client \(remote: /);
        // the browser shows the remote's unavailable state, as on a page it renders itself
        await expect(
          page
            .getByRole('alert')
            .filter({ hasText: 'Esta sección no está disponible temporalmente' }),
        ).toBeVisible();
      },
    );
  } finally {
    await startServer('releases');
  }
  const back = await page.goto(brandUrl('sunsea', '/deals'));
  expect(back?.headers()['x-storefront-render']).toBe('server');
});

test('a server entry that does not match its serverIntegrity is not run', async ({ page }) => {
  await withManifest(
    (manifest) => {
      const deals = manifest.remotes.deals!;
      deals.versions[deals.default]!.serverIntegrity = `sha384-${'A'.repeat(64)}`;
    },
    async () => {
      const response = await page.goto(brandUrl('sunsea', '/deals'));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-storefront-render']).toMatch(/serverIntegrity/);
      await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    },
  );
  const back = await page.goto(brandUrl('sunsea', '/deals'));
  expect(back?.headers()['x-storefront-render']).toBe('server');
});
