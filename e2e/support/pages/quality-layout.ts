/**
 * Layout checks the quality suite runs on every screen, each in one `page.evaluate` so a screen
 * can be measured at five widths without being loaded again:
 *
 * - `layoutProblems`: horizontal scrolling, visible content cut off past the right edge, and
 *   visible interactive controls whose painted boxes overlap (a control under another cannot be
 *   pressed, and a pointer or a finger meets the wrong one);
 * - `focusProblems`: Tab through the page and, at every stop, check the focused element is on
 *   screen, not covered by the cookie banner, a sticky or fixed box, or anything else painted
 *   over its middle (WCAG 2.4.11, focus not obscured);
 * - `untranslatedText`: translation keys or `{{placeholders}}` showing as text.
 */
import type { Page } from '@playwright/test';

export type LayoutReport = {
  /** how far the page scrolls sideways (0 when it fits) */
  overflow: number;
  /** visible boxes that reach past the right edge without a scrolling container to hold them */
  cutOff: string[];
  /** pairs of visible interactive controls that overlap */
  overlaps: string[];
};

/** Measures the page as it is now (see the file's comment). */
export function layoutProblems(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const CONTROLS = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="combobox"]',
      '[role="slider"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const viewport = { width: document.documentElement.clientWidth, height: innerHeight };
    type Box = { left: number; top: number; right: number; bottom: number };

    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText?.trim().slice(0, 40) ??
        '';
      const id = element.id ? `#${element.id}` : '';
      const cls =
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
          : '';
      return `${element.tagName.toLowerCase()}${id}${cls}${name ? ` "${name.replace(/\s+/g, ' ')}"` : ''}`;
    };

    const hidden = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        if (Number(style.opacity) === 0) return true;
        if (node.hasAttribute('inert')) return true;
      }
      return false;
    };

    /** The part of `box` left visible by every clipping ancestor, or null when none is. */
    const clipped = (element: Element, box: Box): Box | null => {
      let visible: Box = { ...box };
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        if (node === document.body || node === document.documentElement) continue;
        const clip = node.getBoundingClientRect();
        visible = {
          left: Math.max(visible.left, clip.left),
          top: Math.max(visible.top, clip.top),
          right: Math.min(visible.right, clip.right),
          bottom: Math.min(visible.bottom, clip.bottom),
        };
        if (visible.right - visible.left < 1 || visible.bottom - visible.top < 1) return null;
      }
      return visible;
    };

    /** A visually hidden element (the 1 px clip pattern) is not something a shopper sees. */
    const visuallyHidden = (element: Element, rect: DOMRect) => {
      if (rect.width <= 2 || rect.height <= 2) return true;
      const style = getComputedStyle(element);
      return style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
    };

    const inScroller = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (node === document.body || node === document.documentElement) return false;
        const style = getComputedStyle(node);
        if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) return true;
      }
      return false;
    };

    // sideways scrolling of the page
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;

    // content past the right edge (hidden by an overflow-x rule on body, it would not scroll)
    const cutOff: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right <= viewport.width + 1 && rect.left >= -1) continue;
      if (hidden(element) || visuallyHidden(element, rect) || inScroller(element)) continue;
      if (element.closest('.leaflet-container')) continue;
      // only the outermost box past the edge
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && (parent.right > viewport.width + 1 || parent.left < -1)) continue;
      cutOff.push(`${describe(element)} spans ${Math.round(rect.left)}..${Math.round(rect.right)}`);
    }

    // overlapping controls, by the boxes actually painted (inline links give one box per line)
    const controls = [...document.querySelectorAll(CONTROLS)]
      .filter((element) => !hidden(element) && !element.closest('.leaflet-pane'))
      .map((element) => {
        const boxes = [...element.getClientRects()]
          .filter((rect) => !visuallyHidden(element, rect))
          .map((rect) => clipped(element, rect))
          .filter((box): box is Box => box !== null);
        return { element, boxes };
      })
      .filter(({ boxes }) => boxes.length > 0);

    const overlaps: string[] = [];
    const TOLERANCE = 2; // px: borders that touch are fine
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        // a label's own control sits inside it by design
        const labelled = (x: Element, y: Element) =>
          x instanceof HTMLLabelElement && x.control === y;
        if (labelled(a.element, b.element) || labelled(b.element, a.element)) continue;
        const hit = a.boxes.some((p) =>
          b.boxes.some(
            (q) =>
              Math.min(p.right, q.right) - Math.max(p.left, q.left) > TOLERANCE &&
              Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > TOLERANCE,
          ),
        );
        if (hit) overlaps.push(`${describe(a.element)} overlaps ${describe(b.element)}`);
      }
    }
    return { overflow, cutOff: cutOff.slice(0, 10), overlaps: overlaps.slice(0, 10) };
  });
}

