/**
 * Quality target 4: result counts and errors are announced. A recorder installed before the
 * page loads hears what a screen reader would: text written into a live region that was already
 * on the page, or an alert appearing (support/pages/quality-live.ts). Each count and each error
 * below must be heard, not only shown.
 */
import { expect, test } from '../../support/test';
import type { Page } from '@playwright/test';
import { brandUrl } from '../../support/env';
import { recordAnnouncements } from '../../support/pages/quality-live';
import type { Announcement } from '../../support/pages/quality-live';
import { STAY } from '../../support/pages/quality-screens';

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookies-acceptance', value: 'technical', domain: 'sunsea.localhost', path: '/' },
  ]);
});

async function expectHeard(
  page: Page,
  recorder: { all: () => Promise<Announcement[]> },
  shown: RegExp,
  how?: Announcement['how'],
) {
  await expect(page.getByText(shown).first()).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () =>
      (await recorder.all()).some(
        (heard) => shown.test(heard.text) && (how === undefined || heard.how === how),
      ),
    )
    .toBe(true);
}

test(
  'hotel results: the count, and the new count after a filter, are announced',
  { tag: '@client-render' },
  async ({ page }) => {
    const heard = await recordAnnouncements(page);
    await page.goto(brandUrl('sunsea', `/H?destination=pmi&${STAY}`));
    await expectHeard(page, heard, /^\d[\d.]* alojamientos? encontrados?/);
    const before = (await heard.all()).length;
    const fiveStars = page
      .getByRole('complementary', { name: 'Filtros' })
      .getByRole('checkbox', { name: /^5 estrellas/ });
    // the URL holds the filters: the box shows ticked once the address has changed
    await fiveStars.click();
    await expect(fiveStars).toBeChecked();
    await expect.poll(async () => (await heard.all()).length).toBeGreaterThan(before);
    await expectHeard(page, heard, /^\d[\d.]* alojamientos? encontrados?/);
  },
);

test('flight results: the count is announced', { tag: '@client-render' }, async ({ page }) => {
  const heard = await recordAnnouncements(page);
  await page.goto(brandUrl('sunsea', `/F?departure=mad&destination=bcn&${STAY}`));
  await expectHeard(page, heard, /^\d[\d.]* vuelos encontrados/);
});

test(
  'deals and deal search: the count is announced',
  { tag: '@client-render' },
  async ({ page }) => {
    const heard = await recordAnnouncements(page);
    await page.goto(brandUrl('sunsea', '/deals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    await page.goto(brandUrl('sunsea', '/deal-search'));
    await expectHeard(page, heard, /^Ofertas encontradas: \d+$/);
  },
);

test(
  'a link that cannot be used is announced on the search, flights, deals and cart screens',
  { tag: '@client-render' },
  async ({ page }) => {
    const heard = await recordAnnouncements(page);
    await page.goto(brandUrl('sunsea', '/H?destination=pmi&adults=0&adults=3'));
    await expectHeard(page, heard, /El número de adultos debe estar entre 1 y 9/, 'assertive');
    await expectHeard(page, heard, /«adults» más de una vez/, 'assertive');
    await page.goto(brandUrl('sunsea', '/F?departure=mad&destination=bcn&outboundDate=20200101'));
    await expectHeard(page, heard, /La fecha de inicio de este enlace ya ha pasado/, 'assertive');
    await page.goto(brandUrl('sunsea', '/deal-search?budget=abc'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(async () =>
        (await heard.all()).some((h) => h.how === 'assertive' && /presupuesto/i.test(h.text)),
      )
      .toBe(true);
    await page.goto(brandUrl('sunsea', '/cart?cartId=not%20a%20cart'));
    await expectHeard(
      page,
      heard,
      /La referencia del carrito de este enlace no es válida/,
      'assertive',
    );
  },
);

test('a search form sent incomplete: its errors are announced', async ({ page }) => {
  const heard = await recordAnnouncements(page);
  await page.goto(brandUrl('sunsea', '/DP'));
  await page.getByRole('main').getByRole('button', { name: 'Buscar' }).click();
  await expectHeard(page, heard, /Elige desde dónde sales/);
});
