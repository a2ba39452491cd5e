import type { Page } from '@playwright/test';

type ShiftWindow = { __layoutShifts: string[] };

/**
 * Records every layout shift of the pages this page opens from now on, as "value element(s)"
 * (the element's class, else its tag), for `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as ShiftWindow).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> }
      >) {
        const moved = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | null | undefined;
          return (typeof node?.className === 'string' && node.className) || node?.nodeName;
        });
        shifts.push(`${entry.value.toFixed(4)} ${moved.join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded on the current page so far. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as ShiftWindow).__layoutShifts);
}
