/**
 * How a brand's content is made from its seed: the landing's generic texts per language, the
 * destination proposals, the payment providers, and the content in each locale the brand has.
 */
import { PRODUCT_TYPES, type ProductType } from '../../../shared/src/domain/contract';
import type { Language } from '../lib/languages';
import { findDestination } from './destinations';
import type {
  AncillaryKind,
  Brand,
  BrandContent,
  DestinationProposal,
  PaymentMethodCode,
} from './brands';

/** The texts of a brand's landing in one language. */
type LandingText = Pick<
  BrandContent['landing'],
  | 'heroTitle'
  | 'heroSubtitle'
  | 'promoImageAlt'
  | 'productExplanationTitle'
  | 'productExplanationSubtitle'
  | 'productExplanationDescription'
>;

const LANDING_TEXT: Partial<Record<Language, LandingText>> = {
  es: {
    heroTitle: 'Tus vacaciones al sol empiezan aquí',
    heroSubtitle: 'Vuelo y hotel al mejor precio, en un solo paso',
    promoImageAlt: 'Ofertas de temporada en vuelo y hotel',
    productExplanationTitle: 'Cómo funciona',
    productExplanationSubtitle: 'Elige, combina y reserva',
    productExplanationDescription:
      'Busca tu destino, elige el hotel y el vuelo que prefieras y paga de forma segura.',
  },
  en: {
    heroTitle: 'Your next trip starts here',
    heroSubtitle: 'Flights and hotels at the best price, in one go',
    promoImageAlt: 'Seasonal offers on flights and hotels',
    productExplanationTitle: 'How it works',
    productExplanationSubtitle: 'Pick, combine and book',
    productExplanationDescription:
      'Search your destination, choose the hotel and flight you like and pay securely.',
  },
  fr: {
    heroTitle: 'Volez gratuitement vers le soleil',
    heroSubtitle: 'Votre vol offert avec votre séjour',
    promoImageAlt: 'Offres de saison : vol offert avec votre séjour',
    productExplanationTitle: 'Comment ça marche',
    productExplanationSubtitle: 'Choisissez, combinez, réservez',
    productExplanationDescription:
      'Cherchez votre destination, choisissez hôtel et vol, et payez en toute sécurité.',
  },
  it: {
    heroTitle: 'Viaggia con i tuoi punti',
    heroSubtitle: 'Volo e hotel, pagando anche con i punti',
    promoImageAlt: 'Offerte di stagione da pagare con i punti',
    productExplanationTitle: 'Come funziona',
    productExplanationSubtitle: 'Scegli, combina e prenota',
    productExplanationDescription:
      'Cerca la destinazione, scegli hotel e volo e paga in modo sicuro.',
  },
};

function media(slug: string, asset: string): string {
  return `/media/brands/${slug}/${asset}.svg`;
}

function destinationProposals(
  language: Language,
  codes: string[],
  titlePrefix: string,
): DestinationProposal[] {
  return codes.map((code, index) => {
    const destination = findDestination(code);
    const name = destination?.names[language] ?? code;
    return {
      id: `dest-${code.toLowerCase()}-${index + 1}`,
      name,
      subtitle: destination
        ? (new Intl.DisplayNames([language], { type: 'region' }).of(destination.countryCode) ?? '')
        : '',
      type: 'CITY',
      code,
      title: `${titlePrefix} ${name}`,
      imageUrl: `/media/destinations/${code}.svg`,
    };
  });
}

type BrandSeed = {
  id: number;
  slug: string;
  domain: string;
  language: Language;
  country: string;
  brandName: string;
  colors: BrandContent['theme']['colors'];
  flags?: Brand['flags'];
  /** the landing's texts in the brand's language, where they differ from the generic ones */
  text?: Partial<LandingText>;
  /** the landing's other fields, the same in every locale */
  landing?: Partial<Omit<BrandContent['landing'], keyof LandingText>>;
  /** the brand's landing texts in the other locales the content service has for it */
  translations?: Partial<Record<Language, LandingText>>;
  offers?: Partial<BrandContent['offers']>;
  brand?: Partial<BrandContent['brand']>;
  footer?: Partial<BrandContent['footer']>;
  paymentMethods?: PaymentMethodCode[];
  ancillaries?: AncillaryKind[];
};

const PROVIDERS: Record<PaymentMethodCode, BrandContent['paymentProviders'][number]> = {
  CARD: { code: 'SANDBOX_PAY', name: 'Sandbox Pay', mode: 'EMBEDDED' },
  PAYPAL: { code: 'PAYPAL', name: 'PayPal', mode: 'REDIRECT' },
  SCALAPAY: { code: 'SCALAPAY', name: 'Scalapay', mode: 'REDIRECT' },
  POINTS: { code: 'POINTS', name: 'Points', mode: 'INTERNAL' },
};

