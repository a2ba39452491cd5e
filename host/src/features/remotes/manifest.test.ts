import { ManifestError, parseManifest, resolveRemotes } from './manifest';

const entry = (port: number, version: string) => ({
  entry: `http://127.0.0.1:${port}/${version}/mf-manifest.json`,
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
      'a missing remote',
      manifest({ remotes: { ...manifest().remotes, deals: undefined } }),
      /remote "deals"/,
    ],
    [
      'a default that is not listed',
      manifest({
        remotes: {
          ...manifest().remotes,
          cart: { versions: { '1.0.0': entry(3, '1') }, default: '3.0.0' },
        },
      }),
      /default version "3.0.0"/,
    ],
    [
      'an entry that is not an http URL',
      manifest({
        remotes: {
          ...manifest().remotes,
          cart: { versions: { '1.0.0': { entry: 'javascript:alert(1)' } }, default: '1.0.0' },
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
      /unknown remote "payments"/,
    ],
  ])('rejects %s with a message naming it', (_label, value, message) => {
    expect(() => parseManifest(value)).toThrow(ManifestError);
    expect(() => parseManifest(value)).toThrow(message);
  });
});
