import { expect, test } from '../support/test';
import type { Locator } from '@playwright/test';
import { loadedCopies } from '../support/federation';
import { REMOTES, remoteOrigin } from '../support/env';
import { STAY, SearchPage, searchUrl } from '../support/pages/search';
import { readFileSync } from 'node:fs';

// what a page must hold once (a screen always uses them), and every shell module the host provides
const ONE_COPY = ['react', 'react-dom', 'react-router-dom', 'jotai', 'i18next', 'react-i18next'];
const ONE_INSTANCE = ['state', 'i18n', 'api/client'].map((m) => `@storefront/shared/${m}`);
const sharedPackage = JSON.parse(
  readFileSync(new URL('../../shared/package.json', import.meta.url), 'utf8'),
) as { shellModules: string[] };
const SHELL_MODULES = sharedPackage.shellModules.map((m) => `@storefront/shared/${m.slice(2)}`);

/** Every route of spec section 2 plus cart, checkout and order, and the screen it shows. */
const ROUTES: Array<{
  path: string;
  heading: string;
  remote: 'search' | 'flights' | 'cart' | 'deals';
}> = [
  // the search remote's landing heading is the brand's hero title
  { path: '/', heading: 'Tus vacaciones al sol empiezan aquí', remote: 'search' },
  { path: '/DP', heading: 'Vuelo + hotel', remote: 'search' },
  { path: '/H', heading: 'Hoteles', remote: 'search' },
  { path: '/HGH', heading: 'Hoteles y vuelos', remote: 'search' },
  { path: '/hotel-detail', heading: 'Detalle del hotel', remote: 'search' },
  { path: '/hdpMemSearch', heading: 'Búsqueda para socios', remote: 'search' },
  { path: '/F', heading: 'Vuelos', remote: 'flights' },
  { path: '/FF', heading: 'Vuelos', remote: 'flights' },
  { path: '/memSearch', heading: 'Búsqueda para socios', remote: 'flights' },
  { path: '/cart', heading: 'Tu carrito', remote: 'cart' },
  { path: '/checkout', heading: 'Finalizar la reserva', remote: 'cart' },
  { path: '/order', heading: 'Tu pedido', remote: 'cart' },
  { path: '/deals', heading: 'Ofertas', remote: 'deals' },
  { path: '/deal-search', heading: 'Buscar ofertas', remote: 'deals' },
];

/**
 * How a screen shows what it read from `?adults=2&destination=mad`; screens still on the
 * composition's skeleton list the URL's parameters.
 */
const READS_URL: Record<string, (main: Locator) => Promise<void>> = {
  // the search and flights screens put the destination in their form
  ...Object.fromEntries(
    ['/DP', '/H', '/HGH', '/F', '/FF', '/memSearch'].map((path) => [
      path,
      (main: Locator) =>
        expect(main.getByRole('combobox', { name: 'Destino' })).toHaveValue(/Madrid/),
    ]),
  ),
  // the deals list narrows to the destination of the URL (Madrid has no deals of its own brand)
  '/deals': (main) =>
    expect(main.getByRole('heading', { level: 2, name: 'Ofertas a MAD' })).toBeVisible(),
  // the deal search puts it in its destination field
  '/deal-search': (main) => expect(main.getByLabel('Destino')).toHaveValue('mad'),
  // the cart screens read cartId from the URL (tests/cart); without one they say so
  ...Object.fromEntries(
    ['/cart', '/checkout', '/order'].map((path) => [
      path,
      (main: Locator) =>
        expect(main.getByRole('link', { name: 'Volver a la búsqueda' })).toBeVisible(),
    ]),
  ),
};

const TAKES_NO_SEARCH = ['/', '/hotel-detail', '/hdpMemSearch'];

async function showsSkeletonReadout(main: Locator) {
  await expect(main.getByRole('term').filter({ hasText: 'destination' })).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: 'mad' })).toBeVisible();
}

for (const route of ROUTES) {
  test(`${route.path} shows the ${route.remote} remote's screen with what it read from the URL`, async ({
    page,
  }) => {
    const fromRemote = page.waitForResponse(
      (r) => r.url().startsWith(`${remoteOrigin(route.remote)}/`) && r.ok(),
    );
    await page.goto(`${route.path}?adults=2&destination=mad`);
    await fromRemote;
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    const main = page.getByRole('main');
    // the landing and the hotel detail take no search from the URL: their heading is the check
    if (TAKES_NO_SEARCH.includes(route.path)) return;
    await (READS_URL[route.path] ?? showsSkeletonReadout)(main);
  });

  test(`${route.path} has one copy of each singleton and shell module`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    const copies = await loadedCopies(page, [...ONE_COPY, ...ONE_INSTANCE, ...SHELL_MODULES]);
    for (const name of [...ONE_COPY, ...ONE_INSTANCE]) expect(copies[name], name).toBe(1);
    expect(Object.entries(copies).filter(([, count]) => count > 1)).toEqual([]);
  });
}

test('/search redirects to / and keeps the query string', async ({ page }) => {
  await page.goto('/search?destination=pmi&adults=3');
  await expect(page).toHaveURL(/\/\?destination=pmi&adults=3$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tus vacaciones al sol empiezan aquí' }),
  ).toBeVisible();
});

test('an unknown path shows the translated not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al inicio', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tus vacaciones al sol empiezan aquí' }),
  ).toBeVisible();
});

