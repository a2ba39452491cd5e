/**
 * What a journey says to a tab: find a control by its role and name as a shopper sees it (the
 * same rules in every engine, run in the page), act on it with the screen's input (a mouse at
 * 1280 px, a finger on the phone where the engine offers touch), and wait for what the shopper
 * should then see. Screenshots go to test-results/engines/<engine>/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Tab } from './driver';

/** A role and an accessible name (a string is the whole name, a RegExp part of it). */
export type Query = {
  role:
    | 'button'
    | 'link'
    | 'combobox'
    | 'option'
    | 'heading'
    | 'dialog'
    | 'navigation'
    | 'article'
    | 'textbox'
    | 'checkbox'
    | 'form'
    | 'main'
    | 'alert'
    | 'region'
    | 'banner'
    | 'complementary'
    | 'status'
    | 'listbox'
    | 'table'
    | 'row'
    | 'group';
  name?: string | RegExp;
  level?: number;
  /** a query the element is inside of (its first match) */
  within?: Query;
  /** which of the matches, from 0 (default 0) */
  nth?: number;
  /** hidden elements count too (default: visible ones only) */
  hidden?: boolean;
};

type PageQuery = Omit<Query, 'name' | 'within'> & {
  name?: { source: string; flags: string; exact: boolean };
  within?: PageQuery;
};

const toPage = (query: Query): PageQuery => {
  const { name, within, ...rest } = query;
  return {
    ...rest,
    ...(name === undefined
      ? {}
      : typeof name === 'string'
        ? { name: { source: name, flags: '', exact: true } }
        : { name: { source: name.source, flags: name.flags, exact: false } }),
    ...(within ? { within: toPage(within) } : {}),
  };
};

/**
 * Runs in the page: the elements matching a query, by role (the implicit roles of the HTML
 * elements the screens use, or an explicit `role`) and accessible name (aria-labelledby,
 * aria-label, a label, then the text), each marked with a `data-engine-target` attribute so the
 * driver can reach it by CSS. Answers the selectors of the matches.
 */
function findInPage(query: PageQuery): string[] {
  const ROLES: Record<string, string> = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"], summary',
    link: 'a[href], [role="link"]',
    combobox: 'select:not([multiple]), [role="combobox"], input[list]',
    option: 'option, [role="option"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    navigation: 'nav, [role="navigation"]',
    article: 'article, [role="article"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], textarea, [role="textbox"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    form: 'form, [role="form"]',
    main: 'main, [role="main"]',
    alert: '[role="alert"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    banner: 'body > header, #root header:not(main header), [role="banner"]',
    complementary: 'aside, [role="complementary"]',
    status: 'output, [role="status"]',
    listbox: '[role="listbox"], select[multiple]',
    table: 'table, [role="table"], [role="grid"]',
    row: 'tr, [role="row"]',
    group: 'fieldset, details, [role="group"]',
  };
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      box.width > 0 &&
      box.height > 0 &&
      style.visibility !== 'hidden' &&
      style.display !== 'none' &&
      element.closest('[hidden], [aria-hidden="true"], [inert]') === null
    );
  };
  const textOf = (element: Element): string => {
    // text as a screen reader reads it: images by their alt, hidden parts left out
    let text = '';
    for (const node of Array.from(element.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
      else if (node instanceof HTMLElement) {
        if (node.getAttribute('aria-hidden') === 'true' || node.hidden) continue;
        if (node instanceof HTMLImageElement) text += ` ${node.alt} `;
        else if (node.getAttribute('aria-label')) text += ` ${node.getAttribute('aria-label')} `;
        else text += ` ${textOf(node)} `;
      } else if (node instanceof Element) text += ` ${textOf(node)} `;
    }
    return text;
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const label = document.getElementById(id);
            return label ? textOf(label) : '';
          })
          .join(' '),
      );
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ) {
      const labels = element.labels ? Array.from(element.labels) : [];
      if (labels.length) return squash(labels.map((l) => textOf(l)).join(' '));
      if (element instanceof HTMLInputElement && element.type === 'submit')
        return squash(element.value);
      return squash(element.getAttribute('title') ?? element.getAttribute('placeholder'));
    }
    if (
      ['form', 'nav', 'main', 'section', 'dialog', 'article', 'aside', 'header'].includes(
        element.localName,
      )
    )
      return squash(element.getAttribute('title'));
    if (element instanceof HTMLTableElement) return squash(element.caption?.textContent);
    return squash(textOf(element));
  };
  const levelOf = (element: Element) =>
    /^h[1-6]$/.test(element.localName)
      ? Number(element.localName.slice(1))
      : Number(element.getAttribute('aria-level') ?? 2);
  const matches = (q: PageQuery, scope: ParentNode): Element[] =>
    Array.from(scope.querySelectorAll(ROLES[q.role] ?? q.role)).filter((element) => {
      if (!q.hidden && !visible(element)) return false;
      if (q.level !== undefined && levelOf(element) !== q.level) return false;
      if (!q.name) return true;
      const name = nameOf(element);
      return q.name.exact
        ? name === q.name.source
        : new RegExp(q.name.source, q.name.flags).test(name);
    });
  const scopeOf = (q: PageQuery): ParentNode | null => {
    if (!q.within) return document;
    const outer = scopeOf(q.within);
    return outer ? (matches(q.within, outer)[q.within.nth ?? 0] ?? null) : null;
  };
  const scope = scopeOf(query);
  if (!scope) return [];
  const w = window as unknown as { __engineTargets?: number };
  return matches(query, scope).map((element) => {
    let mark = element.getAttribute('data-engine-target');
    if (!mark) {
      w.__engineTargets = (w.__engineTargets ?? 0) + 1;
      mark = String(w.__engineTargets);
      element.setAttribute('data-engine-target', mark);
    }
    return `[data-engine-target="${mark}"]`;
  });
}

