import { createHarness, type Harness } from '../../testing/harness';

describe('media', () => {
  let sandbox: Harness;
  beforeAll(async () => {
    sandbox = await createHarness();
  });
  afterAll(() => sandbox.close());

  it('serves generated brand, hotel, destination, airline and payment pictures as SVG', async () => {
    for (const url of [
      '/media/brands/sunsea/logo.svg',
      '/media/brands/lastminute/favicon.svg',
      '/media/hotels/H-PMI-001/1.svg',
      '/media/destinations/PMI.svg',
      '/media/airlines/IB.svg',
      '/media/payment/card.svg',
    ]) {
      const response = await sandbox.request('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toMatch(/^<svg /);
    }
  });

  it('escapes text in pictures, so the script-named hotel cannot inject markup', async () => {
    const response = await sandbox.request('GET', '/media/hotels/H-FAO-XSS/1.svg');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script');
  });

  it('serves the external brand scripts as harmless JavaScript', async () => {
    const response = await sandbox.request('GET', '/media/scripts/lastminute-tealium.js');
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.body).toContain('window.__sandboxTagManagerLoaded = true');
  });

  it('answers 404 for media that does not exist', async () => {
    for (const url of [
      '/media/brands/nobrand/logo.svg',
      '/media/hotels/H-PMI-001/99.svg',
      '/media/scripts/evil.js',
    ]) {
      expect((await sandbox.request('GET', url)).statusCode).toBe(404);
    }
  });

  it('allows the storefront origins with credentials and no other origin', async () => {
    const allowed = await sandbox.request('GET', '/media/brands/sunsea/logo.svg', {
      headers: { origin: 'http://sunsea.localhost:3000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://sunsea.localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const loopback = await sandbox.request('GET', '/media/destinations/PMI.svg', {
      headers: { origin: 'http://127.0.0.1:8080' },
    });
    expect(loopback.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
    const foreign = await sandbox.request('GET', '/media/destinations/PMI.svg', {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
