/**
 * Playwright's `test` and `expect`, with every page of a test waiting, after it loads a page the
 * server rendered, until the shell has hydrated it (`<html data-hydrated>`). The HTML shows the
 * page at once, and what a shopper does before its code has come is replayed once it has; the
 * specs here are about what the page does then (the server rendering specs check the HTML
 * before any script, and the presses and typing replayed). Pages of contexts a test makes itself
 * wait the same.
 */
import { test as base, expect } from '@playwright/test';
import type { BrowserContext, Page, Response } from '@playwright/test';

async function hydratedAfter(page: Page, response: Response | null): Promise<Response | null> {
  if (response?.headers()['x-storefront-render'] === 'server')
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  return response;
}

const patched = new WeakSet<Page>();

/** `goto` and `reload` of the page wait for the page's hydration. */
function waitingForHydration(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => hydratedAfter(page, await goto(...args));
  page.reload = async (...args: Parameters<Page['reload']>) =>
    hydratedAfter(page, await reload(...args));
  return page;
}

function watch(context: BrowserContext): BrowserContext {
  context.on('page', waitingForHydration);
  for (const page of context.pages()) waitingForHydration(page);
  return context;
}

export const test = base.extend<object, { contextsWaitForHydration: void }>({
  context: async ({ context }, use) => {
    await use(watch(context));
  },
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
  // contexts a test makes: their pages wait too, unless scripts are off (no page hydrates)
  contextsWaitForHydration: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const context = await newContext(...args);
        return args[0]?.javaScriptEnabled === false ? context : watch(context);
      };
      await use();
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };
