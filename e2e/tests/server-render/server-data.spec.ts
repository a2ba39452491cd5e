import { expect, test } from '../../support/test';
import type { Browser, Page } from '@playwright/test';
import { OWN_SESSION_COOKIE, brandUrl } from '../../support/env';
import { consoleProblems, countCalls, holdPageCode } from '../../support/journeys';
import { urlDate } from '../../support/pages/search';
import { eventsFor } from '../../support/sandbox';

/**
 * Pages rendered on the server with their data (STOREFRONT_RENDER=server): the hotel results,
 * a hotel's details, the flight results and the deals are in the HTML before any script runs,
 * and the browser hydrates from the answers the page carries without asking for them again.
 */
const STAY = { outboundDate: urlDate(60), returnDate: urlDate(67) };
const HOTELS = `/H?${new URLSearchParams({ destination: 'pmi', ...STAY })}`;
const FLIGHTS = `/F?${new URLSearchParams({ departure: 'mad', destination: 'pmi', ...STAY, adults: '2' })}`;

/** The calls that load each page's data, which the browser must not make again. */
const DATA_CALLS = [
  'ShoppingHDPService/CreateSearch',
  'ShoppingHDPService/RetrieveProposals',
  'RetreiveAccommodationStaticData',
  'RetreiveAccommodationPromotion',
  'ShoppingTransportService/CreateSearch',
  'ShoppingTransportService/RetrieveProposals',
  'Deals/GetDealsByBP',
  // the link's places, named on the server
  'Locations/Search?query=pmi',
  'Locations/Search?query=mad',
];

/** The page as a crawler or a slow phone first gets it: HTML, no script run. */
async function withoutScripts<T>(
  browser: Browser,
  path: string,
  read: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(brandUrl('sunsea', path));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-storefront-render']).toBe('server');
  const value = await read(page);
  await context.close();
  return value;
}

/** The schema.org data blocks of a page, parsed. */
async function schemaOrg(page: Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as unknown);
}

