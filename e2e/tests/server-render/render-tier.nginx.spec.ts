import { readFileSync } from 'node:fs';
import { expect, test } from '../../support/test';
import { brandUrl } from '../../support/env';
import {
  HOST_PORT,
  PAGE_SERVERS,
  metricsOf,
  nginxAccessLog,
  originOf,
  pageServerLog,
  portOf,
} from '../../support/render-tier';

/**
 * nginx in front of the render pool (STOREFRONT_SERVER=nginx STOREFRONT_RENDER=server): the
 * production configuration's headers, page routes spread over every render process, health and
 * metrics kept off the shop's address, and one request id from nginx's log to the process's.
 */

const HOST = new URL(brandUrl('sunsea')).host;
const onHost = (path: string) => `${originOf(HOST_PORT)}${path}`;

test('pages and files carry HSTS and a Permissions-Policy Chromium reads without a complaint', async ({
  page,
  request,
}) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/permissions.policy|feature policy/i.test(message.text())) complaints.push(message.text());
  });
  const response = await page.goto(brandUrl('sunsea', '/deals'));
  expect(response?.headers()['x-storefront-render']).toBe('server');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
  const headers = response!.headers();
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const policy = headers['permissions-policy'] ?? '';
  for (const feature of ['geolocation', 'payment', 'camera', 'microphone'])
    expect(policy).toContain(`${feature}=()`);
  // every feature named is one Chromium knows: it says nothing of the policy while loading
  expect(complaints).toEqual([]);
  // and it holds: the page cannot ask for the shopper's location
  expect(
    await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          navigator.geolocation.getCurrentPosition(
            () => resolve('located'),
            (error) => resolve(error.message),
          ),
        ),
    ),
  ).toMatch(/permissions policy/);
  const file = await request.get(onHost('/remotes.manifest.json'), { headers: { host: HOST } });
  expect(file.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(file.headers()['permissions-policy']).toBe(policy);
});

test("health and metrics are the render processes' own, not on the shop's address", async ({
  request,
}) => {
  for (const path of ['/healthz', '/readyz', '/metrics']) {
    expect((await request.get(onHost(path), { headers: { host: HOST } })).status(), path).toBe(404);
    for (const server of PAGE_SERVERS)
      expect((await request.get(`${originOf(portOf(server))}${path}`)).status()).toBe(200);
  }
});

test('page routes are spread over every render process of the pool', async ({ request }) => {
  const served = 'storefront_page_renders_total{outcome="server"}';
  const before = await Promise.all(
    PAGE_SERVERS.map(async (server) => (await metricsOf(portOf(server))).get(served) ?? 0),
  );
  for (let i = 0; i < PAGE_SERVERS.length * 4; i += 1)
    expect((await request.get(onHost('/F'), { headers: { host: HOST } })).status()).toBe(200);
  const after = await Promise.all(
    PAGE_SERVERS.map(async (server) => (await metricsOf(portOf(server))).get(served) ?? 0),
  );
  PAGE_SERVERS.forEach((server, i) => expect(after[i]!, server).toBeGreaterThan(before[i]!));
});

test("one request id in nginx's access log, the render process's log and the answer", async ({
  request,
}) => {
  const response = await request.get(onHost('/cart'), { headers: { host: HOST } });
  const id = response.headers()['x-request-id'] ?? '';
  // nginx's own $request_id: 32 hexadecimal digits
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  await expect
    .poll(() => readFileSync(nginxAccessLog(), 'utf8').includes(`"requestId":"${id}"`))
    .toBe(true);
  const access = readFileSync(nginxAccessLog(), 'utf8')
    .split('\n')
    .find((line) => line.includes(`"requestId":"${id}"`));
  const entry = JSON.parse(access!) as Record<string, string>;
  expect(entry).toMatchObject({ method: 'GET', path: '/cart', status: '200' });
  const port = Number(entry.upstream?.split(':').pop());
  expect(PAGE_SERVERS.map(portOf)).toContain(port);
  expect(pageServerLog().find((l) => l.requestId === id && l.msg === 'answered')).toMatchObject({
    url: '/cart',
    status: 200,
    render: 'server',
  });
});
