import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { brandUrl } from '../../support/env';
import { consoleProblems } from '../../support/journeys';

/**
 * What the shopper chose, in the page the server renders: a language chosen in the header is the
 * `storefront-language` cookie, which the render server reads as the browser does, so a full load
 * arrives in that language, and the browser hydrates the same page (no blank frame, no other
 * text, no hydration error). The consent choice is a cookie too (the banner is in the HTML or not
 * as the browser shows it), and a refused override's notice is in the HTML the browser hydrates.
 */

const LANGUAGE_COOKIE = 'storefront-language';
const DAY_S = 24 * 60 * 60;
const EVIL_ENTRY = 'http://evil.localhost:9/mf-manifest.json';

/** A hydration mismatch as React's production build or the shell's log says it. */
const HYDRATION = /hydrat|error #(418|419|423|425)\b/i;

/** The raw document the server sends, for a brand's page, with the cookies given. */
async function serverHtml(request: APIRequestContext, route: string, cookie = '') {
  const response = await request.get(
    brandUrl('sunsea', route).replace(/\/\/sunsea\.localhost:/, '//127.0.0.1:'),
    { headers: { host: new URL(brandUrl('sunsea')).host, ...(cookie ? { cookie } : {}) } },
  );
  return { response, html: await response.text() };
}

/**
 * Watches the page from its first byte: the text of its root as the server's HTML has it (before
 * any script of the shell runs), and whether the root is ever emptied (a page rendered again in
 * the browser is: a blank frame). Its text is the DOM's, whitespace collapsed, visible or not.
 */
async function watchRoot(page: Page) {
  await page.addInitScript(() => {
    const seen = { serverText: null as string | null, emptied: false };
    Object.assign(window, { __root: seen });
    const watch = () => {
      const root = document.getElementById('root');
      if (!root) return;
      seen.serverText ??= (root.textContent ?? '').replace(/\s+/g, ' ').trim();
      new MutationObserver(() => {
        if (root.childElementCount === 0) seen.emptied = true;
      }).observe(root, { childList: true });
    };
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', watch, { once: true });
    else watch();
  });
  return async () => {
    const { serverText, emptied } = await page.evaluate(
      () => (window as unknown as { __root: { serverText: string; emptied: boolean } }).__root,
    );
    const hydratedText = ((await page.locator('#root').textContent()) ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    return { serverText, hydratedText, emptied };
  };
}

/** The page's text with JavaScript off: what the server's HTML shows. */
async function withoutScripts(browser: Browser, cookies: Record<string, string>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, url: brandUrl('sunsea') })),
  );
  return context;
}

