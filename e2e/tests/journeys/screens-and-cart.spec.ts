/**
 * Moving between screens as shoppers do: a new screen opens at its top with focus on its main
 * heading; Back and Forward return to the same place with the same results, asked for no
 * second time; the header's cart link reaches the open cart and counts its products; a cart
 * that expires in checkout leads back to the search, and the next checkout is filled in again.
 */
import { expect, test } from '../../support/test';
import type { Browser, Page } from '@playwright/test';
import { brandUrl } from '../../support/env';
import { countCalls, focused, press, scrollY, shopperContext, snap } from '../../support/journeys';
import type { Input } from '../../support/journeys';
import { STAY, searchUrl } from '../../support/pages/search';
import {
  createPackageCart,
  expireCart,
  fillTravellersAndContact,
  openHotelAndFlightCart,
} from '../../support/pages/cart-sandbox';

test.describe.configure({ timeout: 90_000 });

const RESULTS = searchUrl('/H', { destination: 'pmi', ...STAY, distribution: '2' });
const FLIGHTS = searchUrl('/F', { departure: 'mad', destination: 'pmi', ...STAY, adults: '2' });

const cards = (page: Page) => page.getByRole('main').getByRole('article');

const cartLinkOf = (page: Page) =>
  page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', {
    name: /^Carrito/,
  });

/** A shopper with a mouse who has seen a search's results first (the way back from a cart). */
async function afterSearch(browser: Browser) {
  const context = await shopperContext(browser, 'mouse');
  const page = await context.newPage();
  await page.goto(brandUrl('sunsea', RESULTS));
  await expect(cards(page).first()).toBeVisible();
  return { context, page };
}

for (const input of ['mouse', 'touch'] as Input[]) {
  test(`results → hotel → Back → Forward by ${input}: top and heading, then the same place and results`, async ({
    browser,
  }) => {
    const context = await shopperContext(browser, input);
    const page = await context.newPage();
    await page.goto(brandUrl('sunsea', RESULTS));
    await expect(cards(page).nth(5)).toBeVisible();
    // the shopper scrolls down the list to the sixth hotel
    await cards(page).nth(5).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    const before = await scrollY(page);
    const hotel = cards(page).nth(5).getByRole('link').first();
    const name = ((await hotel.textContent()) ?? '').trim();
    await snap(page, `results-${input}`);

    await press(hotel, input);
    await expect(page).toHaveURL(/\/hotel-detail/);
    const heading = page.getByRole('main').getByRole('heading', { level: 1, name });
    await expect(heading).toBeFocused();
    expect(await scrollY(page)).toBe(0);
    await snap(page, `detail-${input}`);

    const proposals = countCalls(page, '/RetrieveProposals');
    const places = countCalls(page, '/Locations/Search');
    await page.goBack();
    await expect(page).toHaveURL(/\/H\?/);
    await expect(cards(page).nth(5)).toBeVisible();
    // where the shopper was (a few pixels apart at most, should the list's pictures have
    // settled to another height)
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(8);
    // the search as it was: in its field, or on a phone in the folded search's summary
    if (input === 'touch')
      await expect(page.getByText(/^Palma de Mallorca · /).first()).toBeVisible();
    else
      await expect(page.getByRole('combobox', { name: 'Destino' })).toHaveValue(
        'Palma de Mallorca',
      );
    expect(proposals.count).toBe(0);
    expect(places.count).toBe(0);
    await snap(page, `back-${input}`);

    await page.goForward();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await context.close();
  });
}

test('a page opened afresh in the tab starts at its top; a reload, and Back to the page before, return where each was', async ({
  browser,
}) => {
  const context = await shopperContext(browser, 'mouse');
  const page = await context.newPage();
  await page.goto(brandUrl('sunsea', RESULTS));
  await expect(cards(page).nth(5)).toBeVisible();
  await cards(page).nth(5).scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const results = await scrollY(page);

  // another address, typed in the same tab: its page is at its top, not where the last one was
  await page.goto(brandUrl('sunsea', FLIGHTS));
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // two frames: a position restored by mistake would be there by now
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await scrollY(page)).toBe(0);

  await page.mouse.wheel(0, 500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  const flights = await scrollY(page);
  await page.reload();
  await expect.poll(async () => Math.abs((await scrollY(page)) - flights)).toBeLessThanOrEqual(8);

  await page.goBack();
  await expect(page).toHaveURL(/\/H\?/);
  await expect.poll(async () => Math.abs((await scrollY(page)) - results)).toBeLessThanOrEqual(8);
  await context.close();
});

