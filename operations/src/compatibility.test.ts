import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_PATHS } from '../../host/src/app/routes';
import {
  checkManifest,
  checkPublished,
  formatReport,
  hostSharedFrom,
  usesOf,
} from './compatibility';
import type { CheckDeps } from './compatibility';
import { serverEntryOf } from '../../host/src/features/remotes/manifest';
import { parseManifest } from '../../host/src/features/remotes/manifest-check';
import { remoteEntryOf } from '../../host/src/features/remotes/published-manifest';
import type { PublishedManifest } from '../../host/src/features/remotes/published-manifest';

/**
 * Fixtures: the mf-manifest.json files our builds publish (trimmed to what the check reads):
 * the host, each remote at 1.0.0, and a deals 2.0.0 built for react ^99 without the deal
 * search screen (as e2e/fixtures/incompatible-deals is).
 */
const fixture = (name: string) =>
  readFileSync(path.join(__dirname, 'fixtures', `${name}.mf-manifest.json`), 'utf8');
const published = (name: string) => JSON.parse(fixture(name)) as PublishedManifest;

const CDN = 'https://cdn.example';
const entryOf = (remote: string, version: string) => `${CDN}/${remote}/${version}/mf-manifest.json`;
const ENTRY_SCRIPT = 'console.log("deals 1.0.0");';
const sha384 = (body: string) => `sha384-${createHash('sha384').update(body).digest('base64')}`;
/** Each version's server build: its container, in server/ beside its mf-manifest.json. */
const serverScript = (remote: string, version: string) => `exports.built = "${remote} ${version}";`;
const serverFiles = (remote: string, versions: string[]) =>
  Object.fromEntries(
    versions.map((v) => [serverEntryOf(entryOf(remote, v)), serverScript(remote, v)]),
  );

/** The network at its edge: each published file by URL. */
const files: Record<string, string> = {
  [entryOf('search', '1.0.0')]: fixture('search-1.0.0'),
  [entryOf('flights', '1.0.0')]: fixture('flights-1.0.0'),
  [entryOf('cart', '1.0.0')]: fixture('cart-1.0.0'),
  [entryOf('deals', '1.0.0')]: fixture('deals-1.0.0'),
  [`${CDN}/deals/1.0.0/remoteEntry.js`]: ENTRY_SCRIPT,
  [entryOf('deals', '2.0.0')]: fixture('deals-2.0.0'),
  // 0.9.0: the 1.0.0 build published under the wrong label
  [entryOf('deals', '0.9.0')]: fixture('deals-1.0.0'),
  [entryOf('deals', '0.8.0')]: '<!doctype html><title>Not found</title>',
  // a browser build published without its server build
  [entryOf('cart', '1.2.0')]: fixture('cart-1.0.0'),
  ...serverFiles('search', ['1.0.0']),
  ...serverFiles('flights', ['1.0.0', '1.1.0']),
  ...serverFiles('cart', ['1.0.0']),
  ...serverFiles('deals', ['1.0.0', '2.0.0', '0.9.0']),
};
const deps: CheckDeps = {
  read: async (url) => {
    const body = files[url];
    if (body === undefined) throw new Error('HTTP 404');
    return body;
  },
  digest: async (algorithm, body) =>
    `${algorithm}-${createHash(algorithm).update(body).digest('base64')}`,
};

const host = hostSharedFrom(published('host'));

/** The routes each remote's 1.0.0 serves (as its build declares them). */
const ROUTES: Record<string, Array<{ path: string; expose: string }>> = {
  search: [
    { path: '/', expose: './LandingScreen' },
    { path: '/DP', expose: './AccommodationScreen' },
    { path: '/hotel-detail', expose: './HotelDetailScreen' },
  ],
  flights: [{ path: '/F', expose: './FlightsScreen' }],
  cart: [
    { path: '/cart', expose: './CartScreen' },
    { path: '/checkout', expose: './CheckoutScreen' },
  ],
  deals: [
    { path: '/deals', expose: './DealsScreen' },
    { path: '/deal-search', expose: './DealSearchScreen' },
  ],
};

const version = (remote: string, v: string, extra: Record<string, unknown> = {}) => ({
  [v]: {
    entry: entryOf(remote, v),
    serverIntegrity: sha384(serverScript(remote, v)),
    routes: ROUTES[remote],
    ...extra,
  },
});
const goodManifest = {
  environment: 'production',
  production: true,
  remotes: {
    search: { versions: version('search', '1.0.0'), default: '1.0.0' },
    flights: { versions: version('flights', '1.0.0'), default: '1.0.0' },
    cart: { versions: version('cart', '1.0.0'), default: '1.0.0' },
    deals: {
      versions: version('deals', '1.0.0', { integrity: sha384(ENTRY_SCRIPT) }),
      default: '1.0.0',
    },
  },
  brands: {},
};

async function report(manifest: unknown) {
  return formatReport(await checkManifest(parseManifest(manifest), host, SHELL_PATHS, deps));
}

