import { BRAND_CONFIG_RELATIONS } from '../start-up/start-up';
import {
  cleanAllConfigurationCaches,
  getBrandConfig,
  getBrandContent,
  readableOn,
  removeConfig,
} from './content';
import {
  injectFault,
  lastRequest,
  pendingFaults,
  signInAs,
  signOut,
} from '@storefront/testing/sandbox';

/** The session's brand: content calls are recorded (and faults scoped) under it. */
const BRAND = 'xss.localhost';

describe('Strapi (content service)', () => {
  beforeAll(() => signInAs(BRAND));
  afterAll(signOut);
  afterEach(async () => expect(await pendingFaults(BRAND)).toEqual([]));

  it('GetConfig asks for brand-configurations/{domain} with populate[n] for every relation', async () => {
    await getBrandConfig('Sunsea.localhost:3000');
    const { query } = await lastRequest('Strapi/GetConfig', BRAND);
    expect(query).toEqual({
      path: 'brand-configurations/sunsea.localhost',
      ...Object.fromEntries(
        BRAND_CONFIG_RELATIONS.map((relation, n) => [`populate[${n}]`, relation]),
      ),
    });
  });

  it('reshapes data.id and data.attributes into the domain BrandConfig', async () => {
    const config = await getBrandConfig('sunsea.localhost');
    expect(config).toMatchObject({
      id: '1',
      domain: 'sunsea.localhost',
      language: 'es',
      country: 'ES',
      environment: 'sandbox',
      theme: {
        colors: {
          primary: '#0a6ebd',
          onPrimary: '#ffffff',
          secondary: '#ffb400',
          accent: '#e4572e',
          text: '#1d2433',
          background: '#ffffff',
          surface: '#ffffff',
        },
        faviconUrl: '/media/brands/sunsea/favicon.svg',
        primaryLogoUrl: '/media/brands/sunsea/logo.svg',
        mobileLogoUrl: '/media/brands/sunsea/logo-mobile.svg',
        secondaryLogoUrl: '/media/brands/sunsea/logo-secondary.svg',
      },
      landing: {
        heroTitle: 'Tus vacaciones al sol empiezan aquí',
        heroBackgroundUrl: '/media/brands/sunsea/hero.svg',
        productExplanation: { title: 'Cómo funciona', subtitle: 'Elige, combina y reserva' },
        extraSelector: { productType: 'HGH', titleKey: 'landing.selector.hgh' },
        showInSelector: ['DP', 'H', 'F', 'HGH'],
      },
      offers: { isScalapayClub: false },
      brand: {
        pageTitle: 'Sun & Sea Viajes',
        brandName: 'Sun & Sea Viajes',
        businessProfiles: {
          H: 'BP_SUNSEA_H',
          DP: 'BP_SUNSEA_DP',
          F: 'BP_SUNSEA_F',
          FF: 'BP_SUNSEA_FF',
          HGH: 'BP_SUNSEA_HGH',
        },
        isTopHotel: true,
        productTypeOrder: ['DP', 'H', 'F'],
        phoneNumber: '+34 900 100 200',
        singleSignOn: false,
        freeFlightConditions: null,
        currency: 'EUR',
        cookiesPolicyUrl: 'https://www.sunsea.example/legal/cookies',
        pointsConversionRate: null,
      },
      promoBanners: {
        DP: {
          ctaKey: 'promo.dp.cta',
          ctaUrl: '/DP',
          titleKey: 'promo.dp.title',
          subtitleKey: 'promo.dp.subtitle',
        },
      },
      footer: {
        legalTextKey: 'footer.legal.sunsea',
        externalScriptUrl: '/media/scripts/sunsea-footer.js',
      },
      paymentMethods: [
        { code: 'CARD', provider: 'SANDBOX_PAY', iconUrl: '/media/payment/card.svg' },
        { code: 'PAYPAL', provider: 'PAYPAL', iconUrl: '/media/payment/paypal.svg' },
      ],
      paymentProviders: [
        { code: 'SANDBOX_PAY', name: 'Sandbox Pay', mode: 'EMBEDDED' },
        { code: 'PAYPAL', name: 'PayPal', mode: 'REDIRECT' },
      ],
      ancillaries: [
        { kind: 'SEAT_SELECTION', enabled: true },
        { kind: 'INSURANCE', enabled: true },
        { kind: 'EXTRA_LUGGAGE', enabled: true },
      ],
    });
    expect(config?.offers.deals[0]).toEqual({
      id: 'offer-sunsea-1',
      title: 'Descubre Palma de Mallorca',
      subtitle: '',
      code: null,
      imageUrl: '/media/destinations/PMI.svg',
      url: '/deals?destination=pmi',
    });
    expect(config?.offers.destinations[0]).toMatchObject({ title: 'Barcelona', code: 'BCN' });
    expect(config?.destinationProposals.DP?.[0]).toEqual({
      id: 'dest-pmi-1',
      name: 'Palma de Mallorca',
      subtitle: 'España',
      type: 'CITY',
      code: 'PMI',
      title: 'Descubre Palma de Mallorca',
      imageUrl: '/media/destinations/PMI.svg',
    });
  });

  describe("in the shopper's language", () => {
    it("asks with Strapi's locale and reads which language the texts came in", async () => {
      const english = await getBrandConfig('sunsea.localhost', 'en');
      expect((await lastRequest('Strapi/GetConfig', BRAND)).query).toMatchObject({
        path: 'brand-configurations/sunsea.localhost',
        locale: 'en',
      });
      const spanish = await getBrandConfig('sunsea.localhost');
      expect(english).toMatchObject({
        language: 'es',
        contentLanguage: 'en',
        landing: {
          heroTitle: 'Your holiday in the sun starts here',
          promoImageAlt: 'Seasonal offers on flight and hotel',
        },
      });
      expect(spanish).toMatchObject({
        contentLanguage: 'es',
        landing: { promoImageAlt: 'Ofertas de temporada en vuelo y hotel' },
      });
      // the brand's settings are the same in every language
      expect(english?.theme).toEqual(spanish?.theme);
      expect(english?.brand).toEqual(spanish?.brand);
    });

    it('sends no locale for a stored choice that is not one of the languages', async () => {
      const config = await getBrandConfig('sunsea.localhost', 'klingon');
      expect((await lastRequest('Strapi/GetConfig', BRAND)).query).not.toHaveProperty('locale');
      expect(config?.contentLanguage).toBe('es');
    });

    it("fetches only the brand's texts in a language, with the locale", async () => {
      const content = await getBrandContent('sunsea.localhost', 'de');
      expect((await lastRequest('Strapi/GetConfig', BRAND)).query).toEqual({
        path: 'brand-configurations/sunsea.localhost',
        'populate[0]': 'landing',
        'populate[1]': 'offers',
        'populate[2]': 'destinationProposals',
        locale: 'de',
      });
      expect(content).toMatchObject({
        language: 'de',
        landing: {
          heroTitle: 'Dein Urlaub in der Sonne beginnt hier',
          productExplanation: { title: 'So funktioniert es' },
          showInSelector: ['DP', 'H', 'F', 'HGH'],
        },
      });
      expect(content?.offers.deals[0]?.title).toBe('Entdecke Palma de Mallorca');
      expect(content?.destinationProposals.H?.[0]).toMatchObject({
        name: 'Barcelona',
        subtitle: 'Spanien',
      });
      expect(content).not.toHaveProperty('theme');
    });

    it("falls back to the brand's own language where there are no texts in the one asked", async () => {
      await expect(getBrandContent('sunsea.localhost', 'pt')).resolves.toMatchObject({
        language: 'es',
        landing: { heroTitle: 'Tus vacaciones al sol empiezan aquí' },
      });
      await expect(getBrandContent('lastminute.localhost', 'de')).resolves.toMatchObject({
        language: 'en',
        landing: { heroTitle: 'Your next trip starts here' },
      });
      await expect(getBrandContent('lastminute.localhost', 'it')).resolves.toMatchObject({
        language: 'it',
        landing: { heroTitle: 'Il tuo prossimo viaggio inizia qui' },
      });
    });

    it('answers null for a domain without configuration, and throws when the texts cannot load', async () => {
      await expect(getBrandContent('nobody.localhost', 'en')).resolves.toBeNull();
      await injectFault({ call: 'Strapi/GetConfig', kind: 'HTTP_503', brand: BRAND });
      await expect(getBrandContent('sunsea.localhost', 'fr')).rejects.toMatchObject({
        code: 'HTTP_ERROR',
        status: 503,
      });
    });
  });

  it('reads the free-flight voucher, the Lastminute origin, points and the EUR fallback', async () => {
    const [flyfree, lastminute, punti, members] = await Promise.all(
      ['flyfree', 'lastminute', 'punti', 'members'].map((slug) =>
        getBrandConfig(`${slug}.localhost`),
      ),
    );
    expect(flyfree?.brand.freeFlightConditions).toEqual({
      voucherAmount: 3,
      conditionsKey: 'brand.free-flight.conditions',
    });
    expect(flyfree?.offers.isScalapayClub).toBe(true);
    expect(lastminute?.brand).toMatchObject({
      brandOrigin: 'LASTMINUTE',
      consentManagerScriptUrl: '/media/scripts/lastminute-consent.js',
      tagManagerScriptUrl: '/media/scripts/lastminute-tealium.js',
    });
    expect(punti).toMatchObject({
      language: 'it',
      brand: { pointsConversionRate: 0.01, customPointsLabel: 'Punti Stella' },
    });
    expect(members?.brand).toMatchObject({
      singleSignOn: true,
      currency: 'EUR',
      budgetRestriction: 1500,
    });
  });

  it('keeps markup in content as plain text (screens never render it as HTML)', async () => {
    const config = await getBrandConfig('xss.localhost');
    expect(config?.landing.heroTitle).toBe('Deals <img src=x onerror="window.__xss=1">');
  });

  it('answers null for a domain without configuration', async () => {
    await expect(getBrandConfig('nobody.localhost')).resolves.toBeNull();
  });

  it('throws when the configuration cannot be loaded (not the same as missing)', async () => {
    await injectFault({ call: 'Strapi/GetConfig', kind: 'HTTP_503', brand: BRAND });
    await expect(getBrandConfig('sunsea.localhost')).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 503,
      call: 'Strapi/GetConfig',
    });
  });

  it('RemoveConfig drops the cached configuration of one brand', async () => {
    await getBrandConfig('punti.localhost');
    await expect(removeConfig('punti.localhost')).resolves.toBe(1);
    await expect(removeConfig('punti.localhost')).resolves.toBe(0);
    expect((await lastRequest('Strapi/RemoveConfig', BRAND)).query).toEqual({
      path: 'brand-configurations/punti.localhost',
    });
  });

  it('CleanAllConfigurationCaches drops every cached configuration', async () => {
    await getBrandConfig('flyfree.localhost');
    await expect(cleanAllConfigurationCaches()).resolves.toBeGreaterThanOrEqual(1);
    await expect(cleanAllConfigurationCaches()).resolves.toBe(0);
    expect((await lastRequest('Strapi/CleanAllConfigurationCaches', BRAND)).method).toBe('POST');
  });
});

describe('brand colours', () => {
  it('picks black or white text for a background colour', () => {
    expect(readableOn('#0a6ebd')).toBe('#ffffff');
    expect(readableOn('#ffd100')).toBe('#000000');
    expect(readableOn('#fff')).toBe('#000000');
    expect(readableOn('not a colour')).toBe('#ffffff');
  });
});
