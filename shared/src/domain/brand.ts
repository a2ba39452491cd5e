/**
 * The brand configuration as the storefront uses it (spec section 3), reshaped at the API edge
 * from the content service's `data.attributes`. Every text is plain text: nothing here is ever
 * rendered as HTML.
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
  language: string;
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
