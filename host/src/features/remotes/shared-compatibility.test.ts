import { createInstance } from '@module-federation/enhanced/runtime';
import { sharedCompatibilityPlugin } from './shared-compatibility';
import type { SharedMismatch } from './shared-compatibility';

/**
 * Against the real federation runtime (@module-federation/runtime 2.x): a page whose host shares
 * react 19.3.1, and consumers asking for it with their own share configuration, as a remote's
 * federation instance does when its code needs react.
 */
function page(plugin: ReturnType<typeof sharedCompatibilityPlugin>) {
  const react = { version: '19.3.1' };
  return createInstance({
    name: `storefront_host_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    shared: {
      react: {
        version: '19.3.1',
        lib: () => react,
        shareConfig: { singleton: true, requiredVersion: '^19.3.1' },
      },
      'date-fns': {
        version: '4.4.0',
        lib: () => ({}),
        shareConfig: { singleton: false, requiredVersion: '^4.4.0' },
      },
    },
    plugins: [plugin],
  });
}

const consumer = (from: string, requiredVersion: string, singleton = true) => ({
  customShareInfo: { from, shareConfig: { singleton, requiredVersion } },
});

describe('shared compatibility plugin (resolveShare)', () => {
  let seen: SharedMismatch[];
  let instance: ReturnType<typeof page>;
  beforeEach(() => {
    seen = [];
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    instance = page(sharedCompatibilityPlugin((m) => seen.push(m)));
  });

  it('tells which container asked for which version of a singleton the page does not have', () => {
    const lib = instance.loadShareSync('react', consumer('storefront_deals', '^99.0.0'));
    expect(lib?.()).toEqual({ version: '19.3.1' }); // the page's one copy, all the same
    expect(seen).toEqual([
      {
        container: 'storefront_deals',
        pkg: 'react',
        required: '^99.0.0',
        provided: '19.3.1',
        providedBy: instance.options.name,
      },
    ]);
  });

  it('says nothing when the requirement is met', () => {
    instance.loadShareSync('react', consumer('storefront_flights', '^19.0.0'));
    instance.loadShareSync('react', consumer('storefront_cart', '*'));
    expect(seen).toEqual([]);
  });

  it('says it once per container, package and versions, however often the package is loaded', () => {
    for (let i = 0; i < 3; i += 1) {
      instance.loadShareSync('react', consumer('storefront_deals', '^99.0.0'));
    }
    instance.loadShareSync('react', consumer('storefront_search', '^99.0.0'));
    expect(seen.map((m) => m.container)).toEqual(['storefront_deals', 'storefront_search']);
  });

  it('leaves packages that are not singletons to the runtime (a remote then brings its own copy)', () => {
    instance.loadShareSync('date-fns', consumer('storefront_deals', '^3.0.0', false));
    expect(seen).toEqual([]);
  });

  it('never breaks loading when the listener throws', () => {
    const throwing = page(
      sharedCompatibilityPlugin(() => {
        throw new Error('reporting is down');
      }),
    );
    expect(() =>
      throwing.loadShareSync('react', consumer('storefront_deals', '^99.0.0')),
    ).not.toThrow();
  });
});