test('the header cart link: no cart says so and offers the search; an open cart is counted and reached from every screen', async ({
  browser,
}) => {
  // a search seen first: the way back from "no cart" is that search
  const { context, page } = await afterSearch(browser);
  const cartLink = cartLinkOf(page);
  await expect(cartLink).toHaveAccessibleName('Carrito sin carrito abierto');
  await cartLink.click();
  await expect(page.getByText('Todavía no hay ningún carrito', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la búsqueda' }).click();
  await expect(page).toHaveURL(/\/H\?destination=pmi/);
  await expect(cards(page).first()).toBeVisible();

  const cartId = await createPackageCart();
  await page.goto(brandUrl('sunsea', `/cart?cartId=${cartId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
  await expect(cartLink).toHaveAccessibleName('Carrito 1 producto en el carrito');
  // from other screens, after a reload too
  for (const path of ['/', '/F', '/deals']) {
    await page.goto(brandUrl('sunsea', path));
    await expect(cartLink).toHaveAccessibleName('Carrito 1 producto en el carrito');
  }
  await cartLink.click();
  await expect(page).toHaveURL(new RegExp(`/cart\\?cartId=${cartId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();

  // cart → checkout opens at the top with focus on its heading
  await page.mouse.wheel(0, 400);
  await page.getByRole('link', { name: 'Continuar con la reserva' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect.poll(async () => (await focused(page)).tag).toMatch(/^H[12]$/);
  expect(await scrollY(page)).toBe(0);
  await snap(page, 'checkout-start');
  await context.close();
});

test('a cart that expires in checkout: start again goes back to the search with its results, nothing keeps calling the dead cart', async ({
  browser,
}) => {
  const { context, page } = await afterSearch(browser);
  const cartId = await createPackageCart();
  await page.goto(brandUrl('sunsea', `/checkout?cartId=${cartId}&checkoutStep=1`));
  const firstName = page.getByRole('textbox', { name: 'Nombre' }).first();
  await firstName.click();
  await firstName.pressSequentially('Lucía', { delay: 30 });
  // the draft is kept as the shopper types; the cart's time runs out, and its next call says so
  await expect
    .poll(() =>
      page.evaluate(
        (id) => sessionStorage.getItem(`storefront.cart.draft.${id}.travellers`) ?? '',
        cartId,
      ),
    )
    .toContain('Lucía');
  await expireCart(cartId);
  await page.reload();
  const expired = page.getByRole('heading', { level: 2, name: /caducado/ });
  await expect(expired).toBeFocused();
  const dead = countCalls(page, cartId);
  await snap(page, 'expired');
  await page.getByRole('button', { name: 'Empezar de nuevo' }).click();
  await expect(page).toHaveURL(/\/H\?destination=pmi/);
  await expect(cards(page).first()).toBeVisible();
  await expect(cartLinkOf(page)).toHaveAccessibleName('Carrito sin carrito abierto');
  await page.waitForTimeout(1500);
  expect(dead.urls).toEqual([]);

  // the next cart's checkout has the name typed for the dead one
  const next = await createPackageCart();
  await page.goto(brandUrl('sunsea', `/checkout?cartId=${next}&checkoutStep=1`));
  await expect(page.getByRole('textbox', { name: 'Nombre' }).first()).toHaveValue('Lucía');
  await context.close();
});

test('a checkout step to the next opens at its top with focus on its heading, on a phone', async ({
  browser,
}) => {
  const context = await shopperContext(browser, 'touch');
  const page = await context.newPage();
  const { token, cartId } = await openHotelAndFlightCart();
  await fillTravellersAndContact(token, cartId);
  await page.goto(brandUrl('sunsea', `/checkout?cartId=${cartId}&checkoutStep=1`));
  const save = page.getByRole('button', { name: 'Guardar viajeros y continuar' });
  await save.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await snap(page, 'checkout-travellers');
  await save.tap();
  await expect(page).toHaveURL(/checkoutStep=2/);
  await expect(page.getByRole('heading', { name: 'Datos de contacto' })).toBeFocused();
  await expect.poll(() => scrollY(page)).toBe(0);
  await snap(page, 'checkout-contact');
  await context.close();
});
