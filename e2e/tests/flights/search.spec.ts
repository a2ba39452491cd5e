/**
 * The flight search: a deep link reproduces the search (form, request, results), a malformed
 * link is explained and the form keeps the rest, a new search and the back button, and the
 * pages of results with back.
 */
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { callsTo } from '../../support/sandbox';
import {
  CREATE_SEARCH_CALL,
  FlightsScreen,
  flightQuery,
  isoDate,
  urlDate,
} from '../../support/pages/flights';

const BRAND = 'sunsea';

// axe reads every node of a page of 20 proposals and the filter panel: give it room
test.describe.configure({ timeout: 90_000 });
const outbound = urlDate(40);
const inbound = urlDate(47);

test('a deep link reproduces the search: the form, the CreateSearch call and the results', async ({
  page,
}) => {
  const since = Date.now();
  const flights = new FlightsScreen(page, BRAND);
  await flights.open(
    '/F',
    flightQuery({
      departure: 'mad',
      destination: 'bcn',
      outboundDate: outbound,
      returnDate: inbound,
      adults: 3,
      childrenAges: [5],
    }),
  );
  await expect(flights.heading('Vuelos')).toBeVisible();
  await expect(flights.field('Origen')).toHaveValue(/Madrid/);
  await expect(flights.field('Destino')).toHaveValue(/Barcelona/);
  await expect(page.getByRole('radio', { name: 'Ida y vuelta' })).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Viajeros' }).getByRole('status', { name: 'Adultos' }),
  ).toHaveText('3');
  await expect(page.getByLabel('Edad del niño 1')).toHaveValue('5');
  await flights.expectFound(/^\d+ vuelos encontrados\.$/);
  await expect(flights.cards()).toHaveCount(20);

  const created = (await callsTo(CREATE_SEARCH_CALL)).filter(
    (call) => call.brand === flights.domain && Date.parse(call.at) >= since - 1000,
  );
  expect(created.map((call) => call.body)).toContainEqual({
    productType: 'F',
    departure: 'MAD',
    destination: 'BCN',
    outboundDate: isoDate(outbound),
    returnDate: isoDate(inbound),
    travellers: { adults: 3, childrenAges: [5] },
    transportType: 'ONLY_FLIGHT',
  });
  await flights.expectRequest(
    since,
    (body) =>
      body.sort?.name === 'RECOMMENDED' &&
      body.sort.ascending === true &&
      body.page?.number === 1 &&
      body.page.size === 20 &&
      body.filtersMetadata === true &&
      body.staticData?.language === 'es',
  );

  // each proposal: both legs with times, durations and stops, airlines, luggage, full price
  const first = flights.cards().first();
  await expect(first.getByText('Ida', { exact: true })).toBeVisible();
  await expect(first.getByText('Vuelta', { exact: true })).toBeVisible();
  await expect(first.getByText(/^\d{2}:\d{2}$/).first()).toBeVisible();
  await expect(first.getByText(/\d+ h \d{2} min · (Directo|\d escalas?)/).first()).toBeVisible();
  await expect(first.getByText(/^Incluye: Equipaje/)).toBeVisible();
  await expect(first.getByText(/^Precio total\s*[\d.,]+\s€$/)).toBeVisible();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(/[A-Za-z]{3,}/);
  await expectNoAxeViolations(page);
});

test('a malformed link names what it could not use and keeps a usable form with the rest', async ({
  page,
}) => {
  const flights = new FlightsScreen(page, BRAND);
  await flights.open(
    '/F',
    flightQuery({
      departure: 'mad',
      destination: 'bcn',
      outboundDate: outbound,
      returnDate: '20200101',
      adults: 12,
      extra: { page: 'zero', sort: 'CHEAPEST' },
    }),
  );
  const alert = page.getByRole('alert').filter({ hasText: 'no se han podido usar' });
  await expect(alert).toContainText('El número de adultos debe estar entre 1 y 9.');
  await expect(alert).toContainText('La fecha de fin de este enlace ya ha pasado.');
  await expect(alert).toContainText('La página de resultados de este enlace');
  await expect(alert).toContainText('El orden de este enlace no existe');
  // nothing is searched with a refused value; the valid ones wait in the form
  await expect(page.getByText(/Elige desde dónde y hacia dónde vuelas/)).toBeVisible();
  await expect(flights.field('Origen')).toHaveValue(/Madrid/);
  await expect(flights.field('Destino')).toHaveValue(/Barcelona/);
  await expect(page.getByRole('radio', { name: 'Ida y vuelta' })).toBeChecked();
  await expectNoAxeViolations(page);

  // without a return date the form says what is missing; one way searches
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();
  await expect(
    page.getByText('Elige la fecha de vuelta o cambia a un viaje de solo ida.'),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Solo ida' }).click();
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();
  await expect(page).toHaveURL(
    new RegExp(`departure=mad&destination=bcn&outboundDate=${outbound}$`),
  );
  await flights.expectFound(/vuelos encontrados/);
  await expect(flights.cards().first().getByText('Vuelta', { exact: true })).toHaveCount(0);
});

test('a new search is a new history entry: back shows the previous search again', async ({
  page,
}) => {
  const flights = new FlightsScreen(page, BRAND);
  await flights.open(
    '/F',
    flightQuery({ departure: 'mad', destination: 'bcn', outboundDate: outbound }),
  );
  await flights.expectFound(/vuelos encontrados/);
  const destination = flights.field('Destino');
  await destination.fill('Lisb');
  await page.getByRole('option', { name: /Lisboa/ }).click();
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();
  await expect(page).toHaveURL(/destination=lis/);
  await flights.expectFound(/vuelos encontrados/);
  await expect(flights.cards().first()).toContainText('LIS');

  await page.goBack();
  await expect(page).toHaveURL(/destination=bcn/);
  await expect(destination).toHaveValue(/Barcelona/);
  await flights.expectFound(/vuelos encontrados/);
  await expect(flights.cards().first()).toContainText('BCN');
});

test('pages of results live in the URL: next asks for page 2, back returns to page 1', async ({
  page,
}) => {
  const since = Date.now();
  const flights = new FlightsScreen(page, BRAND);
  await flights.open(
    '/F',
    flightQuery({
      departure: 'mad',
      destination: 'bcn',
      outboundDate: outbound,
      returnDate: inbound,
    }),
  );
  await flights.expectFound(/vuelos encontrados/);
  const pages = page.getByRole('navigation', { name: 'Páginas de resultados' });
  await expect(pages.getByRole('link', { name: 'Página 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const firstPage = await flights.cards().allInnerTexts();

  await pages.getByRole('link', { name: 'Página siguiente' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pages.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await flights.expectRequest(since, (body) => body.page?.number === 2 && body.page.size === 20);
  await expect.poll(() => flights.cards().allInnerTexts()).not.toEqual(firstPage);
  await expect(page.getByRole('heading', { level: 2, name: 'Resultados' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expect(pages.getByRole('link', { name: 'Página 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(() => flights.cards().allInnerTexts()).toEqual(firstPage);
});

test('the screen before any search invites one and has no axe violations', async ({ page }) => {
  const flights = new FlightsScreen(page, BRAND);
  await flights.open('/FF');
  await expect(flights.heading('Vuelos')).toBeVisible();
  await expect(page.getByText(/Elige desde dónde y hacia dónde vuelas/)).toBeVisible();
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();
  await expect(page.getByText('Elige el aeropuerto o la ciudad de origen.')).toBeVisible();
  await expect(flights.field('Origen')).toBeFocused();
  await expectNoAxeViolations(page);
});
