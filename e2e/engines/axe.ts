/**
 * axe-core in any engine: its source injected into the page as a script would be (axe.source),
 * then run with the WCAG 2.1 AA rules and best practices, as the Chromium suite runs it
 * (support/a11y.ts); what it finds is read the same way (`axeFindings`).
 */
import axe from 'axe-core';
import { axeFindings } from '../support/a11y';
import type { InPage } from './driver';
import type { Shopper } from './shopper';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type Found = Parameters<typeof axeFindings>[0];

/**
 * The function run in the page: axe's own source first (it defines `window.axe`), then a run
 * whose results are cut down to what `axeFindings` reads (the whole results hold the DOM's
 * snapshots and do not cross every engine's protocol).
 */
const runAxe = {
  toString: () => `async (tags) => {
    if (!window.axe) { ${axe.source} }
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags } });
    const nodes = (list) => list.map((n) => ({ target: n.target, any: n.any.map((c) => ({ data: c.data && typeof c.data.contrastRatio === 'number' ? { contrastRatio: c.data.contrastRatio } : null })) }));
    return {
      violations: results.violations.map((v) => ({ id: v.id, nodes: nodes(v.nodes) })),
      incomplete: results.incomplete.map((v) => ({ id: v.id, nodes: nodes(v.nodes) })),
    };
  }`,
} as unknown as InPage<[string[]], Found>;

/** What axe finds on the page as it is now (none is the target). */
export async function axeFindingsIn(shopper: Shopper): Promise<string[]> {
  return axeFindings(await shopper.tab.evaluate(runAxe, TAGS));
}