test.describe('pages rendered on the server with their data', () => {
  test.beforeAll(async ({ request }) => {
    // as a deploy's readiness check does: each screen's code loaded once in the process
    for (const route of [HOTELS, FLIGHTS, '/deals'])
      await request.get(
        brandUrl('sunsea', route).replace(/\/\/sunsea\.localhost:/, '//127.0.0.1:'),
        {
          headers: { host: new URL(brandUrl('sunsea')).host },
        },
      );
  });

  test("the hotel results and a hotel's details are in the HTML", async ({ browser }) => {
    const hotel = await withoutScripts(browser, HOTELS, async (page) => {
      const links = page.locator('main a[href*="/hotel-detail?"]');
      await expect(links.first()).toBeVisible();
      expect(await links.count()).toBeGreaterThan(1);
      // the link's place by its name
      await expect(page.getByRole('combobox', { name: 'Destino' })).toHaveValue(
        'Palma de Mallorca',
      );
      return {
        href: (await links.first().getAttribute('href')) ?? '',
        name: ((await links.first().textContent()) ?? '').trim(),
        // what search engines read: the results as a list of hotels, each offered at a price
        data: await schemaOrg(page),
      };
    });
    expect(hotel.name).not.toBe('');
    const [list] = hotel.data;
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' });
    const first = (list as { itemListElement: Array<Record<string, unknown>> }).itemListElement[0];
    expect(first).toMatchObject({
      position: 1,
      item: {
        '@type': 'Hotel',
        name: hotel.name,
        url: hotel.href,
        makesOffer: {
          '@type': 'Offer',
          priceCurrency: 'EUR',
          price: expect.stringMatching(/^\d+\.\d\d$/),
        },
      },
    });
    await withoutScripts(browser, hotel.href, async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
      // its largest picture asked for first, before the screen
      const picture = await page
        .locator('main img[fetchpriority="high"]')
        .first()
        .getAttribute('src');
      expect(picture).toBeTruthy();
      const preload = page.locator(`link[rel="preload"][as="image"][href="${picture}"]`).first();
      expect(
        await preload.evaluate(
          (link) =>
            !!(
              link.compareDocumentPosition(
                document.querySelector('main img[fetchpriority="high"]')!,
              ) & Node.DOCUMENT_POSITION_FOLLOWING
            ),
        ),
      ).toBe(true);
      expect(await schemaOrg(page)).toEqual([
        expect.objectContaining({ '@type': 'Hotel', name: hotel.name, geo: expect.anything() }),
      ]);
    });
  });

  test('the flight results and the deals are in the HTML', async ({ browser }) => {
    await withoutScripts(browser, FLIGHTS, async (page) => {
      // each flight an article named by its airlines
      const flights = page.locator('main li article');
      await expect(flights.first()).toBeVisible();
      expect(await flights.count()).toBeGreaterThan(3);
      // the link's places by their names, not their codes: in the fields and the search's summary
      await expect(page.getByRole('combobox', { name: 'Origen' })).toHaveValue('Madrid');
      await expect(page.getByRole('combobox', { name: 'Destino' })).toHaveValue(
        'Palma de Mallorca',
      );
      await expect(page.locator('.sf-summary__text')).toHaveText(/^Madrid → Palma de Mallorca · /);
    });
    await withoutScripts(browser, '/deals', async (page) => {
      await expect(page.locator('main article').first()).toBeVisible();
    });
  });

  for (const [name, path, list, placeholder] of [
    ['hotel', HOTELS, 'ul.rs-hotels', '.rs-hotels--placeholder'],
    ['flight', FLIGHTS, 'ol.remote-flights-list', '.remote-flights-loading'],
  ] as const)
    test(`the ${name} results hydrate in place, the CPU slowed: no placeholder, nothing drawn again`, async ({
      page,
    }) => {
      // as on a phone: the code arrives late, and anything the page does meanwhile (its store
      // and form settling) must not make React throw the server's results away
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(
        ({ listSelector, placeholderSelector }) => {
          const seen = { placeholders: 0, listsRemoved: 0 };
          Object.assign(window, { __drawnAgain: seen });
          new MutationObserver((records) => {
            for (const record of records) {
              for (const node of record.addedNodes)
                if (node instanceof Element && node.matches(placeholderSelector))
                  seen.placeholders += 1;
              for (const node of record.removedNodes)
                if (node instanceof Element && node.matches(listSelector)) seen.listsRemoved += 1;
            }
          }).observe(document, { childList: true, subtree: true });
        },
        { listSelector: list, placeholderSelector: placeholder },
      );
      const problems = consoleProblems(page);
      const response = await page.goto(brandUrl('sunsea', path));
      expect(response?.headers()['x-storefront-render']).toBe('server');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      await expect(page.locator(list)).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { __drawnAgain: unknown }).__drawnAgain),
      ).toEqual({ placeholders: 0, listsRemoved: 0 });
      expect(problems).toEqual([]);
    });

  test("a hotel's details hydrate from the page's answers, asking none again", async ({
    browser,
    page,
  }) => {
    const href = await withoutScripts(browser, HOTELS, (html) =>
      html.locator('main a[href*="/hotel-detail?"]').first().getAttribute('href'),
    );
    const problems = consoleProblems(page);
    const calls = ['RetreiveAccommodationStaticData', 'RetreiveAccommodationPromotion'].map(
      (call) => countCalls(page, call),
    );
    // nor a remote's strings: the screen's came with the page
    const strings: string[] = [];
    page.on('request', (request) => {
      if (/\/locales\/[a-z]{2}\.json$/.test(new URL(request.url()).pathname))
        strings.push(request.url());
    });
    const response = await page.goto(brandUrl('sunsea', href ?? ''));
    expect(response?.headers()['x-storefront-render']).toBe('server');
    // once the page's code has come and hydrated it (a click before that goes to the server's HTML)
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'Aceptar todas' }).click();
    await page.waitForLoadState('networkidle');
    expect(calls.map((c) => c.count)).toEqual([0, 0]);
    expect(strings).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a result clicked before the code has come opens the hotel priced for its search', async ({
    page,
  }) => {
    // the shell's code held back: the shopper acts on the server's HTML alone
    const release = await holdPageCode(page);
    const problems = consoleProblems(page);
    const loading = page.goto(brandUrl('sunsea', HOTELS)).catch(() => null);
    const link = page.locator('main a[href*="/hotel-detail?"]').first();
    await expect(link).toBeVisible();
    // the link says which search and which of its offers, as the browser's own link does
    const href = new URL((await link.getAttribute('href')) ?? '', brandUrl('sunsea'));
    expect(href.searchParams.get('searchId')).toMatch(/\S/);
    expect(href.searchParams.get('proposalId')).toMatch(/\S/);
    const name = ((await link.textContent()) ?? '').trim();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await link.click();
    await expect(page).toHaveURL(/\/hotel-detail\?/);
    release();
    await loading;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // priced for the search (never "choose dates and travellers to see the price")
    await expect(page.getByText('Precio total').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Elige fechas y viajeros para ver el precio')).toHaveCount(0);
    expect(problems.filter((p) => /hydrat|#418|#419|#423|#425/i.test(p))).toEqual([]);
  });

  test('a deal clicked before the code has come is tracked once, by the page it was on', async ({
    page,
  }) => {
    // the shell's code held back: the shopper acts on the server's HTML alone; a session of the
    // shopper's own, so the page names its request (a page shared by every new visitor names
    // none), which tells this test's event from another's
    await page
      .context()
      .addCookies([{ name: OWN_SESSION_COOKIE, value: 'own', url: brandUrl('sunsea', '/') }]);
    const release = await holdPageCode(page);
    const since = Date.now() - 1_000;
    let requestId = '';
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && new URL(response.url()).pathname === '/deals')
        requestId = response.headers()['x-request-id'] ?? '';
    });
    const loading = page.goto(brandUrl('sunsea', '/deals')).catch(() => null);
    const deal = page.locator('main a[data-track="clicked.deal"]').first();
    await expect(deal).toBeVisible();
    const { dealId } = JSON.parse((await deal.getAttribute('data-track-properties')) ?? '{}') as {
      dealId?: string;
    };
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await deal.click();
    await expect(page).not.toHaveURL(/\/deals$/);
    release();
    await loading;
    await page.waitForLoadState('networkidle');
    expect(requestId).not.toBe('');
    // the deals page's request names the event: sent once, by early.js, before the page went
    const clicks = async () =>
      (await eventsFor('sunsea.localhost', since, 'clicked.deal')).filter(
        (event) => event.payload.eventData.requestId === requestId,
      );
    await expect.poll(async () => (await clicks()).length).toBe(1);
    expect((await clicks())[0]?.payload.eventProperties).toMatchObject({ dealId });
  });

  for (const route of [HOTELS, FLIGHTS, '/deals'])
    test(`${route.slice(0, 14)}: hydrates from the page's answers, asking none again`, async ({
      page,
    }) => {
      const problems = consoleProblems(page);
      const calls = DATA_CALLS.map((call) => countCalls(page, call));
      const response = await page.goto(brandUrl('sunsea', route));
      expect(response?.headers()['x-storefront-render']).toBe('server');
      // once the page's code has come and hydrated it (a click before that goes to the server's HTML)
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Aceptar todas' }).click();
      await expect(page.getByRole('button', { name: 'Aceptar todas' })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(Object.fromEntries(DATA_CALLS.map((call, i) => [call, calls[i]?.count]))).toEqual(
        Object.fromEntries(DATA_CALLS.map((call) => [call, 0])),
      );
      expect(problems).toEqual([]);
    });
});
