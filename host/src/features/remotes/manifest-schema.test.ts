/**
 * @jest-environment node
 */
import { manifestJsonSchema, SCHEMA_ID } from './manifest-json-schema';
import { ManifestError, manifestChecker } from './manifest-schema';

const REMOTES = ['search', 'flights', 'cart', 'deals'];
const check = manifestChecker(REMOTES);

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
      default: {
        canary: { stable: '1.0.0', next: '1.0.0', percent: 10, watch: { minPageViews: 200 } },
      },
    },
  },
  brands: { 'members.localhost': { deals: '1.0.0' } },
  overrides: { allowedOrigins: ['https://preview.example'] },
});

type Manifest = ReturnType<typeof manifest>;
const cart = (m: Manifest) => m.remotes.cart.versions['1.0.0'];
const deals = (m: Manifest) => m.remotes.deals.versions['1.0.0'];

/** Changes the schema itself refuses, each with the start of the message that names where. */
const REFUSED: Array<[string, (m: Manifest) => void, string]> = [
  ['an unknown top-level field', (m) => Object.assign(m, { remote: {} }), 'manifest: must NOT'],
  ['no remotes object', (m) => Reflect.deleteProperty(m, 'remotes'), 'remotes: the manifest needs'],
  [
    'a version without routes',
    (m) => Reflect.deleteProperty(cart(m), 'routes'),
    'remotes.cart.versions.1.0.0.routes: "routes" must be a list',
  ],
  [
    'an unknown field of a version',
    (m) => Object.assign(cart(m), { owner: 'team-cart' }),
    'remotes.cart.versions.1.0.0: must NOT have additional properties',
  ],
  [
    'an entry that is not an http URL',
    (m) => Object.assign(cart(m), { entry: 'javascript:alert(1)' }),
    'remotes.cart.versions.1.0.0.entry: "entry" must be an http(s) URL',
  ],
  [
    'a route with a parameter',
    (m) => Object.assign(cart(m).routes[0] as object, { path: '/cart/:id' }),
    'remotes.cart.versions.1.0.0.routes.0.path: a route needs a fixed "path"',
  ],
  [
    'a screen that is not ./Name',
    (m) => Object.assign(cart(m).routes[0] as object, { expose: 'CartScreen' }),
    'remotes.cart.versions.1.0.0.routes.0.expose: "expose" must be ./<Screen>',
  ],
  [
    'a version name that is not x.y.z',
    (m) => Object.assign(m.remotes.cart.versions, { latest: cart(m) }),
    'remotes.cart.versions: "latest" must be a version x.y.z',
  ],
  [
    'a remote whose name is not a name',
    (m) => Object.assign(m.remotes, { 'Cart Two': m.remotes.cart }),
    'remotes: "Cart Two" must be a remote\'s name',
  ],
  [
    'a pin that is neither a version nor a canary split',
    (m) => Object.assign(m.brands['members.localhost'], { deals: 1 }),
    'brands.members.localhost.deals: must be a version or a canary split',
  ],
  [
    'a server integrity that is not a hash',
    (m) => Object.assign(cart(m), { serverIntegrity: 'md5-abc' }),
    'remotes.cart.versions.1.0.0.serverIntegrity: "serverIntegrity" must be sha256-',
  ],
  [
    'a canary above 100 %',
    (m) => (m.remotes.deals.default.canary.percent = 120),
    'remotes.deals.default.canary.percent: canary percent must be between 0 and 100',
  ],
  [
    'a canary arm that is no version',
    (m) => (m.remotes.deals.default.canary.next = 'latest'),
    'remotes.deals.default.canary.next: must be a version x.y.z',
  ],
  [
    'a watch rule out of its range',
    (m) => Object.assign(m.remotes.deals.default.canary.watch, { maxErrorRate: 2 }),
    'remotes.deals.default.canary.watch.maxErrorRate: must be at most 1',
  ],
  [
    'a watch without its minimum of page views',
    (m) => Reflect.deleteProperty(m.remotes.deals.default.canary.watch, 'minPageViews'),
    'remotes.deals.default.canary.watch.minPageViews: is required',
  ],
  [
    'an allowed origin with a path',
    (m) => (m.overrides.allowedOrigins[0] = 'https://preview.example/x'),
    'overrides.allowedOrigins.0: must be an origin',
  ],
];