test.describe('the shopper’s language on the server', () => {
  test('a page loaded with the language cookie arrives in that language, and hydrates as it came', async ({
    browser,
    request,
  }) => {
    const { response, html } = await serverHtml(request, '/deals', `${LANGUAGE_COOKIE}=de`);
    expect(response.headers()['x-storefront-render']).toBe('server');
    expect(html).toMatch(/<html lang="de"/);
    // the page depends on the request's cookies, and says so
    expect(response.headers()['vary']).toMatch(/\bCookie\b/);

    // the HTML, before any script: German throughout, the cookie banner too
    const raw = await withoutScripts(browser, { [LANGUAGE_COOKIE]: 'de' });
    const rawPage = await raw.newPage();
    await rawPage.goto(brandUrl('sunsea', '/deals'));
    await expect(rawPage.locator('html')).toHaveAttribute('lang', 'de');
    await expect(rawPage.getByRole('heading', { level: 1, name: 'Angebote' })).toBeVisible();
    await expect(
      rawPage.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', {
        name: 'Flüge',
      }),
    ).toBeVisible();
    await expect(rawPage.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await expect(rawPage.getByRole('dialog', { name: 'Ihre Privatsphäre' })).toBeVisible();
    await raw.close();

    // the browser: the same page, hydrated, never emptied nor changed
    const context = await browser.newContext();
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'de', url: brandUrl('sunsea') }]);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const root = await watchRoot(page);
    const loaded = await page.goto(brandUrl('sunsea', '/deals'));
    expect(loaded?.headers()['x-storefront-render']).toBe('server');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Angebote' })).toBeVisible();
    // what the hydrated page shows is what the server's showed
    const { serverText, hydratedText, emptied } = await root();
    expect(emptied).toBe(false);
    expect(serverText).toContain('Angebote');
    expect(hydratedText).toBe(serverText);
    // hydrated: the banner's buttons answer, in German
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(page.getByRole('dialog', { name: 'Ihre Privatsphäre' })).toHaveCount(0);
    expect(problems.filter((p) => HYDRATION.test(p))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the consent choice is in the HTML as the browser shows it: no banner once answered', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await context.addCookies([
      { name: LANGUAGE_COOKIE, value: 'fr', url: brandUrl('sunsea') },
      { name: 'cookies-acceptance', value: 'technical', url: brandUrl('sunsea') },
    ]);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const root = await watchRoot(page);
    const loaded = await page.goto(brandUrl('sunsea', '/'));
    expect(loaded?.headers()['x-storefront-render']).toBe('server');
    expect(await loaded!.text()).toMatch(/<html lang="fr"/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const { serverText, hydratedText, emptied } = await root();
    expect(emptied).toBe(false);
    expect(serverText).toContain('Langue');
    expect(hydratedText).toBe(serverText);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a cookie that names none of the page's languages leaves the brand's", async ({
    browser,
    request,
  }) => {
    const { response, html } = await serverHtml(request, '/deals', `${LANGUAGE_COOKIE}=klingon`);
    expect(response.headers()['x-storefront-render']).toBe('server');
    expect(html).toMatch(/<html lang="es"/);
    const context = await browser.newContext();
    await context.addCookies([
      { name: LANGUAGE_COOKIE, value: 'klingon', url: brandUrl('sunsea') },
    ]);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const root = await watchRoot(page);
    await page.goto(brandUrl('sunsea', '/deals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect((await root()).emptied).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a language switched in the header is kept in the cookie, and a reload arrives in it from the server', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await page.goto(brandUrl('sunsea', '/deals'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('de');
    await expect(page.getByRole('heading', { level: 1, name: 'Angebote' })).toBeVisible();
    // a first-party cookie for a year, the shopper's own choice
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === LANGUAGE_COOKIE))
      .toMatchObject({ value: 'de', path: '/', sameSite: 'Lax', httpOnly: false });
    const cookie = (await page.context().cookies()).find((c) => c.name === LANGUAGE_COOKIE)!;
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * DAY_S);
    expect(cookie.expires - Date.now() / 1000).toBeLessThan(366 * DAY_S);

    const root = await watchRoot(page);
    const reloaded = await page.reload();
    expect(reloaded?.headers()['x-storefront-render']).toBe('server');
    expect(await reloaded!.text()).toMatch(/<html lang="de"/);
    await expect(page.getByRole('heading', { level: 1, name: 'Angebote' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    const { serverText, hydratedText, emptied } = await root();
    expect(emptied).toBe(false);
    expect(serverText).toContain('Angebote');
    expect(hydratedText).toBe(serverText);
    expect(problems).toEqual([]);
  });

  test('a choice an earlier visit kept in local storage is kept: moved to the cookie', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // once, as an earlier version of the shop left it
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem('storefront-language', 'it');
    });
    await page.goto(brandUrl('sunsea', '/deals'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1, name: 'Offerte' })).toBeVisible();
    await expect
      .poll(
        async () => (await page.context().cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value,
      )
      .toBe('it');
    expect(await page.evaluate(() => localStorage.getItem('storefront-language'))).toBeNull();
    // from now on the server renders the page in it
    const problems = consoleProblems(page);
    const root = await watchRoot(page);
    const reloaded = await page.reload();
    expect(await reloaded!.text()).toMatch(/<html lang="it"/);
    await expect(page.getByRole('heading', { level: 1, name: 'Offerte' })).toBeVisible();
    expect((await root()).emptied).toBe(false);
    expect(problems).toEqual([]);
  });
});

test.describe('a refused override on the server', () => {
  test('the notice is in the HTML, and the page hydrates without a mismatch', async ({
    browser,
  }) => {
    const route = `/deals?remote-override=${encodeURIComponent(`deals@${EVIL_ENTRY}`)}`;
    const raw = await withoutScripts(browser, {});
    const rawPage = await raw.newPage();
    const response = await rawPage.goto(brandUrl('sunsea', route));
    expect(response?.headers()['x-storefront-render']).toBe('server');
    const rawNotice = rawPage.getByRole('alert').filter({ hasText: 'la sustitución de «deals»' });
    await expect(rawNotice).toBeVisible();
    await expect(rawNotice).toContainText(`Dirección rechazada: ${EVIL_ENTRY}`);
    await raw.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const root = await watchRoot(page);
    const loaded = await page.goto(brandUrl('sunsea', route));
    expect(loaded?.headers()['x-storefront-render']).toBe('server');
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'la sustitución de «deals»' });
    await expect(notice).toContainText(`Dirección rechazada: ${EVIL_ENTRY}`);
    await expect(page).not.toHaveURL(/remote-override/);
    const { serverText, hydratedText, emptied } = await root();
    expect(emptied).toBe(false);
    expect(serverText).toContain(EVIL_ENTRY);
    expect(hydratedText).toBe(serverText);
    // hydrated: the banner answers
    await page.getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(page.getByRole('dialog', { name: 'Tu privacidad' })).toHaveCount(0);
    expect(problems.filter((p) => HYDRATION.test(p))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
