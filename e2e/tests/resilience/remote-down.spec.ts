import { expect, test } from '../../support/test';
import { startServer, stopServer } from '../../support/stack-control';
import type { ServerName } from '../../support/stack-control';

/**
 * Each remote's server really stopped in turn: its routes show the unavailable state, every
 * other route and the header keep working, and once it is back the retry recovers the route
 * without a page reload.
 */
const CASES: Array<{
  remote: ServerName;
  path: string;
  heading: string;
  other: { link: string; heading: string };
}> = [
  {
    remote: 'search',
    path: '/H',
    heading: 'Hoteles',
    other: { link: 'Vuelos', heading: 'Vuelos' },
  },
  {
    remote: 'flights',
    path: '/F',
    heading: 'Vuelos',
    other: { link: 'Ofertas', heading: 'Ofertas' },
  },
  {
    remote: 'cart',
    path: '/cart',
    heading: 'Tu carrito',
    other: { link: 'Hoteles', heading: 'Hoteles' },
  },
  {
    remote: 'deals',
    path: '/deals',
    heading: 'Ofertas',
    other: { link: 'Carrito', heading: 'Tu carrito' },
  },
];

test.describe.configure({ mode: 'serial' });

for (const { remote, path, heading, other } of CASES) {
  test(`with the ${remote} remote down, only its routes are unavailable and retry recovers them`, async ({
    page,
  }) => {
    await stopServer(remote);
    try {
      await page.goto(path);
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      const unavailable = page
        .getByRole('alert')
        .filter({ hasText: 'Esta sección no está disponible temporalmente' });
      await expect(unavailable).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toHaveCount(
        0,
      );

      // the header and every other remote's route keep working
      const nav = page.getByRole('navigation');
      await nav.getByRole('link', { name: other.link }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: other.heading, exact: true }),
      ).toBeVisible();
      await page.goBack();
      await expect(unavailable).toBeVisible();
    } finally {
      await startServer(remote);
    }

    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });
}
