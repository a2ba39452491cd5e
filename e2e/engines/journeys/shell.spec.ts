/**
 * The shell in every engine: the language switch changes the page without a reload and the
 * choice is kept for the next load (a cookie the server reads); the header's cart link counts
 * the open cart and reaches it, behind the menu button on a phone.
 */
import { brandUrl } from '../../support/env';
import { createPackageCart } from '../../support/pages/cart-sandbox';
import { SCREENS, expect, test } from '../test';
import type { Shopper } from '../shopper';

const hero = { role: 'heading', level: 1, within: { role: 'main' } } as const;
const lang = (shopper: Shopper) => shopper.tab.evaluate(() => document.documentElement.lang);

for (const screen of SCREENS) {
  test(`the language switch: the page in English at once, and still in English on the next load (${screen.name})`, async ({
    shopper: open,
  }) => {
    const shopper = await open(screen);
    await shopper.tab.goto(brandUrl('sunsea', '/'));
    await shopper.hydrated();
    await shopper.expectText(hero, 'Tus vacaciones al sol empiezan aquí');
    await shopper.tab.evaluate(() => {
      Object.assign(window, { __samePage: true });
    });

    await shopper.tab.select(await shopper.find({ role: 'combobox', name: 'Idioma' }), 'en');
    await expect.poll(() => lang(shopper)).toBe('en');
    await shopper.expectText(hero, 'Your holiday in the sun starts here');
    await shopper.find({ role: 'combobox', name: 'Language' });
    expect(
      await shopper.tab.evaluate(() => (window as { __samePage?: boolean }).__samePage === true),
    ).toBe(true);
    await shopper.snap('english');

    // the next load starts in English, rendered so on the server
    await shopper.tab.goto(brandUrl('sunsea', '/deals'));
    expect(await lang(shopper)).toBe('en');
    await shopper.hydrated();
    await shopper.find({ role: 'combobox', name: 'Language' });
    await shopper.snap('english-next-load');
  });

  test(`the header's cart link: the open cart counted on every screen and reached from it (${screen.name})`, async ({
    shopper: open,
  }) => {
    const shopper = await open(screen);
    const nav = { role: 'navigation', name: 'Navegación principal' } as const;
    /** the cart link by its whole name, drawn or not (on a phone it is behind the menu) */
    const cartLink = (name: string) => ({ role: 'link', name, within: nav, hidden: true }) as const;
    /** On a phone the destinations are behind the menu button. */
    const openMenu = async () => {
      if (screen.name !== 'phone') return;
      await shopper.activate({ role: 'button', name: 'Menú', within: { role: 'banner' } });
    };

    await shopper.tab.goto(brandUrl('sunsea', '/deals'));
    await shopper.hydrated();
    await shopper.find(cartLink('Carrito sin carrito abierto'));

    const cartId = await createPackageCart();
    await shopper.tab.goto(brandUrl('sunsea', `/cart?cartId=${cartId}`));
    await shopper.find({ role: 'heading', level: 1, name: 'Tu carrito' });
    // the cart read: the header counts its product, here and on every screen after
    await shopper.find({ role: 'article', within: { role: 'main' } });
    await shopper.find(cartLink('Carrito 1 producto en el carrito'));
    await shopper.tab.goto(brandUrl('sunsea', '/'));
    await shopper.hydrated();
    await shopper.find(cartLink('Carrito 1 producto en el carrito'));
    await openMenu();
    await shopper.snap('cart-link');
    await shopper.activate({ role: 'link', name: /^Carrito/, within: nav });
    await shopper.expectUrl(new RegExp(`/cart\\?cartId=${cartId}`));
    await shopper.find({ role: 'heading', level: 1, name: 'Tu carrito' });
    await shopper.find({ role: 'article', within: { role: 'main' } });
    await shopper.snap('cart');
  });
}
