import { expect, test } from '../../support/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { callsTo } from '../../support/sandbox';
import { layoutShifts, recordLayoutShifts } from '../../support/layout-shift';
import {
  LandingPage,
  STAY,
  SearchPage,
  acceptCookies,
  searchUrl,
} from '../../support/pages/search';

// a shared 2-core machine: searches, the map and axe take their time here
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

const euros = (text: string | null) =>
  Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

/** The cart as the sandbox holds it, read with the page's own session. */
async function sandboxCart(page: Page, cartId: string) {
  return page.evaluate(async (id) => {
    const token = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((part) => part.startsWith('Abp.AuthToken='))
        ?.split('=')[1] ?? '',
    );
    const response = await fetch(
      `/api/services/app/CartApiService/RetrieveCartFull?cartId=${encodeURIComponent(id)}&requestUuid=${crypto.randomUUID()}`,
      { method: 'POST', headers: { Authorization: `Bearer ${token}` } },
    );
    return (await response.json()) as {
      result: {
        products: Array<{
          kind: string;
          productType: string;
          title: string;
          price: { total: number };
        }>;
      };
    };
  }, cartId);
}

/** Palma's hotels, and the first one's card and name. */
async function firstHotelOfPalma(page: Page) {
  const search = new SearchPage(page);
  await page.goto(searchUrl('/H', { destination: 'pmi', ...STAY }));
  await search.total();
  const card = search.hotels.first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  return { search, card, name };
}

test('the hotel detail shows photos, rating, amenities, cancellation and the price with its breakdown', async ({
  page,
}) => {
  const { search, card, name } = await firstHotelOfPalma(page);
  const listed = euros(await card.locator('.rs-price__total').textContent());
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/hotel-detail\?.*hotelId=H-PMI-/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    page.getByRole('img', { name: `${name}, foto 1 de `, exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Servicios' })).toBeVisible();
  await expect(page.getByText(/^\d+,\d\/10$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cancelación' })).toBeVisible();
  const breakdown = page.getByRole('table', { name: 'Desglose del precio' });
  const lines = await breakdown.locator('tbody td').allTextContents();
  const total = euros(await breakdown.locator('tfoot td').textContent());
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(Math.round(lines.reduce((sum, line) => sum + euros(line), 0) * 100) / 100).toBe(total);
  // the price of the list is the price with everything compulsory included
  expect(total).toBe(listed);
  await expect(page).toHaveURL(/pricingId=/);
  await expectNoAxeViolations(page);
  // back to the same results
  await page.getByRole('link', { name: 'Volver a los resultados' }).click();
  await expect(search.results).toHaveAccessibleName('Alojamientos en Palma de Mallorca');
});

test('a package from the landing through its flights to a cart', async ({ page }) => {
  const landing = new LandingPage(page);
  const search = new SearchPage(page);
  await landing.goto();
  await landing.selector.getByRole('link', { name: 'Vuelo + hotel' }).click();
  await expect(page).toHaveURL(/\/DP$/);
  await search.choosePlace('Origen', 'Madr', /^Madrid/);
  await search.choosePlace('Destino', 'Palma', /Palma/);
  await search.chooseDates(2, 10, 17);
  await search.submit();
  await expect(page).toHaveURL(
    /\/DP\?departure=mad&destination=pmi&outboundDate=\d{8}&returnDate=\d{8}/,
  );
  await search.total();
  const card = search.hotels.nth(1);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: 'Ver el hotel' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // another flight for the package: the price changes by the difference shown
  const flights = page.getByRole('region', { name: 'Tu vuelo' });
  const totalBox = page.getByRole('region', { name: 'Tu estancia' });
  const before = euros(await totalBox.locator('.rs-pricebox__total strong').textContent());
  const option = flights.getByRole('listitem').first();
  const difference = (await option.locator('.rs-flights__difference').textContent()) ?? '';
  const signed = difference.startsWith('Mismo')
    ? 0
    : euros(difference) * (/menos/.test(difference) ? -1 : 1);
  await option.getByRole('button', { name: 'Elegir este vuelo' }).click();
  await expect
    .poll(async () => euros(await totalBox.locator('.rs-pricebox__total strong').textContent()))
    .toBeCloseTo(before + signed, 2);
  const chosen = await callsTo('ShoppingHDPService/UpdateTransport');
  expect(chosen.some((call) => call.brand === 'sunsea.localhost')).toBe(true);

  await totalBox.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page).toHaveURL(/\/cart\?cartId=[\w-]+$/);
  const cartId = new URL(page.url()).searchParams.get('cartId') ?? '';
  const cart = await sandboxCart(page, cartId);
  expect(cart.result.products).toHaveLength(1);
  expect(cart.result.products[0]).toMatchObject({ kind: 'PACKAGE', productType: 'DP' });
  expect(cart.result.products[0]?.price.total).toBeCloseTo(before + signed, 2);
});

test('a hotel link whose price has expired says so and leads back to the search', async ({
  page,
}) => {
  await page.goto(
    searchUrl('/hotel-detail', {
      product: 'H',
      destination: 'pmi',
      ...STAY,
      hotelId: 'H-PMI-001',
      searchId: 'hs-unknown',
      proposalId: 'hs-unknown_H-PMI-001',
    }),
  );
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Detalle del hotel');
  await expect(
    page.getByText('Este precio ya no está disponible.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Volver a buscar' }).click();
  await expect(page).toHaveURL(/\/H\?destination=pmi/);
});

test('nothing on the hotel detail moves while the hotel and its price load (phone width)', async ({
  page,
}) => {
  const { card, name } = await firstHotelOfPalma(page);
  const href = await card.getByRole('link', { name }).getAttribute('href');
  expect(href).toContain('/hotel-detail?');

  await page.setViewportSize({ width: 412, height: 823 });
  await recordLayoutShifts(page);
  // opened afresh, as a shared link or a reload would: the shell, the screen, then the hotel
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('.rs-pricebox')).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});
