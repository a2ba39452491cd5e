/**
 * Gecko: Debian's Firefox ESR, launched and driven over WebDriver BiDi by puppeteer-core (no
 * geckodriver). Each tab is a user context of its own, so cookies and storage never carry from
 * one journey to the next.
 */
import puppeteer from 'puppeteer-core';
import type { Browser, BrowserContext, ElementHandle, Page } from 'puppeteer-core';
import { inPageExpression } from './driver';
import type { Engine, InPage, Screen, Tab } from './driver';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

class FirefoxTab implements Tab {
  readonly engine = 'firefox' as const;

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    readonly screen: Screen,
    readonly touch: boolean,
  ) {}

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }
  async url() {
    return this.page.url();
  }
  async back() {
    // a Back inside the application is a history entry of the same document: no load to wait for
    await Promise.all([this.page.goBack({ waitUntil: 'commit' as never }).catch(() => null)]);
  }
  async evaluate<A extends unknown[], R>(fn: InPage<A, R>, ...args: A): Promise<Awaited<R>> {
    return (await this.page.evaluate(inPageExpression(fn, args))) as Awaited<R>;
  }
  private async element(selector: string): Promise<ElementHandle> {
    const handle = await this.page.$(selector);
    if (!handle) throw new Error(`no element ${selector}`);
    // in the middle of the window, as a shopper scrolls to what they want, and looked at once
    // drawn: Firefox finds what a finger touches on the frame it has drawn, which on a busy
    // machine can lag the page's scroll by a frame or two (the tap would land above or below)
    await handle.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          element.scrollIntoView({ block: 'center', inline: 'nearest' });
          const done = () => resolve();
          requestAnimationFrame(() => requestAnimationFrame(done));
          setTimeout(done, 1_000);
        }),
    );
    return handle;
  }
  async click(selector: string) {
    await (await this.element(selector)).click();
  }
  async tap(selector: string) {
    const handle = await this.element(selector);
    if (this.touch) await handle.tap();
    else await handle.click();
  }
  async type(text: string) {
    await this.page.keyboard.type(text, { delay: 40 });
  }
  async select(selector: string, value: string) {
    await this.element(selector);
    await this.page.select(selector, value);
  }
  async press(key: 'Enter' | 'Tab' | 'Escape') {
    await this.page.keyboard.press(key);
  }
  async wheel(deltaY: number) {
    const { width, height } = this.screen;
    await this.page.mouse.move(Math.round(width / 2), Math.round(height / 2));
    await this.page.mouse.wheel({ deltaY });
  }
  async screenshot(file: string) {
    await this.page.screenshot({ path: file as `${string}.png` });
  }
  async close() {
    await this.context.close();
  }
}

export class FirefoxEngine implements Engine {
  readonly name = 'firefox' as const;
  private constructor(private readonly browser: Browser) {}

  static async start(): Promise<FirefoxEngine> {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      // the stack's local certificate (scripts/tls.mjs)
      acceptInsecureCerts: true,
      defaultViewport: null,
      // touch events, as a phone's Firefox fires them (BiDi's touch actions then reach the page)
      extraPrefsFirefox: { 'dom.w3c_touch_events.enabled': 1 },
    });
    return new FirefoxEngine(browser);
  }

  async version() {
    return this.browser.version();
  }

  async open(screen: Screen): Promise<Tab> {
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage();
    let touch = screen.touch;
    try {
      await page.setViewport({
        width: screen.width,
        height: screen.height,
        hasTouch: screen.touch,
        isMobile: screen.touch,
      });
    } catch {
      // no touch emulation: a window of the phone's width, clicked with a mouse
      touch = false;
      await page.setViewport({ width: screen.width, height: screen.height });
    }
    return new FirefoxTab(context, page, screen, touch);
  }

  async quit() {
    await this.browser.close();
  }
}
