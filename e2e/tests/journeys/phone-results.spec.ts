/**
 * The results screens on a phone (390 × 844, touch): the results come first. The search is
 * folded into a one-line summary whose Edit button unfolds the form with its values; the filters
 * open in a full-screen modal sheet from a button that says how many results there are, the
 * sheet's show-results button follows the filters, and closing it gives focus back; axe finds
 * nothing with the form unfolded or the sheet open. At 1280 px the screens are laid out as
 * before: nothing folds, the filters stay beside the list.
 */
import { expect, test } from '../../support/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { FlightsScreen, flightQuery, urlDate } from '../../support/pages/flights';
import { STAY, SearchPage, acceptCookies, searchUrl } from '../../support/pages/search';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false };

const STAYS_URL = searchUrl('/DP', { departure: 'mad', destination: 'pmi', ...STAY });
const FLIGHTS = {
  departure: 'mad',
  destination: 'bcn',
  outboundDate: urlDate(60),
  returnDate: urlDate(67),
};

// a shared 2-core machine: searches and the sheet's new counts take their time here
test.describe.configure({ timeout: 120_000 });

/** Dates of a link (yyyyMMdd) as the browser's Intl writes them in Spanish, e.g. "24–31 ene". */
function spanishDates(page: Page, from: string, to: string): Promise<string> {
  return page.evaluate(
    ({ a, b }) => {
      const day = (compact: string) =>
        new Date(
          Date.UTC(
            Number(compact.slice(0, 4)),
            Number(compact.slice(4, 6)) - 1,
            Number(compact.slice(6)),
          ),
        );
      const format = new Intl.DateTimeFormat('es', {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      });
      return format.formatRange(day(a), day(b));
    },
    { a: from, b: to },
  );
}

/** The number a label ends with, in parentheses ("Cancelación gratuita (34)"). */
const countIn = (name: string) => Number(/\(([\d.]+)\)$/.exec(name)?.[1]?.replace(/\./g, ''));

const numberIn = (text: string | null) =>
  Number(/(\d[\d.]*)/.exec(text ?? '')?.[1]?.replace(/\./g, ''));

/** Whether focus is on a control of the page outside the sheet (the document itself is not). */
const focusOutside = (sheet: Locator) =>
  sheet.evaluate(
    (dialog) =>
      document.activeElement !== null &&
      document.activeElement !== document.body &&
      !dialog.contains(document.activeElement),
  );

/** Tabs forwards and backwards through the open sheet: focus never reaches the page behind. */
async function expectFocusKeptIn(page: Page, sheet: Locator) {
  await expect
    .poll(() => sheet.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true);
  for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab']) {
    await page.keyboard.press(key);
    expect(await focusOutside(sheet), key).toBe(false);
  }
}