/**
 * Presses Tab up to `maxStops` times from the top of the page and answers every stop where the
 * focused element is not fully seen: off screen, under the cookie banner, a sticky or fixed box,
 * or anything else painted over its middle.
 */
export async function focusProblems(page: Page, maxStops = 60): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    // what stays stuck on screen (the cookie banner, fixed and sticky boxes), found once a walk
    const stuck = [...document.body.querySelectorAll('*')].filter((node) => {
      const position = getComputedStyle(node).position;
      return position === 'fixed' || position === 'sticky' || node.matches('.consent-banner');
    });
    Object.defineProperty(window, '__qualityStuck', { value: stuck, configurable: true });
  });
  const problems: string[] = [];
  let previous = '';
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return { key: 'body', problem: null };
      const describe = (node: Element) =>
        `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(
          node.getAttribute('aria-label') ??
          (node as HTMLElement).innerText ??
          (node as HTMLInputElement).value ??
          ''
        )
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40)}"`;
      const key = describe(element);
      // an element drawn by its children (a map marker's price pill) is seen where they are
      let rect: {
        left: number;
        top: number;
        right: number;
        bottom: number;
        width: number;
        height: number;
      } = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) {
        const parts = [...element.querySelectorAll('*')]
          .map((child) => child.getBoundingClientRect())
          .filter((box) => box.width > 0 && box.height > 0);
        if (parts.length === 0) return { key, problem: `${key} has no size` };
        const left = Math.min(...parts.map((box) => box.left));
        const top = Math.min(...parts.map((box) => box.top));
        const right = Math.max(...parts.map((box) => box.right));
        const bottom = Math.max(...parts.map((box) => box.bottom));
        rect = { left, top, right, bottom, width: right - left, height: bottom - top };
      }
      const viewportHeight = innerHeight;
      const viewportWidth = document.documentElement.clientWidth;
      if (
        rect.bottom <= 0 ||
        rect.top >= viewportHeight ||
        rect.right <= 0 ||
        rect.left >= viewportWidth
      )
        return { key, problem: `${key} is off screen` };
      // what else is stuck on screen: the cookie banner and any fixed or sticky box
      const stuck = (window as unknown as { __qualityStuck?: Element[] }).__qualityStuck ?? [];
      for (const node of stuck) {
        if (!node.isConnected || node.contains(element) || element.contains(node)) continue;
        const box = node.getBoundingClientRect();
        const style = getComputedStyle(node);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
        const overX = Math.min(box.right, rect.right) - Math.max(box.left, rect.left);
        const overY = Math.min(box.bottom, rect.bottom) - Math.max(box.top, rect.top);
        // a sticky box in the normal flow beside the element does not cover it: only one
        // painted over the element's own box does
        if (overX > 1 && overY > 1) {
          const onTop = document.elementFromPoint(
            Math.max(box.left, rect.left) + overX / 2,
            Math.max(box.top, rect.top) + overY / 2,
          );
          if (onTop && node.contains(onTop) && !element.contains(onTop))
            return { key, problem: `${key} is under ${describe(node)}` };
        }
      }
      // anything painted over the middle of the focused element
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), viewportWidth - 1);
      const y = Math.min(Math.max(rect.top + rect.height / 2, 0), viewportHeight - 1);
      const top = document.elementFromPoint(x, y);
      const own =
        top &&
        (element.contains(top) ||
          top.contains(element) ||
          (element instanceof HTMLInputElement &&
            [...(element.labels ?? [])].some((label) => label.contains(top))));
      if (top && !own) return { key, problem: `${key} is covered by ${describe(top)}` };
      return { key, problem: null };
    });
    if (found.problem) problems.push(found.problem);
    // back at the start: the whole page has been walked
    if (stop > 0 && found.key === previous && found.key === 'body') break;
    previous = found.key;
  }
  return problems;
}

/**
 * Text on screen that looks like a translation key left untranslated (`known` is every key of
 * every translation file) or an interpolation left unfilled.
 */
export async function untranslatedText(page: Page, known: ReadonlySet<string>): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll('[aria-label],[placeholder],[alt],[title]')) {
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
  const found = new Set<string>();
  for (const match of text.matchAll(/[A-Za-z][\w-]*(?:[.:][\w-]+)+/g)) {
    const token = match[0];
    const bare = token.includes(':') ? token.slice(token.indexOf(':') + 1) : token;
    if (known.has(token) || known.has(bare)) found.add(token);
  }
  for (const match of text.matchAll(/\{\{[^}]*\}\}/g)) found.add(match[0]);
  return [...found];
}
