/**
 * Choosing a flight: its details come from GetTransportProposalByProposalId, then a cart is
 * created with the proposal in it and the shopper goes to /cart?cartId=… (or the proposal goes
 * into the cart the URL names).
 */
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { callsTo } from '../../support/sandbox';
import { FlightsScreen, flightQuery, sandboxCart, urlDate } from '../../support/pages/flights';

test.describe.configure({ timeout: 90_000 });

test('details, then choose: a cart holding the flight, and the cart screen', async ({ page }) => {
  const flights = new FlightsScreen(page, 'sunsea');
  await flights.open(
    '/F',
    flightQuery({
      departure: 'mad',
      destination: 'bcn',
      outboundDate: urlDate(80),
      returnDate: urlDate(84),
    }),
  );
  await flights.expectFound(/vuelos encontrados/);
  const card = flights.cards().first();
  const detailsButton = card.getByRole('button', { name: 'Ver detalles' });
  // this page's own details call: other tests of the same brand run beside this one
  const detailRequest = page.waitForRequest((request) =>
    request.url().includes('ShoppingTransportService/GetTransportProposalByProposalId'),
  );
  await detailsButton.click();
  const proposalId = new URL((await detailRequest).url()).searchParams.get('proposalId');
  expect(proposalId).toBeTruthy();
  await expect(card.getByRole('button', { name: 'Ocultar detalles' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(card.getByRole('region', { name: 'Ida' })).toContainText(/[A-Z0-9]{2}\d{2,4}/);
  await expect(card.getByRole('region', { name: 'Vuelta' })).toBeVisible();
  await expect(card.getByRole('term').filter({ hasText: 'Tarifa' })).toBeVisible();
  const detailCalls = (
    await callsTo('ShoppingTransportService/GetTransportProposalByProposalId')
  ).filter((call) => call.brand === flights.domain && call.query.proposalId === proposalId);
  expect(detailCalls.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Elegir este vuelo' }).click();
  await expect(page).toHaveURL(/\/cart\?cartId=[A-Za-z0-9_-]+$/);
  const cartId = new URL(page.url()).searchParams.get('cartId')!;
  const cart = await sandboxCart(page.context(), flights.domain, cartId);
  expect(cart.products).toHaveLength(1);
  expect(cart.products[0]!.kind).toBe('FLIGHT');
  const added = (await callsTo('CartApiService/AddProductToCart')).filter(
    (call) => call.brand === flights.domain && call.query.cartId === cartId,
  );
  expect(added.map((call) => call.body)).toEqual([{ type: 'TRANSPORT', proposalId }]);
});

test('with a cart in the URL, the flight goes into that cart', async ({ page }) => {
  const flights = new FlightsScreen(page, 'sunsea');
  // a first choice makes a cart
  await flights.open(
    '/F',
    flightQuery({ departure: 'mad', destination: 'lis', outboundDate: urlDate(90) }),
  );
  await flights.expectFound(/vuelos encontrados/);
  await flights.cards().first().getByRole('button', { name: 'Ver detalles' }).click();
  await flights.cards().first().getByRole('button', { name: 'Elegir este vuelo' }).click();
  await expect(page).toHaveURL(/\/cart\?cartId=/);
  const cartId = new URL(page.url()).searchParams.get('cartId')!;

  // back on the flights with that cart in the URL, another flight joins it
  await flights.open(
    '/F',
    flightQuery({
      departure: 'lis',
      destination: 'mad',
      outboundDate: urlDate(95),
      extra: { cartId },
    }),
  );
  await flights.expectFound(/vuelos encontrados/);
  await flights.cards().nth(1).getByRole('button', { name: 'Ver detalles' }).click();
  await flights.cards().nth(1).getByRole('button', { name: 'Elegir este vuelo' }).click();
  await expect(page).toHaveURL(new RegExp(`/cart\\?cartId=${cartId}$`));
  const cart = await sandboxCart(page.context(), flights.domain, cartId);
  expect(cart.products.filter((product) => product.kind === 'FLIGHT').length).toBeGreaterThan(0);
});
