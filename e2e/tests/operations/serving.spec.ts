import { expect, test } from '@playwright/test';
import {
  HOST_PORT,
  RELEASES_ORIGIN,
  SERVER,
  STOREFRONT_URL,
  releaseEntry,
  remoteOrigin,
} from '../../support/env';

/**
 * Served as deployed (scripts/serve-static.mjs, or nginx with the generated configuration when
 * STOREFRONT_SERVER=nginx): hashed files cached for good, entries and manifests revalidated,
 * CORS for the host's origins, and with nginx the page's Content-Security-Policy.
 */
const HOST = `http://127.0.0.1:${HOST_PORT}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

test('remote files: hashed chunks immutable, entries and manifests revalidated, CORS for the host', async ({
  request,
}) => {
  const headers = { Origin: STOREFRONT_URL };
  for (const entry of [
    `${remoteOrigin('deals')}/mf-manifest.json`,
    releaseEntry('deals', '0.9.0'),
  ]) {
    const manifest = await request.get(entry, { headers });
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['etag']).toBeTruthy();
    expect(manifest.headers()['access-control-allow-origin']).toBe(STOREFRONT_URL);
    const published = (await manifest.json()) as {
      exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
    };
    const base = entry.replace(/mf-manifest\.json$/, '');
    const entryScript = await request.get(`${base}remoteEntry.js`, { headers });
    expect(entryScript.headers()['cache-control']).toBe('no-cache');
    const chunk = published.exposes.find((e) => e.path === './DealsScreen')!.assets.js.sync.at(-1)!;
    const hashed = await request.get(`${base}${chunk}`, { headers });
    expect(hashed.status()).toBe(200);
    expect(hashed.headers()['cache-control']).toBe(IMMUTABLE);
  }
  const page = await request.get(`${HOST}/remotes.manifest.json`);
  expect(page.headers()['cache-control']).toBe('no-cache');
  const deepLink = await request.get(`${HOST}/hotel-detail?hotelId=1`);
  expect(deepLink.headers()['content-type']).toMatch(/^text\/html/);
  expect((await request.get(`${HOST}/no-such-file.js`)).status()).toBe(404);
  if (SERVER === 'nginx') {
    // only the host's origins may read the remotes' files
    const other = await request.get(`${remoteOrigin('deals')}/mf-manifest.json`, {
      headers: { Origin: 'http://evil.example' },
    });
    expect(other.headers()['access-control-allow-origin']).toBeUndefined();
  }
});

test('the page runs under its Content-Security-Policy: no eval, scripts only from the manifest', async ({
  page,
}) => {
  test.skip(SERVER !== 'nginx', 'the Content-Security-Policy is nginx configuration');
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
  const response = await page.goto('/deals');
  const csp = response!.headers()['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1) ?? [];
  expect(csp).not.toContain('unsafe-eval');
  expect(directive('script-src')).toEqual(
    expect.arrayContaining([
      "'self'",
      remoteOrigin('search'),
      remoteOrigin('deals'),
      RELEASES_ORIGIN,
    ]),
  );
  expect(directive('script-src')).not.toContain('*');
  expect(directive('object-src')).toEqual(["'none'"]);

  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas', exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await nav.getByRole('link', { name: 'Vuelos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vuelos' })).toBeVisible();
  await nav.getByRole('link', { name: 'Carrito' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  // eval refused is the policy at work: zod 4 probes `Function("")` once per copy and, refused,
  // validates without compiling; nothing else (a script, a fetch, a style) may be refused
  expect(violations.filter((v) => !v.startsWith('script-src eval '))).toEqual([]);
});
