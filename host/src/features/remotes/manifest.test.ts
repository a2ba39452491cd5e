import {
  canaryBucket,
  canaryKey,
  completeManifest,
  ManifestError,
  overrideAllowed,
  resolveRemotes,
  serverEntryOf,
  unservedRemotes,
} from './manifest';
import type { CheckedManifest } from './manifest';
import { parseManifest } from './manifest-check';

const entry = (port: number, version: string) => ({
  entry: `http://127.0.0.1:${port}/${version}/mf-manifest.json`,
  routes: [{ path: `/screen-${port}`, expose: './Screen' }],
});

function manifest(overrides: Record<string, unknown> = {}) {
  return {
    environment: 'test',
    remotes: {
      search: {
        versions: { '1.0.0': entry(1, '1.0.0'), '0.9.0': entry(1, '0.9.0') },
        default: '1.0.0',
        lastKnownGood: '0.9.0',
      },
      flights: { versions: { '2.0.0': entry(2, '2.0.0') }, default: '2.0.0' },
      cart: { versions: { '1.0.0': entry(3, '1.0.0') }, default: '1.0.0' },
      deals: { versions: { '1.0.0': entry(4, '1.0.0') }, default: '1.0.0' },
    },
    ...overrides,
  };
}

describe('remotes manifest', () => {
  it('gives every remote its environment default with the last-known-good as fallback', () => {
    const resolved = resolveRemotes(parseManifest(manifest()), 'sunsea.localhost');
    expect(resolved.map((r) => [r.name, r.container, r.version, r.chosenBy])).toEqual([
      ['search', 'storefront_search', '1.0.0', 'default'],
      ['flights', 'storefront_flights', '2.0.0', 'default'],
      ['cart', 'storefront_cart', '1.0.0', 'default'],
      ['deals', 'storefront_deals', '1.0.0', 'default'],
    ]);
    expect(resolved[0]?.fallback).toEqual({
      version: '0.9.0',
      entry: 'http://127.0.0.1:1/0.9.0/mf-manifest.json',
    });
    expect(resolved[1]?.fallback).toBeUndefined();
  });

  it('applies a brand pin on top of the environment default, for that brand only', () => {
    const parsed = parseManifest(manifest({ brands: { 'punti.localhost': { search: '0.9.0' } } }));
    const pinned = resolveRemotes(parsed, 'punti.localhost')[0];
    expect(pinned).toMatchObject({
      version: '0.9.0',
      chosenBy: 'brand',
      entry: 'http://127.0.0.1:1/0.9.0/mf-manifest.json',
    });
    expect(pinned?.fallback).toBeUndefined(); // already on the last-known-good
    expect(resolveRemotes(parsed, 'sunsea.localhost')[0]).toMatchObject({
      version: '1.0.0',
      chosenBy: 'default',
    });
  });

  it.each([
    ['no remotes object', { environment: 'x' }, /"remotes" object/],
    [
      'a default that is not listed',
      manifest({
        remotes: {
          ...manifest().remotes,
          cart: { versions: { '1.0.0': entry(3, '1') }, default: '3.0.0' },
        },
      }),
      /remotes\.cart\.default: no version "3\.0\.0" of remote "cart"/,
    ],
    [
      'an entry that is not an http URL',
      manifest({
        remotes: {
          ...manifest().remotes,
          cart: {
            versions: { '1.0.0': { entry: 'javascript:alert(1)', routes: [] } },
            default: '1.0.0',
          },
        },
      }),
      /http\(s\) URL/,
    ],
    [
      'a brand pin to an unknown version',
      manifest({ brands: { b: { search: '5.0.0' } } }),
      /no version "5.0.0"/,
    ],
    [
      'a brand pin to an unknown remote',
      manifest({ brands: { b: { payments: '1.0.0' } } }),
      /brands\.b\.payments: no remote "payments" in "remotes"/,
    ],
  ])('rejects %s with a message naming it', (_label, value, message) => {
    expect(() => parseManifest(value)).toThrow(ManifestError);
    expect(() => parseManifest(value)).toThrow(message);
  });

  it('serves a manifest written before a remote existed: the others as it says, that one nowhere', () => {
    const { deals: _deals, ...older } = manifest().remotes;
    const parsed = parseManifest(manifest({ remotes: older }));
    expect(resolveRemotes(parsed, 'sunsea.localhost').map((r) => r.name)).toEqual([
      'search',
      'flights',
      'cart',
    ]);
    expect(unservedRemotes(parsed, 'sunsea.localhost')).toEqual([
      { name: 'deals', why: 'no-version' },
    ]);
  });

  it('ignores a remote this host does not know, and its pins, and says so', () => {
    const newer = manifest({
      remotes: {
        ...manifest().remotes,
        activities: { versions: { '1.0.0': entry(5, '1.0.0') }, default: '1.0.0' },
      },
      brands: { 'punti.localhost': { activities: '1.0.0', search: '0.9.0' } },
    });
    const parsed = parseManifest(newer);
    expect(parsed.ignored).toEqual(['activities']);
    expect(Object.keys(parsed.remotes)).toEqual(['search', 'flights', 'cart', 'deals']);
    expect(parsed.brands).toEqual({ 'punti.localhost': { search: '0.9.0' } });
    expect(resolveRemotes(parsed, 'punti.localhost').map((r) => [r.name, r.version])).toEqual([
      ['search', '0.9.0'],
      ['flights', '2.0.0'],
      ['cart', '1.0.0'],
      ['deals', '1.0.0'],
    ]);
    expect(unservedRemotes(parsed, 'punti.localhost')).toEqual([
      { name: 'activities', why: 'unknown' },
    ]);
  });

  it('serves a remote without an environment default only to the brands that pin it', () => {
    const { default: _none, ...deals } = manifest().remotes.deals;
    const parsed = parseManifest(
      manifest({
        remotes: { ...manifest().remotes, deals },
        brands: { 'members.localhost': { deals: '1.0.0' } },
      }),
    );
    expect(resolveRemotes(parsed, 'members.localhost')[3]).toMatchObject({
      name: 'deals',
      version: '1.0.0',
      chosenBy: 'brand',
    });
    expect(resolveRemotes(parsed, 'sunsea.localhost').map((r) => r.name)).not.toContain('deals');
    expect(unservedRemotes(parsed, 'sunsea.localhost')).toEqual([
      { name: 'deals', why: 'no-version' },
    ]);
    expect(unservedRemotes(parsed, 'members.localhost')).toEqual([]);
  });
});

