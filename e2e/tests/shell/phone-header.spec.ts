/**
 * The header on a phone (360 to 390 px, by touch and by keyboard): the brand's logo in its full
 * box, and every destination and the cart behind a menu button, each link whole and inside the
 * screen; the server's page and the hydrated one alike, whatever device the server guessed.
 */
import { expect, test } from '../../support/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { brandUrl } from '../../support/env';
import { expectNoAxeViolations } from '../../support/a11y';
import { consoleProblems } from '../../support/journeys';
import { acceptCookies } from '../../support/pages/search';

// a shared 2-core machine: pages, phones of their own and axe take their time here
test.describe.configure({ timeout: 90_000 });

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The menu button's name and the six destinations, in each of the shell's languages. */
const LABELS = {
  es: {
    nav: 'Navegación principal',
    menu: 'Menú',
    links: ['Inicio', 'Vuelo + hotel', 'Hoteles', 'Vuelos', 'Ofertas', 'Carrito'],
  },
  en: {
    nav: 'Main navigation',
    menu: 'Menu',
    links: ['Home', 'Flight + hotel', 'Hotels', 'Flights', 'Deals', 'Cart'],
  },
  it: {
    nav: 'Navigazione principale',
    menu: 'Menu',
    links: ['Home', 'Volo + hotel', 'Hotel', 'Voli', 'Offerte', 'Carrello'],
  },
  fr: {
    nav: 'Navigation principale',
    menu: 'Menu',
    links: ['Accueil', 'Vol + hôtel', 'Hôtels', 'Vols', 'Offres', 'Panier'],
  },
  de: {
    nav: 'Hauptnavigation',
    menu: 'Menü',
    links: ['Startseite', 'Flug + Hotel', 'Hotels', 'Flüge', 'Angebote', 'Warenkorb'],
  },
  pt: {
    nav: 'Navegação principal',
    menu: 'Menu',
    links: ['Início', 'Voo + hotel', 'Hotéis', 'Voos', 'Ofertas', 'Carrinho'],
  },
} as const;
type Language = keyof typeof LABELS;

