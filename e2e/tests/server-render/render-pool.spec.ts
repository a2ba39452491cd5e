import { expect, test } from '../../support/test';
import type { APIRequestContext } from '@playwright/test';
import { brandUrl } from '../../support/env';
import { PAGE_SERVERS, metricsOf, portOf } from '../../support/render-tier';
import { startServer, stopServer } from '../../support/stack-control';

/**
 * nginx in front of a pool of render processes (STOREFRONT_SERVER=nginx STOREFRONT_RENDER=server):
 * page routes are rendered by the pool, and a process that is down, draining or warming up costs
 * no request: nginx sends it to another, and with none left answers the page that starts in the
 * browser.
 */

const PAGES = ['/', '/H?destination=pmi', '/deals', '/F', '/cart'];

/** Every page asked for `rounds` times: each answer's status and how it was rendered. */
async function askAll(request: APIRequestContext, rounds: number) {
  const answers: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const page of PAGES) {
      const response = await request.get(
        brandUrl('sunsea', page).replace(/\/\/sunsea\.localhost:/, '//127.0.0.1:'),
        {
          headers: { host: new URL(brandUrl('sunsea')).host },
          maxRedirects: 0,
        },
      );
      answers.push(`${response.status()} ${response.headers()['x-storefront-render']}`);
    }
  }
  return answers;
}

test.describe.configure({ mode: 'serial' });

test('page routes are rendered by the pool behind nginx, with the CSP on every page', async ({
  request,
}) => {
  const answers = await askAll(request, 2);
  expect(new Set(answers)).toEqual(new Set(['200 server']));
  const page = await request.get(
    brandUrl('sunsea', '/').replace(/\/\/sunsea\.localhost:/, '//127.0.0.1:'),
    {
      headers: { host: new URL(brandUrl('sunsea')).host },
    },
  );
  // scripts: none inline, no eval (the page's server state is JSON that does not run)
  const scripts = /script-src [^;]*/.exec(page.headers()['content-security-policy'] ?? '')?.[0];
  expect(scripts).toMatch(/^script-src 'self'/);
  expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
});

test('with one render process down, every page is still answered by the other', async ({
  request,
}) => {
  await stopServer('render1');
  try {
    const answers = await askAll(request, 4);
    expect(new Set(answers)).toEqual(new Set(['200 server']));
  } finally {
    await startServer('render1');
  }
  // nginx tries a process that failed again once its fail_timeout (2 s) has passed
  await new Promise((resolve) => setTimeout(resolve, 2500));
  await stopServer('render2');
  try {
    const answers = await askAll(request, 2);
    expect(new Set(answers)).toEqual(new Set(['200 server']));
  } finally {
    await startServer('render2');
  }
});

test('a render process restarted under load loses no request, and is back in service', async ({
  request,
}) => {
  const host = new URL(brandUrl('sunsea')).host;
  const url = brandUrl('sunsea', '/deals').replace(/\/\/sunsea\.localhost:/, '//127.0.0.1:');
  const answers: string[] = [];
  let loading = true;
  const load = Promise.all(
    Array.from({ length: 3 }, async () => {
      while (loading) {
        const response = await request.get(url, { headers: { host } });
        const whole = (await response.text()).trimEnd().endsWith('</html>');
        answers.push(`${response.status()} ${whole ? 'whole page' : 'cut short'}`);
      }
    }),
  );
  try {
    // SIGTERM (it drains), then a new process that warms up before it renders
    await stopServer('render1');
    await startServer('render1');
    // nginx tries it again once its fail_timeout has passed: it renders pages again
    await expect
      .poll(
        async () =>
          (await metricsOf(portOf('render1'))).get(
            'storefront_page_renders_total{outcome="server"}',
          ) ?? 0,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
  } finally {
    loading = false;
    await load;
  }
  expect(answers.length).toBeGreaterThan(10);
  expect(new Set(answers)).toEqual(new Set(['200 whole page']));
});

test('with every render process down, nginx answers the page that starts in the browser', async ({
  page,
  request,
}) => {
  await Promise.all(PAGE_SERVERS.map((server) => stopServer(server)));
  try {
    const response = await page.goto(brandUrl('sunsea', '/deals'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-storefront-render']).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
  } finally {
    await Promise.all(PAGE_SERVERS.map((server) => startServer(server)));
  }
  // back in service once nginx tries them again (fail_timeout): the specs after this one start
  // on a pool that renders
  await expect
    .poll(async () => (await askAll(request, 1)).join(), { timeout: 20_000 })
    .toBe(PAGES.map(() => '200 server').join());
});