describe('layers, canary and overrides', () => {
  const withCanary = () =>
    parseManifest(
      manifest({
        remotes: {
          ...manifest().remotes,
          search: {
            versions: {
              '1.0.0': entry(1, '1.0.0'),
              '1.1.0': entry(1, '1.1.0'),
              '0.9.0': entry(1, '0.9.0'),
            },
            default: { canary: { stable: '1.0.0', next: '1.1.0', percent: 30 } },
            lastKnownGood: '0.9.0',
          },
        },
        brands: { 'punti.localhost': { search: '0.9.0' } },
        overrides: { allowedOrigins: ['http://127.0.0.1:5101'] },
      }),
    );

  it('splits visitors by percent and keeps each visitor in the same bucket', () => {
    const parsed = withCanary();
    const seeds = Array.from({ length: 1000 }, (_, i) => `visitor-${i}`);
    const onNext = seeds.filter(
      (seed) =>
        resolveRemotes(parsed, 'sunsea.localhost', { visitorSeed: seed })[0]?.version === '1.1.0',
    );
    expect(onNext.length).toBeGreaterThan(240);
    expect(onNext.length).toBeLessThan(360);
    for (const seed of seeds.slice(0, 50)) {
      const first = resolveRemotes(parsed, 'sunsea.localhost', { visitorSeed: seed })[0];
      const again = resolveRemotes(parsed, 'sunsea.localhost', { visitorSeed: seed })[0];
      expect(again).toEqual(first);
      expect(first?.chosenBy).toBe('canary');
      expect(first?.canary).toMatchObject({
        arm: first?.version === '1.1.0' ? 'next' : 'stable',
        percent: 30,
        pinned: false,
      });
      expect(first?.canary?.bucket).toBe(canaryBucket(seed, 'search'));
    }
  });

  it('puts a visitor without a session yet on the stable arm, even of a canary at 100 %', () => {
    const parsed = withCanary();
    parsed.brands['punti.localhost'] = {
      search: { canary: { stable: '0.9.0', next: '1.1.0', percent: 100 } },
    };
    for (const brand of ['sunsea.localhost', 'punti.localhost'])
      expect(resolveRemotes(parsed, brand, { visitorSeed: '' })[0]).toMatchObject({
        version: brand === 'sunsea.localhost' ? '1.0.0' : '0.9.0',
        canary: { arm: 'stable' },
      });
    expect(canaryKey(resolveRemotes(parsed, 'punti.localhost', { visitorSeed: '' }))).toBe('');
  });

  it("names a page's next arms in one key, and resolves the arms a key gives as they are", () => {
    const parsed = withCanary();
    const seeds = Array.from({ length: 200 }, (_, i) => `visitor-${i}`);
    const keys = new Set(
      seeds.map((seed) =>
        canaryKey(resolveRemotes(parsed, 'sunsea.localhost', { visitorSeed: seed })),
      ),
    );
    expect([...keys].sort()).toEqual(['', 'search~1.1.0']);
    for (const seed of seeds.slice(0, 40)) {
      const own = resolveRemotes(parsed, 'sunsea.localhost', { visitorSeed: seed });
      // another session, on the arms the page's key gives, resolves the same versions
      const given = resolveRemotes(parsed, 'sunsea.localhost', {
        visitorSeed: 'another-session',
        nextArms: canaryKey(own),
      });
      expect(given.map((r) => r.version)).toEqual(own.map((r) => r.version));
    }
    // a key of another release's next version is no arm of this one's
    expect(
      resolveRemotes(parsed, 'sunsea.localhost', { nextArms: 'search~2.0.0' })[0]?.version,
    ).toBe('1.0.0');
  });

  it("splits a brand pinned to a canary, and says the split is the brand's", () => {
    const parsed = withCanary();
    parsed.brands['punti.localhost'] = {
      search: { canary: { stable: '0.9.0', next: '1.1.0', percent: 100 } },
    };
    expect(resolveRemotes(parsed, 'punti.localhost', { visitorSeed: 'x' })[0]).toMatchObject({
      version: '1.1.0',
      chosenBy: 'canary',
      canary: { arm: 'next', percent: 100, pinned: true },
    });
  });

  it('lets a brand pin win over the canary default', () => {
    expect(resolveRemotes(withCanary(), 'punti.localhost', { visitorSeed: 'x' })[0]).toMatchObject({
      version: '0.9.0',
      chosenBy: 'brand',
    });
  });

  it('takes an override only from an allowed origin, and over everything else', () => {
    const parsed = withCanary();
    const allowed = resolveRemotes(parsed, 'punti.localhost', {
      overrides: [{ remote: 'search', entry: 'http://127.0.0.1:5101/mf-manifest.json' }],
    })[0];
    expect(allowed).toMatchObject({
      chosenBy: 'override',
      entry: 'http://127.0.0.1:5101/mf-manifest.json',
      fallback: { version: '0.9.0' },
    });
    const refused = resolveRemotes(parsed, 'punti.localhost', {
      overrides: [{ remote: 'search', entry: 'https://evil.example/mf-manifest.json' }],
    })[0];
    expect(refused).toMatchObject({ chosenBy: 'brand', version: '0.9.0' });
  });

  it('refuses plain-http overrides in production', () => {
    const parsed = { ...withCanary(), production: true };
    expect(overrideAllowed(parsed, 'http://127.0.0.1:5101/mf-manifest.json')).toBe(false);
  });

  it.each([
    [
      'a canary next that is not listed',
      { default: { canary: { stable: '1.0.0', next: '9.9.9', percent: 5 } } },
      /canary next "9.9.9"/,
    ],
    [
      'a canary percent above 100',
      { default: { canary: { stable: '1.0.0', next: '1.0.0', percent: 150 } } },
      /between 0 and 100/,
    ],
    [
      'an integrity that is not a hash',
      {
        default: '1.0.0',
        versions: { '1.0.0': { entry: 'http://x/m.json', integrity: 'md5-abc', routes: [] } },
      },
      /integrity/,
    ],
    [
      'a server integrity that is not a hash',
      {
        default: '1.0.0',
        versions: {
          '1.0.0': { entry: 'http://x/m.json', serverIntegrity: 'sha1-abc', routes: [] },
        },
      },
      /"serverIntegrity" must be sha256-, sha384- or sha512-/,
    ],
  ])('rejects %s', (_label, change, message) => {
    const base = manifest();
    const value = {
      ...base,
      remotes: { ...base.remotes, search: { ...base.remotes.search, ...change } },
    };
    expect(() => parseManifest(value)).toThrow(message);
  });
});