describe('remotes:check', () => {
  it('passes a manifest whose every version the host can serve', async () => {
    const { ok, lines } = await report(goodManifest);
    expect(ok).toBe(true);
    expect(lines).toEqual([
      'ok   search 1.0.0 [default]: 18 shared requirements met by the host (11 more the host does not use), every screen of its 3 routes present',
      'ok   flights 1.0.0 [default]: 18 shared requirements met by the host (11 more the host does not use), every screen of its 1 routes present',
      'ok   cart 1.0.0 [default]: 18 shared requirements met by the host (6 more the host does not use), every screen of its 2 routes present',
      'ok   deals 1.0.0 [default]: 19 shared requirements met by the host (3 more the host does not use), every screen of its 2 routes present',
      'All 4 remote versions are compatible with this host.',
    ]);
  });

  it('fails a brand pinned to a version built for another react and missing a screen, naming remote, version, package, required and provided', async () => {
    const { ok, lines } = await report({
      ...goodManifest,
      remotes: {
        ...goodManifest.remotes,
        deals: {
          versions: { ...goodManifest.remotes.deals.versions, ...version('deals', '2.0.0') },
          default: '1.0.0',
        },
      },
      brands: { 'punti.localhost': { deals: '2.0.0' } },
    });
    expect(ok).toBe(false);
    expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([
      'FAIL deals 2.0.0: shared "react" requires ^99.0.0, the host provides 19.3.1 (singleton)',
      'FAIL deals 2.0.0: does not expose ./DealSearchScreen, which its routes in the manifest need for /deal-search',
    ]);
    expect(lines.at(-1)).toBe('1 of 5 remote versions cannot be served with this host.');
  });

  it('fails an entry that is not a published mf-manifest.json, and one that is not there', async () => {
    const { ok, lines } = await report({
      ...goodManifest,
      remotes: {
        ...goodManifest.remotes,
        deals: {
          versions: { ...version('deals', '0.8.0'), ...version('deals', '0.7.0') },
          default: { canary: { stable: '0.8.0', next: '0.7.0', percent: 10 } },
        },
      },
    });
    expect(ok).toBe(false);
    const failures = lines.filter((l) => l.startsWith('FAIL'));
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(
      /^FAIL deals 0\.8\.0: cannot read https:\/\/cdn\.example\/deals\/0\.8\.0\/mf-manifest\.json: .*JSON/,
    );
    expect(failures[1]).toBe(
      `FAIL deals 0.7.0: cannot read ${entryOf('deals', '0.7.0')}: HTTP 404`,
    );
  });

  it('fails an entry whose remoteEntry.js does not match the manifest integrity', async () => {
    const wrong = `sha384-${'A'.repeat(64)}`;
    const { ok, lines } = await report({
      ...goodManifest,
      remotes: {
        ...goodManifest.remotes,
        deals: { versions: version('deals', '1.0.0', { integrity: wrong }), default: '1.0.0' },
      },
    });
    expect(ok).toBe(false);
    expect(lines[0]).toBe(
      `FAIL deals 1.0.0: remoteEntry.js does not match its integrity (manifest ${wrong}, file ${sha384(ENTRY_SCRIPT)})`,
    );
  });

  it('fails a version whose server/remoteEntry.js does not match its serverIntegrity', async () => {
    const wrong = `sha384-${'B'.repeat(64)}`;
    const { ok, lines } = await report({
      ...goodManifest,
      remotes: {
        ...goodManifest.remotes,
        deals: {
          versions: version('deals', '1.0.0', {
            integrity: sha384(ENTRY_SCRIPT),
            serverIntegrity: wrong,
          }),
          default: '1.0.0',
        },
      },
    });
    expect(ok).toBe(false);
    expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([
      `FAIL deals 1.0.0: server/remoteEntry.js does not match its serverIntegrity (manifest ${wrong}, file ${sha384(serverScript('deals', '1.0.0'))})`,
    ]);
  });

  it('fails a version whose server build is not beside its entry', async () => {
    const { ok, lines } = await report({
      ...goodManifest,
      remotes: {
        ...goodManifest.remotes,
        cart: {
          versions: version('cart', '1.2.0'),
          default: '1.2.0',
        },
      },
    });
    expect(ok).toBe(false);
    expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([
      `FAIL cart 1.2.0: cannot read ${CDN}/cart/1.2.0/server/remoteEntry.js: HTTP 404`,
    ]);
  });

  it('warns, without failing, when a version lists no serverIntegrity', async () => {
    const { ok, lines } = await report({
      ...goodManifest,
      remotes: {
        ...goodManifest.remotes,
        flights: {
          versions: version('flights', '1.0.0', { serverIntegrity: undefined }),
          default: '1.0.0',
        },
      },
    });
    expect(ok).toBe(true);
    expect(lines.filter((l) => !l.startsWith('ok'))).toEqual([
      'WARN flights 1.0.0: lists no serverIntegrity, its server build is not checked',
      'All 4 remote versions are compatible with this host.',
    ]);
  });

  it('warns, without failing, when a build calls itself another version than the manifest does', async () => {
    const { ok, lines } = await report({
      ...goodManifest,
      remotes: {
        ...goodManifest.remotes,
        deals: {
          versions: { ...goodManifest.remotes.deals.versions, ...version('deals', '0.9.0') },
          default: '1.0.0',
          lastKnownGood: '0.9.0',
        },
      },
    });
    expect(ok).toBe(true);
    expect(lines).toContain('WARN deals 0.9.0: its build calls itself version 1.0.0');
    expect(lines).toContain(
      'ok   deals 0.9.0 [last known good]: 19 shared requirements met by the host (3 more the host does not use), every screen of its 2 routes present',
    );
  });

  it('fails a version whose routes in the manifest differ from those its build declares', async () => {
    const { ok, lines } = await report({
      ...goodManifest,
      remotes: {
        ...goodManifest.remotes,
        deals: {
          versions: version('deals', '1.0.0', {
            routes: [{ path: '/deals', expose: './DealsScreen' }],
          }),
          default: '1.0.0',
        },
      },
    });
    expect(ok).toBe(false);
    expect(lines[0]).toBe(
      'FAIL deals 1.0.0: its routes in the manifest (/deals ./DealsScreen) differ from those its build declares (/deal-search ./DealSearchScreen, /deals ./DealsScreen)',
    );
  });

  it("fails a route that clashes with the shell's or another remote's, for the brands that would get it", async () => {
    const { ok, lines } = await report({
      ...goodManifest,
      remotes: {
        ...goodManifest.remotes,
        flights: {
          versions: {
            ...goodManifest.remotes.flights.versions,
            ...version('flights', '1.1.0', {
              routes: [
                { path: '/F', expose: './FlightsScreen' },
                { path: '/cart', expose: './FlightsScreen' },
                { path: '/search', expose: './FlightsScreen' },
              ],
            }),
          },
          default: '1.0.0',
        },
      },
      brands: { 'punti.localhost': { flights: '1.1.0' } },
    });
    expect(ok).toBe(false);
    expect(lines.filter((l) => l.includes('clashes'))).toEqual([
      "FAIL flights 1.1.0: route /cart clashes with cart 1.0.0's route (brand punti.localhost); the page would refuse it",
      'FAIL flights 1.1.0: route /search clashes with a route of the shell (brand punti.localhost); the page would refuse it',
      "FAIL cart 1.0.0: route /cart clashes with flights 1.1.0's route (brand punti.localhost); the page would refuse it",
    ]);
  });

  it('says where a manifest uses each version: default, canary arms, brand pins, last known good', () => {
    const manifest = parseManifest({
      ...goodManifest,
      remotes: {
        ...goodManifest.remotes,
        deals: {
          versions: {
            ...version('deals', '1.0.0'),
            ...version('deals', '1.1.0'),
            ...version('deals', '0.9.0'),
          },
          default: { canary: { stable: '1.0.0', next: '1.1.0', percent: 20 } },
          lastKnownGood: '0.9.0',
        },
      },
      brands: { 'punti.localhost': { deals: '0.9.0' } },
    });
    expect(Object.fromEntries(usesOf(manifest, 'deals'))).toEqual({
      '1.0.0': ['default (canary stable, 80 %)'],
      '1.1.0': ['default (canary next, 20 %)'],
      '0.9.0': ['brand punti.localhost', 'last known good'],
    });
  });

  it('checks a manifest without a remote, and one whose remote only a brand pins', async () => {
    const { deals: _deals, ...older } = goodManifest.remotes;
    const withoutDeals = await report({ ...goodManifest, remotes: older });
    expect(withoutDeals.ok).toBe(true);
    expect(withoutDeals.lines.at(-1)).toBe('All 3 remote versions are compatible with this host.');
    const { default: _none, ...pinnedOnly } = goodManifest.remotes.deals;
    const pinned = await report({
      ...goodManifest,
      remotes: { ...goodManifest.remotes, deals: pinnedOnly },
      brands: { 'members.localhost': { deals: '1.0.0' } },
    });
    expect(pinned.ok).toBe(true);
    expect(pinned.lines).toContain(
      'ok   deals 1.0.0 [brand members.localhost]: 19 shared requirements met by the host (3 more the host does not use), every screen of its 2 routes present',
    );
  });

  it('takes a non-singleton mismatch as the remote loading its own copy, not a failure', () => {
    const result = checkPublished(
      'deals',
      '1.0.0',
      {
        shared: [
          { name: 'date-fns', version: '3.0.0', singleton: false, requiredVersion: '^3.0.0' },
        ],
      },
      { 'date-fns': { version: '4.4.0', singleton: false } },
      [],
    );
    expect(result.problems).toEqual([]);
  });

  it('finds remoteEntry.js beside the entry, or under an explicit public path', () => {
    expect(remoteEntryOf(entryOf('deals', '1.0.0'), published('deals-1.0.0'))).toBe(
      `${CDN}/deals/1.0.0/remoteEntry.js`,
    );
    expect(
      remoteEntryOf(entryOf('deals', '1.0.0'), {
        metaData: {
          publicPath: 'https://static.example/deals/',
          remoteEntry: { name: 'entry.js', path: 'js/' },
        },
      }),
    ).toBe('https://static.example/deals/js/entry.js');
  });
});
