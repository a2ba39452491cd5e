import { parseManifest } from './manifest-check';
import type { RemotesManifest } from './manifest';
import { keepCanaryArms, requestedOverrides, sessionOverrides } from './overrides';
import { MANIFEST } from '../../testing/remotes-manifest';

const ALLOWED = 'https://overrides.example';
const manifest = (production = false): RemotesManifest =>
  parseManifest({ ...MANIFEST, production, overrides: { allowedOrigins: [ALLOWED] } });
const search = (...values: string[]) =>
  `?${values.map((v) => `remote-override=${encodeURIComponent(v)}`).join('&')}&destination=pmi`;

beforeEach(() => sessionStorage.clear());

describe("an address's overrides", () => {
  it('refuses an origin off the allow-list, a malformed one, and any in production', () => {
    const evil = 'http://evil.localhost:9/mf-manifest.json';
    expect(requestedOverrides(manifest(), search(`deals@${evil}`, 'nothing@x'))).toEqual({
      requested: true,
      overrides: [],
      refused: [
        { remote: 'deals', entry: evil, reason: 'origin' },
        { remote: 'nothing', entry: 'x', reason: 'malformed' },
      ],
    });
    const entry = `${ALLOWED}/deals/mf-manifest.json`;
    expect(requestedOverrides(manifest(true), search(`deals@${entry}`)).refused).toEqual([
      { remote: 'deals', entry, reason: 'production' },
    ]);
    // an allowed one out of production is taken, over those already kept
    const kept = [{ remote: 'search' as const, entry: `${ALLOWED}/search/mf-manifest.json` }];
    expect(requestedOverrides(manifest(), search(`deals@${entry}`), kept)).toEqual({
      requested: true,
      overrides: [...kept, { remote: 'deals', entry }],
      refused: [],
    });
    expect(requestedOverrides(manifest(), '?destination=pmi')).toEqual({
      requested: false,
      overrides: [],
      refused: [],
    });
  });

  it('reads no storage: the render server and the browser refuse the same', () => {
    const evil = `deals@http://evil.localhost:9/mf-manifest.json`;
    const address = new URL(`http://sunsea.localhost/deals${search(evil)}`);
    window.history.replaceState(null, '', `${address.pathname}${address.search}`);
    const server = requestedOverrides(manifest(), address.search);
    const browser = sessionOverrides(manifest());
    expect(browser.refused).toEqual(server.refused);
    // and the browser's address is then the one the server rendered at
    expect(window.location.search).toBe('?destination=pmi');
  });
});

describe("the session's canary arms, for a shared cache in front of the pages", () => {
  const cookies = () => document.cookie;
  const rolling = (percent: number): RemotesManifest => {
    const value = manifest();
    const deals = value.remotes.deals!;
    const [version] = Object.keys(deals.versions);
    deals.versions['9.9.9'] = deals.versions[version!]!;
    deals.default = { canary: { stable: version!, next: '9.9.9', percent } };
    return value;
  };
  afterEach(() => {
    document.cookie = 'Abp.AuthToken=; Max-Age=0; Path=/';
    document.cookie = 'storefront-canary=; Max-Age=0; Path=/';
  });

  it('are written for a session on a next arm, and taken away when none is', () => {
    document.cookie = 'Abp.AuthToken=session-1; Path=/';
    keepCanaryArms(rolling(100), 'sunsea.localhost');
    expect(cookies()).toContain('storefront-canary=deals~9.9.9');
    keepCanaryArms(rolling(0), 'sunsea.localhost');
    expect(cookies()).not.toContain('storefront-canary');
  });

  it('are none for a visitor without a session yet (the stable arms)', () => {
    keepCanaryArms(rolling(100), 'sunsea.localhost');
    expect(cookies()).not.toContain('storefront-canary');
  });
});
