/**
 * Chromium: Debian's Chromium through Playwright, as the rest of the e2e suite drives it. Each
 * tab is a browser context of its own; the phone is a 390 px touch screen.
 */
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/env';
import { inPageExpression } from './driver';
import type { Engine, InPage, Screen, Tab } from './driver';

class ChromiumTab implements Tab {
  readonly engine = 'chromium' as const;

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    readonly screen: Screen,
    readonly touch: boolean,
  ) {}

  async goto(url: string) {
    await this.page.goto(url);
  }
  async url() {
    return this.page.url();
  }
  async back() {
    await this.page.goBack({ waitUntil: 'commit' });
  }
  async evaluate<A extends unknown[], R>(fn: InPage<A, R>, ...args: A): Promise<Awaited<R>> {
    return this.page.evaluate(inPageExpression(fn, args)) as Promise<Awaited<R>>;
  }
  private async element(selector: string) {
    const element = this.page.locator(selector);
    await element.evaluate((node) => node.scrollIntoView({ block: 'center', inline: 'nearest' }));
    return element;
  }
  async click(selector: string) {
    await (await this.element(selector)).click();
  }
  async tap(selector: string) {
    const element = await this.element(selector);
    if (this.touch) await element.tap();
    else await element.click();
  }
  async type(text: string) {
    if (!this.touch) {
      await this.page.keyboard.type(text, { delay: 40 });
      return;
    }
    // a phone's keyboard is drawn on the screen: it commits each letter as text (an input
    // event), not as a key of a keyboard
    for (const letter of text) {
      await this.page.keyboard.insertText(letter);
      await this.page.waitForTimeout(40);
    }
  }
  async select(selector: string, value: string) {
    await (await this.element(selector)).selectOption(value);
  }
  async press(key: 'Enter' | 'Tab' | 'Escape') {
    await this.page.keyboard.press(key);
  }
  async wheel(deltaY: number) {
    await this.page.mouse.move(this.screen.width / 2, this.screen.height / 2);
    await this.page.mouse.wheel(0, deltaY);
  }
  async screenshot(file: string) {
    await this.page.screenshot({ path: file });
  }
  async close() {
    await this.context.close();
  }
}

export class ChromiumEngine implements Engine {
  readonly name = 'chromium' as const;
  private constructor(private readonly browser: Browser) {}

  static async start(): Promise<ChromiumEngine> {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    return new ChromiumEngine(browser);
  }

  async version() {
    return `Chromium ${this.browser.version()}`;
  }

  async open(screen: Screen): Promise<Tab> {
    const context = await this.browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      hasTouch: screen.touch,
      isMobile: screen.touch,
      // the stack's local certificate (scripts/tls.mjs)
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    return new ChromiumTab(context, page, screen, screen.touch);
  }

  async quit() {
    await this.browser.close();
  }
}