/** Changes only the checker refuses: what a JSON Schema cannot say. */
const REFUSED_BY_THE_CHECKER: Array<[string, (m: Manifest) => void, string]> = [
  [
    'a default that is not listed',
    (m) => (m.remotes.cart.default = '3.0.0'),
    'remotes.cart.default: no version "3.0.0" of remote "cart" (listed: 1.0.0)',
  ],
  [
    'a canary arm that is not listed',
    (m) => (m.remotes.deals.default.canary.next = '9.9.9'),
    'remotes.deals.default.canary.next: canary next "9.9.9" is not listed for remote "deals"',
  ],
  [
    'a last known good that is not listed',
    (m) => Object.assign(m.remotes.cart, { lastKnownGood: '0.9.0' }),
    'remotes.cart.lastKnownGood: lastKnownGood "0.9.0" is not listed for remote "cart"',
  ],
  [
    'a brand pin to a version that is not listed',
    (m) => (m.brands['members.localhost'].deals = '5.0.0'),
    'brands.members.localhost.deals: no version "5.0.0" of remote "deals"',
  ],
  [
    'a pin of a remote the manifest does not list',
    (m) => Object.assign(m.brands['members.localhost'], { payments: '1.0.0' }),
    'brands.members.localhost.payments: no remote "payments" in "remotes" to pin',
  ],
  [
    'one route path twice',
    (m) => deals(m).routes.push(route('/deals', './OtherScreen')),
    'remotes.deals.versions.1.0.0.routes.1.path: route /deals twice',
  ],
];

