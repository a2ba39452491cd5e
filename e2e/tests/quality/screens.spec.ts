/**
 * Quality target 4: every screen, with real data, in all six languages and at 360, 768, 1024,
 * 1240 and 1440 px wide. One load per screen: the language is switched in place (the header's
 * choice, as a shopper does) and the widths by resizing the same page. In each language: 0 axe
 * violations, the page in that language (`lang`, no translation key or `{{placeholder}}` left as
 * text, the main content not the Spanish one), and at each width no sideways scrolling, nothing
 * cut off at the edge and no interactive controls overlapping. With the cookie banner showing,
 * at the narrowest and the widest width, Tab walks the page and the focused control is never
 * hidden behind the banner, a sticky box or anything else.
 *
 * axe runs every rule (WCAG 2.1 A and AA, best practices) in Spanish at 1280 px, every rule but
 * colour contrast at 360 px (no style here changes a colour with the width), and in every other
 * language the rules that read text: names, labels, alternatives, titles, `lang`, headings and
 * landmark labels. A translation changes text only, never roles, structure or colours, and the
 * full set takes a minute on a 2-core machine on the checkout's 900 seat buttons.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../support/test';
import type { Page } from '@playwright/test';
import { axeFindings } from '../../support/a11y';
import {
  focusProblems,
  layoutProblems,
  untranslatedText,
} from '../../support/pages/quality-layout';
import {
  LANGUAGES,
  SCREENS,
  WIDTHS,
  knownTranslationKeys,
  screenUrl,
  settled,
} from '../../support/pages/quality-screens';
import type { Language, Screen } from '../../support/pages/quality-screens';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const KEYS = knownTranslationKeys();
const HEIGHT = 900;

// six languages, five widths, axe and two Tab walks per screen on a shared 2-core machine
test.describe.configure({ timeout: 300_000 });

/** axe's rules whose outcome depends on the words on the page. */
const TEXT_RULES = [
  'area-alt',
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-text',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'button-name',
  'document-title',
  'empty-heading',
  'empty-table-header',
  'frame-title',
  'html-has-lang',
  'html-lang-valid',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'label-title-only',
  'landmark-unique',
  'link-name',
  'object-alt',
  'page-has-heading-one',
  'role-img-alt',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'valid-lang',
];

async function axeViolations(
  page: Page,
  rules: 'all' | 'all but contrast' | 'text',
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (rules === 'text') builder.withRules(TEXT_RULES);
  else builder.withTags(AXE_TAGS);
  if (rules === 'all but contrast') builder.disableRules(['color-contrast']);
  return axeFindings(await builder.analyze(), 5);
}

async function switchLanguage(page: Page, screen: Screen, url: string, language: Language) {
  if (screen.fullScreen) {
    // the shopper's choice as the language switch keeps it, for a page that shows no switch
    await page.context().addCookies([{ name: 'storefront-language', value: language, url }]);
    await page.goto(url);
  } else {
    await page.getByRole('banner').getByRole('combobox').selectOption(language);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await settled(page);
}

const mainText = (page: Page) =>
  page.evaluate(() => (document.querySelector('main') ?? document.body).innerText);

for (const screen of SCREENS) {
  test(`${screen.name}: six languages, five widths, axe, layout and focus`, async ({ page }) => {
    if (screen.slow) test.slow();
    const url = screenUrl(screen, await screen.path());
    const problems: string[] = [];
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.setViewportSize({ width: 1280, height: HEIGHT });
    // Spanish first: a later load keeps the language the test chose (the language cookie)
    await page.context().addCookies([{ name: 'storefront-language', value: 'es', url }]);
    await page.goto(url);
    await settled(page);
    if (screen.ready) await expect(page.locator('body')).toContainText(screen.ready);

    // Tab through the page, cookie banner showing, at the narrowest and the widest width
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 740 });
      for (const problem of await focusProblems(page))
        problems.push(`focus at ${width}px: ${problem}`);
    }

    // the narrowest width has its own full axe run: its responsive parts differ
    await page.setViewportSize({ width: 360, height: HEIGHT });
    for (const violation of await axeViolations(page, 'all but contrast'))
      problems.push(`es 360px: axe ${violation}`);

    let spanish = '';
    for (const [index, language] of LANGUAGES.entries()) {
      await page.setViewportSize({ width: 1280, height: HEIGHT });
      if (index > 0) await switchLanguage(page, screen, url, language);
      const text = await mainText(page);
      if (index === 0) spanish = text;
      else if (text === spanish) problems.push(`${language}: the main content is still in Spanish`);
      for (const raw of await untranslatedText(page, KEYS))
        problems.push(`${language}: untranslated "${raw}"`);
      for (const violation of await axeViolations(page, index === 0 ? 'all' : 'text'))
        problems.push(`${language}: axe ${violation}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        const { overflow, cutOff, overlaps } = await layoutProblems(page);
        if (overflow > 0)
          problems.push(`${language} ${width}px: scrolls sideways by ${overflow}px`);
        for (const box of cutOff) problems.push(`${language} ${width}px: cut off: ${box}`);
        for (const pair of overlaps) problems.push(`${language} ${width}px: ${pair}`);
      }
    }

    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
}
