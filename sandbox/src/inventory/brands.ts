/**
 * The brands the sandbox serves, keyed by host name. Each one exists to make a brand-dependent
 * branch of the spec reachable (see the README's brand table). `xss.localhost` and
 * `quality.localhost` are test-only.
 */
import {
  DEFAULT_CURRENCY,
  FLAGS,
  LASTMINUTE_ORIGIN,
  PRODUCT_TYPES,
  type ProductType,
} from '../../../shared/src/domain/contract';
import type { Language } from '../lib/languages';
import { findDestination } from './destinations';

export type FlagName = (typeof FLAGS)[keyof typeof FLAGS];
export type AncillaryKind = 'SEAT_SELECTION' | 'INSURANCE' | 'EXTRA_LUGGAGE';
export type PaymentMethodCode = 'CARD' | 'PAYPAL' | 'SCALAPAY' | 'POINTS';

export type DestinationProposal = {
  id: string;
  name: string;
  subtitle: string;
  type: 'CITY';
  code: string;
  title: string;
  imageUrl: string;
};

export type BrandContent = {
  theme: {
    colors: {
      primary: string;
      secondary: string;
      accent: string;
      background: string;
      text: string;
    };
    favicon: string;
    logo: string;
    mobileLogo: string;
    secondaryLogo: string;
  };
  landing: {
    heroTitle: string;
    heroSubtitle: string;
    heroBackground: string;
    promoImageMobile: string;
    promoImageDesktop: string;
    /** what the promo picture shows, for whoever cannot see it */
    promoImageAlt: string;
    productExplanationTitle: string;
    productExplanationSubtitle: string;
    productExplanationDescription: string;
    extraSelector: { productType: ProductType; titleKey: string } | null;
    showInSelector: ProductType[];
  };
  offers: {
    isScalapayClub: boolean;
    deals: { id: string; title: string; imageUrl: string; url: string }[];
    destinations: { id: string; name: string; code: string; imageUrl: string; url: string }[];
  };
  brand: {
    pageTitle: string;
    businessProfiles: Record<ProductType, string>;
    isTopHotel: boolean;
    productTypeOrder: ProductType[];
    phoneNumber: string | null;
    phonePrivacyPolicyUrl: string | null;
    brandName: string;
    businessClient: string;
    brandBase: string;
    brandOrigin: string;
    singleSignOn: boolean;
    freeFlightConditions: { voucherAmount: number; conditionsKey: string } | null;
    /** Null on one brand on purpose: the storefront must fall back to EUR. */
    currency: string | null;
    budgetRestriction: number | null;
    privacyPolicyUrl: string;
    cookiesPolicyUrl: string | null;
    termsUrl: string;
    pointsConversionRate: number | null;
    customPointsLabel: string | null;
    consentManagerScriptUrl: string | null;
    tagManagerScriptUrl: string | null;
  };
  promoBanners: Record<
    'DP' | 'H' | 'F',
    { ctaKey: string; ctaUrl: string; titleKey: string; subtitleKey: string }
  >;
  footer: { legalTextKey: string; externalScriptUrl: string | null };
  destinationProposals: Record<'DP' | 'H' | 'F', DestinationProposal[]>;
  paymentMethods: { code: PaymentMethodCode; provider: string; iconUrl: string }[];
  paymentProviders: { code: string; name: string; mode: 'EMBEDDED' | 'REDIRECT' | 'INTERNAL' }[];
  ancillaries: { kind: AncillaryKind; enabled: boolean }[];
};

export type Brand = {
  id: number;
  slug: string;
  domain: string;
  /** the brand's own language: the content service's default locale for its content */
  language: Language;
  country: string;
  environment: string;
  flags: Partial<Record<FlagName, boolean>>;
  /** the content in the brand's own language */
  content: BrandContent;
  /**
   * The content in the other locales the content service has for the brand. Only the texts
   * differ (landing, offers, destination proposals); theme, settings, policies and payment are
   * the same in every locale, as the content service's non-localized fields are.
   */
  translations: Partial<Record<Language, BrandContent>>;
};

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

