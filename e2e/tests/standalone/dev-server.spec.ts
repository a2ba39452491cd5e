/**
 * A remote's team runs its remote alone (`pnpm --filter remote-cart start`, which is
 * scripts/standalone.mjs): webpack's dev server compiles it without errors, and the screen it
 * serves signs on, reads the brand and shows itself with no page error. Run after the other
 * specs, alone (project `standalone`): a development build takes both cores for a while. The dev
 * server's ports are moved away from the stack's; the backend is the stack's sandbox.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '../../support/test';
import type { Browser } from '@playwright/test';
import { ROOT } from '../../../scripts/build.mjs';
import { PORT_OFFSET } from '../../../scripts/stack.mjs';
import { SANDBOX_URL } from '../../support/env';

// the stack's ports plus this: clear of every port the stack and its fixtures use
const MOVED_BY = 300;
const CART_PORT = 4103 + PORT_OFFSET + MOVED_BY;

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
      STOREFRONT_PORT_OFFSET: String(PORT_OFFSET + MOVED_BY),
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
  await page.goto(`http://127.0.0.1:${CART_PORT}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible({
    timeout: 30_000,
  });
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('Abp.AuthToken');
  expect(errors).toEqual([]);
  await context.close();
}

test('the cart remote alone: compiled without errors, its screen shown', async ({
  browser,
}, testInfo) => {
  try {
    await compiledAndShown(browser);
  } finally {
    await testInfo.attach('dev server output', { body: plain(), contentType: 'text/plain' });
  }
});