/** The quick polls of a step a shopper waits for (a search, a route change). */
const WAIT = { timeout: 20_000, intervals: [100, 250, 500] };

/**
 * What `read` answers, or what went wrong reading it: a page that is being replaced (a full
 * load, the provider's page and back) cannot be read for a moment, and the poll tries again.
 */
async function settled<T>(read: () => Promise<T>): Promise<T | string> {
  try {
    return await read();
  } catch (error) {
    return `(unreadable: ${String((error as Error).message ?? error).split('\n')[0]})`;
  }
}

export class Shopper {
  constructor(
    readonly tab: Tab,
    private readonly shots: string,
  ) {}

  get touch() {
    return this.tab.touch;
  }

  /** The selectors of every element matching `query` now (none: an empty list). */
  all(query: Query): Promise<string[]> {
    return this.tab.evaluate(findInPage, toPage(query));
  }

  /** Waits for the element matching `query` and answers its selector. */
  async find(query: Query, timeout = WAIT.timeout): Promise<string> {
    let found: string | undefined;
    await expect
      .poll(
        async () => {
          const all = await settled(() => this.all(query));
          found = Array.isArray(all) ? all[query.nth ?? 0] : undefined;
          return found !== undefined;
        },
        { timeout, intervals: WAIT.intervals, message: `find ${describe(query)}` },
      )
      .toBe(true);
    return found!;
  }

  /** Whether nothing visible matches `query` (waiting until so). */
  async expectGone(query: Query) {
    await expect
      .poll(async () => settled(async () => (await this.all(query)).length), {
        ...WAIT,
        message: `gone: ${describe(query)}`,
      })
      .toBe(0);
  }

  /** Activates the control by the screen's input: a finger on a touch phone, else a mouse. */
  async activate(query: Query) {
    const selector = await this.find(query);
    if (this.touch) await this.tab.tap(selector);
    else await this.tab.click(selector);
  }

  /**
   * Gives a field the focus as the screen's input does (a tap on a touch phone, else a click) and
   * waits until it has it, as a shopper waits for the field (on a phone, its keyboard) before
   * typing. Answers the field's selector.
   */
  async focusField(query: Query): Promise<string> {
    const selector = await this.find(query);
    if (this.touch) await this.tab.tap(selector);
    else await this.tab.click(selector);
    await expect
      .poll(
        () =>
          settled(() =>
            this.tab.evaluate(
              (s: string) => document.activeElement === document.querySelector(s),
              selector,
            ),
          ),
        { ...WAIT, message: `focus on ${describe(query)} after a ${this.touch ? 'tap' : 'click'}` },
      )
      .toBe(true);
    return selector;
  }

