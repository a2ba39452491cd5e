/**
 * Quality target 5 (the backend half): every call a screen makes, answered once with a
 * malformed body (a 200 whose JSON is cut off mid-way: the sandbox's MALFORMED_BODY fault;
 * MALFORMED, a result of the wrong type, for the shell's start-up calls), gives a clear state,
 * never a blank page or a crash: the screen keeps its heading, nothing stays loading, and what
 * happened is said in a status or an alert, while the rest of the page works.
 *
 * The calls are not listed by hand: each screen is first opened as it is, the calls it makes
 * are read from the sandbox's call log, and then each one in turn is answered malformed once
 * (a fault scoped to the test-only quality.localhost brand with `times: 1`, checked to have
 * fired). The faults share one brand, so this file runs its tests one after another.
 *
 * A results screen or a hotel's detail rendered on the server makes its first calls there: an
 * answer the server cannot use leaves that region to the browser, which asks again
 * (tests/server-render/faults.spec.ts). Those screens' specs here are tagged @client-render and
 * run in the pass that renders pages in the browser; the cart, checkout and order load the
 * shopper's data in the browser either way.
 */
import { expect, test } from '../../support/test';
import type { Page } from '@playwright/test';
import { brandUrl } from '../../support/env';
import { callsTo, errorReports, eventsFor, injectFault } from '../../support/sandbox';
import type { FaultKind } from '../../support/sandbox';
import { SANDBOX_URL } from '../../support/env';
import {
  confirmedOrder,
  createHotelAndFlightCart,
  fillTravellersAndContact,
  openHotelAndFlightCart,
} from '../../support/pages/cart-sandbox';
import { STAY, urlDate } from '../../support/pages/quality-screens';

const BRAND = 'quality';
const DOMAIN = 'quality.localhost';
const SHELL_CALLS = [
  'TokenAuth/AuthenticateExternal',
  'Strapi/GetConfig',
  'FeatureToogle/FlagProviderList',
];

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.beforeEach(async ({ context }) => {
  // the banner would sit over every state: the choice is made
  await context.addCookies([
    { name: 'cookies-acceptance', value: 'technical', domain: DOMAIN, path: '/' },
  ]);
});

async function faultsLeft(): Promise<number> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/faults`);
  const { faults } = (await response.json()) as { faults: { brand: string | null }[] };
  return faults.filter((fault) => fault.brand === DOMAIN).length;
}

/** The calls the sandbox recorded for this brand since `since`, by name. */
async function callsSince(since: number): Promise<string[]> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/calls`);
  const { counts } = (await response.json()) as { counts: Record<string, number> };
  const names: string[] = [];
  for (const name of Object.keys(counts)) {
    if (SHELL_CALLS.includes(name)) continue;
    const recent = (await callsTo(name)).filter(
      (call) => call.brand === DOMAIN && Date.parse(call.at) >= since,
    );
    if (recent.length > 0) names.push(name);
  }
  return names.sort();
}

const LOADING = 'main [aria-busy="true"], main .cart-loading, [role="progressbar"]';

/** The calls that bring a screen its content: their failure must be said, not just survived. */
const ESSENTIAL = [
  'ShoppingHDPService/CreateSearch',
  'ShoppingHDPService/RetrieveProposals',
  'ShoppingHDPService/RetreiveAccommodationStaticData',
  'ShoppingHDPService/CreatePricing',
  'ShoppingHDPService/RetrievePricing',
  'ShoppingTransportService/CreateSearch',
  'ShoppingTransportService/RetrieveProposals',
  'CartApiService/RetrieveCart',
  'CartApiService/RetrieveCartFull',
  'CartApiService/GetCartConfig',
  'CartApiService/GetOrders',
  'Deals/GetDealsByBP',
];

/**
 * What the screen shows once it has settled: its heading, and what its statuses and alerts say.
 * Fails on a crash, a blank page, something loading for ever, or (`mustSay`) nothing said.
 */
async function clearState(page: Page, crashes: string[], mustSay = false): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 30_000 });
  expect(crashes).toEqual([]);
  // the error boundary's page is a crash of the screen, not a state of it
  await expect(page.getByRole('heading', { level: 1, name: 'Algo ha ido mal' })).toHaveCount(0);
  const main = page.getByRole('main');
  // more than a heading: a screen between two loads may show its heading alone for a moment
  await expect
    .poll(async () => (await main.innerText()).replace(/\s+/g, ' ').length, { timeout: 20_000 })
    .toBeGreaterThan(40);
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 30_000 });
  const said = main.locator('[role="alert"], [role="status"]').filter({ hasText: /\S/ });
  if (mustSay) await expect(said.first()).toBeVisible();
  const words = (await said.allInnerTexts()).join(' / ').replace(/\s+/g, ' ');
  return `${await heading.innerText()} | ${words || '(nothing said)'}`;
}

/**
 * Opens `path` once as it is to learn its calls, then once per call with that call answered
 * malformed. Answers what each call's failure looked like.
 */