describe('server builds', () => {
  it("finds a version's server entry in the folder of its browser entry", () => {
    expect(serverEntryOf('https://cdn.example/deals/1.1.0/mf-manifest.json')).toBe(
      'https://cdn.example/deals/1.1.0/server/remoteEntry.js',
    );
    expect(serverEntryOf('http://127.0.0.1:4104/mf-manifest.json')).toBe(
      'http://127.0.0.1:4104/server/remoteEntry.js',
    );
    expect(serverEntryOf('https://cdn.example/deals/1.1.0/mf-manifest.json?v=2#top')).toBe(
      'https://cdn.example/deals/1.1.0/server/remoteEntry.js',
    );
  });

  it("carries the chosen version's and its last-known-good's server integrity", () => {
    const base = manifest();
    const parsed = parseManifest({
      ...base,
      remotes: {
        ...base.remotes,
        search: {
          ...base.remotes.search,
          versions: {
            '1.0.0': { ...entry(1, '1.0.0'), integrity: 'sha384-b1', serverIntegrity: 'sha384-s1' },
            '0.9.0': { ...entry(1, '0.9.0'), serverIntegrity: 'sha384-s09' },
          },
        },
      },
    });
    const [search, flights] = resolveRemotes(parsed, 'sunsea.localhost');
    expect(search).toMatchObject({
      version: '1.0.0',
      integrity: 'sha384-b1',
      serverIntegrity: 'sha384-s1',
      fallback: {
        version: '0.9.0',
        entry: 'http://127.0.0.1:1/0.9.0/mf-manifest.json',
        serverIntegrity: 'sha384-s09',
      },
    });
    expect(search?.fallback).not.toHaveProperty('integrity');
    expect(flights).not.toHaveProperty('serverIntegrity');
  });

  it('gives an override no server integrity: the manifest does not know its build', () => {
    const base = manifest({ overrides: { allowedOrigins: ['http://127.0.0.1:9'] } });
    const parsed = parseManifest({
      ...base,
      remotes: {
        ...base.remotes,
        deals: {
          versions: { '1.0.0': { ...entry(4, '1.0.0'), serverIntegrity: 'sha384-s4' } },
          default: '1.0.0',
        },
      },
    });
    const deals = resolveRemotes(parsed, 'sunsea.localhost', {
      overrides: [{ remote: 'deals', entry: 'http://127.0.0.1:9/mf-manifest.json' }],
    }).find((r) => r.name === 'deals');
    expect(deals).toMatchObject({ chosenBy: 'override' });
    expect(deals).not.toHaveProperty('serverIntegrity');
  });
});

