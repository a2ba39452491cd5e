/**
 * A remote's team runs its remote alone (`pnpm --filter remote-cart start`, which is
 * scripts/standalone.mjs): webpack's dev server compiles it without errors, and the screen it
 * serves signs on, reads the brand and shows itself with no page error. Then, as docs/federation.md's
 * "Change one remote beside the shop" says, the shop the tests run loads that dev build in one browser tab by an
 * override, beside its own builds. Run after the other specs, alone (project `standalone`): a
 * development build takes both cores for a while. The dev server's port is the remote's own
 * (`storefront.devPort`, clear of the stack's); the backend is the stack's sandbox.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '../../support/test';
import type { Browser } from '@playwright/test';
import { ROOT } from '../../../scripts/build.mjs';
import { devPort } from '../../../scripts/stack.mjs';
import { SANDBOX_URL, brandUrl } from '../../support/env';

const CART_PORT = devPort('remote-cart');
const DEV_ORIGIN = `http://127.0.0.1:${CART_PORT}`;

test.describe.configure({ timeout: 300_000 });

let server: ChildProcess | undefined;
let output = '';
// webpack-cli colours its words even when told not to
const plain = () => stripVTControlCharacters(output);

test.afterAll(() => {
  // the script and its dev server are one process group of their own
  if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

async function compiledAndShown(browser: Browser) {
  server = spawn(process.execPath, [path.join(ROOT, 'scripts/standalone.mjs'), 'remote-cart'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SANDBOX_URL,
      FORCE_COLOR: '0',
      NO_COLOR: '1',
    },
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  // the app's compilation (the federation runtime's own build reports after it)
  await expect
    .poll(() => /webpack compiled (successfully|with \d+ errors?)/.test(plain()), {
      timeout: 240_000,
      intervals: [1_000],
    })
    .toBe(true);
  expect(plain().match(/ERROR in .*/g) ?? []).toEqual([]);
  expect(plain()).toContain('webpack compiled successfully');

  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${DEV_ORIGIN}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible({
    timeout: 30_000,
  });
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('Abp.AuthToken');
  expect(errors).toEqual([]);
  await context.close();
}

/** The shop's cart page in one tab, its cart remote taken from the dev server by an override. */
async function shownInTheShop(browser: Browser) {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const fromDevServer: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(DEV_ORIGIN)) fromDevServer.push(new URL(request.url()).pathname);
  });
  await page.goto(
    `${brandUrl('sunsea', '/cart')}?remote-override=cart@${DEV_ORIGIN}/mf-manifest.json`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible({
    timeout: 30_000,
  });
  // the override is taken out of the address, kept for this tab, and its code is the dev build's
  expect(new URL(page.url()).search).toBe('');
  // (the entry beside the mf-manifest.json named, then the screen's code)
  expect(fromDevServer).toContain('/remoteEntry.js');
  expect(fromDevServer.some((file) => file.startsWith('/__federation_expose_CartScreen'))).toBe(
    true,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  // the tab's next page still takes the cart from the dev server; another tab does not
  fromDevServer.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
  expect(fromDevServer).toContain('/remoteEntry.js');
  const other = await context.newPage();
  const otherRequests: string[] = [];
  other.on('request', (request) => otherRequests.push(request.url()));
  await other.goto(brandUrl('sunsea', '/cart'));
  await expect(other.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
  expect(otherRequests.filter((url) => url.startsWith(DEV_ORIGIN))).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}

test('the cart remote alone: compiled without errors, its screen shown, and the shop loading it in one tab', async ({
  browser,
}, testInfo) => {
  try {
    await compiledAndShown(browser);
    await shownInTheShop(browser);
  } finally {
    await testInfo.attach('dev server output', { body: plain(), contentType: 'text/plain' });
  }
});
