import { expect, test } from '../../support/test';
import type { Page } from '@playwright/test';
import { brandUrl } from '../../support/env';
import { callsTo, eventsFor, injectFault } from '../../support/sandbox';
import { expectNoAxeViolations } from '../../support/a11y';

const authCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'Abp.AuthToken');

test.describe('sign-on gate', () => {
  test('with no auth cookie it authenticates anonymously and writes a Secure cookie', async ({
    page,
  }) => {
    const since = Date.now();
    await page.goto(brandUrl('members', '/deals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    const cookie = await authCookie(page);
    expect(cookie?.secure).toBe(true);
    // anonymous sessions have no clientData.expiresAt: expireInSeconds (86,400 s) sets the expiry
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(86_000_000);
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThan(86_500_000);
    const sent = (await callsTo('TokenAuth/AuthenticateExternal')).filter(
      (c) => Date.parse(c.at) >= since,
    );
    expect(
      sent.some(
        (c) =>
          JSON.stringify(c.body) === JSON.stringify({ token: '', domainName: 'members.localhost' }),
      ),
    ).toBe(true);
    const stored = await page.evaluate(() => [
      sessionStorage.getItem('DATA_SSO'),
      sessionStorage.getItem('TOKEN_SSO'),
    ]);
    expect(JSON.parse(stored[0] ?? 'null')).toMatchObject({ signedIn: false });
    expect(stored[1]).toBeNull();
  });

  test(
    "the sign-on, brand and flags calls and the brand's strings go out once each, before main.js and the shell libraries arrive",
    { tag: '@client-render' },
    async ({ page }) => {
      const startUpCalls = ['AuthenticateExternal', 'Strapi/GetConfig', 'FlagProviderList'];
      const sent: string[] = [];
      const strings: string[] = [];
      let markStringsAsked = () => {};
      const stringsAsked = new Promise<void>((resolve) => (markStringsAsked = resolve));
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/i18n/')) {
          strings.push(pathname);
          markStringsAsked();
        }
        const call = startUpCalls.find((name) => pathname.endsWith(`/${name}`));
        if (call) sent.push(call);
      });
      const consoleLines: string[] = [];
      page.on('console', (message) => consoleLines.push(message.text()));
      // main.js (the federation runtime) and the shell's libraries (react-dom …) are held until the
      // brand's strings have been asked for, which early.js does once the brand has answered:
      // start-up requests that waited for either would never go out
      const held: Record<string, boolean> = {};
      for (const [name, file] of [
        ['main.js', /\/main\.js$/],
        ['shell-libraries', /\/shell-libraries\.[0-9a-f]+\.js$/],
      ] as const) {
        await page.route(file, async (route) => {
          held[name] = await Promise.race([
            stringsAsked.then(() => true),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
          ]);
          await route.continue();
        });
      }
      await page.goto(brandUrl('members', '/deals'));
      await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
      expect(held).toEqual({ 'main.js': true, 'shell-libraries': true });
      expect(sent.sort()).toEqual([...startUpCalls].sort());
      // the members brand is in English: its strings, asked for once (the shell took the
      // preload); not the provisional language's (the browser's, Spanish here), which only an
      // error page before the brand needs
      expect(strings).toEqual(['/i18n/en.json']);
      expect((await authCookie(page))?.value).toBeTruthy();
      // a preload nothing took would be bytes for nothing (Chromium says so on the console)
      await page.waitForTimeout(3500);
      expect(consoleLines.filter((line) => /preload/i.test(line))).toEqual([]);
    },
  );

  test('a link token is sent with its spaces turned back into plus signs, kept, and taken out of the URL', async ({
    page,
  }) => {
    await page.goto(brandUrl('members', '/'));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const historyLength = await page.evaluate(() => history.length);
    // a link that carries `member+gold/2026==` unencoded: the `+` arrives as a space
    await page.goto(brandUrl('members', '/deals?a=member+gold/2026==&product=DP'));
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    await expect(page).toHaveURL(brandUrl('members', '/deals?product=DP'));
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1); // the goto, not a second entry
    const stored = await page.evaluate(() => ({
      token: sessionStorage.getItem('TOKEN_SSO'),
      data: sessionStorage.getItem('DATA_SSO'),
    }));
    expect(stored.token).toBe('member+gold/2026==');
    expect(JSON.parse(stored.data ?? 'null')).toMatchObject({
      signedIn: true,
      userId: 'member-gold',
    });
    // clientData.expiresAt (3,600 s) wins over expireInSeconds
    const cookie = await authCookie(page);
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThan(3_700_000);
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(3_400_000);
  });

  test('an existing auth cookie and no link token means no new sign-on', async ({ page }) => {
    await page.goto(brandUrl('members', '/deals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    const token = (await authCookie(page))?.value;
    const signOns: string[] = [];
    page.on('request', (r) => r.url().includes('/api/TokenAuth/') && signOns.push(r.url()));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    expect(signOns).toEqual([]);
    expect((await authCookie(page))?.value).toBe(token);
  });

  test('an unknown link token clears the stored session and shows the sign-on error page', async ({
    page,
  }) => {
    const since = Date.now();
    await page.goto(brandUrl('members', '/'));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(() => {
      sessionStorage.setItem('TOKEN_SSO', 'old');
      localStorage.setItem('session-fingerprint', 'session-123');
      localStorage.setItem('user-fingerprint', 'user-456');
    });
    await page.goto(brandUrl('members', '/deals?a=not-a-real-token'));
    const card = page.getByRole('main');
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't sign you in" }),
    ).toBeVisible();
    await expect(card.getByText('Session: session-123')).toBeVisible();
    await expect(card.getByText('User: user-456')).toBeVisible();
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('TOKEN_SSO'),
        sessionStorage.getItem('DATA_SSO'),
      ]),
    ).toEqual([null, null]);
    await expect(page).not.toHaveURL(/not-a-real-token/);
    const width = await page
      .locator('.error-card')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(400);
    await expectNoAxeViolations(page);
    await expect
      .poll(
        async () =>
          (await eventsFor('members.localhost', since, 'viewed.app-error-[exception]')).length,
      )
      .toBe(1);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(brandUrl('members', '/'));
  });
  test.describe("before the brand loads, in the brand's language rather than the browser's", () => {
    // a German browser on FlyFree, a French brand
    test.use({ locale: 'de-DE' });
    const title = "Nous n'avons pas pu vous connecter";

    test.beforeEach(async ({ browser }) => {
      // the render server has served the brand before (its configuration names its language)
      const before = await browser.newContext();
      const page = await before.newPage();
      await page.goto(brandUrl('flyfree', '/deals'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await before.close();
    });

    test('a sign-on that fails, on a first visit', async ({ page }) => {
      // the server's sign-on and the browser's
      await injectFault({
        call: 'TokenAuth/AuthenticateExternal',
        kind: 'GENERIC_ERROR',
        brand: 'flyfree.localhost',
        times: 2,
      });
      await page.goto(brandUrl('flyfree', '/deals'));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/un problème temporaire/)).toBeVisible();
      await expect(page.getByRole('link', { name: "Aller à l'accueil" })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expectNoAxeViolations(page);
    });

    test('a link token refused, on a first visit', async ({ page }) => {
      await page.goto(brandUrl('flyfree', '/deals?a=not-a-real-token'));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/Le lien utilisé n'est pas valide/)).toBeVisible();
    });
  });
});