  /**
   * Types into the focused field one letter at a time, as a shopper does, looking at the field
   * after each: the next letter comes once the field shows every letter so far (a letter lost
   * fails here, at the letter). `afterEach` then checks what else the shopper sees.
   */
  async typeLetters(selector: string, text: string, afterEach?: (typed: string) => Promise<void>) {
    const before = await this.read(selector);
    let typed = '';
    for (const letter of text) {
      await this.tab.type(letter);
      typed += letter;
      await expect
        .poll(() => settled(() => this.read(selector)), {
          timeout: 5_000,
          intervals: [25, 50, 100, 250],
          message: `the field after typing "${typed}"`,
        })
        .toBe(before + typed);
      await afterEach?.(typed);
    }
  }

  /** Types into a field, given the focus by a tap or a click first, letter by letter. */
  async typeInto(query: Query, text: string) {
    await this.typeLetters(await this.focusField(query), text);
  }

  /** What an element shows: its value for a field, else its text (whitespace squashed). */
  read(selector: string): Promise<string> {
    return this.tab.evaluate((s: string) => {
      const element = document.querySelector(s);
      if (!element) return '';
      if (
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      )
        return element.value;
      return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    }, selector);
  }

  /** Whether a checkbox or radio button is ticked now. */
  checked(selector: string): Promise<boolean> {
    return this.tab.evaluate(
      (s: string) => (document.querySelector(s) as HTMLInputElement | null)?.checked === true,
      selector,
    );
  }

  attribute(selector: string, name: string): Promise<string | null> {
    return this.tab.evaluate(
      (s: string, n: string) => document.querySelector(s)?.getAttribute(n) ?? null,
      selector,
      name,
    );
  }

  /** Waits until `read` of the element answers what `expected` says. */
  async expectText(query: Query, expected: string | RegExp) {
    await expect
      .poll(
        () =>
          settled(async () => {
            const [selector] = await this.all(query);
            return selector ? this.read(selector) : `(no ${describe(query)})`;
          }),
        { ...WAIT, message: `text of ${describe(query)}` },
      )
      .toMatch(typeof expected === 'string' ? new RegExp(`^${escape(expected)}$`) : expected);
  }

  /** Waits until focus is on the element matching `query`. */
  async expectFocused(query: Query) {
    await expect
      .poll(
        () =>
          settled(async () => {
            const [selector] = await this.all(query);
            if (!selector) return false;
            return this.tab.evaluate(
              (s: string) => document.activeElement === document.querySelector(s),
              selector,
            );
          }),
        { ...WAIT, message: `focus on ${describe(query)}` },
      )
      .toBe(true);
  }

  async expectUrl(pattern: RegExp) {
    await expect
      .poll(() => settled(() => this.tab.url()), { ...WAIT, message: 'address' })
      .toMatch(pattern);
  }

  scrollY(): Promise<number> {
    return this.tab.evaluate(() => Math.round(window.scrollY));
  }

  /**
   * Waits until the page is hydrated (the host marks the document), with no part React had to
   * render again because the browser's render differed from the server's HTML.
   */
  async hydrated() {
    await expect
      .poll(
        () =>
          settled(() =>
            this.tab.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
          ),
        {
          ...WAIT,
          message: 'hydrated',
        },
      )
      .toBe(true);
    expect(
      await this.tab.evaluate(() => document.documentElement.dataset.hydrationMismatches ?? null),
      "parts of the server's page rendered again in the browser",
    ).toBeNull();
  }

  /** A screenshot of the step, written beside the run's results. */
  async snap(step: string) {
    mkdirSync(this.shots, { recursive: true });
    await this.tab.screenshot(path.join(this.shots, `${step}-${this.tab.screen.width}.png`));
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function describe(query: Query): string {
  const name = query.name === undefined ? '' : ` "${String(query.name)}"`;
  const within = query.within ? ` in ${describe(query.within)}` : '';
  return `${query.role}${name}${query.nth ? ` #${query.nth}` : ''}${within}`;
}
