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

  describe('in a locale', () => {
    const inLocale = async (domain: string, locale?: string) =>
      attributesOf(domain, { populate: '*', ...(locale === undefined ? {} : { locale }) });

    it("answers a locale the brand has with that locale's texts and the same settings", async () => {
      const spanish = await inLocale('sunsea.localhost');
      const english = await inLocale('sunsea.localhost', 'en');
      const german = await inLocale('sunsea.localhost', 'de');
      expect(spanish).toMatchObject({ locale: 'es', language: 'es' });
      expect(english).toMatchObject({ locale: 'en', language: 'es' });
      expect(german).toMatchObject({ locale: 'de', language: 'es' });
      expect(english.landing).toMatchObject({
        heroTitle: 'Your holiday in the sun starts here',
        productExplanationTitle: 'How it works',
        promoImageAlt: 'Seasonal offers on flight and hotel',
      });
      expect(german.landing?.heroTitle).toBe('Dein Urlaub in der Sonne beginnt hier');
      const offers = english.offers as { deals: { title: string }[] };
      expect(offers.deals[0]?.title).toBe('Discover Palma de Mallorca');
      const proposals = german.destinationProposals as Record<string, { title: string }[]>;
      expect(proposals.H?.[0]?.title).toBe('Entdecke Barcelona');
      // only the texts are localized: theme, settings, policies and payment stay the brand's
      for (const relation of ['theme', 'brand', 'footer', 'promoBanners', 'paymentMethods']) {
        expect(english[relation]).toEqual(spanish[relation]);
      }
      for (const field of [
        'heroBackground',
        'promoImageMobile',
        'promoImageDesktop',
        'extraSelector',
        'showInSelector',
      ]) {
        expect(english.landing?.[field]).toEqual(spanish.landing?.[field]);
      }
    });

    it('serves a second brand in its own three locales', async () => {
      const titles = await Promise.all(
        ['en', 'it', 'fr'].map(async (locale) => {
          const attributes = await inLocale('lastminute.localhost', locale);
          return [attributes.locale, attributes.landing?.heroTitle];
        }),
      );
      expect(titles).toEqual([
        ['en', 'Your next trip starts here'],
        ['it', 'Il tuo prossimo viaggio inizia qui'],
        ['fr', 'Votre prochain voyage commence ici'],
      ]);
    });

    it("answers a locale the brand lacks with its own language's texts, saying which", async () => {
      const portuguese = await inLocale('sunsea.localhost', 'pt');
      expect(portuguese).toMatchObject({
        locale: 'es',
        landing: { heroTitle: 'Tus vacaciones al sol empiezan aquí' },
      });
      expect(await inLocale('lastminute.localhost', 'es')).toMatchObject({
        locale: 'en',
        landing: { heroTitle: 'Your next trip starts here' },
      });
    });

    it('reads a regional locale by its language', async () => {
      expect((await inLocale('sunsea.localhost', 'en-GB')).locale).toBe('en');
    });

    it('rejects a locale outside the six languages', async () => {
      const answer = await sandbox.api('GET', 'Strapi/GetConfig', {
        token,
        query: { path: 'brand-configurations/sunsea.localhost', locale: 'xx' },
      });
      expect(answer.status).toBe(400);
      expect(answer.envelope.error?.code).toBe('VALIDATION_ERROR');
    });

    it('keeps each locale apart in the cache, and drops them all with the path', async () => {
      await inLocale('punti.localhost', 'en');
      await inLocale('punti.localhost', 'it');
      expect((await inLocale('punti.localhost', 'it')).locale).toBe('it');
      const removed = await sandbox.result<{ removed: number }>('DELETE', 'Strapi/RemoveConfig', {
        token,
        query: { path: 'brand-configurations/punti.localhost' },
      });
      expect(removed.removed).toBe(2);
    });
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
