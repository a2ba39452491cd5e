import { expect, test } from '../../support/test';
import type { Page } from '@playwright/test';
import { brandUrl } from '../../support/env';
import { layoutShifts, recordLayoutShifts } from '../../support/layout-shift';
import { acceptCookies } from '../../support/pages/search';

test.describe('header and footer', () => {
  test('show the brand logo, phone with its privacy link, policy links, legal text and footer script', async ({
    page,
  }) => {
    await page.goto('/deals');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /ir al inicio/ })).toBeVisible();
    await expect(header.getByRole('link', { name: /^Llámanos:/ })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    );
    await expect(header.getByRole('link', { name: 'Privacidad de las llamadas' })).toHaveAttribute(
      'href',
      /.+/,
    );
    const footer = page.getByRole('contentinfo');
    for (const name of ['Política de privacidad', 'Política de cookies', 'Condiciones generales']) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', /.+/);
    }
    await expect(footer.getByText(/Todos los derechos reservados/)).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as Record<string, unknown>).__sandboxFooterScriptLoaded,
        ),
      )
      .toBe(true);
  });
});

/**
 * Where each of the footer's links and its cookie settings button is drawn: its box, and the
 * box of its words.
 */
async function footerItems(page: Page) {
  return page
    .getByRole('contentinfo')
    .getByRole('listitem')
    .locator('a, button')
    .evaluateAll((items) =>
      items.map((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        const box = item.getBoundingClientRect();
        const words = range.getBoundingClientRect();
        return {
          name: (item.textContent ?? '').trim(),
          top: box.top,
          height: box.height,
          wordsTop: words.top,
          wordsBottom: words.bottom,
        };
      }),
    );
}

test.describe('footer', () => {
  for (const width of [1280, 390]) {
    test(`the cookie settings button sits on the line of the policy links beside it (${width} px)`, async ({
      page,
    }) => {
      await acceptCookies(page.context());
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/deals');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('button', { name: 'Configurar cookies' })).toBeVisible();
      const items = await footerItems(page);
      expect(items.map((item) => item.name)).toEqual([
        'Política de privacidad',
        'Política de cookies',
        'Condiciones generales',
        'Configurar cookies',
      ]);
      const button = items.at(-1)!;
      for (const link of items.slice(0, -1)) {
        // one box of one height for every item, its words at the same place in it
        expect(button.height, link.name).toBeCloseTo(link.height, 0);
        expect(button.wordsTop - button.top, link.name).toBeCloseTo(link.wordsTop - link.top, 0);
        expect(button.wordsBottom - button.top, link.name).toBeCloseTo(
          link.wordsBottom - link.top,
          0,
        );
      }
      // on one row, as at 1280 px, the button's words are on the links' line
      if (width === 1280) {
        for (const link of items.slice(0, -1)) {
          expect(button.top, link.name).toBeCloseTo(link.top, 0);
          expect(button.wordsTop, link.name).toBeCloseTo(link.wordsTop, 0);
        }
      }
    });
  }
});

test.describe('languages', () => {
  test("the brand's language is the default and switching changes the shell and the loaded remote", async ({
    page,
  }) => {
    await page.goto('/deals');
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('de');
    await expect(page.getByRole('heading', { level: 1, name: 'Angebote' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Flüge' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // a remote loaded after the switch comes in the new language too
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Flüge' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Flüge' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Flüge' })).toBeVisible();
  });
});

test.describe('layout', () => {
  for (const width of [360, 1240]) {
    test(`nothing on the page moves while the logo and the first screen load (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await recordLayoutShifts(page);
      await page.goto(brandUrl('sunsea', '/'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('link', { name: /Sun & Sea Viajes/ }).locator('img'),
      ).toHaveJSProperty('complete', true);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});
