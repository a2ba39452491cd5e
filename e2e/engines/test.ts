/**
 * The engines' journeys' test: Playwright Test runs them, once per engine (a project each), and
 * gives each test `shopper(screen, brand?)`, a tab of that engine on that screen with the
 * brand's cookie consent given, closed after the test.
 */
import { test as base } from '@playwright/test';
import path from 'node:path';
import { brandUrl } from '../support/env';
import { ChromiumEngine } from './chromium';
import { DESKTOP, PHONE } from './driver';
import type { Engine, EngineName, Screen, Tab } from './driver';
import { FirefoxEngine } from './firefox';
import { Shopper } from './shopper';
import { WebKitEngine } from './webkit';

export { expect } from '@playwright/test';
export { DESKTOP, PHONE };
export const SCREENS: Screen[] = [DESKTOP, PHONE];

const START: Record<EngineName, () => Promise<Engine>> = {
  chromium: () => ChromiumEngine.start(),
  webkit: () => WebKitEngine.start(),
  firefox: () => FirefoxEngine.start(),
};

/** Where a run's screenshots go (test-results is never committed). */
export const SHOTS = path.resolve(import.meta.dirname, '../test-results/engines');

type Options = { engineName: EngineName };
type WorkerFixtures = { engine: Engine };
type Fixtures = { shopper: (screen: Screen, brand?: string) => Promise<Shopper> };

export const test = base.extend<Fixtures, Options & WorkerFixtures>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use) => {
      const engine = await START[engineName]();
      await use(engine);
      await engine.quit();
    },
    { scope: 'worker' },
  ],
  shopper: async ({ engine }, use, testInfo) => {
    const tabs: Tab[] = [];
    await use(async (screen, brand = 'sunsea') => {
      const tab = await engine.open(screen);
      tabs.push(tab);
      // the brand's consent given beforehand, so the banner does not sit over the screens
      await tab.goto(brandUrl(brand, '/engines-consent.txt'));
      await tab.evaluate(() => {
        document.cookie = 'cookies-acceptance=technical,measurement; path=/; Secure; SameSite=Lax';
      });
      // the journey's title, its screen left out (the file names say the width)
      const journey = testInfo.title
        .replace(/\s*\((desktop|phone)\)$/, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 48)
        .replace(/^-+|-+$/g, '');
      return new Shopper(tab, path.join(SHOTS, engine.name, journey));
    });
    // a journey that failed leaves what its tabs showed beside its error
    if (testInfo.status !== testInfo.expectedStatus)
      for (const [index, tab] of tabs.entries())
        await tab.screenshot(testInfo.outputPath(`failed-${index}.png`)).catch(() => undefined);
    for (const tab of tabs) await tab.close().catch(() => undefined);
  },
});