async function phone(
  browser: Browser,
  width: number,
  options: { language?: Language; userAgent?: string; javaScriptEnabled?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    locale: 'es-ES',
    userAgent: options.userAgent ?? PHONE_AGENT,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  await acceptCookies(context);
  // the shopper's language, as the header's switch keeps it
  if (options.language)
    await context.addCookies([
      { name: 'storefront-language', value: options.language, url: brandUrl('sunsea') },
    ]);
  return context.newPage();
}

const menuButton = (page: Page, language: Language = 'es') =>
  page.getByRole('banner').getByRole('button', { name: LABELS[language].menu });

/**
 * Each link's name as drawn (its text, without what only assistive technology hears), whether
 * the link and its text are inside the screen, whether the text is whole in the link's box, and
 * on how many lines it is drawn.
 */
async function linkBoxes(links: Locator, width: number) {
  return links.evaluateAll(
    (elements, screen) =>
      elements.map((link) => {
        const box = link.getBoundingClientRect();
        const words = Array.from(link.childNodes).find((node) => node.nodeType === Node.TEXT_NODE);
        const range = document.createRange();
        if (words) range.selectNodeContents(words);
        const text = range.getBoundingClientRect();
        return {
          name: (words?.textContent ?? '').trim(),
          inside: box.left >= 0 && box.right <= screen && text.left >= 0 && text.right <= screen,
          whole:
            link.scrollWidth <= link.clientWidth &&
            text.left >= box.left - 0.5 &&
            text.right <= box.right + 0.5,
          lines: new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size,
        };
      }),
    width,
  );
}

for (const width of [360, 390]) {
  test(`at ${width} px the logo keeps its size and the menu shows every destination and the cart, whole, without sideways scrolling`, async ({
    browser,
  }) => {
    const page = await phone(browser, width);
    await page.goto(brandUrl('sunsea', '/deals'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    // the brand's own logo, in the 160 × 40 box it has on every screen
    const logo = header.getByRole('link', { name: /Sun & Sea Viajes/ }).locator('img');
    await expect(logo).toHaveJSProperty('complete', true);
    const logoBox = (await logo.boundingBox())!;
    expect(logoBox.width).toBeCloseTo(160, 0);
    expect(logoBox.height).toBeCloseTo(40, 0);
    expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toMatch(/mobile/);
    // the header keeps to a few lines: the page's heading starts on the first screen
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(170);

    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const links = nav.getByRole('link');
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(links.first()).toBeHidden();
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) await expect(link).toBeVisible();
    const boxes = await linkBoxes(links, width);
    expect(boxes.map((box) => box.name)).toEqual(LABELS.es.links);
    for (const box of boxes) {
      expect(box, box.name).toMatchObject({ inside: true, whole: true, lines: 1 });
    }
    // nothing on the page is wider than the screen
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // a tap on the cart follows it, and the menu closes
    await nav.getByRole('link', { name: /^Carrito/ }).tap();
    await expect(page).toHaveURL(/\/cart/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(links.first()).toBeHidden();
    await page.context().close();
  });
}

for (const language of ['en', 'it', 'fr', 'de', 'pt'] as const) {
  test(`at 360 px in ${language} the logo keeps its size and every link of the menu is whole`, async ({
    browser,
  }) => {
    const page = await phone(browser, 360, { language });
    await page.goto(brandUrl('sunsea', '/deals'));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const header = page.getByRole('banner');
    const logoBox = (await header.getByRole('link').first().locator('img').boundingBox())!;
    expect(logoBox.width).toBeCloseTo(160, 0);
    const button = menuButton(page, language);
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = header.getByRole('navigation', { name: LABELS[language].nav }).getByRole('link');
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) await expect(link).toBeVisible();
    const boxes = await linkBoxes(links, 360);
    expect(boxes.map((box) => box.name)).toEqual(LABELS[language].links);
    for (const box of boxes) {
      expect(box, box.name).toMatchObject({ inside: true, whole: true, lines: 1 });
    }
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}

test('the menu button works by keyboard: Enter opens it, Tab goes through its links, Escape closes it and the focus is back on the button', async ({
  browser,
}) => {
  const page = await phone(browser, 360);
  await page.goto(brandUrl('sunsea', '/deals'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  const button = menuButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Inicio' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Vuelo + hotel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Inicio' })).toBeHidden();

  // Space opens it too; Enter on a link follows it, and the menu is closed on the next page
  await page.keyboard.press(' ');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  for (let n = 0; n < 4; n += 1) await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Vuelos' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/F$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Vuelos' })).toBeHidden();

  // a press elsewhere on the page closes it
  await button.tap();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.context().close();
});

test('at 1280 px the links are in the header, without a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(brandUrl('sunsea', '/deals'));
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByRole('link')).toHaveCount(6);
  for (const link of await nav.getByRole('link').all()) await expect(link).toBeVisible();
  await expect(menuButton(page)).toBeHidden();
});

/** Where the header's parts are drawn: the logo, the menu button, the first link (if shown). */
async function headerLayout(page: Page) {
  const header = page.getByRole('banner');
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    return found && [found.x, found.y, found.width, found.height].map(Math.round);
  };
  return {
    header: await box(header),
    logo: await box(header.getByRole('link').first().locator('img')),
    menu: await box(header.locator('.shell-nav__toggle')),
    language: await box(header.getByRole('combobox')),
    firstLink: await box(header.locator('.shell-nav__link').first()),
  };
}

for (const [device, userAgent] of [
  ['a phone', PHONE_AGENT],
  ['a desktop', DESKTOP_AGENT],
] as const) {
  test(`a 390 px page the server rendered for ${device} is drawn the same before and after hydration, with no warning`, async ({
    browser,
  }) => {
    // the server's page alone, as drawn before any script
    const still = await phone(browser, 390, { userAgent, javaScriptEnabled: false });
    const response = await still.goto(brandUrl('sunsea', '/deals'));
    expect(response?.headers()['x-storefront-render']).toBe('server');
    await expect(still.getByRole('banner').getByRole('link').first()).toBeVisible();
    const before = await headerLayout(still);
    await still.context().close();

    const page = await phone(browser, 390, { userAgent });
    const problems = consoleProblems(page);
    await page.goto(brandUrl('sunsea', '/deals'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await headerLayout(page)).toEqual(before);
    expect(before.menu).not.toBeNull();
    expect(before.firstLink).toBeNull();
    expect(problems).toEqual([]);
    await page.context().close();
  });
}
