// first: the scheme (HTTPS unless STOREFRONT_HTTPS=0) before ./support/env reads it
import './support/https';
import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  RENDER,
  SCHEME,
  SERVER,
  STOREFRONT_URL,
} from './support/env';

/**
 * The whole composition in Debian's Chromium, against production builds served as deployed
 * (global-setup builds what changed and starts the stack). Specs that stop servers run in the
 * `resilience` project, after every other spec, so no other test sees a remote down; a remote's
 * development server is compiled last, alone (`standalone`).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // one more try on CI's shared 2-core machine; the list reporter names every test that needed it
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: STOREFRONT_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // recording a trace of every test costs about a quarter of the suite's time on 2 cores: in CI
    // a test that fails is traced on its retry; a run here keeps the trace of each failure
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'es-ES',
    // the stack's local certificate (scripts/tls.mjs)
    ignoreHTTPSErrors: SCHEME === 'https',
  },
  projects: [
    {
      name: 'storefront',
      // a spec tagged @client-render checks a page that starts in the browser (its start-up, or
      // its first calls faulted or answered in the browser): it runs in the pass that renders
      // pages in the browser (STOREFRONT_RENDER=client, as pnpm test:e2e runs the suite)
      ...(RENDER === 'server' ? { grepInvert: /@client-render/ } : {}),
      // *.nginx.spec.ts checks what only the nginx configuration does (the CSP)
      testIgnore:
        SERVER === 'nginx'
          ? [/resilience\/.*/, /standalone\/.*/, /journeys\/.*/, /server-render\/.*/]
          : [
              /resilience\/.*/,
              /standalone\/.*/,
              /journeys\/.*/,
              /server-render\/.*/,
              /\.nginx\.spec\.ts$/,
            ],
    },
    // pages rendered on the server: only in a run whose stack renders them (STOREFRONT_RENDER)
    ...(RENDER === 'server'
      ? [
          {
            name: 'server-render',
            // render-tier.nginx.spec.ts: what only nginx in front of the render pool does
            testMatch:
              SERVER === 'nginx'
                ? /server-render\/(server-render|server-data|answers|choices|signals|render-tier|render-tier\.nginx)\.spec\.ts/
                : /server-render\/(server-render|server-data|answers|choices|signals|render-tier)\.spec\.ts/,
          },
          {
            name: 'server-render-faults',
            // these stop page servers and change the manifest; the render pool is nginx's
            // (STOREFRONT_SERVER=nginx). canary-watch (a canary decided by its shoppers' pages,
            // a few minutes of visits) runs in the node pass only: what serves the files does not
            // change what the pages report
            testMatch:
              SERVER === 'nginx'
                ? /server-render\/(faults|lifecycle|versions|render-pool|dashboard)\.spec\.ts/
                : /server-render\/(faults|lifecycle|versions|dashboard|canary-watch)\.spec\.ts/,
            dependencies: ['server-render'],
            fullyParallel: false,
            workers: 1,
          },
        ]
      : []),
    // the parity sweep (tests/server-render/parity.spec.ts): only when asked for
    // (STOREFRONT_PARITY=1, as `pnpm test:parity` runs it), never part of another run
    ...(RENDER === 'server' && process.env.STOREFRONT_PARITY === '1'
      ? [
          {
            name: 'server-render-parity',
            testMatch: /server-render\/parity\.spec\.ts/,
            // a folder of its own, which its run empties: in pnpm test the sweep starts while the
            // engines' journeys write theirs to test-results/
            outputDir: './test-results/parity',
            fullyParallel: false,
            workers: 1,
            retries: 0,
          },
        ]
      : []),
    { name: 'journeys', testMatch: /journeys\/.*\.spec\.ts/ },
    // each remote's own e2e (remote-<name>/e2e/, as `pnpm remotes new` writes one): it changes the
    // stack's manifest, so it runs once the storefront's specs are done, one at a time
    ...(RENDER === 'server'
      ? [
          {
            name: 'remotes',
            testDir: '..',
            testMatch: /remote-[a-z0-9]+\/e2e\/[^/]+\.spec\.m?ts$/,
            testIgnore: /node_modules/,
            dependencies: ['storefront'],
            fullyParallel: false,
            workers: 1,
          },
        ]
      : []),
    {
      name: 'resilience',
      testMatch: /resilience\/.*\.spec\.ts/,
      // as in `storefront`: a spec tagged @client-render runs in the pass rendered in the browser
      ...(RENDER === 'server' ? { grepInvert: /@client-render/ } : {}),
      // servers stopped: after every spec that needs them up (the server-rendering faults stop
      // and change some of their own)
      dependencies: ['storefront', ...(RENDER === 'server' ? ['server-render-faults'] : [])],
      fullyParallel: false,
      workers: 1,
    },
    {
      // a remote's development server, compiled while nothing else runs
      name: 'standalone',
      testMatch: /standalone\/.*\.spec\.ts/,
      dependencies: ['resilience'],
      workers: 1,
    },
  ],
});
