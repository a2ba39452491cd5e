/**
 * Brand rules: the free-flight brand (voucherAmount 3: price facet 0 to 300, sort forced to
 * PRICE, both told to the shopper) and the member search with the brand's points.
 */
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { FlightsScreen, facet, flightQuery, urlDate } from '../../support/pages/flights';

test.describe.configure({ timeout: 90_000 });

const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

test('free-flight brand: prices capped at 300 and sorted by price, and the shopper is told', async ({
  page,
}) => {
  const since = Date.now();
  const flights = new FlightsScreen(page, 'flyfree');
  await flights.open(
    '/F',
    flightQuery({
      departure: 'mad',
      destination: 'bcn',
      outboundDate: urlDate(70),
      extra: { sort: 'DURATION', 'f.price': '500-900' },
    }),
  );
  const results = flights.results('Résultats');
  await expect(page.getByText('Bon de vol gratuit', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      /^Votre bon couvre le prix total du vol, pour tous les voyageurs, jusqu’à 300\s€/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/× 100/)).toHaveCount(0);
  await flights.expectFound(/vols? trouvés?\.$/, results);

  const sort = results.getByLabel('Trier par');
  await expect(sort).toHaveValue('PRICE');
  await expect(sort).toBeDisabled();
  await expect(sort).toHaveAccessibleDescription(
    'Avec votre bon de vol gratuit, les vols sont toujours triés par prix.',
  );
  await flights.expectRequest(
    since,
    (body) =>
      JSON.stringify([facet(body, 'PRICE')?.from, facet(body, 'PRICE')?.to]) === '[0,300]' &&
      body.sort?.name === 'PRICE' &&
      body.sort.ascending === true,
  );
  const prices = (
    await flights
      .cards(results)
      .getByText(/^Prix total\s*[\d\s.]+,\d{2}\s€$/)
      .allInnerTexts()
  ).map(euros);
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((price, i) => price <= 300 && (i === 0 || prices[i - 1]! <= price))).toBe(
    true,
  );
  await expect(
    flights.filters('Filtres').getByText(/Votre bon de vol gratuit couvre les vols jusqu'à 300\s€/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('member search: prices in the brand’s points too, with its label and conversion', async ({
  page,
}) => {
  const flights = new FlightsScreen(page, 'punti');
  await flights.open(
    '/memSearch',
    flightQuery({ departure: 'mad', destination: 'lon', outboundDate: urlDate(75) }),
  );
  await expect(flights.heading('Ricerca per i soci')).toBeVisible();
  await expect(
    page.getByText('I prezzi sono indicati anche in Punti Stella: ognuno vale 0,01\u00a0€.'),
  ).toBeVisible();
  const results = flights.results('Risultati');
  await expect(flights.status(results)).toHaveText(/voli trovati\.$/, { timeout: 20_000 });
  const first = flights.cards(results).first();
  const total = euros(await first.getByText(/^Prezzo totale\s*[\d.]+,\d{2}\s€$/).innerText());
  const points = Math.ceil(Math.round(total * 100 * 1e6) / 1e6);
  await expect(first.getByText(`${points.toLocaleString('it-IT')} Punti Stella`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('member search on a brand without points says prices are in its currency', async ({
  page,
}) => {
  const flights = new FlightsScreen(page, 'sunsea');
  await flights.open('/memSearch');
  await expect(flights.heading('Búsqueda para socios')).toBeVisible();
  await expect(
    page.getByText('Esta marca no tiene puntos: los precios se muestran en su moneda.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
