import { expect, test } from '../../support/test';
import { releaseEntry } from '../../support/env';
import { serveManifest } from '../../support/manifest';
import { reportedErrors } from '../../support/sandbox';
import { startServer, stopServer } from '../../support/stack-control';

/**
 * The deals remote's server really stopped while the manifest names a last-known-good release
 * (0.9.0, in the release store): after its retries the route loads 0.9.0 instead of showing the
 * unavailable state, the panel says why, and the failed 1.0.0 is reported.
 */
// the manifest is served to the browser by route interception: a page that starts in the browser
test(
  'with the deals server down, the last-known-good release from the release store is served',
  {
    tag: '@client-render',
  },
  async ({ page }) => {
    test.setTimeout(60_000);
    const since = Date.now();
    await serveManifest(page, (manifest) => {
      manifest.remotes.deals!.lastKnownGood = '0.9.0';
    });
    await stopServer('deals');
    try {
      await page.goto('/deals?travel.operator_panel=true');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Ofertas de la semana' }),
      ).toBeVisible({ timeout: 25_000 });
      await expect(page.getByRole('alert')).toHaveCount(0);
      const panel = page.getByRole('complementary', { name: 'Remotos cargados' });
      await panel.getByText('Remotos cargados', { exact: true }).click();
      const row = panel.getByRole('row', { name: /^deals/ });
      await expect(row).toContainText('0.9.0');
      await expect(row).toContainText('Última versión buena');
      await expect(row).toContainText(releaseEntry('deals', '0.9.0'));
      await expect
        .poll(async () =>
          (await reportedErrors(since)).some(
            (e) => e.extra?.remote === 'deals' && e.extra?.version === '1.0.0',
          ),
        )
        .toBe(true);
    } finally {
      await startServer('deals');
    }

    // other routes are untouched; a new page load gets today's version again
    await page.goto('/deals');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ofertas', exact: true }),
    ).toBeVisible();
  },
);
