/**
 * How shoppers work the screens in the journeys project: with a mouse on a 1280 px screen, by
 * touch on a 390 × 844 phone, or by keyboard. Every step is driven the way that input works
 * (a click on an option, a tap, arrow keys and Enter), never by setting values directly.
 */
import { expect } from '@playwright/test';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { acceptCookies } from './pages/search';

export type Input = 'mouse' | 'touch' | 'keyboard';

export const DESKTOP = { width: 1280, height: 844 };
export const PHONE = { width: 390, height: 844 };

/** A shopper's browser: a phone (touch) for 'touch', a desktop otherwise; cookies accepted. */
export async function shopperContext(
  browser: Browser,
  input: Input,
  brands: string[] = ['sunsea'],
): Promise<BrowserContext> {
  const touch = input === 'touch';
  const context = await browser.newContext({
    viewport: touch ? PHONE : DESKTOP,
    hasTouch: touch,
    isMobile: touch,
    locale: 'es-ES',
  });
  await acceptCookies(context, brands);
  return context;
}

/** Activates a control the way the input does. */
export async function press(control: Locator, input: Input) {
  if (input === 'touch') await control.tap();
  else if (input === 'mouse') await control.click();
  else {
    await control.focus();
    await control.press('Enter');
  }
}

/**
 * Types `typed` into a place field and picks the suggestion named `option` by `input`; answers
 * the picked place's name (what the field must then show).
 */
export async function pickPlace(
  page: Page,
  field: Locator,
  typed: string,
  option: RegExp,
  input: Input,
): Promise<string> {
  if (input === 'touch') await field.tap();
  else if (input === 'mouse') await field.click();
  else await field.focus();
  // what the field shows is selected, so typing replaces it
  await field.selectText();
  await field.pressSequentially(typed, { delay: 40 });
  const listbox = page.getByRole('listbox');
  const choice = listbox.getByRole('option', { name: option }).first();
  await expect(choice).toBeVisible();
  const name = ((await choice.locator('.sf-option__name').textContent()) ?? '').trim();
  if (input === 'touch') await choice.tap();
  else if (input === 'mouse') await choice.click();
  else {
    // down the list until the wanted option is the active one (the list may still be changing
    // as the suggestions for the last letter arrive), then Enter
    await expect
      .poll(
        async () => {
          await page.keyboard.press('ArrowDown');
          const active = await field.getAttribute('aria-activedescendant');
          return active ? ((await page.locator(`[id="${active}"]`).textContent()) ?? '') : '';
        },
        { intervals: [150, 250, 400] },
      )
      .toMatch(option);
    await page.keyboard.press('Enter');
  }
  await expect(field).toHaveValue(name);
  return name;
}

/** Counts the backend calls of `call` (a path fragment) the page makes from now on. */
export function countCalls(page: Page, call: string): { readonly count: number; urls: string[] } {
  const counter = { count: 0, urls: [] as string[] };
  page.on('request', (request) => {
    if (!request.url().includes(call)) return;
    counter.count += 1;
    counter.urls.push(request.url());
  });
  return counter;
}

/** Console errors and warnings the page logs (a hydration mismatch is one), from now on. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * The shell's code (`main.js`) held back until the returned function is called: the shopper acts
 * on the server's HTML alone, as on a slow connection before the page's code has come.
 */
export async function holdPageCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The element with focus: its tag and text, to compare with what the shopper should be on. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { tag: active?.tagName ?? '', text: (active?.textContent ?? '').trim() };
  });

/** A screenshot of a journey's step, kept with the run's results (not committed). */
export async function snap(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `test-results/journeys/${name}-${width}.png` });
}
