/**
 * A brand configuration (after the API edge) for tests: the sandbox's sunsea.localhost, made from
 * the same seed the sandbox serves (its theme, landing, settings and promo banners), with fewer
 * offers and no payment, phone line or policy links unless a test asks for them.
 */
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { readableOn } from '@storefront/shared/api/content';
import { BRANDS } from '../../sandbox/src/inventory/brand-list';

function sandboxBrand(domain: string) {
  const found = BRANDS.find((brand) => brand.domain === domain);
  if (!found) throw new Error(`the sandbox has no ${domain}`);
  return found;
}
const SUNSEA = sandboxBrand('sunsea.localhost');
const { theme, landing, brand, promoBanners } = SUNSEA.content;

type Overrides = {
  /** the language the brand's texts came in (the brand's own, Spanish, unless told) */
  contentLanguage?: string;
  brand?: Partial<BrandConfig['brand']>;
  landing?: Partial<BrandConfig['landing']>;
  offers?: Partial<BrandConfig['offers']>;
};

export function testBrand(overrides: Overrides = {}): BrandConfig {
  return {
    id: String(SUNSEA.id),
    domain: SUNSEA.domain,
    language: SUNSEA.language,
    contentLanguage: overrides.contentLanguage ?? SUNSEA.language,
    country: SUNSEA.country,
    environment: SUNSEA.environment,
    theme: {
      colors: {
        ...theme.colors,
        onPrimary: readableOn(theme.colors.primary),
        surface: theme.colors.background,
      },
      faviconUrl: null,
      primaryLogoUrl: null,
      mobileLogoUrl: null,
      secondaryLogoUrl: null,
    },
    landing: {
      heroTitle: landing.heroTitle,
      heroSubtitle: landing.heroSubtitle,
      heroBackgroundUrl: landing.heroBackground,
      mobilePromoImageUrl: landing.promoImageMobile,
      desktopPromoImageUrl: landing.promoImageDesktop,
      promoImageAlt: landing.promoImageAlt,
      productExplanation: {
        title: landing.productExplanationTitle,
        subtitle: landing.productExplanationSubtitle,
        description: landing.productExplanationDescription,
      },
      extraSelector: landing.extraSelector,
      showInSelector: landing.showInSelector,
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
      ...brand,
      currency: brand.currency ?? 'EUR',
      phoneNumber: null,
      phonePrivacyPolicyUrl: null,
      privacyPolicyUrl: null,
      cookiesPolicyUrl: null,
      termsUrl: null,
      ...overrides.brand,
    },
    promoBanners,
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
