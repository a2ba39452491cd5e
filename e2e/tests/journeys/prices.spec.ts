/**
 * Prices say what they are: a hotel card gives the stay's total for the whole party and what it
 * comes to per night, and the two agree with the nights of the stay, on the results and on the
 * hotel's detail; the footer does not call the prices per person.
 */
import { expect, test } from '../../support/test';
import { STAY, SearchPage, acceptCookies, searchUrl, urlDate } from '../../support/pages/search';

// a shared 2-core machine: searches take their time here
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

/** A Spanish amount ("1234,50 €", "12.345,50 €") as a number of euros. */
const euros = (text: string | null) =>
  Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

/** A share of a total as the page writes it: within half a cent of the exact quotient. */
const expectShare = (written: number, total: number, parts: number) =>
  expect(Math.abs(written - total / parts)).toBeLessThanOrEqual(0.0051);

test('a hotel card shows the total for all travellers and the price per night of the stay', async ({
  page,
}) => {
  const search = new SearchPage(page);
  // STAY is a week: 7 nights
  await page.goto(searchUrl('/H', { destination: 'pmi', ...STAY, adults: '2' }));
  expect(await search.total()).toBeGreaterThan(0);
  const cards = search.hotels;
  const count = Math.min(await cards.count(), 5);
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const total = euros(await card.locator('.rs-price__total').textContent());
    await expect(
      card.getByText('Total de 7 noches para todos los viajeros, impuestos incluidos'),
    ).toBeVisible();
    const night = card.locator('.rs-price__night');
    await expect(night).toHaveText(/^[\d.]+,\d{2}\s€ por noche$/);
    expectShare(euros(await night.textContent()), total, 7);
    const perPerson = euros(await card.getByText(/ por persona$/).textContent());
    expectShare(perPerson, total, 2);
  }
  await expect(page.getByRole('contentinfo')).not.toContainText('Precios por persona');
  await expect(page.getByRole('contentinfo')).toContainText(
    'Los precios incluyen las tasas y son para todos los viajeros, salvo los que se indican por persona.',
  );
});

test('the card and the hotel detail agree on the total and the price per night of a stay', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await page.goto(
    searchUrl('/H', { destination: 'pmi', outboundDate: urlDate(60), returnDate: urlDate(63) }),
  );
  await search.total();
  const card = search.hotels.first();
  const total = euros(await card.locator('.rs-price__total').textContent());
  await expect(
    card.getByText('Total de 3 noches para todos los viajeros, impuestos incluidos'),
  ).toBeVisible();
  expectShare(euros(await card.locator('.rs-price__night').textContent()), total, 3);

  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name }).click();
  const box = page.getByRole('region', { name: 'Tu estancia' });
  await expect(box.locator('.rs-pricebox__total strong')).toBeVisible({ timeout: 20_000 });
  const detailTotal = euros(await box.locator('.rs-pricebox__total strong').textContent());
  expect(detailTotal).toBe(total);
  await expect(box.locator('.rs-price__night')).toHaveText(/ por noche$/);
  expectShare(euros(await box.locator('.rs-price__night').textContent()), detailTotal, 3);
  await expect(
    box.getByText(
      'Para todos los viajeros y toda la estancia, con los impuestos y tasas obligatorios incluidos.',
    ),
  ).toBeVisible();
});
