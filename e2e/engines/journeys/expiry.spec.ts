/**
 * A cart that expires, in every engine: a package searched for three adults and a child of 7,
 * its cart's time run out (the sandbox's control API), the shopper told so on the cart's
 * screen; starting again leads back to that search, its results shown and the same travellers
 * in its form (on a phone, in the folded search's summary and in the form it opens).
 */
import { brandUrl } from '../../support/env';
import { createPackageCart, expireCart } from '../../support/pages/cart-sandbox';
import { STAY, searchUrl } from '../../support/pages/search';
import { SCREENS, expect, test } from '../test';
import type { Shopper } from '../shopper';

const PARTY = { adults: 3, childrenAges: [7] };
const SEARCH = searchUrl('/DP', {
  departure: 'mad',
  destination: 'pmi',
  ...STAY,
  adults: String(PARTY.adults),
  childrenAges: PARTY.childrenAges.join('-'),
});

const main = { role: 'main' } as const;
const searchForm = { role: 'form', name: 'Buscar hoteles y paquetes' } as const;

/** The search's travellers as its form shows them: three adults, one child aged 7. */
async function expectParty(shopper: Shopper) {
  await shopper.expectText({ role: 'status', name: 'Adultos', within: searchForm }, '3');
  await shopper.expectText({ role: 'status', name: 'Niños', within: searchForm }, '1');
  await shopper.expectText({ role: 'combobox', name: 'Edad del niño 1', within: searchForm }, '7');
}

/** On a phone the results come first: the summary says the party, its button opens the form. */
async function openSearch(shopper: Shopper) {
  if (shopper.tab.screen.name !== 'phone') return;
  const summary = await shopper.find({ role: 'button', name: 'Editar la búsqueda' });
  const text = await shopper.tab.evaluate(
    (s: string) => document.querySelector(s)?.parentElement?.textContent ?? '',
    summary,
  );
  expect(text).toMatch(/3 adultos.*1 niño/);
  await shopper.activate({ role: 'button', name: 'Editar la búsqueda' });
}

for (const screen of SCREENS) {
  test(`a cart that expires: start again, the same search with its travellers (${screen.name})`, async ({
    shopper: open,
  }) => {
    const shopper = await open(screen);
    await shopper.tab.goto(brandUrl('sunsea', SEARCH));
    await shopper.hydrated();
    await shopper.find({ role: 'article', within: main });
    await openSearch(shopper);
    await expectParty(shopper);
    await shopper.snap('search');

    // a cart for that party, whose time runs out before the shopper opens it
    const cartId = await createPackageCart('sunsea.localhost', PARTY);
    await expireCart(cartId);
    await shopper.tab.goto(brandUrl('sunsea', `/cart?cartId=${cartId}`));
    const expired = { role: 'heading', level: 2, name: /caducado/, within: main } as const;
    await shopper.find(expired, 30_000);
    await shopper.expectFocused(expired);
    await shopper.snap('expired');

    await shopper.activate({ role: 'button', name: 'Empezar de nuevo', within: main });
    await shopper.expectUrl(/\/DP\?(?=.*adults=3)(?=.*childrenAges=7)/);
    await shopper.find({ role: 'article', within: main });
    await openSearch(shopper);
    await expectParty(shopper);
    await shopper.snap('search-again');
  });
}
