import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { DealSearchPage } from '../../support/pages/deals-search';

/** A calendar date some days from today, 'yyyy-MM-dd' in local time (as date inputs take it). */
function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const compact = (iso: string) => iso.replaceAll('-', '');

test.describe('deal search', () => {
  test('narrows the deals by destination, dates and budget, with every choice in the URL and back walking back', async ({
    page,
  }) => {
    const search = new DealSearchPage(page);
    await search.goto();
    await expect(search.count()).toHaveText('Ofertas encontradas: 12');
    await expect(search.product()).toHaveValue('DP');

    const code = await search.destination().locator('option').nth(1).getAttribute('value');
    await search.destination().selectOption(code!);
    await search.apply();
    await expect(page).toHaveURL(new RegExp(`/deal-search\\?product=DP&destination=${code}$`));
    await expect(search.cards().first()).toBeVisible();
    for (const shown of await search.shownSearches()) expect(shown.get('destination')).toBe(code);

    await search.destination().selectOption('');
    const from = daysAhead(30);
    const to = daysAhead(110);
    await search.outboundDate().fill(from);
    await search.returnDate().fill(to);
    await search.budget().fill('900');
    await search.apply();
    await expect(page).toHaveURL(
      new RegExp(
        `/deal-search\\?product=DP&outboundDate=${compact(from)}&returnDate=${compact(to)}&budget=900$`,
      ),
    );
    await expect(search.count()).toHaveText(/^Ofertas encontradas: \d+$/);
    for (const shown of await search.shownSearches()) {
      expect(shown.get('outboundDate')! >= compact(from)).toBe(true);
      expect(shown.get('returnDate')! <= compact(to)).toBe(true);
    }
    for (const price of await search
      .results()
      .getByText(/ por persona$/)
      .allTextContents()) {
      expect(Number(price.replace(/[^\d,]/g, '').replace(',', '.'))).toBeLessThanOrEqual(900);
    }

    // a reload shows the same choices
    await page.reload();
    await expect(search.budget()).toHaveValue('900');
    await expect(search.outboundDate()).toHaveValue(from);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/deal-search\\?product=DP&destination=${code}$`));
    await expect(search.destination()).toHaveValue(code!);
    await expect(search.budget()).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/deal-search$/);
    await expect(search.destination()).toHaveValue('');
    await expect(search.count()).toHaveText('Ofertas encontradas: 12');
  });

  test('changes product type, with the destinations of that type on offer', async ({ page }) => {
    const search = new DealSearchPage(page);
    await search.goto('?product=DP');
    await expect(search.count()).toHaveText('Ofertas encontradas: 12');
    await search.product().selectOption('H');
    await expect(search.destination().locator('option')).not.toHaveCount(1);
    await search.apply();
    await expect(page).toHaveURL(/\/deal-search\?product=H$/);
    await expect(search.count()).toHaveText('Ofertas encontradas: 12');
    for (const shown of await search.shownSearches()) expect(shown.get('product')).toBe('H');
  });

  test('is used by keyboard: a budget typed and Enter applies it', async ({ page }) => {
    const search = new DealSearchPage(page);
    await search.goto();
    await search.budget().focus();
    await page.keyboard.type('600');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/deal-search\?product=DP&budget=600$/);
  });

  test('names the values of a link it cannot use, leaves them out, and the form still works', async ({
    page,
  }) => {
    const search = new DealSearchPage(page);
    await search.goto('?outboundDate=20200101&returnDate=2026-13-40&budget=cheap');
    const alert = search.main().getByRole('alert');
    await expect(alert.getByRole('listitem')).toHaveText([
      'La fecha de inicio de este enlace ya ha pasado.',
      'La fecha de fin de este enlace no es una fecha válida.',
      'El presupuesto de este enlace debe ser un número entero entre 1 y 100000.',
    ]);
    await expect(search.outboundDate()).toHaveValue('');
    await expect(search.budget()).toHaveValue('');
    await expect(search.count()).toHaveText('Ofertas encontradas: 12');
    await expectNoAxeViolations(page);
    await search.budget().fill('800');
    await search.apply();
    await expect(page).toHaveURL(/\/deal-search\?product=DP&budget=800$/);
    await expect(alert).toHaveCount(0);
  });

  test('checks the form, names each mistake next to its field and focuses the first', async ({
    page,
  }) => {
    const search = new DealSearchPage(page);
    await search.goto();
    await search.outboundDate().fill(daysAhead(40));
    await search.returnDate().fill(daysAhead(20));
    await search.budget().fill('0');
    await search.apply();
    await expect(search.returnDate()).toHaveAttribute('aria-invalid', 'true');
    await expect(search.returnDate()).toHaveAccessibleDescription(
      'La fecha de regreso no puede ser anterior a la de salida.',
    );
    await expect(search.returnDate()).toBeFocused();
    await expect(search.budget()).toHaveAccessibleDescription(
      /^Introduce un número entero entre 1 y 100000\./,
    );
    await expect(page).toHaveURL(/\/deal-search$/);
    await expectNoAxeViolations(page);
  });

  test('shows an empty state with a way to clear the filters', async ({ page }) => {
    const search = new DealSearchPage(page);
    await search.goto('?product=DP&budget=1');
    await expect(search.count()).toHaveText('Ofertas encontradas: 0');
    await expect(
      search.results().getByText('Ninguna oferta coincide con tus filtros.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await search.results().getByRole('button', { name: 'Borrar filtros' }).click();
    await expect(page).toHaveURL(/\/deal-search\?product=DP$/);
    await expect(search.count()).toHaveText('Ofertas encontradas: 12');
  });

  test('fits 360, 768, 1024, 1240 and 1440 px without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    const search = new DealSearchPage(page);
    await search.goto();
    await expect(search.count()).toHaveText('Ofertas encontradas: 12');
    for (const width of [360, 768, 1024, 1240, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    }
  });
});
