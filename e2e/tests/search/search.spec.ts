import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { brandUrl } from '../../support/env';
import { injectFault } from '../../support/sandbox';
import {
  STAY,
  SearchPage,
  acceptCookies,
  expectProposalCall,
  searchUrl,
  urlDate,
} from '../../support/pages/search';

const BRAND = 'sunsea.localhost';

// a shared 2-core machine: searches, the map and axe take their time here
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('a deep link reproduces the search: the form, the request and the list', async ({ page }) => {
  const since = Date.now();
  const search = new SearchPage(page);
  await page.goto(
    searchUrl('/DP', {
      departure: 'mad',
      destination: 'pmi',
      ...STAY,
      adults: '3',
      childrenAges: '6',
    }),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Vuelo + hotel' })).toBeVisible();
  await expect(search.form.getByRole('combobox', { name: 'Destino' })).toHaveValue(/Palma/);
  await expect(search.form.getByRole('combobox', { name: 'Origen' })).toHaveValue(/Madrid/);
  await expect(search.form.getByRole('combobox', { name: 'Edad del niño 1' })).toHaveValue('6');
  expect(await search.total()).toBeGreaterThan(20);
  await expect(search.hotels).toHaveCount(20);
  await expect(
    search.results.getByRole('heading', { name: 'Vuelo incluido en todos los precios' }),
  ).toBeVisible();
  await expectProposalCall(
    BRAND,
    since,
    (body) =>
      body.page?.number === 1 &&
      body.page.size === 20 &&
      body.sort?.name === 'RECOMMENDED' &&
      body.sort.ascending === true &&
      body.filtersMetadata === true,
  );
  await expectNoAxeViolations(page);
});

test('submitting the form writes the search to the URL, and back returns to the search before', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await page.goto(searchUrl('/H', { destination: 'pmi', ...STAY }));
  expect(await search.total()).toBeGreaterThan(0);
  await search.choosePlace('Destino', 'Barcel', /Barcelona/);
  await search.submit();
  await expect(page).toHaveURL(/destination=bcn/);
  await expect(search.results).toHaveAccessibleName('Alojamientos en Barcelona');
  await page.goBack();
  await expect(page).toHaveURL(/destination=pmi/);
  await expect(search.results).toHaveAccessibleName('Alojamientos en Palma de Mallorca');
  await expect(search.form.getByRole('combobox', { name: 'Destino' })).toHaveValue(/Palma/);
});

test('a malformed or impossible link says what it could not use and keeps the rest usable', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await page.goto(
    '/H?destination=pmi&adults=42&outboundDate=20200101&returnDate=2026-13-45&h.stars=9&page=abc',
  );
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Parte de este enlace no se ha podido usar' });
  await expect(alert).toContainText('El número de adultos debe estar entre 1 y 9.');
  await expect(alert).toContainText('La fecha de inicio de este enlace ya ha pasado.');
  await expect(alert).toContainText('La fecha de fin de este enlace no es una fecha válida.');
  await expect(alert).toContainText(
    'El filtro de estrellas de este enlace solo admite de 1 a 5 estrellas.',
  );
  await expect(alert).toContainText('El número de página de este enlace no es válido');
  // what was valid is kept, and the form asks for what is missing
  await expect(search.form.getByRole('combobox', { name: 'Destino' })).toHaveValue(/Palma/);
  await search.submit();
  await expect(page.getByText('Elige las fechas de llegada y de salida.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a destination without hotels says so', async ({ page }) => {
  const search = new SearchPage(page);
  await page.goto(searchUrl('/H', { destination: 'zrh', ...STAY }));
  await expect(
    search.results.getByRole('heading', { name: 'No hay alojamientos en este destino' }),
  ).toBeVisible();
  await expect(search.count).toHaveText('No se han encontrado alojamientos');
});

test(
  'a failed search shows an error with a retry that recovers',
  { tag: '@client-render' },
  async ({ page }) => {
    // lastminute: no other spec of this folder searches hotels on it, so the fault is this test's
    await acceptCookies(page.context(), ['lastminute']);
    await injectFault({
      call: 'ShoppingHDPService/RetrieveProposals',
      kind: 'GENERIC_ERROR',
      brand: 'lastminute.localhost',
      times: 1,
    });
    await page.goto(brandUrl('lastminute', searchUrl('/H', { destination: 'lis', ...STAY })));
    await expect(page.getByRole('heading', { name: "We couldn't load the stays" })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  },
);

test('pages are links in the URL, and back returns to the page before', async ({ page }) => {
  const since = Date.now();
  const search = new SearchPage(page);
  await page.goto(searchUrl('/H', { destination: 'pmi', ...STAY }));
  expect(await search.total()).toBeGreaterThan(40);
  const firstOnPage1 = await search.hotels.first().getByRole('heading').textContent();
  const pages = page.getByRole('navigation', { name: 'Páginas de resultados' });
  await pages.getByRole('link', { name: 'Página siguiente' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(search.count).toContainText('página 2 de');
  await expect(search.hotels.first().getByRole('heading')).not.toHaveText(firstOnPage1 ?? '');
  await expectProposalCall(BRAND, since, (body) => body.page?.number === 2);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expect(search.hotels.first().getByRole('heading')).toHaveText(firstOnPage1 ?? '');
});

test('the sort is sent and kept in the URL', async ({ page }) => {
  const since = Date.now();
  const search = new SearchPage(page);
  await page.goto(searchUrl('/H', { destination: 'pmi', ...STAY }));
  await search.total();
  await search.results.getByLabel('Ordenar por').selectOption('PRICE');
  await expect(page).toHaveURL(/sort=PRICE/);
  await expectProposalCall(
    BRAND,
    since,
    (body) => body.sort?.name === 'PRICE' && body.sort.ascending,
  );
  // the list follows once the new page is in (the one before stays on screen meanwhile)
  const sorted = async () => {
    const prices = await search.hotels.locator('.rs-price__total').allTextContents();
    const amounts = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    return amounts.length > 0 && amounts.every((amount, i) => amount >= (amounts[i - 1] ?? 0));
  };
  await expect.poll(sorted, { timeout: 20_000 }).toBe(true);
});

test('dates in the past are refused with a message', async ({ page }) => {
  await page.goto(
    searchUrl('/H', { destination: 'pmi', outboundDate: urlDate(-3), returnDate: urlDate(4) }),
  );
  // the link's notice says why the dates were left out, and the dates field asks for them
  await expect(
    page.getByRole('alert').filter({ hasText: 'La fecha de inicio de este enlace ya ha pasado.' }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Elige las fechas' })).toBeVisible();
});
