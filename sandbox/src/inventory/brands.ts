/**
 * A brand as the sandbox serves it (its content in the content service's shape), and finding the
 * brand a host name serves. The brands themselves are in brand-list.ts, their content is made in
 * brand-content.ts.
 */
import {
  DEFAULT_CURRENCY,
  type FLAGS,
  type ProductType,
} from '../../../shared/src/domain/contract';
import type { Language } from '../lib/languages';
import { BRANDS } from './brand-list';

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
