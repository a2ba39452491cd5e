/**
 * What a screen reader would announce: a recorder of live-region changes, installed before the
 * page loads. A text written into a polite live region (role status or log, aria-live polite)
 * is announced only if the region was already on the page before the text arrived; an alert
 * (role alert, aria-live assertive) is announced when it appears with its text too.
 */
import type { Page } from '@playwright/test';

export type Announcement = { text: string; how: 'polite' | 'assertive' };

export async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const LIVE =
      '[role="status"], [role="alert"], [role="log"], [aria-live="polite"], [aria-live="assertive"]';
    const heard: { text: string; how: string }[] = [];
    const known = new WeakSet<Element>();
    Object.defineProperty(window, '__announced', { value: heard });
    const assertive = (region: Element) =>
      region.getAttribute('role') === 'alert' || region.getAttribute('aria-live') === 'assertive';
    const say = (region: Element) => {
      const text = (region as HTMLElement).innerText?.trim() ?? region.textContent?.trim() ?? '';
      if (text) heard.push({ text, how: assertive(region) ? 'assertive' : 'polite' });
    };
    const start = () => {
      for (const region of document.querySelectorAll(LIVE)) known.add(region);
      new MutationObserver((mutations) => {
        const changed = new Set<Element>();
        const born: Element[] = [];
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) {
            if (!(node instanceof Element)) continue;
            for (const region of [
              ...(node.matches(LIVE) ? [node] : []),
              ...node.querySelectorAll(LIVE),
            ])
              if (!known.has(region)) born.push(region);
          }
          const target =
            mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
          const region = target?.closest(LIVE);
          if (region) changed.add(region);
        }
        // a region that appears with its text: only an alert is announced
        for (const region of born) {
          if (assertive(region)) say(region);
          changed.delete(region);
        }
        // text changed in a region that was there before: announced
        for (const region of changed) if (known.has(region)) say(region);
        for (const region of born) known.add(region);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  });
  return {
    all: () =>
      page.evaluate(() => (window as unknown as { __announced: Announcement[] }).__announced),
  };
}
