/**
 * The dashboard's charts, drawn on the server with Observable Plot into SVG (a DOM from linkedom):
 * the page needs no script, and each chart is an image with its own name beside a table of the
 * same figures, which is what a screen reader reads.
 */
import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';

export type Bar = { label: string; value: number; arm: 'stable' | 'next' };
export type Limit = { label: string; value: number };

/** the arms' colours: dark enough on white for their labels (WCAG AA) */
const ARM_COLOURS = { stable: '#4a5568', next: '#1d5fa8' };
const LIMIT_COLOUR = '#b42318';

/**
 * A horizontal bar per arm, each labelled with its figure, and a dashed line per limit; `name` is
 * the image's accessible name. `format` writes a figure as the page's language does.
 */
export function armsChart({
  name,
  bars,
  limits,
  unit,
  format,
  nonce,
}: {
  name: string;
  bars: Bar[];
  limits: Limit[];
  unit: string;
  format: (value: number) => string;
  nonce: string;
}): string {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const top = Math.max(...bars.map((b) => b.value), ...limits.map((l) => l.value), 0);
  const svg = Plot.plot({
    document: document as unknown as Document,
    width: 400,
    height: 64 + 34 * bars.length,
    marginLeft: 120,
    marginRight: 56,
    x: { domain: [0, top > 0 ? top * 1.15 : 1], label: unit, grid: true, tickFormat: format },
    y: { domain: bars.map((b) => b.label), label: null },
    marks: [
      Plot.barX(bars, {
        x: 'value',
        y: 'label',
        fill: (b: Bar) => ARM_COLOURS[b.arm],
      }),
      Plot.text(bars, {
        x: 'value',
        y: 'label',
        text: (b: Bar) => format(b.value),
        textAnchor: 'start',
        dx: 6,
        fill: '#1a202c',
      }),
      Plot.ruleX(limits, {
        x: 'value',
        stroke: LIMIT_COLOUR,
        strokeWidth: 2,
        strokeDasharray: '6,4',
      }),
      Plot.text(limits, {
        x: 'value',
        frameAnchor: 'top',
        text: (l: Limit) => l.label,
        dy: -14,
        fill: LIMIT_COLOUR,
      }),
      Plot.ruleX([0]),
    ],
  }) as unknown as Element;
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', name);
  // the chart is an image: its parts are not read one by one
  for (const part of Array.from(svg.querySelectorAll('[aria-label]'))) {
    part.removeAttribute('aria-label');
  }
  // Plot's own stylesheet, allowed by the page's Content-Security-Policy
  for (const style of Array.from(svg.querySelectorAll('style'))) style.setAttribute('nonce', nonce);
  return svg.outerHTML;
}