describe('routes of each version', () => {
  const withRoutes = (routes: unknown) => {
    const base = manifest();
    return {
      ...base,
      remotes: {
        ...base.remotes,
        deals: {
          versions: {
            '1.0.0': entry(4, '1.0.0'),
            '1.1.0': { entry: 'http://127.0.0.1:4/1.1.0/mf-manifest.json', routes },
          },
          default: '1.0.0',
        },
      },
      brands: { 'punti.localhost': { deals: '1.1.0' } },
    };
  };

  it('gives each remote the routes of the version chosen for the brand', () => {
    const parsed = parseManifest(
      withRoutes([
        { path: '/deals', expose: './DealsScreen', callsAsShown: true },
        { path: '/deals/weekend', expose: './WeekendScreen' },
      ]),
    );
    const deals = (brand: string) => resolveRemotes(parsed, brand).find((r) => r.name === 'deals');
    expect(deals('punti.localhost')?.routes).toEqual([
      { path: '/deals', expose: './DealsScreen', callsAsShown: true },
      { path: '/deals/weekend', expose: './WeekendScreen' },
    ]);
    expect(deals('sunsea.localhost')?.routes).toEqual([{ path: '/screen-4', expose: './Screen' }]);
  });

  it.each([
    ['a version without routes', undefined, /"routes" must be a list/],
    ['a path with a parameter', [{ path: '/deals/:id', expose: './S' }], /fixed "path"/],
    ['a wildcard path', [{ path: '*', expose: './S' }], /fixed "path"/],
    ['a screen that is not ./Name', [{ path: '/d', expose: 'DealsScreen' }], /"expose"/],
    [
      'one path twice',
      [
        { path: '/d', expose: './A' },
        { path: '/d', expose: './B' },
      ],
      /route \/d twice/,
    ],
  ])('rejects %s', (_label, routes, message) => {
    expect(() => parseManifest(withRoutes(routes))).toThrow(message);
  });
});

test('a manifest the render server completed, as its page carries it, still says what was ignored', () => {
  const parsed = parseManifest(
    manifest({
      remotes: {
        ...manifest().remotes,
        activities: { versions: { '1.0.0': entry(5, '1.0.0') }, default: '1.0.0' },
      },
    }),
  );
  const carried = JSON.parse(JSON.stringify(parsed)) as CheckedManifest;
  expect(completeManifest(carried)).toEqual(parsed);
});
