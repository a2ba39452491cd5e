/**
 * Moving through a page the way a keyboard user does: Tab until a control has the focus, type,
 * Space and Enter, arrow keys in selects and radio groups. No pointer, no programmatic focus.
 */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, { max = 250, backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let step = 0; step < max; step += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to a text field, clears it and types. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  if (text) await page.keyboard.type(text);
}

/** Tabs to a native select and moves through its options with the arrow keys. */
export async function chooseOption(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  const selectedText = () =>
    select.evaluate((element) => {
      const node = element as HTMLSelectElement;
      return node.options[node.selectedIndex]?.text ?? '';
    });
  // type-ahead, as a keyboard user would; then the arrow keys if the typed text did not land
  await page.keyboard.type(label, { delay: 20 });
  if ((await selectedText()) === label) return;
  await page.keyboard.press('Home');
  for (let step = 0; step < 400; step += 1) {
    if ((await selectedText()) === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No option "${label}" in ${select.toString()}`);
}

/** Tabs to a button or link and presses Enter. */
export async function activate(page: Page, control: Locator) {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

/** Tabs to a checkbox and ticks it with Space. */
export async function tick(page: Page, checkbox: Locator) {
  await tabTo(page, checkbox);
  if (!(await checkbox.isChecked())) await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}