function defineBrand(seed: BrandSeed): Brand {
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

export const BRANDS: readonly Brand[] = [
  defineBrand({
    id: 1,
    slug: 'sunsea',
    domain: 'sunsea.localhost',
    language: 'es',
    country: 'ES',
    brandName: 'Sun & Sea Viajes',
    colors: {
      primary: '#0a6ebd',
      secondary: '#ffb400',
      accent: '#e4572e',
      background: '#ffffff',
      text: '#1d2433',
    },
    landing: {
      extraSelector: { productType: 'HGH', titleKey: 'landing.selector.hgh' },
      showInSelector: ['DP', 'H', 'F', 'HGH'],
    },
    translations: {
      en: {
        heroTitle: 'Your holiday in the sun starts here',
        heroSubtitle: 'Flight and hotel at the best price, in a single step',
        promoImageAlt: 'Seasonal offers on flight and hotel',
        productExplanationTitle: 'How it works',
        productExplanationSubtitle: 'Choose, combine and book',
        productExplanationDescription:
          'Search your destination, pick the hotel and flight you prefer and pay securely.',
      },
      de: {
        heroTitle: 'Dein Urlaub in der Sonne beginnt hier',
        heroSubtitle: 'Flug und Hotel zum besten Preis, in einem Schritt',
        promoImageAlt: 'Saisonangebote für Flug und Hotel',
        productExplanationTitle: 'So funktioniert es',
        productExplanationSubtitle: 'Wählen, kombinieren, buchen',
        productExplanationDescription:
          'Suche dein Reiseziel, wähle Hotel und Flug nach deinem Geschmack und bezahle sicher.',
      },
    },
    brand: {
      isTopHotel: true,
      phoneNumber: '+34 900 100 200',
      phonePrivacyPolicyUrl: 'https://www.sunsea.example/legal/phone-privacy',
      cookiesPolicyUrl: 'https://www.sunsea.example/legal/cookies',
    },
    footer: { externalScriptUrl: '/media/scripts/sunsea-footer.js' },
  }),
  defineBrand({
    id: 2,
    slug: 'lastminute',
    domain: 'lastminute.localhost',
    language: 'en',
    country: 'GB',
    brandName: 'Lastminute Escapes',
    colors: {
      primary: '#e4007c',
      secondary: '#1f1f1f',
      accent: '#ffd100',
      background: '#ffffff',
      text: '#1f1f1f',
    },
    flags: { [FLAGS.tealium]: true },
    translations: {
      it: {
        heroTitle: 'Il tuo prossimo viaggio inizia qui',
        heroSubtitle: 'Voli e hotel al miglior prezzo, in un colpo solo',
        promoImageAlt: 'Offerte di stagione su voli e hotel',
        productExplanationTitle: 'Come funziona',
        productExplanationSubtitle: 'Scegli, combina e prenota',
        productExplanationDescription:
          "Cerca la destinazione, scegli l'hotel e il volo che preferisci e paga in modo sicuro.",
      },
      fr: {
        heroTitle: 'Votre prochain voyage commence ici',
        heroSubtitle: 'Vols et hôtels au meilleur prix, en une seule fois',
        promoImageAlt: 'Offres de saison sur les vols et les hôtels',
        productExplanationTitle: 'Comment ça marche',
        productExplanationSubtitle: 'Choisissez, combinez, réservez',
        productExplanationDescription:
          "Cherchez votre destination, choisissez l'hôtel et le vol qui vous plaisent et payez en toute sécurité.",
      },
    },
    brand: {
      productTypeOrder: ['F', 'H', 'DP'],
      brandOrigin: LASTMINUTE_ORIGIN,
      brandBase: LASTMINUTE_ORIGIN,
      consentManagerScriptUrl: '/media/scripts/lastminute-consent.js',
      tagManagerScriptUrl: '/media/scripts/lastminute-tealium.js',
    },
    ancillaries: ['SEAT_SELECTION', 'EXTRA_LUGGAGE'],
  }),
  defineBrand({
    id: 3,
    slug: 'flyfree',
    domain: 'flyfree.localhost',
    language: 'fr',
    country: 'FR',
    brandName: 'FlyFree Vacances',
    colors: {
      primary: '#2b9348',
      secondary: '#f9c74f',
      accent: '#f3722c',
      background: '#fbfdf7',
      text: '#14281d',
    },
    offers: { isScalapayClub: true },
    brand: {
      productTypeOrder: ['F', 'FF', 'DP'],
      freeFlightConditions: { voucherAmount: 3, conditionsKey: 'brand.free-flight.conditions' },
    },
    paymentMethods: ['CARD', 'PAYPAL', 'SCALAPAY'],
  }),
  defineBrand({
    id: 4,
    slug: 'members',
    domain: 'members.localhost',
    language: 'en',
    country: 'GB',
    brandName: 'Members Travel Club',
    colors: {
      primary: '#3a0ca3',
      secondary: '#4cc9f0',
      accent: '#f72585',
      background: '#f8f7ff',
      text: '#10002b',
    },
    flags: { [FLAGS.operatorPanel]: true },
    brand: {
      productTypeOrder: ['HGH', 'H', 'F'],
      singleSignOn: true,
      currency: null,
      budgetRestriction: 1500,
    },
    paymentMethods: ['CARD'],
  }),
  defineBrand({
    id: 5,
    slug: 'punti',
    domain: 'punti.localhost',
    language: 'it',
    country: 'IT',
    brandName: 'Punti Viaggi',
    colors: {
      primary: '#c1121f',
      secondary: '#fdf0d5',
      accent: '#003049',
      background: '#ffffff',
      text: '#161a1d',
    },
    brand: {
      productTypeOrder: ['DP', 'H', 'F', 'FF'],
      pointsConversionRate: 0.01,
      customPointsLabel: 'Punti Stella',
    },
    paymentMethods: ['CARD', 'POINTS'],
  }),
  defineBrand({
    id: 6,
    slug: 'closed',
    domain: 'closed.localhost',
    language: 'es',
    country: 'ES',
    brandName: 'Closed Travel',
    colors: {
      primary: '#6c757d',
      secondary: '#adb5bd',
      accent: '#343a40',
      background: '#ffffff',
      text: '#212529',
    },
    flags: { [FLAGS.maintenance]: true },
  }),
  defineBrand({
    id: 7,
    slug: 'xss',
    domain: 'xss.localhost',
    language: 'en',
    country: 'GB',
    brandName: 'XSS Test Brand',
    colors: {
      primary: '#000000',
      secondary: '#ff0000',
      accent: '#00ff00',
      background: '#ffffff',
      text: '#000000',
    },
    text: { heroTitle: 'Deals <img src=x onerror="window.__xss=1">' },
  }),
  // Test only: the quality suite's faults (a malformed answer on every call a screen makes) are
  // scoped to this brand, so they never meet another spec's calls. Otherwise like sunsea.
  defineBrand({
    id: 8,
    slug: 'quality',
    domain: 'quality.localhost',
    language: 'es',
    country: 'ES',
    brandName: 'Quality Test Travel',
    colors: {
      primary: '#0a6ebd',
      secondary: '#ffb400',
      accent: '#e4572e',
      background: '#ffffff',
      text: '#1d2433',
    },
    landing: { showInSelector: ['DP', 'H', 'F', 'HGH'] },
    footer: { legalTextKey: 'footer.legal.sunsea' },
  }),
];

/** The brand whose configuration `localhost` and `127.0.0.1` also resolve to. */
const DEFAULT_BRAND_DOMAIN = 'sunsea.localhost';
const ALIASES: Record<string, string> = {
  localhost: DEFAULT_BRAND_DOMAIN,
  '127.0.0.1': DEFAULT_BRAND_DOMAIN,
};

/** Lower-cases a host name and drops any port: `Sunsea.localhost:3000` -> `sunsea.localhost`. */
export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/:\d+$/, '');
}

