/** A brand configuration (after the API edge) for tests, shaped like the sandbox's sunsea.localhost. */
import type { BrandConfig } from '@storefront/shared/domain/brand';

type Overrides = {
  /** the language the brand's texts came in (the brand's own, Spanish, unless told) */
  contentLanguage?: string;
  brand?: Partial<BrandConfig['brand']>;
  landing?: Partial<BrandConfig['landing']>;
  offers?: Partial<BrandConfig['offers']>;
};

export function testBrand(overrides: Overrides = {}): BrandConfig {
  return {
    id: '1',
    domain: 'sunsea.localhost',
    language: 'es',
    contentLanguage: overrides.contentLanguage ?? 'es',
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
      faviconUrl: null,
      primaryLogoUrl: null,
      mobileLogoUrl: null,
      secondaryLogoUrl: null,
    },
    landing: {
      heroTitle: 'Tus vacaciones al sol empiezan aquí',
      heroSubtitle: 'Vuelo y hotel al mejor precio, en un solo paso',
      heroBackgroundUrl: '/media/brands/sunsea/hero.svg',
      mobilePromoImageUrl: '/media/brands/sunsea/promo-mobile.svg',
      desktopPromoImageUrl: '/media/brands/sunsea/promo-desktop.svg',
      promoImageAlt: 'Ofertas de temporada en vuelo y hotel',
      productExplanation: {
        title: 'Cómo funciona',
        subtitle: 'Elige, combina y reserva',
        description:
          'Busca tu destino, elige el hotel y el vuelo que prefieras y paga de forma segura.',
      },
      extraSelector: { productType: 'HGH', titleKey: 'landing.selector.hgh' },
      showInSelector: ['DP', 'H', 'F', 'HGH'],
      ...overrides.landing,
    },
    offers: {
      isScalapayClub: false,
      deals: [
        {
          id: 'offer-1',
          title: 'Descubre Palma',
          subtitle: '',
          code: null,
          imageUrl: '/media/destinations/PMI.svg',
          url: '/deals?destination=pmi',
        },
      ],
      destinations: [
        {
          id: 'offer-dest-bcn',
          title: 'Barcelona',
          subtitle: '',
          code: 'BCN',
          imageUrl: '/media/destinations/BCN.svg',
          url: 'javascript:alert(1)',
        },
      ],
      ...overrides.offers,
    },
    brand: {
      pageTitle: 'Sun & Sea Viajes',
      businessProfiles: { H: 'BP_SUNSEA_H', DP: 'BP_SUNSEA_DP', F: 'BP_SUNSEA_F' },
      isTopHotel: true,
      productTypeOrder: ['DP', 'H', 'F'],
      phoneNumber: null,
      phonePrivacyPolicyUrl: null,
      brandName: 'Sun & Sea Viajes',
      businessClient: 'SUNSEA',
      brandBase: 'SUNSEA',
      brandOrigin: 'SUNSEA',
      singleSignOn: false,
      freeFlightConditions: null,
      currency: 'EUR',
      budgetRestriction: null,
      privacyPolicyUrl: null,
      cookiesPolicyUrl: null,
      termsUrl: null,
      pointsConversionRate: null,
      customPointsLabel: null,
      consentManagerScriptUrl: null,
      tagManagerScriptUrl: null,
      ...overrides.brand,
    },
    promoBanners: {
      DP: {
        ctaKey: 'promo.dp.cta',
        ctaUrl: '/DP',
        titleKey: 'promo.dp.title',
        subtitleKey: 'promo.dp.subtitle',
      },
      H: {
        ctaKey: 'promo.h.cta',
        ctaUrl: '/H',
        titleKey: 'promo.h.title',
        subtitleKey: 'promo.h.subtitle',
      },
      F: {
        ctaKey: 'promo.f.cta',
        ctaUrl: '/F',
        titleKey: 'promo.f.title',
        subtitleKey: 'promo.f.subtitle',
      },
    },
    footer: { legalTextKey: null, externalScriptUrl: null },
    destinationProposals: {
      DP: [
        {
          id: 'dest-pmi-1',
          name: 'Palma',
          subtitle: 'España',
          type: 'CITY',
          code: 'PMI',
          title: 'Descubre Palma',
          imageUrl: '/media/destinations/PMI.svg',
        },
      ],
    },
    paymentMethods: [],
    paymentProviders: [],
    ancillaries: [],
  };
}
