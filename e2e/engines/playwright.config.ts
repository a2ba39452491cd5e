// first: the scheme (HTTPS unless STOREFRONT_HTTPS=0) before the set-up and the workers read it
import '../support/https';
import { defineConfig } from '@playwright/test';
import type { EngineName } from './driver';

/**
 * The shopper journeys of ./journeys in three engines, from one description each: Chromium
 * (Playwright), WebKit (WebKitGTK's WebDriver) and Gecko (Firefox ESR over WebDriver BiDi), at
 * 1280 px with a mouse and at 390 px. The stack is served over HTTPS as production is (WebKit
 * keeps no `Secure` cookie on plain http://*.localhost; ../support/https.ts).
 *
 *   pnpm test:engines                                  all three
 *   pnpm test:engines --project=webkit                 one engine
 */
export default defineConfig<object, { engineName: EngineName }>({
  testDir: './journeys',
  outputDir: '../test-results/engines-output',
  globalSetup: '../support/global-setup.ts',
  globalTeardown: '../support/global-teardown.ts',
  fullyParallel: false,
  workers: 2,
  // a journey that needs a second try is a failure here: the engines' runs are counted
  retries: 0,
  forbidOnly: true,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  projects: [
    { name: 'chromium', use: { engineName: 'chromium' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
    { name: 'firefox', use: { engineName: 'firefox' } },
  ],
});