/**
 * A brand's content in a locale, the way the content service answers a `locale`: that locale's
 * content when it has one, else the default locale's (the brand's own language), named.
 */
export function contentIn(
  brand: Brand,
  locale: Language | undefined,
): { locale: Language; content: BrandContent } {
  const translated = locale === undefined ? undefined : brand.translations[locale];
  return translated && locale
    ? { locale, content: translated }
    : { locale: brand.language, content: brand.content };
}

/** The brand a host name serves, following the aliases; undefined for an unknown domain. */
export function findBrand(domain: string): Brand | undefined {
  const host = normalizeDomain(domain);
  const resolved = ALIASES[host] ?? host;
  return BRANDS.find((brand) => brand.domain === resolved);
}

/** The currency a brand prices in: its own, else the default (EUR). */
export function brandCurrency(brand: Brand | undefined): string {
  return brand?.content.brand.currency ?? DEFAULT_CURRENCY;
}

export function findBrandByBusinessProfile(
  businessProfile: string,
): { brand: Brand; productType: ProductType } | undefined {
  for (const brand of BRANDS) {
    const entry = Object.entries(brand.content.brand.businessProfiles).find(
      ([, id]) => id === businessProfile,
    );
    if (entry) return { brand, productType: entry[0] as ProductType };
  }
  return undefined;
}
