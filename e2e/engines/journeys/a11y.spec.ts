/**
 * axe on the main screens in every engine, at 1280 px and at 390 px: the landing, hotel results,
 * a hotel, flight results, the deals, the cart and the checkout's payment step. Each screen's
 * findings are reported (none is the target), then the next screen is checked.
 */
import { brandUrl } from '../../support/env';
import { fillTravellersAndContact, openHotelAndFlightCart } from '../../support/pages/cart-sandbox';
import { STAY, searchUrl } from '../../support/pages/search';
import { axeFindingsIn } from '../axe';
import { SCREENS, expect, test } from '../test';
import type { Query, Shopper } from '../shopper';

const main = { role: 'main' } as const;

/**
 * axe on a screen once it has settled: a screen whose code or data is still arriving (a heading
 * not there yet) is read again, for at most 10 s; what stays is a finding.
 */
async function expectNoFindings(shopper: Shopper, screen: string) {
  await expect
    .poll(() => axeFindingsIn(shopper), {
      message: `axe on ${screen}`,
      timeout: 10_000,
      intervals: [500, 1_000, 2_000],
    })
    .toEqual([]);
}

async function visit(shopper: Shopper, path: string, ready: Query, name: string) {
  await shopper.tab.goto(brandUrl('sunsea', path));
  await shopper.hydrated();
  await shopper.find(ready, 30_000);
  await expectNoFindings(shopper, name);
}

for (const screen of SCREENS) {
  test(`axe finds nothing on the main screens (${screen.name})`, async ({ shopper: open }) => {
    test.setTimeout(240_000);
    const shopper = await open(screen);
    await shopper.tab.goto(brandUrl('sunsea', '/'));
    await shopper.hydrated();
    // axe runs in this engine: a picture without a text alternative is found
    await shopper.tab.evaluate(() => {
      const picture = document.createElement('img');
      picture.src = '/favicon.ico';
      picture.id = 'engines-axe-probe';
      document.querySelector('main')?.append(picture);
    });
    expect(await axeFindingsIn(shopper)).toContainEqual(expect.stringMatching(/^image-alt: /));
    await shopper.tab.evaluate(() => document.getElementById('engines-axe-probe')?.remove());
    await visit(shopper, '/', { role: 'heading', level: 1, within: main }, 'the landing');
    await visit(
      shopper,
      searchUrl('/H', { destination: 'pmi', ...STAY, distribution: '2' }),
      { role: 'article', within: main },
      'hotel results',
    );
    // a hotel, opened from the results
    const hotel = await shopper.find({ role: 'link', within: { role: 'article', within: main } });
    if (shopper.touch) await shopper.tab.tap(hotel);
    else await shopper.tab.click(hotel);
    await shopper.expectUrl(/\/hotel-detail/);
    await shopper.find({ role: 'heading', level: 1, within: main });
    await expectNoFindings(shopper, 'a hotel');
    await visit(
      shopper,
      searchUrl('/F', { departure: 'mad', destination: 'pmi', ...STAY, adults: '2' }),
      { role: 'article', within: main },
      'flight results',
    );
    await visit(shopper, '/deals', { role: 'heading', level: 1, within: main }, 'the deals');
    const { token, cartId } = await openHotelAndFlightCart();
    await visit(shopper, `/cart?cartId=${cartId}`, { role: 'article', within: main }, 'the cart');
    await fillTravellersAndContact(token, cartId);
    await visit(
      shopper,
      `/checkout?cartId=${cartId}&checkoutStep=5`,
      { role: 'region', name: 'Lo que pagas' },
      'the payment step',
    );
    await shopper.snap('payment-step');
  });
}
