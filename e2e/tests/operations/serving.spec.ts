import { expect, test } from '@playwright/test';
import { HOST_PORT, SERVER, STOREFRONT_URL, releaseEntry, remoteOrigin } from '../../support/env';

/**
 * Served as deployed (scripts/serve-static.mjs, or nginx with the generated configuration when
 * STOREFRONT_SERVER=nginx): hashed files cached for good, entries and manifests revalidated,
 * CORS for the host's origins (the nginx pass checks its Content-Security-Policy in
 * csp.nginx.spec.ts).
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
