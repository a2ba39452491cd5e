import { devices } from '@playwright/test';
import { expect, test } from '../../support/test';
import { SHARES_PAGES, brandUrl } from '../../support/env';
import { PHONE, consoleProblems, countCalls, holdPageCode } from '../../support/journeys';
import { urlDate } from '../../support/pages/flights';

/**
 * Pages rendered on the server (STOREFRONT_RENDER=server): the HTML carries each page's heading
 * and first content before any script runs; the browser hydrates it without a warning and
 * without asking the start-up's calls again; a request the server cannot render as the browser
 * would (a link token) is rendered in the browser (faults: faults.spec.ts).
 */

const PAGES = [
  { path: '/', heading: 'Tus vacaciones al sol empiezan aquí', content: 'Vuelo + hotel' },
  {
    path: '/H?destination=pmi&checkIn=2027-03-10&checkOut=2027-03-14&adults=2',
    heading: 'Hoteles',
    content: 'Destino',
  },
  { path: '/DP', heading: 'Vuelo + hotel', content: 'Destino' },
  { path: '/F', heading: 'Vuelos', content: 'Origen' },
  { path: '/deals', heading: 'Ofertas', content: 'Ofertas de Vuelo + hotel' },
  { path: '/cart', heading: 'Tu carrito', content: 'Inicio' },
];

const START_UP_CALLS = ['AuthenticateExternal', 'Strapi/GetConfig', 'FlagProviderList'];

