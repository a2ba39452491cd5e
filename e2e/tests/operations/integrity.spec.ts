import { expect, test } from '../../support/test';
import { reportedErrors } from '../../support/sandbox';

const WRONG_HASH = `sha384-${'A'.repeat(64)}`;

// three attempts with backoff and a fallback, on a 2-core machine shared with the suite
test.describe.configure({ timeout: 60_000 });

test(
  'an entry whose integrity does not match is not run: the last-known-good version is loaded and the failure reported',
  { tag: '@client-render' },
  async ({ page }) => {
    const since = Date.now();
    const scriptsAsked: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scriptsAsked.push(r.url()));
    await page.route('**/remotes.manifest.json', async (route) => {
      const response = await route.fetch({
        url: route
          .request()
          .url()
          .replace(/\/\/[^/]+\.localhost:/, '//127.0.0.1:'),
      });
      const manifest = await response.json();
      const deals = manifest.remotes.deals;
      const [current] = Object.keys(deals.versions) as [string];
      deals.versions['9.9.9-tampered'] = {
        entry: deals.versions[current].entry,
        integrity: WRONG_HASH,
        routes: deals.versions[current].routes,
      };
      deals.default = '9.9.9-tampered';
      deals.lastKnownGood = current;
      await route.fulfill({ response, json: manifest });
    });
    await page.goto('/deals?travel.operator_panel=true');
    // three attempts with backoff on the tampered entry, then the fallback: slower than a load
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible({
      timeout: 25_000,
    });
    const panel = page.getByRole('complementary', { name: 'Remotos cargados' });
    await panel.getByText('Remotos cargados').click();
    await expect(panel.getByRole('row', { name: /^deals/ })).toContainText('Última versión buena');
    await expect
      .poll(async () =>
        (await reportedErrors(since)).some(
          (e) => e.extra?.remote === 'deals' && e.extra?.version === '9.9.9-tampered',
        ),
      )
      .toBe(true);
    expect(scriptsAsked.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  },
);
