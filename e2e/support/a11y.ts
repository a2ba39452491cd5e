import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * What axe found on a page: its violations (`limit` elements named per rule), and any text drawn
 * in its own background's colour, which axe leaves "to review" (a 1:1 contrast may be text hidden
 * on purpose) but which on our screens is a label nobody can read.
 */
export function axeFindings(results: AxeResults, limit = Infinity): string[] {
  const violations = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, limit)
        .join(', ')}`,
  );
  const invisible = results.incomplete
    .filter((v) => v.id === 'color-contrast')
    .flatMap((v) => v.nodes)
    .filter((n) =>
      n.any.some((check) => (check.data as { contrastRatio?: number } | null)?.contrastRatio === 1),
    )
    .slice(0, limit)
    .map((n) => `color-contrast (text in its own background's colour): ${n.target.join(' ')}`);
  return [...violations, ...invisible];
}

/** Fails with what axe finds (WCAG 2.1 AA rules and best practices) on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axeFindings(results)).toEqual([]);
}
