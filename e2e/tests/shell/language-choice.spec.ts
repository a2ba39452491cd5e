import { expect, test } from '../../support/test';
import { brandUrl } from '../../support/env';
import { consoleProblems } from '../../support/journeys';

/**
 * The shopper's language in a page that starts in the browser: the same `storefront-language`
 * cookie the render server reads (tests/server-render/choices.spec.ts), by the same rule.
 */

const LANGUAGE_COOKIE = 'storefront-language';

test.describe('the shopper’s language in a page started in the browser', () => {
  test(
    'a page loaded with the language cookie is in that language; an unknown value leaves the brand’s',
    { tag: '@client-render' },
    async ({ browser }) => {
      const context = await browser.newContext();
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'de', url: brandUrl('sunsea') }]);
      const page = await context.newPage();
      const problems = consoleProblems(page);
      const response = await page.goto(brandUrl('sunsea', '/deals'));
      expect(response?.headers()['x-storefront-render'] ?? 'client').toMatch(/^client/);
      await expect(page.getByRole('heading', { level: 1, name: 'Angebote' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');

      await context.addCookies([
        { name: LANGUAGE_COOKIE, value: 'klingon', url: brandUrl('sunsea') },
      ]);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  test(
    'a language switched in the header is kept in the cookie for the reload',
    { tag: '@client-render' },
    async ({ page }) => {
      await page.goto(brandUrl('sunsea', '/deals'));
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('pt');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
      await expect
        .poll(
          async () =>
            (await page.context().cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value,
        )
        .toBe('pt');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
      await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
    },
  );

  test(
    'a choice an earlier visit kept in local storage is kept, moved to the cookie',
    { tag: '@client-render' },
    async ({ page }) => {
      await page.addInitScript(() => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', 'yes');
        localStorage.setItem('storefront-language', 'de');
      });
      await page.goto(brandUrl('sunsea', '/deals'));
      await expect(page.getByRole('heading', { level: 1, name: 'Angebote' })).toBeVisible();
      await expect
        .poll(
          async () =>
            (await page.context().cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value,
        )
        .toBe('de');
      expect(await page.evaluate(() => localStorage.getItem('storefront-language'))).toBeNull();
    },
  );
});
