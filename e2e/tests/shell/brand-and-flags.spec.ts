import { expect, test } from '../../support/test';
import { brandUrl } from '../../support/env';
import { eventsFor, injectFault, reportedErrors } from '../../support/sandbox';
import { expectNoAxeViolations } from '../../support/a11y';

// one after another: several of these pages are the closed brand's, and one of them makes the
// brand's next flag load fail (a fault for the brand), which a page of another test must not take
test.describe.configure({ mode: 'default' });

test.describe('brand configuration', () => {
  test('applies the theme, favicon, page title, language and logo', async ({ page }) => {
    await page.goto(brandUrl('punti', '/deals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Offerte' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(primary.toLowerCase()).not.toBe('#0b5cad'); // not the built-in default
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      /\/media\/brands\/punti\//,
    );
    const title = await page.title();
    expect(title.length).toBeGreaterThan(0);
    await expect(page.getByRole('banner').locator('img')).toHaveAttribute(
      'src',
      /\/media\/brands\/punti\//,
    );
  });

  test('a missing configuration shows the brand-config error page and tracks it', async ({
    page,
  }) => {
    const since = Date.now();
    await page.goto(brandUrl('nobrand', '/F'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expect
      .poll(
        async () =>
          (await eventsFor('nobrand.localhost', since, 'viewed.app-error-[brand-config]')).length,
      )
      .toBe(1);
  });

  test(
    'a configuration that fails to load leaves the page blank, logged and reported as error.get-initial-state',
    { tag: '@client-render' },
    async ({ page }) => {
      const since = Date.now();
      const logged: string[] = [];
      page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
      await injectFault({
        call: 'Strapi/GetConfig',
        kind: 'HTTP_500',
        brand: 'flyfree.localhost',
        times: 1,
      });
      await page.goto(brandUrl('flyfree', '/'));
      await expect
        .poll(
          async () =>
            (await eventsFor('flyfree.localhost', since, 'error.get-initial-state')).length,
        )
        .toBe(1);
      await expect(page.locator('#root')).toBeEmpty();
      // blank: the start-up indicator the page began with is gone too
      await expect(page.locator('#boot')).toHaveCount(0);
      expect(logged.some((l) => l.includes('[startup] initial state'))).toBe(true);
      await expect
        .poll(async () =>
          (await reportedErrors(since)).some((e) => e.extra?.event === 'error.get-initial-state'),
        )
        .toBe(true);
    },
  );
});

test.describe('start-up', () => {
  test(
    'the page shows a start-up bar before any code arrives, and the shell takes it away',
    { tag: '@client-render' },
    async ({ page }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/main.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(brandUrl('sunsea', '/deals'), { waitUntil: 'commit' });
      // painted from the HTML alone, and hidden from assistive technology
      const boot = page.locator('#boot');
      await expect(boot.locator('svg')).toBeVisible();
      await expect(boot).toHaveAttribute('aria-hidden', 'true');
      await expect(page.locator('#root')).toBeEmpty();
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
      await expect(boot).toHaveCount(0);
    },
  );
});

test.describe('feature flags', () => {
  test(
    'the loading screen shows the logo and a progress bar that moves while flags load',
    { tag: '@client-render' },
    async ({ page }) => {
      await injectFault({
        call: 'FeatureToogle/FlagProviderList',
        kind: 'LATENCY',
        // long enough that the bar is still there for several ticks after a slow start-up
        latencyMs: 6000,
        brand: 'punti.localhost',
        times: 1,
      });
      await page.goto(brandUrl('punti', '/deals'));
      const bar = page.getByRole('progressbar');
      await expect(bar).toBeVisible();
      await expect(page.getByRole('img', { name: /./ })).toBeVisible();
      // named in the brand's language once its strings are in (the brand's name until then)
      await expect(bar).toHaveAccessibleName('Caricamento del negozio');
      const first = Number(await bar.getAttribute('aria-valuenow'));
      await expect
        .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 2000 })
        .not.toBe(first);
      const value = Number(await bar.getAttribute('aria-valuenow'));
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
      await expectNoAxeViolations(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Offerte' })).toBeVisible({
        timeout: 10_000,
      });
    },
  );

  test('a failed flag load leaves every flag off', async ({ page }) => {
    await injectFault({
      call: 'FeatureToogle/FlagProviderList',
      kind: 'HTTP_500',
      brand: 'closed.localhost',
      times: 1,
    });
    await page.goto(brandUrl('closed', '/deals'));
    // maintenance is on for this brand, but with the flags failed it is off
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
  });

  test('a query parameter named like a flag overrides it', async ({ page }) => {
    await page.goto(brandUrl('closed', '/deals?travel.maintenance_mode=false'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    await page.goto(brandUrl('sunsea', '/deals?travel.maintenance_mode=true'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Estamos haciendo mejoras' }),
    ).toBeVisible();
  });
});

test.describe('maintenance', () => {
  for (const path of ['/', '/F', '/cart', '/no-such-page']) {
    test(`the maintenance page replaces ${path}`, async ({ page }) => {
      const since = Date.now();
      await page.goto(brandUrl('closed', path));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Estamos haciendo mejoras' }),
      ).toBeVisible();
      await expect(page.getByText('La web está en mantenimiento')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Volver a intentarlo' })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      if (path === '/') await expectNoAxeViolations(page);
      await expect
        .poll(
          async () =>
            (await eventsFor('closed.localhost', since, 'viewed.app-error-[maintenance-mode]'))
              .length,
        )
        .toBeGreaterThan(0);
    });
  }
});
