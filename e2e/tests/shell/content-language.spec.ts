import { expect, test } from '../../support/test';
import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { brandUrl } from '../../support/env';
import { LandingPage, acceptCookies } from '../../support/pages/search';

// a shared 2-core machine: the landing and axe take their time here
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context }) => {
  await acceptCookies(context, ['sunsea', 'lastminute']);
});

/** The language switch's label in each language the page can be in. */
const SWITCH_LABEL = {
  es: 'Idioma',
  en: 'Language',
  it: 'Lingua',
  fr: 'Langue',
  de: 'Sprache',
  pt: 'Idioma',
} as const;
type Language = keyof typeof SWITCH_LABEL;

async function switchLanguage(page: Page, from: Language, to: Language) {
  await page.getByRole('combobox', { name: SWITCH_LABEL[from] }).selectOption(to);
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** The brand configuration calls the page makes, with the locale each asks for. */
function brandCalls(page: Page): Array<string | null> {
  const calls: Array<string | null> = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/Strapi/GetConfig')) calls.push(url.searchParams.get('locale'));
  });
  return calls;
}

const hero = (page: Page) => page.getByRole('heading', { level: 1 });

test(
  'switching language shows the hero in the new language where the brand has it, without a reload',
  { tag: '@client-render' },
  async ({ page }) => {
    const calls = brandCalls(page);
    await new LandingPage(page).goto();
    await expect(hero(page)).toHaveText('Tus vacaciones al sol empiezan aquí');
    await expect(hero(page)).not.toHaveAttribute('lang');
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
      );
    const brandColour = await primary();
    await page.evaluate(() => Object.assign(window, { __samePage: true }));

    await switchLanguage(page, 'es', 'en');
    await expect(hero(page)).toHaveText('Your holiday in the sun starts here');
    await expect(hero(page)).not.toHaveAttribute('lang');
    await expect(
      page.getByText('Flight and hotel at the best price, in a single step'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Deals of the moment' }).getByRole('link', {
        name: 'Discover Palma de Mallorca',
      }),
    ).toBeVisible();

    await switchLanguage(page, 'en', 'de');
    await expect(hero(page)).toHaveText('Dein Urlaub in der Sonne beginnt hier');
    // back to a language already shown: no call for it again
    await switchLanguage(page, 'de', 'en');
    await expect(hero(page)).toHaveText('Your holiday in the sun starts here');

    // the same page all along, with the brand's theme
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await primary()).toBe(brandColour);
    expect(calls).toEqual([null, 'en', 'de']);
    await expectNoAxeViolations(page);
  },
);

test("where the brand has no texts in the shopper's language, they come in its own, marked with its lang", async ({
  page,
}) => {
  await new LandingPage(page).goto();
  await expect(hero(page)).toHaveText('Tus vacaciones al sol empiezan aquí');
  await switchLanguage(page, 'es', 'fr');
  // the page's own strings are French, the brand's texts Spanish and said to be
  await expect(
    page.getByRole('navigation', { name: 'Que souhaitez-vous réserver ?' }),
  ).toBeVisible();
  await expect(hero(page)).toHaveText('Tus vacaciones al sol empiezan aquí');
  await expect(hero(page)).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Vuelo y hotel al mejor precio, en un solo paso')).toHaveAttribute(
    'lang',
    'es',
  );
  await expect(
    page.getByRole('img', { name: 'Ofertas de temporada en vuelo y hotel' }),
  ).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
});

test('another brand: its texts in Italian, then in English, its own language, marked, for German', async ({
  page,
}) => {
  await new LandingPage(page).goto('lastminute');
  await expect(hero(page)).toHaveText('Your next trip starts here');
  await switchLanguage(page, 'en', 'it');
  await expect(hero(page)).toHaveText('Il tuo prossimo viaggio inizia qui');
  await expect(hero(page)).not.toHaveAttribute('lang');
  await switchLanguage(page, 'it', 'de');
  await expect(hero(page)).toHaveText('Your next trip starts here');
  await expect(hero(page)).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);
});

test('a page opened with a language chosen asks for its texts in it from the start, once', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('storefront-language', 'en'));
  const calls = brandCalls(page);
  await page.goto(brandUrl('sunsea', '/'));
  await expect(hero(page)).toHaveText('Your holiday in the sun starts here');
  await expect(hero(page)).not.toHaveAttribute('lang');
  expect(calls).toEqual(['en']);
});

test('a search form keeps what the shopper typed when the language and the texts change', async ({
  page,
}) => {
  await page.goto(brandUrl('sunsea', '/DP'));
  const destination = page.getByRole('combobox', { name: 'Destino' });
  await destination.fill('Palm');
  const englishTexts = page.waitForResponse(
    (response) =>
      response.url().includes('/Strapi/GetConfig') && response.url().includes('locale=en'),
  );
  await switchLanguage(page, 'es', 'en');
  // once the brand's texts in English have come too
  await englishTexts;
  await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('Palm');
});
