import { expect, test } from '../../support/test';
import { STAY, acceptCookies, searchUrl } from '../../support/pages/search';

const SCREENS = [
  { name: 'landing', url: '/' },
  { name: 'results', url: searchUrl('/DP', { departure: 'mad', destination: 'pmi', ...STAY }) },
  {
    name: 'detail',
    url: searchUrl('/hotel-detail', {
      product: 'H',
      destination: 'pmi',
      ...STAY,
      hotelId: 'H-PMI-002',
    }),
  },
];

// a shared 2-core machine: searches, the map and axe take their time here
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const screen of SCREENS) {
  test(`the ${screen.name} screen fits 360 to 1440 px without horizontal scrolling`, async ({
    page,
  }) => {
    for (const width of [360, 768, 1024, 1240, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(screen.url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const loading = page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /Buscando|Cargando/ });
      // read to the end, as a shopper does: what is drawn as the shopper comes near it (a hotel's
      // map) is drawn and measured too
      await expect(async () => {
        await page.getByRole('contentinfo').first().scrollIntoViewIfNeeded();
        await expect(loading).toHaveCount(0, { timeout: 2_000 });
      }).toPass({ timeout: 45_000 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
    }
  });
}
