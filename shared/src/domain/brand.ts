/**
 * The brand configuration as the storefront uses it (spec section 3), reshaped at the API edge
 * from the content service's `data.attributes`. Every text is plain text: nothing here is ever
 * rendered as HTML. The texts come in the shopper's language where the content service has it,
 * else in the brand's own, and say which (`contentLanguage`, `BrandContent.language`).
 */
import type { ProductType } from './contract';

export type BrandTheme = {
  colors: {
    primary: string;
    onPrimary: string;
    secondary: string;
    accent: string;
    text: string;
    background: string;
    surface: string;
  };
  faviconUrl: string | null;
  primaryLogoUrl: string | null;
  mobileLogoUrl: string | null;
  secondaryLogoUrl: string | null;
};

export type ProductSelectorEntry = { productType: ProductType; showInSelector: boolean };

export type LandingContent = {
  heroTitle: string;
  heroSubtitle: string;
  heroBackgroundUrl: string | null;
  mobilePromoImageUrl: string | null;
  desktopPromoImageUrl: string | null;
  /** what the promo picture shows; empty when the brand gives none (the picture is decoration) */
  promoImageAlt: string;
  productExplanation: { title: string; subtitle: string; description: string } | null;
  /** an extra product in the landing's selector, with the translation key of its title */
  extraSelector: { productType: ProductType; titleKey: string } | null;
  /** product types shown in the landing's selector */
  showInSelector: ProductType[];
};

export type OfferItem = {
  id: string;
  title: string;
  subtitle: string;
  /** destination code, for destination offers */
  code: string | null;
  imageUrl: string | null;
  url: string | null;
};

export type Offers = {
  isScalapayClub: boolean;
  deals: OfferItem[];
  destinations: OfferItem[];
};

export type PromoBanner = { ctaKey: string; ctaUrl: string; titleKey: string; subtitleKey: string };

export type DestinationProposal = {
  id: string;
  name: string;
  subtitle: string;
  type: string;
  code: string;
  title: string;
  imageUrl: string | null;
};

export type BrandSettings = {
  pageTitle: string;
  businessProfiles: Partial<Record<ProductType, string>>;
  isTopHotel: boolean;
  productTypeOrder: ProductType[];
  phoneNumber: string | null;
  phonePrivacyPolicyUrl: string | null;
  brandName: string;
  businessClient: string | null;
  brandBase: string | null;
  brandOrigin: string | null;
  singleSignOn: boolean;
  freeFlightConditions: { voucherAmount: number; conditionsKey: string | null } | null;
  currency: string;
  budgetRestriction: number | null;
  privacyPolicyUrl: string | null;
  cookiesPolicyUrl: string | null;
  termsUrl: string | null;
  pointsConversionRate: number | null;
  customPointsLabel: string | null;
  /** third-party scripts the brand names (consent manager, tag manager) */
  consentManagerScriptUrl: string | null;
  tagManagerScriptUrl: string | null;
};

export type BrandConfig = {
  id: string;
  domain: string;
  /** the brand's own language: the page's unless the shopper chose another */
  language: string;
  /**
   * the language of the brand's texts (landing, offers, destination proposals): the one asked
   * for when the content service has it, else the brand's own
   */
  contentLanguage: string;
  country: string;
  environment: string;
  theme: BrandTheme;
  landing: LandingContent;
  offers: Offers;
  brand: BrandSettings;
  promoBanners: Partial<Record<'DP' | 'H' | 'F', PromoBanner>>;
  footer: { legalTextKey: string | null; externalScriptUrl: string | null };
  destinationProposals: Partial<Record<'DP' | 'H' | 'F', DestinationProposal[]>>;
  /** payment methods, their providers and the checkout ancillaries the brand offers */
  paymentMethods: PaymentMethod[];
  paymentProviders: PaymentProvider[];
  ancillaries: { kind: string; enabled: boolean }[];
};

/**
 * The brand's texts in one language: the content service's localized content. The rest of the
 * configuration (theme, settings, policies, payment) is the same whatever the language.
 */
export type BrandContent = Pick<BrandConfig, 'landing' | 'offers' | 'destinationProposals'> & {
  /** the language the texts are in: the one asked for when the content service has it */
  language: string;
};

/** The texts a brand configuration came with. */
export function brandContentOf(brand: BrandConfig): BrandContent {
  return {
    language: brand.contentLanguage,
    landing: brand.landing,
    offers: brand.offers,
    destinationProposals: brand.destinationProposals,
  };
}

/**
 * The `lang` attribute brand text needs on a page in `pageLanguage`: its own language when that
 * is another one (so a screen reader reads it right), else none (the page's applies).
 */
export function contentLang(contentLanguage: string, pageLanguage: string): string | undefined {
  const primary = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const content = primary(contentLanguage);
  return content && content !== primary(pageLanguage) ? contentLanguage : undefined;
}

export type PaymentMethod = { code: string; provider: string; iconUrl: string | null };

/** mode: EMBEDDED, REDIRECT or INTERNAL, or a mode the storefront does not know yet */
export type PaymentProvider = { code: string; name: string; mode: string };

export type FeatureFlag = { name: string; enabled: boolean };

/** A toggle the backend knows (ListKnowToggles), with what it does. */
export type KnownToggle = { name: string; description: string | null };

/** What AuthenticateExternal answers (spec section 3, "Authentication result"). */
export type AuthResult = {
  accessToken: string;
  expireInSeconds: number;
  /** seconds from now, when the backend gives it */
  expiresAt: number | null;
  userId: string | null;
  sessionId: string | null;
  signedIn: boolean;
};