test('what the flights remote writes to the cart state the search remote reads', async ({
  page,
}) => {
  const outbound = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  const compact = `${outbound.getFullYear()}${String(outbound.getMonth() + 1).padStart(2, '0')}${String(outbound.getDate()).padStart(2, '0')}`;
  await page.goto(`/F?departure=bcn&destination=mad&outboundDate=${compact}`);
  await page.getByLabel('Ordenar por').selectOption('PRICE');
  await page.getByRole('navigation').getByRole('link', { name: 'Hoteles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hoteles' })).toBeVisible();
  // a search on the same page (an in-app navigation, as the search form does): the hotels
  // results take the sort chosen on the flights screen
  const day = (n: number) => {
    const date = new Date(Date.now() + n * 86_400_000);
    return date.toISOString().slice(0, 10).replace(/-/g, '');
  };
  await page.evaluate(
    (url) => {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    `/H?destination=pmi&outboundDate=${day(60)}&returnDate=${day(64)}`,
  );
  await expect(page.getByLabel('Ordenar por')).toHaveValue('PRICE');
});

test('hovering or focusing a link fetches its remote before the click', async ({ page }) => {
  // hold idle-time prefetching back, so that only hover and focus can fetch
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
  const flightsCode = page.waitForRequest(
    (r) => r.url().startsWith(`${remoteOrigin('flights')}/`) && r.url().endsWith('.js'),
  );
  // the main navigation's link (the deals screen has its own product-type links)
  const mainNav = page.getByRole('navigation', { name: 'Navegación principal' });
  await mainNav.getByRole('link', { name: 'Vuelos' }).hover();
  await flightsCode;
  const cartCode = page.waitForRequest(
    (r) => r.url().startsWith(`${remoteOrigin('cart')}/`) && r.url().endsWith('.js'),
  );
  await mainNav.getByRole('link', { name: 'Carrito' }).focus();
  await cartCode;
});

test('remotes are fetched in idle time after the first screen', async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (r) => {
    for (const remote of REMOTES)
      if (r.url().startsWith(`${remoteOrigin(remote)}/`)) requested.add(remote);
  });
  await page.goto('/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
  await expect.poll(() => [...requested].sort(), { timeout: 10_000 }).toEqual([...REMOTES].sort());
});

test("the API client's axios: not run on a page that came with its answers until a call needs it, at once on a screen that calls as it shows", async ({
  browser,
}) => {
  const open = async (path: string, heading: string, holdIdle: boolean) => {
    const page = await browser.newPage();
    if (holdIdle)
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    return page;
  };
  // the landing makes no call until the shopper acts: it shows, and stays, without axios
  const landing = await open('/', 'Tus vacaciones al sol empiezan aquí', true);
  await landing.waitForLoadState('networkidle');
  expect(await loadedCopies(landing, ['axios'])).toEqual({ axios: 0 });
  await landing.close();
  // in idle time its file comes into the cache, for the shopper's first search, without running
  const idle = await open('/', 'Tus vacaciones al sol empiezan aquí', false);
  const prefetched = idle.locator('head link[rel="prefetch"][as="script"][href$=".js"]');
  await expect.poll(() => prefetched.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await loadedCopies(idle, ['axios'])).toEqual({ axios: 0 });
  await idle.close();
  // results that came with the page: no axios as they show; the shopper's first call runs it
  const results = await open(searchUrl('/H', { destination: 'pmi', ...STAY }), 'Hoteles', true);
  const search = new SearchPage(results);
  expect(await search.total()).toBeGreaterThan(0);
  await results.waitForLoadState('networkidle');
  expect(await loadedCopies(results, ['axios'])).toEqual({ axios: 0 });
  await search.choosePlace('Destino', 'Barcel', /Barcelona/);
  expect(await loadedCopies(results, ['axios'])).toEqual({ axios: 1 });
  await results.close();
  // the flights form asks for its location suggestions as it shows: axios needs no idle time
  const flights = await open('/F', 'Vuelos', true);
  await expect.poll(() => loadedCopies(flights, ['axios'])).toEqual({ axios: 1 });
  await flights.getByRole('combobox', { name: 'Destino' }).fill('Lisb');
  await expect(flights.getByRole('option', { name: /Lisboa/ })).toBeVisible();
  await flights.close();
});

test('zod: not on a landing that came with its answers, loaded by the first call that checks one', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  // a visitor with a session (a page kept for everyone has the browser sign a first visit on, a
  // call that brings zod): the second page of the visit
  await page.goto('/');
  await expect
    .poll(async () => (await page.context().cookies()).map((c) => c.name))
    .toContain('Abp.AuthToken');
  await page.goto('/');
  const hero = page.getByRole('heading', { level: 1 });
  await expect(hero).toHaveText('Tus vacaciones al sol empiezan aquí');
  await page.waitForLoadState('networkidle');
  // the start-up's answers came with the page, unchecked again: the shell loaded no zod
  expect(await loadedCopies(page, ['zod/mini'])).toEqual({ 'zod/mini': 0 });
  // the brand's texts in another language are a call: its answer checked with the page's one zod
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(hero).toHaveText('Your holiday in the sun starts here');
  expect(await loadedCopies(page, ['zod/mini'])).toEqual({ 'zod/mini': 1 });
});

test(
  "the page connects to the first screen's remote before the shell has chosen its version",
  { tag: '@client-render' },
  async ({ page }) => {
    await page.goto('/F');
    await expect(page.getByRole('heading', { level: 1, name: 'Vuelos' })).toBeVisible();
    const preconnects = await page
      .locator('head link[rel="preconnect"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    // the flights remote's origin (its one version here), for the federation's CORS requests
    expect(preconnects.map((href) => new URL(href).origin)).toEqual([remoteOrigin('flights')]);
    await expect(page.locator('head link[rel="preconnect"]')).toHaveAttribute(
      'crossorigin',
      'anonymous',
    );
  },
);
