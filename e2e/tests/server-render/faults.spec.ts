import { expect, test } from '../../support/test';
import { withManifest } from '../../support/runtime-manifest';
import { brandUrl } from '../../support/env';
import { urlDate } from '../../support/pages/search';
import { injectFault } from '../../support/sandbox';
import { startServer, stopServer } from '../../support/stack-control';
import { consoleProblems } from '../../support/journeys';

/**
 * Faults on a page rendered on the server: a remote whose browser files are down is rendered as
 * the browser shows it, unavailable with its retry; a server entry that does not match the
 * manifest's serverIntegrity makes the page render in the browser (status 200, reported in the
 * response), never an error page; a start-up slower than the render budget
 * leaves the page to the browser, and a search slower than it sends its region loading. These change the environment's manifest
 * file and stop servers, so they run after the other server-rendering specs, one at a time.
 */

test.describe.configure({ mode: 'serial' });

test("a remote whose files are down: the server's page is its unavailable state, whose retry brings the screen once they are back", async ({
  page,
}) => {
  const problems = consoleProblems(page);
  // the published deals 0.9.0, from the release store, stopped
  await stopServer('releases');
  let stopped = true;
  try {
    await withManifest(
      (manifest) => {
        manifest.remotes.deals!.default = '0.9.0';
        for (const pins of Object.values(manifest.brands)) delete pins.deals;
      },
      async () => {
        const response = await page.goto(brandUrl('sunsea', '/deals'));
        expect(response?.status()).toBe(200);
        expect(response?.headers()['x-storefront-render']).toBe('server');
        // in the HTML as the browser shows it: the remote's unavailable state, with its retry
        expect(await response?.text()).toContain('Esta sección no está disponible temporalmente');
        const unavailable = page
          .getByRole('alert')
          .filter({ hasText: 'Esta sección no está disponible temporalmente' });
        await expect(unavailable).toBeVisible();
        // hydrated as it came: it does not turn into anything else on its own
        await page.waitForTimeout(1_000);
        await expect(unavailable).toBeVisible();
        expect(problems.filter((p) => /hydrat|#418|#419|#423|#425/i.test(p))).toEqual([]);
        // back: the shopper's retry brings the screen, without a reload
        await startServer('releases');
        stopped = false;
        await unavailable.getByRole('button', { name: 'Reintentar' }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: 'Ofertas de la semana' }),
        ).toBeVisible({ timeout: 20_000 });
      },
    );
  } finally {
    if (stopped) await startServer('releases');
  }
  const back = await page.goto(brandUrl('sunsea', '/deals'));
  expect(back?.headers()['x-storefront-render']).toBe('server');
});

test('a server entry that does not match its serverIntegrity is not run', async ({ page }) => {
  await withManifest(
    (manifest) => {
      const deals = manifest.remotes.deals!;
      deals.versions[deals.default as string]!.serverIntegrity = `sha384-${'A'.repeat(64)}`;
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

/** The render budget the stack runs with (e2e/support/global-setup.ts). */
const BUDGET_MS = Number(process.env.STOREFRONT_RENDER_BUDGET_MS ?? 600);

test('flags slower than the render budget: the page starts in the browser, which finishes it', async ({
  page,
}) => {
  await injectFault({
    call: 'FeatureToogle/FlagProviderList',
    kind: 'LATENCY',
    latencyMs: BUDGET_MS + 2000,
    // a brand no other server-rendering spec opens: no render process keeps its flags yet
    brand: 'punti.localhost',
    times: 1,
  });
  const response = await page.goto(brandUrl('punti', '/deals'));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-storefront-render']).toBe('client (start-up-budget)');
  await expect(page.getByRole('heading', { level: 1, name: 'Offerte' })).toBeVisible();
});

test('a search slower than the render budget: the page comes with its results loading, and the browser finishes them', async ({
  browser,
  page,
}) => {
  const path = `/H?${new URLSearchParams({ destination: 'pmi', outboundDate: urlDate(50), returnDate: urlDate(54) })}`;
  const slowSearch = () =>
    injectFault({
      call: 'ShoppingHDPService/CreateSearch',
      kind: 'LATENCY',
      latencyMs: BUDGET_MS + 2000,
      brand: 'sunsea.localhost',
      times: 1,
    });
  // the page as it comes, before any script: its heading, and the results' loading state
  await slowSearch();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  const response = await bare.goto(brandUrl('sunsea', path));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-storefront-render']).toBe('server');
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(/\S/);
  await expect(
    bare.getByRole('status').filter({ hasText: 'Buscando alojamientos…' }),
  ).toBeVisible();
  await context.close();
  // with its scripts, the browser searches and shows the results
  await slowSearch();
  const hydrated = await page.goto(brandUrl('sunsea', path));
  expect(hydrated?.headers()['x-storefront-render']).toBe('server');
  await expect(
    page.getByRole('status').filter({ hasText: /alojamientos? encontrados?/ }),
  ).toBeVisible({ timeout: 20_000 });
});