const TITLE_PREFIX: Record<Language, string> = {
  es: 'Descubre',
  en: 'Discover',
  it: 'Scopri',
  fr: 'Découvrez',
  de: 'Entdecke',
  pt: 'Descubra',
};

/** A brand's content in one language, with its landing's texts in that language. */
function brandContent(seed: BrandSeed, language: Language, text: LandingText): BrandContent {
  const site = `https://www.${seed.slug}.example`;
  const methods = seed.paymentMethods ?? ['CARD', 'PAYPAL'];
  const enabledAncillaries = seed.ancillaries ?? ['SEAT_SELECTION', 'INSURANCE', 'EXTRA_LUGGAGE'];
  const prefix = TITLE_PREFIX[language];
  const upper = seed.slug.toUpperCase();
  return {
    theme: {
      colors: seed.colors,
      favicon: media(seed.slug, 'favicon'),
      logo: media(seed.slug, 'logo'),
      mobileLogo: media(seed.slug, 'logo-mobile'),
      secondaryLogo: media(seed.slug, 'logo-secondary'),
    },
    landing: {
      ...text,
      heroBackground: media(seed.slug, 'hero'),
      promoImageMobile: media(seed.slug, 'promo-mobile'),
      promoImageDesktop: media(seed.slug, 'promo-desktop'),
      extraSelector: null,
      showInSelector: ['DP', 'H', 'F'],
      ...seed.landing,
    },
    offers: {
      isScalapayClub: false,
      deals: ['PMI', 'CUN', 'ROM', 'LIS'].map((code, index) => ({
        id: `offer-${seed.slug}-${index + 1}`,
        title: `${prefix} ${findDestination(code)?.names[language] ?? code}`,
        imageUrl: `/media/destinations/${code}.svg`,
        url: `/deals?destination=${code.toLowerCase()}`,
      })),
      destinations: ['BCN', 'PAR', 'TCI', 'NYC', 'JTR', 'AMS'].map((code) => ({
        id: `offer-dest-${code.toLowerCase()}`,
        name: findDestination(code)?.names[language] ?? code,
        code,
        imageUrl: `/media/destinations/${code}.svg`,
        url: `/DP?destination=${code.toLowerCase()}`,
      })),
      ...seed.offers,
    },
    brand: {
      pageTitle: seed.brandName,
      businessProfiles: Object.fromEntries(
        PRODUCT_TYPES.map((type) => [type, `BP_${upper}_${type}`]),
      ) as Record<ProductType, string>,
      isTopHotel: false,
      productTypeOrder: ['DP', 'H', 'F'],
      phoneNumber: null,
      phonePrivacyPolicyUrl: null,
      brandName: seed.brandName,
      businessClient: upper,
      brandBase: upper,
      brandOrigin: upper,
      singleSignOn: false,
      freeFlightConditions: null,
      currency: 'EUR',
      budgetRestriction: null,
      privacyPolicyUrl: `${site}/legal/privacy`,
      cookiesPolicyUrl: null,
      termsUrl: `${site}/legal/terms`,
      pointsConversionRate: null,
      customPointsLabel: null,
      consentManagerScriptUrl: null,
      tagManagerScriptUrl: null,
      ...seed.brand,
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
    footer: {
      legalTextKey: `footer.legal.${seed.slug}`,
      externalScriptUrl: null,
      ...seed.footer,
    },
    destinationProposals: {
      DP: destinationProposals(language, ['PMI', 'TCI', 'CUN', 'PUJ', 'JTR', 'IBZ'], prefix),
      H: destinationProposals(language, ['BCN', 'PAR', 'ROM', 'LON', 'LIS'], prefix),
      F: destinationProposals(language, ['NYC', 'LON', 'PAR', 'AMS', 'IST'], prefix),
    },
    paymentMethods: methods.map((code) => ({
      code,
      provider: PROVIDERS[code].code,
      iconUrl: `/media/payment/${code.toLowerCase()}.svg`,
    })),
    paymentProviders: methods.map((code) => PROVIDERS[code]),
    ancillaries: (['SEAT_SELECTION', 'INSURANCE', 'EXTRA_LUGGAGE'] as const).map((kind) => ({
      kind,
      enabled: enabledAncillaries.includes(kind),
    })),
  };
}

export function defineBrand(seed: BrandSeed): Brand {
  const generic = LANDING_TEXT[seed.language] ?? (LANDING_TEXT.en as LandingText);
  return {
    id: seed.id,
    slug: seed.slug,
    domain: seed.domain,
    language: seed.language,
    country: seed.country,
    environment: 'sandbox',
    flags: seed.flags ?? {},
    content: brandContent(seed, seed.language, { ...generic, ...seed.text }),
    translations: Object.fromEntries(
      Object.entries(seed.translations ?? {}).map(([language, text]) => [
        language,
        brandContent(seed, language as Language, text),
      ]),
    ),
  };
}