test.describe('pages rendered on the server', () => {
  // each page once, as a deploy's readiness check does: a screen's parts a process has not
  // loaded yet may take longer than the render budget on its very first request (the browser
  // then renders them: faults.spec.ts)
  test.beforeAll(async ({ request }) => {
    for (const { path: route } of PAGES)
      await request.get(
        brandUrl('sunsea', route).replace(/\/\/sunsea\.localhost:/, '//127.0.0.1:'),
        { headers: { host: new URL(brandUrl('sunsea')).host } },
      );
  });

  for (const { path: route, heading, content } of PAGES) {
    test(`${route}: the HTML shows its heading and first content before any script runs`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(brandUrl('sunsea', route));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-storefront-render']).toBe('server');
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
      ).toBeVisible();
      await expect(page.getByText(content, { exact: true }).first()).toBeVisible();
      // the page's title (the screen's, then the brand's) and language are in the HTML
      await expect(page).toHaveTitle(route === '/' ? 'Sun & Sea Viajes' : /· Sun & Sea Viajes$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await context.close();
    });

    test(`${route}: hydrates without a warning and asks no start-up call again`, async ({
      page,
    }) => {
      const problems = consoleProblems(page);
      const calls = START_UP_CALLS.map((call) => countCalls(page, call));
      const response = await page.goto(brandUrl('sunsea', route));
      expect(response?.headers()['x-storefront-render']).toBe('server');
      // behind a tier that shares pages, the page is everyone's (its variant said)
      expect(response?.headers()['x-storefront-variant'] !== undefined).toBe(SHARES_PAGES);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
      ).toBeVisible();
      // hydrated: the page answers the shopper (the consent banner's button works)
      await page.getByRole('button', { name: 'Aceptar todas' }).click();
      await expect(page.getByRole('button', { name: 'Aceptar todas' })).toHaveCount(0);
      // a page shared by every new visitor came without a session: the browser signs on, once
      expect(calls.map((c) => c.count)).toEqual([SHARES_PAGES ? 1 : 0, 0, 0]);
      expect(problems).toEqual([]);
    });
  }

  test("a page the browser renders differently from the server's HTML: rendered again, logged and counted on the page", async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    // a browser that writes numbers otherwise than the server (a mark after each), as an engine
    // whose number formats differ would
    await page.addInitScript(() => {
      const { prototype } = Intl.NumberFormat;
      const format = Object.getOwnPropertyDescriptor(prototype, 'format')!.get!;
      Object.defineProperty(prototype, 'format', {
        configurable: true,
        get(this: Intl.NumberFormat) {
          const written = format.call(this) as (value: number | bigint) => string;
          return (value: number | bigint) => `${written(value)}*`;
        },
      });
    });
    await page.goto(
      brandUrl('sunsea', `/F?departure=mad&destination=bcn&outboundDate=${urlDate(61)}`),
    );
    await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', /^[1-9]\d*$/);
    expect(problems.filter((p) => p.includes('[hydration]')).length).toBeGreaterThan(0);
    // what the browser rendered in its place
    await expect(page.getByRole('status').filter({ hasText: 'vuelos encontrados' })).toHaveText(
      /\*/,
    );
  });

  test("each page's head names its canonical address and the address of each language", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const address = brandUrl('sunsea', '/H?destination=pmi&lang=en');
    await page.goto(address);
    // the address's language: the page in English, the brand's English texts
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hotels', exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Hotels · Sun & Sea Viajes');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', address);
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
      );
    expect(alternates).toEqual([
      ...['es', 'en', 'it', 'fr', 'de', 'pt'].map(
        (language) => `${language} ${brandUrl('sunsea', `/H?destination=pmi&lang=${language}`)}`,
      ),
      `x-default ${brandUrl('sunsea', '/H?destination=pmi')}`,
    ]);
    await context.close();
  });

  test('the head follows the shopper from screen to screen', async ({ page }) => {
    await page.goto(brandUrl('sunsea', '/'));
    await expect(page).toHaveTitle('Sun & Sea Viajes');
    await page.getByRole('link', { name: 'Vuelos', exact: true }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vuelos', exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Vuelos · Sun & Sea Viajes');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      brandUrl('sunsea', '/F'),
    );
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(7);
  });

  test('an anonymous first visit is signed on, by the server or (a page shared by every new visitor) by the browser: a Secure cookie, no token in the HTML', async ({
    page,
  }) => {
    const response = await page.goto(brandUrl('sunsea', '/'));
    const html = await response!.text();
    let token: string;
    if (SHARES_PAGES) {
      // the page sets no cookie (a shared cache may keep it); the browser signs on
      expect(await response!.headerValue('set-cookie')).toBeNull();
      await expect
        .poll(async () => (await page.context().cookies()).some((c) => c.name === 'Abp.AuthToken'))
        .toBe(true);
      const written = (await page.context().cookies()).find((c) => c.name === 'Abp.AuthToken')!;
      expect(written).toMatchObject({ path: '/', secure: true, sameSite: 'Lax' });
      token = decodeURIComponent(written.value);
    } else {
      const cookie = (await response!.headerValue('set-cookie')) ?? '';
      expect(cookie).toMatch(/^Abp\.AuthToken=[^;]+; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
      token = decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('='));
    }
    expect(html).not.toContain(token);
    // the page keeps the session as its own sign-on would (DATA_SSO, with the cookie's token)
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('DATA_SSO')))
      .toContain(token);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'Abp.AuthToken')?.value).toBe(token);
  });

  test('a visitor with a session is not signed on again, and navigates in the browser', async ({
    page,
  }) => {
    await page.goto(brandUrl('sunsea', '/'));
    // signed on (by the browser, when the page is shared by every new visitor)
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'Abp.AuthToken'))
      .toBe(true);
    const signOns = countCalls(page, 'AuthenticateExternal');
    const again = await page.goto(brandUrl('sunsea', '/deals'));
    expect(again?.headers()['set-cookie']).toBeUndefined();
    expect(again?.headers()['x-storefront-render']).toBe('server');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByRole('link', { name: 'Hoteles', exact: true }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hoteles', exact: true }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(signOns.count).toBe(0);
  });

  test('a link token signs on in the browser, which takes it out of the address', async ({
    page,
  }) => {
    const response = await page.goto(brandUrl('sunsea', '/?a=link token'));
    expect(response?.headers()['x-storefront-render']).toMatch(/^client \(link-token\)/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(brandUrl('sunsea', '/'));
  });

  test('an address no screen serves answers 404 with the not-found page; the old search address redirects', async ({
    page,
  }) => {
    const missing = await page.goto(brandUrl('sunsea', '/no-such-page'));
    expect(missing?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    await page.goto(brandUrl('sunsea', '/search?destination=pmi'));
    await expect(page).toHaveURL(brandUrl('sunsea', '/?destination=pmi'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tus vacaciones al sol empiezan aquí',
    );
  });

  test('the page carries its server state as JSON that does not run', async ({ request }) => {
    const html = await (
      await request.get(
        brandUrl('sunsea', '/deals').replace(/\/\/sunsea\.localhost:/, '//127.0.0.1:'),
        {
          headers: { host: new URL(brandUrl('sunsea')).host },
        },
      )
    ).text();
    const blocks = html.match(/<script[^>]*>/g) ?? [];
    // the only inline script element is the state, of a type the browser does not run
    const inline = blocks.filter((tag) => !/\ssrc=/.test(tag));
    expect(inline).toEqual(['<script type="application/json" id="sf-server-state">']);
  });

  test("the shell's code is asked for once the first screen and its pictures have painted", async ({
    page,
  }) => {
    const html = await (
      await page.request.get(
        brandUrl('sunsea', '/').replace(/\/\/sunsea\.localhost:/, '//127.0.0.1:'),
        {
          headers: { host: new URL(brandUrl('sunsea')).host },
        },
      )
    ).text();
    // no script in the head but early.js: nothing shares the line with the pictures
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    expect(html.match(/<script\b[^>]*\bsrc="[^"]*"/g)).toEqual([
      expect.stringMatching(/src="\/early\.[0-9a-f]+\.js"/),
    ]);
    // nor a stylesheet to wait for: the shell's and the screen's are in the head, and their code
    // finds them there (the screen's by a disabled link of its address, never fetched)
    expect(html).toMatch(/<style data-href="\/shell-ui\.[0-9a-f]{8}\.css">/);
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*\sdisabled>)/);
    const screenStyles = [...html.matchAll(/<style data-href="(http[^"]+)">/g)].map(
      ([, href]) => href,
    );
    expect(screenStyles).toHaveLength(1);
    for (const href of screenStyles)
      expect(html).toContain(`<link rel="stylesheet" href="${href}" disabled>`);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const shellStyles = countCalls(page, '/shell-ui.');
    const order: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') order.push(new URL(request.url()).pathname);
    });
    page.on('request', (request) => {
      if (/\/main\.js$/.test(request.url())) order.push('main.js');
    });
    const problems = consoleProblems(page);
    await page.setViewportSize(PHONE);
    await page.goto(brandUrl('sunsea', '/'));
    await expect.poll(() => order.includes('main.js')).toBe(true);
    // the pictures of the first screen (the promotion on a phone among them) came first
    const firstScreen = await page.evaluate(() =>
      Array.from(document.images)
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return image.loading !== 'lazy' && box.top < window.innerHeight && box.height > 0;
        })
        .map((image) => new URL(image.src).pathname),
    );
    expect(firstScreen).toContain('/media/brands/sunsea/promo-mobile.svg');
    for (const picture of firstScreen)
      expect(
        order.indexOf(picture),
        `${picture} before main.js in ${order.join(', ')}`,
      ).toBeLessThan(order.indexOf('main.js'));
    // and the page then hydrates: the consent banner answers
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(page.getByRole('button', { name: 'Aceptar todas' })).toHaveCount(0);
    expect(shellStyles.urls.filter((url) => /\.css$/.test(url))).toEqual([]);
    // the screen's stylesheet is neither fetched nor added again as its code loads (the page
    // would be styled and laid out once more, whole)
    expect(stylesheets).toEqual([]);
    expect(
      await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
          .filter((link) => !link.disabled)
          .map((link) => link.href),
      ),
    ).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('what a shopper types and picks before the code has come is kept, and answered once it has', async ({
    page,
  }) => {
    // the shell's code held back: the shopper acts on the server's HTML alone
    const release = await holdPageCode(page);
    const problems = consoleProblems(page);
    const loading = page.goto(brandUrl('sunsea', '/DP'));
    const form = page.getByRole('form', { name: 'Buscar hoteles y paquetes' });
    const destination = form.getByRole('combobox', { name: 'Destino' });
    await expect(destination).toBeVisible();
    await form.getByLabel('Qué reservar').selectOption('H');
    await destination.click();
    await destination.pressSequentially('Mall', { delay: 40 });
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    release();
    await loading;
    // hydrated: the field keeps the text, and the screen has it (the suggestions for it, the
    // hotel's form without an origin)
    await expect(destination).toHaveValue('Mall');
    await expect(destination).toBeFocused();
    await expect(form.getByLabel('Qué reservar')).toHaveValue('H');
    await expect(form.getByRole('combobox', { name: 'Origen' })).toHaveCount(0);
    const choice = page
      .getByRole('listbox')
      .getByRole('option', { name: /Mallorca/ })
      .first();
    const name = ((await choice.locator('.sf-option__name').textContent()) ?? '').trim();
    await choice.click();
    await expect(destination).toHaveValue(name);
    expect(problems).toEqual([]);
  });

  test("a phone's page comes in the phone's layout, which the browser hydrates as it is", async ({
    browser,
  }) => {
    const route =
      '/F?departure=mad&destination=pmi&outboundDate=20270126&returnDate=20270202&adults=2';
    const phone = { ...devices['Pixel 7'], locale: 'es-ES' };
    const filtersButton = /^Filtros · [\d.]+ vuelos$/;
    // before any script: the filters behind the phone's button, not beside the results
    const html = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const before = await html.newPage();
    await before.goto(brandUrl('sunsea', route));
    await expect(before.getByRole('button', { name: filtersButton })).toBeVisible();
    await expect(before.getByRole('complementary', { name: 'Filtros' })).toHaveCount(0);
    await html.close();
    // hydrated: the same, without a warning
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await page.goto(brandUrl('sunsea', route));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(page.getByRole('button', { name: 'Aceptar todas' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: filtersButton })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Filtros' })).toHaveCount(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