async function expectPageHeldStill(page: Page, held: boolean) {
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflowY))
    .toBe(held ? 'hidden' : 'visible');
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('stays: results first, the search folded into its summary and unfolded with its values', async ({
    context,
    page,
  }) => {
    await acceptCookies(context);
    const search = new SearchPage(page);
    await page.goto(STAYS_URL);
    const total = await search.total();
    expect(total).toBeGreaterThan(0);

    const dates = await spanishDates(page, STAY.outboundDate, STAY.returnDate);
    await expect(search.summary).toHaveText(`Palma de Mallorca · ${dates} · 2 adultos`);
    await expect(search.form).toBeHidden();
    await expect(search.editSearch).toHaveAttribute('aria-expanded', 'false');

    // the first stay starts on the first screen, under the header, the summary and the flight
    const first = await search.hotels.first().boundingBox();
    expect(first?.y).toBeLessThan(844);

    // Edit unfolds the form in place, with the search's values
    await search.editSearch.tap();
    await expect(search.editSearch).toHaveAttribute('aria-expanded', 'true');
    const formId = await search.editSearch.getAttribute('aria-controls');
    await expect(search.form).toHaveAttribute('id', formId ?? '');
    await expect(search.form).toBeVisible();
    await expect(search.form.getByRole('combobox', { name: 'Origen' })).toHaveValue('Madrid');
    await expect(search.form.getByRole('combobox', { name: 'Destino' })).toHaveValue(
      'Palma de Mallorca',
    );
    await expectNoAxeViolations(page);

    // what is changed stays while the form is folded and unfolded
    await search.form.getByRole('button', { name: 'Un adulto menos' }).tap();
    await search.editSearch.tap();
    await expect(search.form).toBeHidden();
    await search.editSearch.tap();
    await expect(search.form.getByRole('group', { name: 'Viajeros' })).toContainText(
      /Adultos\s*−?\s*1/,
    );

    // a new search folds the form again, and the summary's button has the focus
    await search.form.getByRole('button', { name: 'Buscar' }).tap();
    await expect(page).toHaveURL(/adults=1/);
    await expect(search.form).toBeHidden();
    await expect(search.summary).toHaveText(`Palma de Mallorca · ${dates} · 1 adulto`);
    await expect(search.editSearch).toBeFocused();
    await expect(search.editSearch).toHaveAttribute('aria-expanded', 'false');
  });

  test('stays: the filters open in a sheet whose count follows them, and focus comes back', async ({
    context,
    page,
  }) => {
    await acceptCookies(context);
    const search = new SearchPage(page);
    await page.goto(STAYS_URL);
    const total = await search.total();
    await expect(search.filtersButton).toHaveText(`Filtros · ${total} alojamientos`);
    await expect(search.filters).toHaveCount(0);

    await search.filtersButton.tap();
    const sheet = search.filtersSheet;
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    await expect(search.filtersButton).toHaveAttribute('aria-expanded', 'true');
    await expect(sheet.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    await expectFocusKeptIn(page, sheet);
    await expectPageHeldStill(page, true);
    const show = sheet.getByRole('button', { name: /^Ver / });
    await expect(show).toHaveText(`Ver ${total} alojamientos`);
    await expectNoAxeViolations(page);

    // a filter applied by tap: the sheet's button and the filters' button say the new count
    const option = sheet.getByRole('checkbox', { name: /^Cancelación gratuita/ });
    const expected = countIn(
      (await sheet.getByText(/^Cancelación gratuita/).textContent())?.trim() ?? '',
    );
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(total);
    await option.tap();
    await expect(option).toBeChecked();
    await expect(show).toHaveText(`Ver ${expected} alojamiento${expected === 1 ? '' : 's'}`, {
      timeout: 20_000,
    });

    // closed by its show-results button: the list has the new count, focus is back on the button
    await show.tap();
    await expect(sheet).toBeHidden();
    await expectPageHeldStill(page, false);
    await expect(search.filtersButton).toBeFocused();
    await expect(search.filtersButton).toHaveAttribute('aria-expanded', 'false');
    await expect(search.filtersButton).toHaveText(`Filtros (1) · ${expected} alojamientos`);
    expect(await search.total()).toBe(expected);

    // the close button and Escape close it too, focus back each time
    await search.filtersButton.tap();
    await sheet.getByRole('button', { name: 'Cerrar' }).tap();
    await expect(sheet).toBeHidden();
    await expect(search.filtersButton).toBeFocused();
    await search.filtersButton.tap();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(search.filtersButton).toBeFocused();
  });

  test('stays: a link without enough to search shows the form open, with no summary', async ({
    context,
    page,
  }) => {
    await acceptCookies(context);
    const search = new SearchPage(page);
    await page.goto('/H');
    await expect(search.form).toBeVisible();
    await expect(search.form.getByRole('combobox', { name: 'Destino' })).toBeVisible();
    await expect(search.editSearch).toHaveCount(0);
  });

  test('flights: results first, the search in its summary, the filters in a sheet', async ({
    page,
  }) => {
    const flights = new FlightsScreen(page, 'sunsea');
    await flights.open('/F', flightQuery(FLIGHTS));
    await flights.expectFound(/vuelos? encontrados?/);
    const total = numberIn(await flights.status().textContent());
    expect(total).toBeGreaterThan(0);

    const dates = await spanishDates(page, FLIGHTS.outboundDate, FLIGHTS.returnDate);
    await expect(flights.summary).toHaveText(`Madrid → Barcelona · ${dates} · 2 adultos`);
    await expect(flights.searchForm).toBeHidden();
    const first = await flights.cards().first().boundingBox();
    expect(first?.y).toBeLessThan(844);

    await flights.editSearch.tap();
    await expect(flights.editSearch).toHaveAttribute('aria-expanded', 'true');
    await expect(flights.searchForm).toBeVisible();
    await expect(flights.field('Origen')).toHaveValue('Madrid');
    await expect(flights.field('Destino')).toHaveValue('Barcelona');
    await flights.editSearch.tap();
    await expect(flights.searchForm).toBeHidden();

    await expect(flights.filtersButton).toHaveText(`Filtros · ${total} vuelos`);
    await flights.filtersButton.tap();
    const sheet = flights.filtersSheet;
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    await expect(sheet.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    await expectFocusKeptIn(page, sheet);
    await expectPageHeldStill(page, true);
    const show = sheet.getByRole('button', { name: /^Ver / });
    await expect(show).toHaveText(`Ver ${total} vuelos`);
    await expectNoAxeViolations(page);

    // direct flights only, by tap: the sheet's button says how many are left, as the list does
    await sheet.getByRole('checkbox', { name: 'Solo vuelos directos' }).tap();
    await expect(show).not.toHaveText(`Ver ${total} vuelos`, { timeout: 20_000 });
    await expect(show).toHaveText(/^Ver \d+ vuelos?$/, { timeout: 20_000 });
    const direct = numberIn(await show.textContent());
    expect(direct).toBeLessThan(total);

    await sheet.getByRole('button', { name: 'Cerrar' }).tap();
    await expect(sheet).toBeHidden();
    await expectPageHeldStill(page, false);
    await expect(flights.filtersButton).toBeFocused();
    await expect(flights.filtersButton).toHaveText(
      `Filtros · ${direct} vuelo${direct === 1 ? '' : 's'}`,
    );
    await expect(flights.status()).toHaveText(new RegExp(`^${direct} vuelos? encontrados?\\.$`));
  });

  test('flights: a new search folds the form again and gives the summary the focus', async ({
    page,
  }) => {
    const flights = new FlightsScreen(page, 'sunsea');
    await flights.open('/F', flightQuery(FLIGHTS));
    await flights.expectFound(/vuelos? encontrados?/);
    await flights.editSearch.tap();
    await flights.searchForm.getByRole('radio', { name: 'Solo ida' }).tap();
    await flights.searchForm.getByRole('button', { name: 'Buscar vuelos' }).tap();
    await expect(page).not.toHaveURL(/returnDate=/);
    await expect(flights.searchForm).toBeHidden();
    await expect(flights.editSearch).toBeFocused();
    await expect(flights.summary).toHaveText(/^Madrid → Barcelona · \d+ \S+ · 2 adultos$/);
  });
});

test.describe('at 1280 px', () => {
  test.use(DESKTOP);

  test('stays and flights keep their form open and their filters beside the list', async ({
    context,
    page,
  }) => {
    await acceptCookies(context);
    const search = new SearchPage(page);
    await page.goto(STAYS_URL);
    const total = await search.total();
    await expect(search.form).toBeVisible();
    await expect(search.editSearch).toBeHidden();
    await expect(search.filters).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // a search keeps the form open
    await search.form.getByRole('button', { name: 'Un adulto menos' }).click();
    await search.submit();
    await expect(page).toHaveURL(/adults=1/);
    expect(await search.total()).toBeGreaterThan(0);
    await expect(search.form).toBeVisible();
    expect(total).toBeGreaterThan(0);

    const flights = new FlightsScreen(page, 'sunsea');
    await flights.open('/F', flightQuery(FLIGHTS));
    await flights.expectFound(/vuelos? encontrados?/);
    await expect(flights.searchForm).toBeVisible();
    await expect(flights.editSearch).toBeHidden();
    await expect(flights.filters()).toBeVisible();
    await expect(
      flights.filters().getByRole('checkbox', { name: 'Solo vuelos directos' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