describe("the remotes manifest's checker", () => {
  it('accepts a manifest with versions, routes, a watched canary and a brand pin', () => {
    expect(check(manifest())).toEqual(manifest());
  });

  it("accepts the integrity of a version's browser and server builds", () => {
    const value = manifest();
    Object.assign(cart(value), { integrity: 'sha384-abc=', serverIntegrity: 'sha384-def=' });
    expect(check(value)).toEqual(value);
  });

  it('accepts a manifest without one of the remotes, with one no host knows yet, and with one served only where a brand pins it', () => {
    // written before "deals" existed; "activities" is newer than the host; "flights" has no
    // environment default and a brand's pin
    const value = { ...manifest(), brands: { 'members.localhost': { flights: '1.0.0' } } } as {
      remotes: Record<string, Record<string, unknown>>;
    };
    Reflect.deleteProperty(value.remotes, 'deals');
    value.remotes.activities = release([route('/activities', './ActivitiesScreen')]);
    Reflect.deleteProperty(value.remotes.flights!, 'default');
    expect(check(value)).toEqual(value);
  });

  it('refuses what is no manifest at all', () => {
    expect(() => check([manifest()])).toThrow('manifest: must be an object');
    expect(() => check(null)).toThrow('manifest: must be an object');
  });

  it.each([...REFUSED, ...REFUSED_BY_THE_CHECKER])(
    'refuses %s, naming where and what is wrong',
    (_label, change, message) => {
      const value = manifest();
      change(value);
      expect(() => check(value)).toThrow(ManifestError);
      expect(() => check(value)).toThrow(
        new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
    },
  );
});

type JsonSchema = Record<string, unknown>;

/**
 * A JSON Schema (draft-07) check of the keywords the generated schema uses: any other keyword
 * fails the test, so the generator cannot start using one this check would ignore.
 */
function jsonSchemaAccepts(root: JsonSchema, value: unknown, schema: JsonSchema = root): boolean {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  const each = (list: unknown[], sub: JsonSchema) =>
    list.every((item) => jsonSchemaAccepts(root, item, sub));
  return Object.entries(schema).every(([keyword, rule]) => {
    const sub = rule as JsonSchema;
    switch (keyword) {
      case '$schema':
      case '$id':
      case 'title':
      case 'description':
      case 'definitions':
        return true;
      case '$ref': {
        const name = /^#\/definitions\/(\w+)$/.exec(rule as string)?.[1];
        const target = (root.definitions as Record<string, JsonSchema>)[name ?? ''];
        if (!target) throw new Error(`unknown $ref ${String(rule)}`);
        return jsonSchemaAccepts(root, value, target);
      }
      case 'allOf':
        return (rule as JsonSchema[]).every((s) => jsonSchemaAccepts(root, value, s));
      case 'anyOf':
        return (rule as JsonSchema[]).some((s) => jsonSchemaAccepts(root, value, s));
      case 'type':
        return rule === 'object'
          ? isObject(value)
          : rule === 'array'
            ? Array.isArray(value)
            : rule === 'integer'
              ? Number.isInteger(value)
              : typeof value === rule;
      case 'properties':
        return (
          !isObject(value) ||
          Object.entries(sub).every(
            ([key, s]) =>
              value[key] === undefined || jsonSchemaAccepts(root, value[key], s as JsonSchema),
          )
        );
      case 'required':
        return !isObject(value) || (rule as string[]).every((key) => key in value);
      case 'additionalProperties': {
        if (!isObject(value)) return true;
        const known = Object.keys((schema.properties as JsonSchema | undefined) ?? {});
        const others = Object.keys(value).filter((key) => !known.includes(key));
        return rule === false
          ? others.length === 0
          : each(
              others.map((k) => value[k]),
              sub,
            );
      }
      case 'propertyNames':
        return !isObject(value) || each(Object.keys(value), sub);
      case 'items':
        return !Array.isArray(value) || each(value, sub);
      case 'pattern':
        return typeof value !== 'string' || new RegExp(rule as string, 'u').test(value);
      case 'minimum':
        return typeof value !== 'number' || value >= (rule as number);
      case 'maximum':
        return typeof value !== 'number' || value <= (rule as number);
      case 'exclusiveMinimum':
        return typeof value !== 'number' || value > (rule as number);
      default:
        throw new Error(`a keyword this check does not know: ${keyword}`);
    }
  });
}

describe("the manifest's JSON Schema, generated from the checker's schema", () => {
  const schema = manifestJsonSchema(REMOTES);

  it('is a draft-07 schema of remotes by name, none required, naming the remotes it is generated for', () => {
    expect(schema).toMatchObject({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: SCHEMA_ID,
      title: 'Remotes manifest',
      required: ['remotes'],
      additionalProperties: false,
    });
    expect(schema.description).toMatch(/for the remotes search, flights, cart, deals/);
    const { remotes, brands } = schema.properties as Record<string, JsonSchema>;
    expect(remotes).toMatchObject({
      type: 'object',
      propertyNames: { pattern: expect.any(String) },
    });
    expect(remotes!.required).toBeUndefined();
    const pins = brands!.additionalProperties as JsonSchema;
    expect(pins).toMatchObject({ type: 'object', propertyNames: { pattern: expect.any(String) } });
  });

  it('accepts what the checker accepts', () => {
    expect(jsonSchemaAccepts(schema, manifest())).toBe(true);
    const value = manifest();
    Object.assign(cart(value), { integrity: 'sha384-abc=', serverIntegrity: 'sha384-def=' });
    expect(jsonSchemaAccepts(schema, value)).toBe(true);
  });

  it.each(REFUSED)('refuses %s, as the checker does', (_label, change) => {
    const value = manifest();
    change(value);
    expect(jsonSchemaAccepts(schema, value)).toBe(false);
  });

  it.each(REFUSED_BY_THE_CHECKER)(
    'accepts %s: only the checker refuses it (its description says so)',
    (_label, change) => {
      const value = manifest();
      change(value);
      expect(jsonSchemaAccepts(schema, value)).toBe(true);
      expect(schema.description).toMatch(/refuses a default, pin, canary arm or lastKnownGood/);
    },
  );
});
