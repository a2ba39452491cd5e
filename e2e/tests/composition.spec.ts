import { expect, test } from '@playwright/test';
import { loadedCopies } from '../support/federation';
import { remoteOrigin } from '../support/env';

/** Every route of spec section 2 plus cart, checkout and order, and the screen it shows. */
const ROUTES: Array<{
  path: string;
  heading: string;
  remote: 'search' | 'flights' | 'cart' | 'deals';
}> = [
  { path: '/', heading: 'Busca tu próximo viaje', remote: 'search' },
  { path: '/DP', heading: 'Hoteles y paquetes', remote: 'search' },
  { path: '/H', heading: 'Hoteles y paquetes', remote: 'search' },
  { path: '/HGH', heading: 'Hoteles y paquetes', remote: 'search' },
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
    if (route.remote === 'flights') {
      // the flights screens read the search into their form (the place named by its code)
      await expect(main.getByRole('combobox', { name: 'Destino' })).toHaveValue(/Madrid/);
      return;
    }
    await expect(main.getByRole('term').filter({ hasText: 'destination' })).toBeVisible();
    await expect(main.getByRole('definition').filter({ hasText: 'mad' })).toBeVisible();
  });

  test(`${route.path} has one copy of React, react-dom, jotai and i18next`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    expect(await loadedCopies(page, ['react', 'react-dom', 'jotai', 'i18next'])).toEqual({
      react: 1,
      'react-dom': 1,
      jotai: 1,
      i18next: 1,
    });
  });
}

test('/search redirects to / and keeps the query string', async ({ page }) => {
  await page.goto('/search?destination=pmi&adults=3');
  await expect(page).toHaveURL(/\/\?destination=pmi&adults=3$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Busca tu próximo viaje' }),
  ).toBeVisible();
});

test('an unknown path shows the translated not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al inicio', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Busca tu próximo viaje' }),
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
  await expect(page.getByRole('heading', { level: 1, name: 'Hoteles y paquetes' })).toBeVisible();
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
  await page.getByRole('navigation').getByRole('link', { name: 'Vuelos' }).hover();
  await flightsCode;
  const cartCode = page.waitForRequest(
    (r) => r.url().startsWith(`${remoteOrigin('cart')}/`) && r.url().endsWith('.js'),
  );
  await page.getByRole('navigation').getByRole('link', { name: 'Carrito' }).focus();
  await cartCode;
});

test('remotes are fetched in idle time after the first screen', async ({ page }) => {
  const remotes = ['search', 'flights', 'cart', 'deals'] as const;
  const requested = new Set<string>();
  page.on('request', (r) => {
    for (const remote of remotes)
      if (r.url().startsWith(`${remoteOrigin(remote)}/`)) requested.add(remote);
  });
  await page.goto('/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
  await expect
    .poll(() => [...requested].sort(), { timeout: 10_000 })
    .toEqual(['cart', 'deals', 'flights', 'search']);
});
