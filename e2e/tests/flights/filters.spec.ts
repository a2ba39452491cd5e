/**
 * Every filter of spec section 3: each one changes the RetrieveProposals request (read back from
 * the sandbox's call log, for this page's search) by the rules of spec section 5, and the list
 * follows; each one is written to the URL.
 */
import { expect, test } from '../../support/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { FlightsScreen, facet, flightQuery, urlDate } from '../../support/pages/flights';
import type { ProposalsBody } from '../../support/pages/flights';

const BRAND = 'sunsea';
const outbound = urlDate(50);
const inbound = urlDate(57);

test.describe.configure({ timeout: 90_000 });

async function openReturnSearch(page: Page, destination = 'bcn') {
  const flights = new FlightsScreen(page, BRAND);
  await flights.open(
    '/F',
    flightQuery({ departure: 'mad', destination, outboundDate: outbound, returnDate: inbound }),
  );
  await flights.expectFound(/vuelos encontrados/);
  return flights;
}

/** Found count in the status line, e.g. 2304. */
async function found(flights: FlightsScreen): Promise<number> {
  const text = (await flights.status().textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** Waits for the list to settle on another count than `before`. */
async function expectCountChange(flights: FlightsScreen, before: number) {
  await expect.poll(() => found(flights), { timeout: 20_000 }).not.toBe(before);
  await flights.expectFound(/vuelos? encontrados?/);
}

const values = (body: ProposalsBody, name: string) => facet(body, name)?.values;
const range = (body: ProposalsBody, name: string) => {
  const item = facet(body, name);
  return item ? [item.from, item.to] : undefined;
};

test('direct only asks for 0 stops both ways and lists only direct flights', async ({ page }) => {
  const flights = await openReturnSearch(page);
  const since = Date.now();
  const before = await found(flights);
  await flights.group('Escalas en la ida').getByLabel('1 escala').check();
  await expect(page).toHaveURL(/f\.ostops=1/);
  await flights.filters().getByRole('checkbox', { name: 'Solo vuelos directos' }).check();
  await expect(page).toHaveURL(/f\.direct=true/);
  await flights.expectRequest(
    since,
    (body) =>
      JSON.stringify(values(body, 'OUTBOUND_STOPS')) === '["0"]' &&
      JSON.stringify(values(body, 'INBOUND_STOPS')) === '["0"]',
  );
  await expectCountChange(flights, before);
  await expect(flights.group('Escalas en la ida').getByLabel('1 escala')).toBeDisabled();
  await expect(flights.group('Escalas en la ida').getByLabel('Directo')).toBeChecked();
  const facts = await flights
    .cards()
    .getByText(/\d+ h \d{2} min ·/)
    .allInnerTexts();
  expect(facts.length).toBe(40);
  expect(facts.every((text) => text.endsWith('Directo'))).toBe(true);
  await expectNoAxeViolations(page);
});

test('outbound and inbound stops ask for the chosen counts and the list follows', async ({
  page,
}) => {
  const flights = await openReturnSearch(page);
  const since = Date.now();
  let before = await found(flights);
  await flights.group('Escalas en la ida').getByLabel('1 escala').check();
  await flights.expectRequest(
    since,
    (body) => JSON.stringify(values(body, 'OUTBOUND_STOPS')) === '["1"]',
  );
  await expectCountChange(flights, before);
  for (const card of await flights.cards().all()) {
    await expect(card.getByText(/\d+ h \d{2} min ·/).first()).toHaveText(/· 1 escala en /);
  }
  before = await found(flights);
  await flights.group('Escalas en la vuelta').getByLabel('2 escalas o más').check();
  await expect(page).toHaveURL(/f\.istops=2/);
  await flights.expectRequest(
    since,
    (body) => JSON.stringify(values(body, 'INBOUND_STOPS')) === '["2"]',
  );
  await expectCountChange(flights, before);
  for (const card of await flights.cards().all()) {
    await expect(card.getByText(/\d+ h \d{2} min ·/).nth(1)).toHaveText(/· [2-9] escalas en /);
  }
});

test('baggage: one option maps to CABIN_CHECKED plus it, both map to CABIN_CHECKED only', async ({
  page,
}) => {
  const flights = await openReturnSearch(page);
  const since = Date.now();
  const before = await found(flights);
  const luggage = flights.group('Equipaje incluido');
  await luggage.getByLabel('Equipaje facturado').check();
  await expect(page).toHaveURL(/f\.bags=CHECKED/);
  await flights.expectRequest(
    since,
    (body) => JSON.stringify(values(body, 'LUGGAGE')) === '["CABIN_CHECKED","CHECKED"]',
  );
  await expectCountChange(flights, before);
  const included = await flights
    .cards()
    .getByText(/^Incluye: /)
    .allInnerTexts();
  expect(
    included.every((text) => /Equipaje de mano y facturado|Equipaje facturado/.test(text)),
  ).toBe(true);

  const one = await found(flights);
  await luggage.getByLabel('Equipaje de mano').check();
  await expect(page).toHaveURL(/f\.bags=CABIN-CHECKED/);
  await flights.expectRequest(
    since,
    (body) => JSON.stringify(values(body, 'LUGGAGE')) === '["CABIN_CHECKED"]',
  );
  await expectCountChange(flights, one);
  const both = await flights
    .cards()
    .getByText(/^Incluye: /)
    .allInnerTexts();
  expect(both.every((text) => text === 'Incluye: Equipaje de mano y facturado')).toBe(true);
});

test('the budget asks for a price range and every price shown is within it', async ({ page }) => {
  const flights = await openReturnSearch(page);
  const since = Date.now();
  const before = await found(flights);
  const budget = flights.filters().getByRole('form', { name: 'Precio total' });
  await expect(budget.getByText(/Los precios disponibles van de \d+\s€ a \d+\s€\./)).toBeVisible();
  await budget.getByLabel('Precio mínimo (EUR)').fill('200');
  await budget.getByLabel('Precio máximo (EUR)').fill('260');
  await budget.getByRole('button', { name: 'Aplicar precio' }).click();
  await expect(page).toHaveURL(/f\.price=200-260/);
  await flights.expectRequest(
    since,
    (body) => JSON.stringify(range(body, 'PRICE')) === '[200,260]',
  );
  await expectCountChange(flights, before);
  const prices = await flights
    .cards()
    .getByText(/^Precio total\s*[\d.]+,\d{2}\s€$/)
    .allInnerTexts();
  for (const text of prices) {
    const amount = Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(amount).toBeGreaterThanOrEqual(200);
    expect(amount).toBeLessThanOrEqual(260);
  }
});

test('departure time windows go to the request as HH:MM and the list leaves within them', async ({
  page,
}) => {
  const flights = await openReturnSearch(page);
  const since = Date.now();
  let before = await found(flights);
  const outboundTime = flights.group('Hora de salida de la ida');
  await outboundTime.getByLabel('Desde').selectOption({ label: '12:00' });
  await expect(page).toHaveURL(/f\.otime=720-1440/);
  await flights.expectRequest(
    since,
    (body) => JSON.stringify(range(body, 'OUTBOUND_DEPARTURE_TIME')) === '["12:00","23:59"]',
  );
  await expectCountChange(flights, before);
  for (const card of await flights.cards().all()) {
    const clock = await card.locator('time').nth(1).textContent();
    expect(clock! >= '12:00').toBe(true);
  }
  before = await found(flights);
  const inboundTime = flights.group('Hora de salida de la vuelta');
  await inboundTime.getByLabel('Hasta').selectOption({ label: '10:00' });
  await expect(page).toHaveURL(/f\.itime=0-600/);
  await flights.expectRequest(
    since,
    (body) => JSON.stringify(range(body, 'INBOUND_DEPARTURE_TIME')) === '["00:00","10:00"]',
  );
  await expectCountChange(flights, before);
});

test('connection time and trip duration become 0-to-max ranges', async ({ page }) => {
  const flights = await openReturnSearch(page);
  const since = Date.now();
  let before = await found(flights);
  await flights
    .filters()
    .getByLabel('Conexión más larga')
    .selectOption({ label: 'Hasta 1 h 00 min' });
  await expect(page).toHaveURL(/f\.conn=60/);
  await flights.expectRequest(
    since,
    (body) => JSON.stringify(range(body, 'CONNECTION_TIME')) === '[0,60]',
  );
  await expectCountChange(flights, before);

  before = await found(flights);
  await flights
    .filters()
    .getByLabel('Tiempo de vuelo más largo')
    .selectOption({ label: 'Hasta 4 h 00 min' });
  await expect(page).toHaveURL(/f\.dur=240/);
  await flights.expectRequest(
    since,
    (body) => JSON.stringify(range(body, 'TRIP_DURATION')) === '[0,240]',
  );
  await expectCountChange(flights, before);
  const durations = await flights
    .cards()
    .getByText(/^\d+ h \d{2} min ·/)
    .allInnerTexts();
  for (const text of durations) {
    const [, hours, minutes] = /^(\d+) h (\d{2})/.exec(text)!;
    expect(Number(hours) * 60 + Number(minutes)).toBeLessThanOrEqual(240);
  }
});

test('airlines ask for the ticked codes and list only their flights, named from staticData', async ({
  page,
}) => {
  const flights = await openReturnSearch(page);
  const since = Date.now();
  const before = await found(flights);
  const airlines = flights.group('Aerolíneas');
  await airlines.getByLabel(/^Iberia/).check();
  await airlines.getByLabel(/^Vueling/).check();
  await expect(page).toHaveURL(/f\.air=IB-VY/);
  await flights.expectRequest(
    since,
    (body) => JSON.stringify(values(body, 'AIRLINES')) === '["IB","VY"]',
  );
  await expectCountChange(flights, before);
  const titles = await flights.cards().getByRole('heading', { level: 3 }).allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) {
    expect(title.split(', ').every((name) => name === 'Iberia' || name === 'Vueling')).toBe(true);
  }
});

test('departure and arrival airports, both ways, and the same airports back', async ({ page }) => {
  const flights = await openReturnSearch(page, 'lon');
  const since = Date.now();
  let before = await found(flights);
  await flights
    .group('Aeropuertos de llegada de la ida')
    .getByLabel(/\(LGW\)/)
    .check();
  await expect(page).toHaveURL(/f\.oarr=LGW/);
  await flights.expectRequest(
    since,
    (body) => JSON.stringify(values(body, 'OUTBOUND_ARRIVAL_LOCATIONS')) === '["LGW"]',
  );
  await expectCountChange(flights, before);
  for (const card of await flights.cards().all()) {
    await expect(card.getByRole('paragraph').filter({ hasText: '→' }).first()).toContainText('LGW');
  }

  before = await found(flights);
  await flights
    .group('Aeropuertos de salida de la vuelta')
    .getByLabel(/\(STN\)/)
    .check();
  await expect(page).toHaveURL(/f\.idep=STN/);
  await flights.expectRequest(
    since,
    (body) => JSON.stringify(values(body, 'INBOUND_DEPARTURE_LOCATIONS')) === '["STN"]',
  );
  await expectCountChange(flights, before);

  before = await found(flights);
  await flights
    .group('Aeropuertos de salida de la vuelta')
    .getByLabel(/\(STN\)/)
    .uncheck();
  await flights.filters().getByLabel('Volver desde y hacia los mismos aeropuertos').check();
  await expect(page).toHaveURL(/f\.same=true/);
  await flights.expectRequest(
    since,
    (body) =>
      JSON.stringify(values(body, 'SAME_DEPARTURE_ARRIVAL_LOCATION')) === '["true"]' &&
      facet(body, 'INBOUND_DEPARTURE_LOCATIONS') === undefined,
  );
  await expectCountChange(flights, before);
  for (const card of await flights.cards().all()) {
    const legs = await card.getByRole('paragraph').filter({ hasText: '→' }).allInnerTexts();
    const airports = legs.map((leg) => leg.match(/[A-Z]{3}/g)!);
    expect(airports[0]![1]).toBe(airports[1]![0]);
  }

  // a filter change is a history entry: back undoes it, one change at a time
  await page.goBack();
  await expect(page).not.toHaveURL(/f\.same=|f\.idep=/);
  await expect(
    flights.filters().getByLabel('Volver desde y hacia los mismos aeropuertos'),
  ).not.toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/f\.idep=STN/);
  await expect(
    flights.group('Aeropuertos de salida de la vuelta').getByLabel(/\(STN\)/),
  ).toBeChecked();
});

test('the sort goes to the URL and the request, and the list follows', async ({ page }) => {
  const flights = await openReturnSearch(page);
  const since = Date.now();
  await flights.results().getByLabel('Ordenar por').selectOption('PRICE');
  await expect(page).toHaveURL(/sort=PRICE/);
  await expect(flights.results().getByLabel('Ordenar por')).toHaveValue('PRICE');
  await flights.expectRequest(
    since,
    (body) =>
      body.sort?.name === 'PRICE' && body.sort.ascending === true && body.page?.number === 1,
  );
  await flights.expectFound(/vuelos encontrados/);
  await expect
    .poll(async () => {
      const prices = (
        await flights
          .cards()
          .getByText(/^Precio total\s*[\d.]+,\d{2}\s€$/)
          .allInnerTexts()
      ).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
      return prices.length === 20 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    })
    .toBe(true);
});
