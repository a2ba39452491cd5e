import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { remoteOrigin } from '../../support/env';
import { LandingPage, acceptCookies } from '../../support/pages/search';

// a shared 2-core machine: searches, the map and axe take their time here
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context }) => {
  await acceptCookies(context, ['sunsea', 'lastminute', 'xss']);
});

test('the landing shows the brand: hero, products in its order, explanation, promos, deals, destinations and proposals', async ({
  page,
}) => {
  const landing = new LandingPage(page);
  await landing.goto();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tus vacaciones al sol empiezan aquí' }),
  ).toBeVisible();
  await expect(page.getByText('Vuelo y hotel al mejor precio, en un solo paso')).toBeVisible();
  await expect(landing.selector.getByRole('link')).toHaveText([
    'Vuelo + hotel',
    'Hotel',
    'Vuelos',
    'Hoteles y vuelos',
  ]);
  await expect(page.getByRole('heading', { name: 'Cómo funciona' })).toBeVisible();
  for (const [title, cta] of [
    ['Vuelo + hotel, un solo precio', 'Buscar paquetes'],
    ['Hoteles para cada viaje', 'Buscar hoteles'],
    ['Vuelos al mejor precio', 'Buscar vuelos'],
  ] as const) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: cta })).toBeVisible();
  }
  const deals = page.getByRole('region', { name: 'Ofertas del momento' });
  await expect(deals.getByRole('link')).toHaveCount(4);
  await expect(deals.locator('img').first()).toHaveAttribute('src', /\/media\/destinations\//);
  const destinations = page.getByRole('region', { name: 'Destinos populares' });
  await expect(destinations.getByRole('link', { name: 'Barcelona' })).toHaveAttribute(
    'href',
    '/DP?destination=bcn',
  );
  await expect(
    page
      .getByRole('region', { name: 'Ideas para Hotel' })
      .getByRole('link', { name: /Descubre París/ }),
  ).toHaveAttribute('href', '/H?destination=par');
  // promo images for phones and desktops
  await expect(page.locator('picture source[media="(min-width: 768px)"]')).toHaveAttribute(
    'srcset',
    /promo-desktop/,
  );
  await expectNoAxeViolations(page);
});

test("another brand's product order and language", async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto('lastminute');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your next trip starts here' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'What would you like to book?' }).getByRole('link'),
  ).toHaveText(['Flights', 'Hotel', 'Flight + hotel']);
});

test('brand content with markup shows as text and never runs', async ({ page }) => {
  await new LandingPage(page).goto('xss');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Deals <img src=x onerror="window.__xss=1">' }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  await expectNoAxeViolations(page);
});

test('choosing a product in the selector opens its search with the form', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  await landing.selector.getByRole('link', { name: 'Hoteles y vuelos' }).click();
  await expect(page).toHaveURL(/\/HGH$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoteles y vuelos' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Destino' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Origen' })).toBeVisible();
});

test('the landing does not load the map or the calendar', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteOrigin('search')) && request.url().endsWith('.js'))
      scripts.push(request.url());
  });
  await new LandingPage(page).goto();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const bodies = await Promise.all(
    scripts.map((url) => page.request.get(url).then((r) => r.text())),
  );
  // the map library and the calendar (react-day-picker) stay out of the landing's bytes
  expect(bodies.some((body) => body.includes('leafletjs.com'))).toBe(false);
  expect(bodies.some((body) => body.includes('rdp-day_button'))).toBe(false);
});
