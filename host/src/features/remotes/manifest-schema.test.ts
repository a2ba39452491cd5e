/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { checkSchema, ManifestError } from './manifest';
import { validate } from './manifest-schema.generated.js';

const GENERATOR = path.join(__dirname, '../../../../scripts/remotes-schema.cjs');
// the generator's Ajv validator, as `pnpm remotes` would compile it in Node
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generator = require(GENERATOR) as {
  compileValidator: (options?: object, names?: string[]) => typeof validate;
};

const route = (path: string, expose: string) => ({ path, expose, callsAsShown: true });
const release = (routes: unknown[]) => ({
  versions: { '1.0.0': { entry: 'https://cdn.example/x/1.0.0/mf-manifest.json', routes } },
  default: '1.0.0',
});
const manifest = () => ({
  environment: 'production',
  production: true,
  remotes: {
    search: release([route('/', './LandingScreen')]),
    flights: release([route('/F', './FlightsScreen')]),
    cart: release([route('/cart', './CartScreen')]),
    deals: {
      ...release([route('/deals', './DealsScreen')]),
      default: { canary: { stable: '1.0.0', next: '1.0.0', percent: 10 } },
    },
  },
  brands: { 'members.localhost': { deals: '1.0.0' } },
  overrides: { allowedOrigins: ['https://preview.example'] },
});

describe('the remotes manifest schema', () => {
  it('compiles into the validator the host ships, kept up to date with the schema', () => {
    const check = spawnSync(process.execPath, [GENERATOR, '--check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('accepts a manifest with versions, routes, a canary and a brand pin', () => {
    expect(validate(manifest())).toBe(true);
    expect(generator.compileValidator()(manifest())).toBe(true);
  });

  it("takes the remotes from the workspace's declarations, not from the schema file", () => {
    const fewer = { ...manifest(), brands: {} } as { remotes: Record<string, unknown> };
    Reflect.deleteProperty(fewer.remotes, 'deals');
    expect(generator.compileValidator({}, ['search', 'flights', 'cart'])(fewer)).toBe(true);
    expect(generator.compileValidator()(fewer)).toBe(false);
  });

  type Manifest = ReturnType<typeof manifest>;
  const cart = (m: Manifest) => m.remotes.cart.versions['1.0.0'];

  it("accepts the integrity of a version's browser and server builds", () => {
    const value = manifest();
    Object.assign(cart(value), { integrity: 'sha384-abc=', serverIntegrity: 'sha384-def=' });
    expect(validate(value)).toBe(true);
    expect(generator.compileValidator()(value)).toBe(true);
  });

  it.each<[string, (m: Manifest) => void, string]>([
    ['an unknown top-level field', (m) => Object.assign(m, { remote: {} }), 'manifest'],
    [
      'a version without routes',
      (m) => Reflect.deleteProperty(cart(m), 'routes'),
      'remotes.cart.versions.1.0.0',
    ],
    [
      'a route with a parameter',
      (m) => Object.assign(cart(m).routes[0] as object, { path: '/cart/:id' }),
      'remotes.cart.versions.1.0.0.routes.0.path',
    ],
    [
      'a version name that is not x.y.z',
      (m) => Object.assign(m.remotes.cart.versions, { latest: cart(m) }),
      'remotes.cart.versions',
    ],
    ['a missing remote', (m) => Reflect.deleteProperty(m.remotes, 'flights'), 'remotes'],
    [
      'a remote the workspace does not declare',
      (m) => Object.assign(m.remotes, { payments: m.remotes.cart }),
      'remotes',
    ],
    [
      'a pin of an unknown remote',
      (m) => Object.assign(m.brands['members.localhost'], { payments: '1.0.0' }),
      'brands.members.localhost',
    ],
    [
      'a server integrity that is not a hash',
      (m) => Object.assign(cart(m), { serverIntegrity: 'md5-abc' }),
      'remotes.cart.versions.1.0.0.serverIntegrity',
    ],
    [
      'a canary above 100 %',
      (m) => (m.remotes.deals.default.canary.percent = 120),
      'remotes.deals.default',
    ],
  ])('refuses %s, naming where', (_label, change, where) => {
    const value = manifest();
    change(value);
    expect(validate(value)).toBe(false);
    expect(generator.compileValidator()(value)).toBe(false);
    expect(() => checkSchema(value, validate)).toThrow(ManifestError);
    expect(() => checkSchema(value, validate)).toThrow(
      new RegExp(`^${where.replace(/\./g, '\\.')}`),
    );
  });
});
