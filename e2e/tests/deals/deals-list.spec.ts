import { expect, test } from '../../support/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { HOST_ORIGIN } from '../../support/env';
import { injectFault } from '../../support/sandbox';
import { DealsPage } from '../../support/pages/deals';

/**
 * A backend call through the host's /api proxy with the page's session (the bearer of its
 * Abp.AuthToken cookie, which also names the brand). The test runner's own resolver does not
 * know *.localhost, so it goes to the host by its loopback address.
 */
async function api<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  options: { params?: Record<string, string>; data?: unknown } = {},
): Promise<T> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Abp.AuthToken');
  expect(cookie, 'the page signed on').toBeDefined();
  const response = await page.request.fetch(`${HOST_ORIGIN}${path}`, {
    method,
    params: options.params,
    data: options.data,
    headers: { Authorization: `Bearer ${decodeURIComponent(cookie!.value)}` },
  });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

const APP = '/api/services/app';

/** The search a deal led to, as the shared codec wrote it. */
function searchOf(page: Page) {
  const url = new URL(page.url());
  const params = url.searchParams;
  const required = (key: string) => {
    const value = params.get(key);
    expect(value, key).toBeTruthy();
    return value!;
  };
  return { pathname: url.pathname, params, required };
}

test.describe('deals list', () => {
  test("lists the brand's deals with pictures, places, dates, prices and what is included", async ({
    page,
  }) => {
    // twelve pictures loaded and an axe pass over twelve cards
    test.setTimeout(60_000);
    const deals = new DealsPage(page);
    await deals.goto('sunsea');
    await deals.waitForDeals(12);
    await expect(
      deals.main().getByRole('heading', { level: 2, name: 'Ofertas de Vuelo + hotel' }),
    ).toBeVisible();
    const card = deals.card(0);
    const picture = card.getByRole('img', { name: /^Vista de / });
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('width', '400');
    await expect(picture).toHaveAttribute('height', '225');
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByText('Salida desde')).toBeVisible();
    await expect(card.getByText(/ por persona$/)).toContainText('€');
    await expect(card.getByText(/^Antes /)).toBeVisible();
    await expect(card.getByText(/\d+ noches/)).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText([
      'Vuelo',
      'Alojamiento',
      /^Régimen: /,
      'Traslados',
    ]);
    await expectNoAxeViolations(page);
  });

  test('a package deal leads to /DP pre-filled, and the sandbox finds results for that search', async ({
    page,
  }) => {
    const deals = new DealsPage(page);
    await deals.goto('sunsea');
    await deals.waitForDeals(12);
    await deals.cardLink(0).click();
    await expect(page).toHaveURL(
      /\/DP\?product=DP&departure=mad&destination=[a-z]{3}&outboundDate=\d{8}&returnDate=\d{8}$/,
    );
    // the search screen is another team's: it is on screen, reading the same URL
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const { required } = searchOf(page);
    const created = await api<{ id: { value: string } }>(
      page,
      'POST',
      `${APP}/ShoppingHDPService/CreateSearch`,
      {
        data: {
          productType: required('product'),
          departure: required('departure'),
          destination: required('destination'),
          outboundDate: required('outboundDate'),
          returnDate: required('returnDate'),
          rooms: [{ adults: 2, childrenAges: [] }],
        },
      },
    );
    const proposals = await api<{ total: number; proposals: unknown[] }>(
      page,
      'POST',
      `${APP}/ShoppingHDPService/RetrieveProposals`,
      { params: { searchId: created.id.value }, data: { page: { number: 1, size: 20 } } },
    );
    expect(proposals.total).toBeGreaterThan(0);
    expect(proposals.proposals.length).toBeGreaterThan(0);
  });

  test('a flight deal leads to /F pre-filled one way, and the sandbox finds flights for it', async ({
    page,
  }) => {
    const deals = new DealsPage(page, 'en');
    await deals.goto('lastminute');
    await deals.waitForDeals(12);
    await expect(deals.card(0).getByText(/one way/)).toBeVisible();
    await deals.cardLink(0).click();
    await expect(page).toHaveURL(
      /\/F\?product=F&departure=lon&destination=[a-z]{3}&outboundDate=\d{8}$/,
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const { required } = searchOf(page);
    const created = await api<{ searchId: string }>(
      page,
      'POST',
      `${APP}/ShoppingTransportService/CreateSearch`,
      {
        data: {
          departure: required('departure'),
          destination: required('destination'),
          outboundDate: required('outboundDate'),
          returnDate: null,
          travellers: { adults: 2, childrenAges: [] },
          transportType: 'ONLY_FLIGHT',
          productType: 'F',
        },
      },
    );
    const proposals = await api<{ total: number }>(
      page,
      'POST',
      `${APP}/ShoppingTransportService/RetrieveProposals`,
      { params: { searchId: created.searchId }, data: {} },
    );
    expect(proposals.total).toBeGreaterThan(0);
  });

  test('a hotel deal leads to /H pre-filled without a departure', async ({ page }) => {
    const deals = new DealsPage(page, 'it');
    await deals.goto('punti', '?product=H');
    await deals.waitForDeals(12);
    await deals.cardLink(0).click();
    await expect(page).toHaveURL(
      /\/H\?product=H&destination=[a-z]{3}&outboundDate=\d{8}&returnDate=\d{8}$/,
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const { required } = searchOf(page);
    const created = await api<{ id: { value: string } }>(
      page,
      'POST',
      `${APP}/ShoppingHDPService/CreateSearch`,
      {
        data: {
          productType: 'H',
          destination: required('destination'),
          outboundDate: required('outboundDate'),
          returnDate: required('returnDate'),
          rooms: [{ adults: 2, childrenAges: [] }],
        },
      },
    );
    const proposals = await api<{ total: number }>(
      page,
      'POST',
      `${APP}/ShoppingHDPService/RetrieveProposals`,
      { params: { searchId: created.id.value }, data: {} },
    );
    expect(proposals.total).toBeGreaterThan(0);
  });

  test('switches product type with the type links, and back returns to the previous type', async ({
    page,
  }) => {
    const deals = new DealsPage(page);
    await deals.goto('sunsea');
    await deals.waitForDeals(12);
    await deals.productNav().getByRole('link', { name: 'Vuelos' }).click();
    await expect(page).toHaveURL(/\/deals\?product=F$/);
    await expect(deals.productNav().getByRole('link', { name: 'Vuelos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(deals.card(0).getByText(/solo ida/)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/deals$/);
    await expect(deals.card(0).getByText(/solo ida/)).toHaveCount(0);
    await expect(deals.cards()).toHaveCount(12);
  });

  test('a deal is reached and followed by keyboard', async ({ page }) => {
    const deals = new DealsPage(page);
    await deals.goto('sunsea');
    await deals.waitForDeals(12);
    await deals.cardLink(0).focus();
    await expect(deals.cardLink(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/DP\?product=DP&/);
  });

  test('says so when the business profile has no deals', async ({ page }) => {
    const deals = new DealsPage(page, 'en');
    await deals.goto('members', '?product=DP');
    await expect(deals.count()).toHaveText('Deals found: 0');
    await expect(
      deals.main().getByText('There are no Flight + hotel deals right now.'),
    ).toBeVisible();
    await expect(deals.cards()).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test(
    'shows a translated error with a retry when the deals fail to load',
    { tag: '@client-render' },
    async ({ page }) => {
      // xss.localhost is a test-only brand no other spec loads deals for
      await injectFault({
        call: 'Deals/GetDealsByBP',
        kind: 'GENERIC_ERROR',
        brand: 'xss.localhost',
        times: 1,
      });
      const deals = new DealsPage(page, 'en');
      await deals.goto('xss');
      await expect(deals.errorAlert()).toBeVisible();
      await expectNoAxeViolations(page);
      await deals.errorAlert().getByRole('button', { name: 'Try again' }).click();
      await deals.waitForDeals(12);
      await expect(deals.errorAlert()).toHaveCount(0);
    },
  );

  test("shows the brand's featured deals and destinations and the Scalapay-club marker", async ({
    page,
  }) => {
    const deals = new DealsPage(page, 'fr');
    await deals.goto('flyfree');
    await expect(deals.main().getByText('Club Scalapay')).toBeVisible();
    const featured = deals.main().getByRole('region', { name: 'À la une chez FlyFree Vacances' });
    await expect(featured.getByRole('link')).toHaveCount(4);
    const destinations = deals.main().getByRole('region', { name: 'Destinations populaires' });
    await expect(destinations.getByRole('link')).toHaveCount(6);
    await deals.waitForDeals(12);
    await expectNoAxeViolations(page);
    await featured.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/deals\?destination=[a-z]{3}$/);
    await expect(
      deals.main().getByRole('heading', { level: 2, name: /^Offres pour / }),
    ).toBeVisible();
  });

  test('shows no Scalapay-club marker for a brand that is not in the club', async ({ page }) => {
    const deals = new DealsPage(page);
    await deals.goto('sunsea');
    await deals.waitForDeals(12);
    await expect(deals.main().getByText('Club Scalapay')).toHaveCount(0);
  });

  test('fits 360, 768, 1024, 1240 and 1440 px without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    const deals = new DealsPage(page);
    await deals.goto('sunsea');
    await deals.waitForDeals(12);
    for (const width of [360, 768, 1024, 1240, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    }
  });
});
