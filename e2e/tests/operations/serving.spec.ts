import { expect, test } from '../../support/test';
import {
  HOST_ORIGIN,
  RENDER,
  SERVER,
  STOREFRONT_URL,
  releaseEntry,
  remoteOrigin,
} from '../../support/env';

/**
 * Served as deployed (the render server, host/server/main.mjs, and scripts/serve-static.mjs for
 * the remotes; or nginx with the generated configuration when STOREFRONT_SERVER=nginx): hashed
 * files cached for good, entries and manifests revalidated, CORS for the host's origins (the
 * nginx pass checks its Content-Security-Policy in csp.nginx.spec.ts).
 */
const HOST = HOST_ORIGIN;
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

test('code, styles, translations and manifests are sent gzip-compressed', async ({ request }) => {
  const headers = { 'Accept-Encoding': 'gzip', Origin: STOREFRONT_URL };
  for (const url of [
    `${HOST}/main.js`,
    `${HOST}/i18n/es.json`,
    `${HOST}/remotes.manifest.json`,
    `${remoteOrigin('search')}/remoteEntry.js`,
    `${remoteOrigin('search')}/mf-manifest.json`,
    `${remoteOrigin('search')}/locales/es.json`,
  ]) {
    const response = await request.get(url, { headers });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-encoding'], url).toBe('gzip');
    // and what arrives is the file itself
    expect((await response.body()).length, url).toBeGreaterThan(100);
  }
});

test('to a browser that takes brotli, the build sends its brotli forms: the same files, smaller', async ({
  request,
}) => {
  const entry = await request.get(`${remoteOrigin('search')}/mf-manifest.json`);
  const published = (await entry.json()) as {
    exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
  };
  const chunk = published.exposes.find((e) => e.path === './AccommodationScreen')!.assets.js
    .sync[0]!;
  // a page the render server answers is no file of the build: it is compressed on the way (gzip)
  const pages = [`${HOST}/`, `${HOST}/hotel-detail?hotelId=1`];
  if (RENDER === 'server')
    for (const url of pages) {
      const page = await request.get(url, {
        headers: { 'Accept-Encoding': 'br, gzip', Origin: STOREFRONT_URL },
      });
      expect(page.headers()['content-encoding'], url).toBe('gzip');
    }
  for (const url of [
    ...(RENDER === 'client' ? pages : []),
    `${HOST}/main.js`,
    `${HOST}/i18n/es.json`,
    `${remoteOrigin('search')}/remoteEntry.js`,
    `${remoteOrigin('search')}/${chunk}`,
    `${remoteOrigin('search')}/locales/es.json`,
  ]) {
    const brotli = await request.get(url, {
      headers: { 'Accept-Encoding': 'br, gzip', Origin: STOREFRONT_URL },
    });
    expect(brotli.status(), url).toBe(200);
    expect(brotli.headers()['content-encoding'], url).toBe('br');
    expect(brotli.headers()['vary'] ?? '', url).toMatch(/accept-encoding/i);
    const gzip = await request.get(url, {
      headers: { 'Accept-Encoding': 'gzip', Origin: STOREFRONT_URL },
    });
    expect(gzip.headers()['content-encoding'], url).toBe('gzip');
    // what arrives, once decoded, is the very file the gzip answer carries
    expect((await brotli.body()).equals(await gzip.body()), url).toBe(true);
  }
});

test(
  "the page preloads the shell's start-up code, and runs every file it preloads",
  { tag: '@client-render' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const preloads = await page
      .locator('head link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    // the shell's code (its entry, its start-up, its frame), its libraries, its @storefront/shared
    // modules, and, as this page makes the start-up's calls itself, their modules and zod
    expect(preloads.map((href) => new URL(href).pathname)).toEqual([
      expect.stringMatching(/^\/shell\.[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^\/shell-start\.[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^\/shell-ui\.[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^\/shell-libraries\.[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^\/shell-shared\.[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^\/shell-calls\.[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^\/zod\.[0-9a-f]{8}\.js$/),
    ]);
    // a preloaded chunk that nothing ran would be bytes for nothing: each file's chunks are in
    // the page's webpack chunk registry
    const unused = await page.evaluate(async (urls) => {
      const registry =
        (window as unknown as Record<string, Array<[Array<string | number>]> | undefined>)[
          'webpackChunkstorefront_host'
        ] ?? [];
      const ran = new Set(registry.flatMap(([ids]) => ids.map(String)));
      const missing: string[] = [];
      for (const url of urls) {
        const code = await (await fetch(url)).text();
        const ids = /\.push\(\[\[([^\]]+)\]/.exec(code)?.[1]?.split(',') ?? [];
        if (ids.length === 0 || !ids.every((id) => ran.has(id.replace(/"/g, ''))))
          missing.push(url);
      }
      return missing;
    }, preloads);
    expect(unused).toEqual([]);
    // the shell's stylesheet is fetched beside its code, and applied: nothing waits for the code
    // to ask for it
    const styles = await page
      .locator('head link[rel="preload"][as="style"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(styles).toEqual([expect.stringMatching(/^\/shell-ui\.[0-9a-f]{8}\.css$/)]);
    const applied = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => (sheet.href ? new URL(sheet.href).pathname : null)),
    );
    expect(applied).toContain(styles[0]);
  },
);
