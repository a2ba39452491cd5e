/** A brand configuration (after the api edge) for tests that start from state. */
import type { BrandConfig } from '@storefront/shared/domain/brand';

export function aBrand(
  overrides: {
    /** the language the brand's texts came in (the brand's own, Spanish, unless told) */
    contentLanguage?: string;
    brand?: Partial<BrandConfig['brand']>;
    offers?: Partial<BrandConfig['offers']>;
  } = {},
): BrandConfig {
  return {
    id: '1',
    domain: 'sunsea.localhost',
    language: 'es',
    contentLanguage: overrides.contentLanguage ?? 'es',
    country: 'ES',
    environment: 'test',
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
      heroTitle: '',
      heroSubtitle: '',
      heroBackgroundUrl: null,
      mobilePromoImageUrl: null,
      desktopPromoImageUrl: null,
      promoImageAlt: '',
      productExplanation: null,
      extraSelector: null,
      showInSelector: [],
    },
    offers: { isScalapayClub: false, deals: [], destinations: [], ...overrides.offers },
    brand: {
      pageTitle: 'Sun & Sea',
      businessProfiles: {
        H: 'BP_SUNSEA_H',
        DP: 'BP_SUNSEA_DP',
        F: 'BP_SUNSEA_F',
        FF: 'BP_SUNSEA_FF',
        HGH: 'BP_SUNSEA_HGH',
      },
      isTopHotel: false,
      productTypeOrder: ['DP', 'H', 'F'],
      phoneNumber: null,
      phonePrivacyPolicyUrl: null,
      brandName: 'Sun & Sea Viajes',
      businessClient: null,
      brandBase: null,
      brandOrigin: null,
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
    promoBanners: {},
    footer: { legalTextKey: null, externalScriptUrl: null },
    destinationProposals: {},
    paymentMethods: [],
    paymentProviders: [],
    ancillaries: [],
  };
}
