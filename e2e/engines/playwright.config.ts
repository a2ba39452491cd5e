import { defineConfig } from '@playwright/test';
import { ensureCertificate } from '../../scripts/tls.mjs';
import type { EngineName } from './driver';

/**
 * The shopper journeys of ./journeys in three engines, from one description each: Chromium
 * (Playwright), WebKit (WebKitGTK's WebDriver) and Gecko (Firefox ESR over WebDriver BiDi), at
 * 1280 px with a mouse and at 390 px. The stack is served over HTTPS as production is (WebKit
 * keeps no `Secure` cookie on plain http://*.localhost): STOREFRONT_HTTPS=1 is set here, before
 * the global set-up and the workers read it, and every Node process of the run trusts the local
 * authority (scripts/tls.mjs).
 *
 *   pnpm test:engines                                  all three
 *   pnpm test:engines --project=webkit                 one engine
 */
// STOREFRONT_HTTPS=0 runs them over plain HTTP (where WebKit drops the sign-on cookie)
process.env.STOREFRONT_HTTPS ??= '1';
process.env.NODE_EXTRA_CA_CERTS = ensureCertificate().ca;

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