async function everyCallMalformed(
  page: Page,
  path: string,
  options: { kind?: FaultKind; only?: (call: string) => boolean } = {},
) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  const url = brandUrl(BRAND, path);
  // a page the test opened before (a result list, to find a detail link) may still be sending
  // its own calls: it is left first, so only this page's requests are heard below
  await page.goto('about:blank');
  // the calls this page makes: the sandbox's log also holds calls other tests of the brand (and
  // this test's own set-up) made at the same time
  const requested = new Set<string>();
  const onRequest = (request: { url: () => string }) =>
    requested.add(new URL(request.url()).pathname);
  page.on('request', onRequest);
  const since = Date.now();
  await page.goto(url);
  await clearState(page, crashes);
  page.off('request', onRequest);
  const calls = (await callsSince(since))
    .filter((call) => [...requested].some((pathname) => pathname.endsWith(`/${call}`)))
    .filter(options.only ?? (() => true));
  expect(calls.length).toBeGreaterThan(0);
  const states: string[] = [];
  for (const call of calls) {
    await injectFault({ call, kind: options.kind ?? 'MALFORMED_BODY', brand: DOMAIN, times: 1 });
    await page.goto(url);
    const state = await clearState(page, crashes, ESSENTIAL.includes(call)).catch(
      (error: Error) => {
        throw new Error(`${call} answered malformed on ${path}: ${error.message}`);
      },
    );
    expect(await faultsLeft(), `${call} was not called again on ${path}`).toBe(0);
    states.push(`${call}: ${state}`);
  }
  test.info().annotations.push({ type: 'states', description: states.join('\n') });
  return states;
}

test(
  'the shell: a malformed sign-on, flag list or brand configuration',
  { tag: '@client-render' },
  async ({ page }) => {
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));

    // sign-on: the sign-on error page (the stored session is dropped), with a way home
    await page.context().clearCookies();
    await injectFault({
      call: 'TokenAuth/AuthenticateExternal',
      kind: 'MALFORMED',
      brand: DOMAIN,
      times: 1,
    });
    await page.goto(brandUrl(BRAND, '/deals'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'No hemos podido iniciar tu sesión' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Ir al inicio' })).toBeVisible();

    // flags: all off, the screen shows
    await injectFault({
      call: 'FeatureToogle/FlagProviderList',
      kind: 'MALFORMED_BODY',
      brand: DOMAIN,
      times: 1,
    });
    await page.goto(brandUrl(BRAND, '/deals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible({
      timeout: 20_000,
    });

    // brand configuration: spec section 8 keeps the page blank, and it is logged and reported
    const since = Date.now();
    await injectFault({
      call: 'Strapi/GetConfig',
      kind: 'MALFORMED_BODY',
      brand: DOMAIN,
      times: 1,
    });
    await page.goto(brandUrl(BRAND, '/deals'));
    await expect
      .poll(async () => (await eventsFor(DOMAIN, since, 'error.get-initial-state')).length)
      .toBe(1);
    expect(await faultsLeft()).toBe(0);
    expect(crashes).toEqual([]);
    await expect.poll(async () => (await errorReports(since)).length).toBeGreaterThan(0);
  },
);

test(
  'hotel and package results: each call answered malformed once',
  { tag: '@client-render' },
  async ({ page }) => {
    await everyCallMalformed(page, `/DP?departure=mad&destination=pmi&${STAY}`);
  },
);

test(
  'hotel detail with its pricing: each call answered malformed once',
  { tag: '@client-render' },
  async ({ page }) => {
    // the link a result card gives: search, proposal and pricing calls
    await page.goto(brandUrl(BRAND, `/DP?departure=mad&destination=pmi&${STAY}`));
    const link = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    await expect(link).toBeVisible({ timeout: 20_000 });
    const href = (await link.getAttribute('href'))!;
    await everyCallMalformed(page, href);
  },
);

test(
  'flight results: each call answered malformed once',
  { tag: '@client-render' },
  async ({ page }) => {
    await everyCallMalformed(page, `/F?departure=mad&destination=bcn&${STAY}`);
  },
);

test(
  'member flight search: each call answered malformed once',
  { tag: '@client-render' },
  async ({ page }) => {
    await everyCallMalformed(
      page,
      `/memSearch?a=member-silver&departure=mad&destination=lon&outboundDate=${urlDate(50)}`,
      { only: (call) => !call.startsWith('TokenAuth/') },
    );
  },
);

test('cart: each call answered malformed once', async ({ page }) => {
  const cartId = await createHotelAndFlightCart(DOMAIN);
  await everyCallMalformed(page, `/cart?cartId=${cartId}`);
});

test('checkout, every step: each call answered malformed once', async ({ page }) => {
  test.setTimeout(480_000);
  const fresh = await createHotelAndFlightCart(DOMAIN);
  await everyCallMalformed(page, `/checkout?cartId=${fresh}&checkoutStep=1`);
  const { token, cartId } = await openHotelAndFlightCart(DOMAIN);
  await fillTravellersAndContact(token, cartId);
  for (const step of [2, 3, 4, 5])
    await everyCallMalformed(page, `/checkout?cartId=${cartId}&checkoutStep=${step}`);
});

test('order: each call answered malformed once', async ({ page }) => {
  const cartId = await confirmedOrder(DOMAIN);
  await everyCallMalformed(page, `/order?cartId=${cartId}`);
});

test(
  'deals and deal search: each call answered malformed once',
  { tag: '@client-render' },
  async ({ page }) => {
    await everyCallMalformed(page, '/deals');
    await everyCallMalformed(page, '/deal-search');
  },
);
