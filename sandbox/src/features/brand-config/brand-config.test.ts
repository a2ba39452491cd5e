import { LASTMINUTE_ORIGIN } from '../../../../shared/src/domain/contract';
import { createHarness, type Harness } from '../../testing/harness';
import type { BrandConfigResponse } from './brand-config-routes';
import { RELATIONS } from './populate';

type Attributes = Record<string, Record<string, unknown>>;

describe('Strapi brand configuration', () => {
  let sandbox: Harness;
  let token: string;
  beforeAll(async () => {
    sandbox = await createHarness();
    token = await sandbox.signIn();
  });
  afterAll(() => sandbox.close());

  const getConfig = async (
    domain: string,
    populate: Record<string, string | readonly string[]> = {},
  ) =>
    sandbox.result<BrandConfigResponse>('GET', 'Strapi/GetConfig', {
      token,
      query: { path: `brand-configurations/${domain}`, ...populate },
    });

  const attributesOf = async (
    domain: string,
    populate: Record<string, string | readonly string[]> = { populate: '*' },
  ) => (await getConfig(domain, populate)).data?.attributes as Attributes;

  it('answers in the content service shape with only the populated relations', async () => {
    const config = await getConfig('sunsea.localhost', {
      'populate[0]': 'theme',
      'populate[1]': 'brand',
    });
    expect(config.meta).toEqual({});
    expect(config.data?.id).toBe(1);
    const attributes = config.data?.attributes ?? {};
    expect(attributes).toMatchObject({ domain: 'sunsea.localhost', language: 'es', country: 'ES' });
    expect(Object.keys(attributes)).toEqual(expect.arrayContaining(['theme', 'brand']));
    for (const relation of RELATIONS.filter((name) => name !== 'theme' && name !== 'brand')) {
      expect(attributes).not.toHaveProperty(relation);
    }
  });

  it('includes no relation without populate, and every relation with populate=* or the object form', async () => {
    const bare = await attributesOf('sunsea.localhost', {});
    expect(RELATIONS.some((relation) => relation in bare)).toBe(false);
    const all = await attributesOf('sunsea.localhost', { populate: '*' });
    expect(RELATIONS.every((relation) => relation in all)).toBe(true);
    const objectForm = await attributesOf('sunsea.localhost', {
      'populate[footer][populate]': '*',
    });
    expect(Object.keys(objectForm)).toContain('footer');
    expect(objectForm).not.toHaveProperty('theme');
  });

  it('rejects a populate name that is not a relation', async () => {
    const answer = await sandbox.api('GET', 'Strapi/GetConfig', {
      token,
      query: { path: 'brand-configurations/sunsea.localhost', 'populate[0]': 'nonsense' },
    });
    expect(answer.status).toBe(400);
    expect(answer.envelope.error?.code).toBe('VALIDATION_ERROR');
  });

  it('answers data null for a domain without configuration', async () => {
    for (const domain of ['nobrand.localhost', 'unknown.example']) {
      expect(await getConfig(domain, { populate: '*' })).toEqual({ data: null, meta: {} });
    }
  });

  it('resolves localhost and 127.0.0.1 to the default brand', async () => {
    for (const alias of ['localhost', '127.0.0.1']) {
      expect((await attributesOf(alias)).domain).toBe('sunsea.localhost');
    }
  });

  it('gives the default brand every landing, policy, phone and footer field', async () => {
    const attributes = await attributesOf('sunsea.localhost');
    expect(attributes.brand).toMatchObject({
      phoneNumber: expect.any(String),
      phonePrivacyPolicyUrl: expect.any(String),
      cookiesPolicyUrl: expect.any(String),
      privacyPolicyUrl: expect.any(String),
      termsUrl: expect.any(String),
      currency: 'EUR',
      isTopHotel: true,
    });
    expect(attributes.footer).toMatchObject({
      legalTextKey: expect.any(String),
      externalScriptUrl: '/media/scripts/sunsea-footer.js',
    });
    expect(attributes.promoBanners).toHaveProperty('DP.ctaKey');
    const proposals = attributes.destinationProposals as Record<string, Record<string, unknown>[]>;
    for (const type of ['DP', 'H', 'F']) {
      expect(proposals[type]?.[0]).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        code: expect.any(String),
        imageUrl: expect.stringMatching(/^\/media\//),
      });
    }
    expect(attributes.theme).toMatchObject({
      favicon: '/media/brands/sunsea/favicon.svg',
      logo: expect.any(String),
    });
  });

  it('makes each brand-dependent branch reachable', async () => {
    const lastminute = await attributesOf('lastminute.localhost');
    expect(lastminute.brand).toMatchObject({
      brandOrigin: LASTMINUTE_ORIGIN,
      cookiesPolicyUrl: null,
      consentManagerScriptUrl: '/media/scripts/lastminute-consent.js',
      tagManagerScriptUrl: '/media/scripts/lastminute-tealium.js',
    });
    expect((await attributesOf('flyfree.localhost')).brand).toMatchObject({
      freeFlightConditions: { voucherAmount: 3 },
    });
    expect((await attributesOf('flyfree.localhost')).offers).toMatchObject({
      isScalapayClub: true,
    });
    expect((await attributesOf('members.localhost')).brand).toMatchObject({
      singleSignOn: true,
      currency: null,
    });
    expect(await attributesOf('punti.localhost')).toMatchObject({
      language: 'it',
      brand: { pointsConversionRate: 0.01, customPointsLabel: 'Punti Stella' },
    });
  });

  it('carries the script payload of the test-only xss brand untouched', async () => {
    const attributes = await attributesOf('xss.localhost', { 'populate[0]': 'landing' });
    expect(attributes.landing?.heroTitle).toContain('<img src=x onerror="window.__xss=1">');
  });

  it('serves the test-only quality brand, in Spanish, with a translated legal text', async () => {
    expect(await attributesOf('quality.localhost')).toMatchObject({
      domain: 'quality.localhost',
      language: 'es',
      brand: { brandName: 'Quality Test Travel', businessProfiles: { DP: 'BP_QUALITY_DP' } },
      footer: { legalTextKey: 'footer.legal.sunsea' },
    });
  });

  it('removes cached configurations by path, and all of them at once', async () => {
    await getConfig('flyfree.localhost', { populate: '*' });
    await getConfig('flyfree.localhost', { 'populate[0]': 'brand' });
    const removed = await sandbox.result<{ removed: number }>('DELETE', 'Strapi/RemoveConfig', {
      token,
      query: { path: 'brand-configurations/flyfree.localhost' },
    });
    expect(removed.removed).toBe(2);
    await getConfig('punti.localhost');
    const cleaned = await sandbox.result<{ removed: number }>(
      'POST',
      'Strapi/CleanAllConfigurationCaches',
      { token },
    );
    expect(cleaned.removed).toBeGreaterThan(0);
    expect(
      (
        await sandbox.result<{ removed: number }>('POST', 'Strapi/CleanAllConfigurationCaches', {
          token,
        })
      ).removed,
    ).toBe(0);
  });

  it('answers NOT_FOUND for a path outside brand configurations', async () => {
    const answer = await sandbox.api('GET', 'Strapi/GetConfig', {
      token,
      query: { path: 'articles/1' },
    });
    expect(answer.status).toBe(404);
    expect(answer.envelope.error?.code).toBe('NOT_FOUND');
  });
});
