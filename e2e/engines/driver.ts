/**
 * The small surface the engines' journeys drive a browser through, the same in Chromium
 * (Playwright), WebKit (WebKitGTK's WebDriver) and Gecko (Firefox ESR over WebDriver BiDi).
 * Elements are named by a CSS selector; `find` (./find.ts) turns what a shopper sees (a role
 * and a name) into one. Every input goes through the engine's own input pipeline: mouse and
 * touch by its pointer actions, keys by its key actions, never by setting values in the page.
 */
export type EngineName = 'chromium' | 'webkit' | 'firefox';

/** What the page is shown on: a 1280 px desktop with a mouse, or a 390 px phone. */
export type Screen = {
  name: 'desktop' | 'phone';
  width: number;
  height: number;
  /** a touch screen, where the engine offers one; else a window of the same width */
  touch: boolean;
};

export const DESKTOP: Screen = { name: 'desktop', width: 1280, height: 844, touch: false };
export const PHONE: Screen = { name: 'phone', width: 390, height: 844, touch: true };

/** A function run in the page: serialised, so it may use only its arguments and the page. */
export type InPage<A extends unknown[], R> = (...args: A) => R;

export interface Tab {
  readonly engine: EngineName;
  readonly screen: Screen;
  /** whether taps reach the page as touch events (false: a narrow window clicked by a mouse) */
  readonly touch: boolean;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  back(): Promise<void>;
  evaluate<A extends unknown[], R>(fn: InPage<A, R>, ...args: A): Promise<Awaited<R>>;
  /** a mouse click in the middle of the element (scrolled into view first) */
  click(selector: string): Promise<void>;
  /** a tap with a finger where the engine offers touch, else a click */
  tap(selector: string): Promise<void>;
  /**
   * text typed where the focus is: keys of a keyboard, or on Chromium's touch phone letters
   * committed as an on-screen keyboard does (the journeys give a field the focus first, by a tap
   * or a click, and type one letter at a time, each seen in the field before the next)
   */
  type(text: string): Promise<void>;
  /**
   * an option of a `<select>` chosen the way the engine's automation chooses one (WebDriver
   * clicks the option; Playwright and Puppeteer select it and fire input and change): the
   * list a select opens is drawn by the system, outside the page
   */
  select(selector: string, value: string): Promise<void>;
  /** one key pressed (the WebDriver name: Enter, Tab, Escape) */
  press(key: 'Enter' | 'Tab' | 'Escape'): Promise<void>;
  /** the mouse wheel turned by `deltaY` pixels over the middle of the page */
  wheel(deltaY: number): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** the browser's name and version, as the engine reports it */
  version(): Promise<string>;
  open(screen: Screen): Promise<Tab>;
  quit(): Promise<void>;
}

/** WebDriver's key codes (the same in classic WebDriver and BiDi actions). */
export const KEYS = { Enter: '\uE007', Tab: '\uE004', Escape: '\uE00C' } as const;

/**
 * The expression that runs `fn` on `args` in the page: every engine evaluates the same text
 * (a compiler's helper such as `__name` has no meaning in the page, so it is given one).
 */
export const inPageExpression = (fn: { toString(): string }, args: unknown[]) =>
  `(() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
