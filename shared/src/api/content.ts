/**
 * The content service through the backend's Strapi operations (spec sections 3 and 7): a brand's
 * configuration (GetConfig with `path=brand-configurations/{domain}` and `populate[n]`), its
 * texts in a language (the same call with Strapi's `locale`), and the cache operations
 * RemoveConfig and CleanAllConfigurationCaches. The content service's shape (`data.id`,
 * `data.attributes`, the locale it answered in as `attributes.locale`) is turned into the
 * domain BrandConfig and BrandContent here.
 *
 * The shell's calls (this module, sign-on, flags) build their schemas when first used
 * (`z.lazy`), not as the shell starts: a page rendered on the server takes their answers from
 * its state and never checks one. Only the shell's modules do: a remote's code runs with the
 * page's zod, which an older shell may provide without `lazy`.
 */
import * as z from 'zod/mini';
import { parseWith, request } from '@storefront/shared/api/client';
import type {
  BrandConfig,
  BrandContent,
  BrandSettings,
  BrandTheme,
  DestinationProposal,
  LandingContent,
  OfferItem,
  Offers,
  PromoBanner,
} from '../domain/brand';
import { DEFAULT_CURRENCY, PRODUCT_TYPES } from '../domain/contract';
import type { ProductType } from '../domain/contract';
import { optionalText } from './wire-text';
import { BRAND_CONFIG_URL, brandConfigPath, brandConfigQuery } from '@storefront/shared/start-up';
import type { BrandConfigRelation, Language } from '@storefront/shared/start-up';

const BASE = '/api/services/app/Strapi';

const isProductType = (value: unknown): value is ProductType =>
  typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);

const productTypeList = z.lazy(() =>
  z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((values) => (values ?? []).filter(isProductType)),
  ),
);

const text = z.lazy(() =>
  z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
);
const flag = z.lazy(() =>
  z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value ?? false),
  ),
);
const positiveNumber = z.lazy(() =>
  z.pipe(
    z.nullish(z.number().check(z.positive())),
    z.transform((value) => value ?? null),
  ),
);

const themeSchema = z.lazy(() =>
  z.object({
    colors: z.object({
      primary: z.string().check(z.minLength(1)),
      onPrimary: optionalText,
      secondary: optionalText,
      accent: optionalText,
      background: optionalText,
      surface: optionalText,
      text: optionalText,
    }),
    favicon: optionalText,
    logo: optionalText,
    mobileLogo: optionalText,
    secondaryLogo: optionalText,
  }),
);

const landingSchema = z.lazy(() =>
  z.object({
    heroTitle: text,
    heroSubtitle: text,
    heroBackground: optionalText,
    promoImageMobile: optionalText,
    promoImageDesktop: optionalText,
    promoImageAlt: optionalText,
    productExplanationTitle: optionalText,
    productExplanationSubtitle: optionalText,
    productExplanationDescription: optionalText,
    extraSelector: z.pipe(
      z.nullish(z.object({ productType: z.string(), titleKey: z.string() })),
      z.transform((value) => value ?? null),
    ),
    showInSelector: productTypeList,
  }),
);

const offerSchema = z.lazy(() =>
  z.object({
    id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
    title: optionalText,
    name: optionalText,
    subtitle: optionalText,
    code: optionalText,
    imageUrl: optionalText,
    url: optionalText,
  }),
);

const offersSchema = z.lazy(() =>
  z.object({
    isScalapayClub: flag,
    deals: z.nullish(z.array(offerSchema)),
    destinations: z.nullish(z.array(offerSchema)),
  }),
);

const brandSchema = z.lazy(() =>
  z.object({
    pageTitle: text,
    businessProfiles: z.nullish(z.record(z.string(), z.nullish(z.string()))),
    isTopHotel: flag,
    productTypeOrder: productTypeList,
    phoneNumber: optionalText,
    phonePrivacyPolicyUrl: optionalText,
    brandName: z.string().check(z.minLength(1)),
    businessClient: optionalText,
    brandBase: optionalText,
    brandOrigin: optionalText,
    singleSignOn: flag,
    freeFlightConditions: z.pipe(
      z.nullish(
        z.object({ voucherAmount: z.number().check(z.positive()), conditionsKey: optionalText }),
      ),
      z.transform((value) => value ?? null),
    ),
    currency: optionalText,
    budgetRestriction: positiveNumber,
    privacyPolicyUrl: optionalText,
    cookiesPolicyUrl: optionalText,
    termsUrl: optionalText,
    pointsConversionRate: positiveNumber,
    customPointsLabel: optionalText,
    consentManagerScriptUrl: optionalText,
    tagManagerScriptUrl: optionalText,
  }),
);

const promoBannerSchema = z.lazy(() =>
  z.object({
    ctaKey: z.string(),
    ctaUrl: z.string(),
    titleKey: z.string(),
    subtitleKey: z.string(),
  }),
);

const destinationProposalSchema = z.lazy(() =>
  z.object({
    id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
    name: text,
    subtitle: text,
    type: text,
    code: text,
    title: text,
    imageUrl: optionalText,
  }),
);

const PROMO_PRODUCTS = ['DP', 'H', 'F'] as const;
type PromoProduct = (typeof PROMO_PRODUCTS)[number];

const perPromoProduct = <Item extends z.ZodMiniType>(item: Item) =>
  z.nullish(z.object({ DP: z.nullish(item), H: z.nullish(item), F: z.nullish(item) }));

/** A configuration's attributes, built once when first used (the texts' answer picks from it). */
const buildAttributesSchema = () =>
  z.object({
    domain: z.string().check(z.minLength(1)),
    language: z.string().check(z.minLength(2)),
    /** the locale the content came in (Strapi's i18n); absent: the brand's own language */
    locale: optionalText,
    country: text,
    environment: text,
    theme: themeSchema,
    landing: z.nullish(landingSchema),
    offers: z.nullish(offersSchema),
    brand: brandSchema,
    promoBanners: perPromoProduct(promoBannerSchema),
    footer: z.nullish(z.object({ legalTextKey: optionalText, externalScriptUrl: optionalText })),
    destinationProposals: perPromoProduct(z.array(destinationProposalSchema)),
    paymentMethods: z.nullish(
      z.array(z.object({ code: z.string(), provider: text, iconUrl: optionalText })),
    ),
    paymentProviders: z.nullish(z.array(z.object({ code: z.string(), name: text, mode: text }))),
    ancillaries: z.nullish(z.array(z.object({ kind: z.string(), enabled: flag }))),
  });
let attributes: ReturnType<typeof buildAttributesSchema> | undefined;
const attributesSchema = () => (attributes ??= buildAttributesSchema());

const configResponseSchema = z.lazy(() =>
  z.object({
    data: z.nullish(
      z.object({ id: z.union([z.string(), z.number()]), attributes: attributesSchema() }),
    ),
  }),
);

type Attributes = z.output<ReturnType<typeof attributesSchema>>;

/** The relations that hold the brand's texts: what a change of language asks for again. */
const CONTENT_RELATIONS = [
  'landing',
  'offers',
  'destinationProposals',
] as const satisfies readonly BrandConfigRelation[];

const contentResponseSchema = z.lazy(() =>
  z.object({
    data: z.nullish(
      z.object({
        id: z.union([z.string(), z.number()]),
        attributes: z.pick(attributesSchema(), {
          domain: true,
          language: true,
          locale: true,
          landing: true,
          offers: true,
          destinationProposals: true,
        }),
      }),
    ),
  }),
);

/** Black or white, whichever reads better on a hex colour (WCAG relative luminance). */
export function readableOn(hex: string): string {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return '#ffffff';
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const channel = (offset: number) => {
    const value = parseInt(digits.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  const onWhite = 1.05 / (luminance + 0.05);
  const onBlack = (luminance + 0.05) / 0.05;
  return onBlack > onWhite ? '#000000' : '#ffffff';
}

function toTheme(wire: Attributes['theme']): BrandTheme {
  const { colors } = wire;
  const background = colors.background ?? '#ffffff';
  const secondary = colors.secondary ?? colors.primary;
  return {
    colors: {
      primary: colors.primary,
      onPrimary: colors.onPrimary ?? readableOn(colors.primary),
      secondary,
      accent: colors.accent ?? secondary,
      text: colors.text ?? readableOn(background),
      background,
      surface: colors.surface ?? background,
    },
    faviconUrl: wire.favicon,
    primaryLogoUrl: wire.logo,
    mobileLogoUrl: wire.mobileLogo,
    secondaryLogoUrl: wire.secondaryLogo,
  };
}

function toLanding(wire: Attributes['landing']): LandingContent {
  const explanation =
    wire?.productExplanationTitle || wire?.productExplanationDescription
      ? {
          title: wire.productExplanationTitle ?? '',
          subtitle: wire.productExplanationSubtitle ?? '',
          description: wire.productExplanationDescription ?? '',
        }
      : null;
  const extra = wire?.extraSelector;
  return {
    heroTitle: wire?.heroTitle ?? '',
    heroSubtitle: wire?.heroSubtitle ?? '',
    heroBackgroundUrl: wire?.heroBackground ?? null,
    mobilePromoImageUrl: wire?.promoImageMobile ?? null,
    desktopPromoImageUrl: wire?.promoImageDesktop ?? null,
    promoImageAlt: wire?.promoImageAlt?.trim() ?? '',
    productExplanation: explanation,
    extraSelector:
      extra && isProductType(extra.productType)
        ? { productType: extra.productType, titleKey: extra.titleKey }
        : null,
    showInSelector: wire?.showInSelector ?? [],
  };
}

function toOffer(wire: z.output<typeof offerSchema>): OfferItem {
  return {
    id: wire.id,
    title: wire.title ?? wire.name ?? '',
    subtitle: wire.subtitle ?? '',
    code: wire.code,
    imageUrl: wire.imageUrl,
    url: wire.url,
  };
}

function toOffers(wire: Attributes['offers']): Offers {
  return {
    isScalapayClub: wire?.isScalapayClub ?? false,
    deals: (wire?.deals ?? []).map(toOffer),
    destinations: (wire?.destinations ?? []).map(toOffer),
  };
}

function toBrandSettings(wire: Attributes['brand']): BrandSettings {
  const businessProfiles: Partial<Record<ProductType, string>> = {};
  for (const [productType, profile] of Object.entries(wire.businessProfiles ?? {})) {
    if (isProductType(productType) && profile) businessProfiles[productType] = profile;
  }
  return {
    pageTitle: wire.pageTitle || wire.brandName,
    businessProfiles,
    isTopHotel: wire.isTopHotel,
    productTypeOrder: wire.productTypeOrder,
    phoneNumber: wire.phoneNumber,
    phonePrivacyPolicyUrl: wire.phonePrivacyPolicyUrl,
    brandName: wire.brandName,
    businessClient: wire.businessClient,
    brandBase: wire.brandBase,
    brandOrigin: wire.brandOrigin,
    singleSignOn: wire.singleSignOn,
    freeFlightConditions: wire.freeFlightConditions
      ? {
          voucherAmount: wire.freeFlightConditions.voucherAmount,
          conditionsKey: wire.freeFlightConditions.conditionsKey,
        }
      : null,
    currency: wire.currency ?? DEFAULT_CURRENCY,
    budgetRestriction: wire.budgetRestriction,
    privacyPolicyUrl: wire.privacyPolicyUrl,
    cookiesPolicyUrl: wire.cookiesPolicyUrl,
    termsUrl: wire.termsUrl,
    pointsConversionRate: wire.pointsConversionRate,
    customPointsLabel: wire.customPointsLabel,
    consentManagerScriptUrl: wire.consentManagerScriptUrl,
    tagManagerScriptUrl: wire.tagManagerScriptUrl,
  };
}

function perProduct<Wire, T>(
  wire: Partial<Record<PromoProduct, Wire | null | undefined>> | null | undefined,
  reshape: (item: Wire) => T,
): Partial<Record<PromoProduct, T>> {
  const result: Partial<Record<PromoProduct, T>> = {};
  for (const product of PROMO_PRODUCTS) {
    const item = wire?.[product];
    if (item !== null && item !== undefined) result[product] = reshape(item);
  }
  return result;
}

function toDestinationProposals(
  wire: Attributes['destinationProposals'],
): BrandConfig['destinationProposals'] {
  return perProduct(wire, (items) => items.map((item): DestinationProposal => ({ ...item })));
}

function toBrandConfig(id: string | number, wire: Attributes): BrandConfig {
  return {
    id: String(id),
    domain: wire.domain,
    language: wire.language,
    contentLanguage: wire.locale ?? wire.language,
    country: wire.country,
    environment: wire.environment,
    theme: toTheme(wire.theme),
    landing: toLanding(wire.landing),
    offers: toOffers(wire.offers),
    brand: toBrandSettings(wire.brand),
    promoBanners: perProduct(wire.promoBanners, (banner): PromoBanner => ({ ...banner })),
    footer: {
      legalTextKey: wire.footer?.legalTextKey ?? null,
      externalScriptUrl: wire.footer?.externalScriptUrl ?? null,
    },
    destinationProposals: toDestinationProposals(wire.destinationProposals),
    paymentMethods: (wire.paymentMethods ?? []).map((method) => ({ ...method })),
    paymentProviders: (wire.paymentProviders ?? []).map((provider) => ({ ...provider })),
    ancillaries: (wire.ancillaries ?? []).map((ancillary) => ({ ...ancillary })),
  };
}

/**
 * A brand's configuration, or null when the content service has none for the domain (the
 * brand-config error page). A failed load throws an ApiError. With a language (the shopper's
 * stored choice, read from storage: anything else than one of the page's languages is not
 * sent), the texts come in it where the content service has them.
 */
export function getBrandConfig(domain: string, language?: unknown): Promise<BrandConfig | null> {
  return request(
    {
      method: 'GET',
      url: BRAND_CONFIG_URL,
      params: brandConfigQuery(domain, language),
    },
    parseWith(configResponseSchema, (wire) =>
      wire.data ? toBrandConfig(wire.data.id, wire.data.attributes) : null,
    ),
  );
}

/**
 * A brand's texts in a language: the content service's content in that locale when it has it,
 * else in its default locale (the brand's own language), with the language they came in. Null
 * when the content service has no configuration for the domain. Only the localized relations
 * are asked for: the brand's settings do not change with the language.
 */
export function getBrandContent(domain: string, language: Language): Promise<BrandContent | null> {
  return request(
    {
      method: 'GET',
      url: BRAND_CONFIG_URL,
      params: brandConfigQuery(domain, language, CONTENT_RELATIONS),
    },
    parseWith(contentResponseSchema, ({ data }) =>
      data
        ? {
            language: data.attributes.locale ?? data.attributes.language,
            landing: toLanding(data.attributes.landing),
            offers: toOffers(data.attributes.offers),
            destinationProposals: toDestinationProposals(data.attributes.destinationProposals),
          }
        : null,
    ),
  );
}

const removedSchema = z.lazy(() =>
  z.object({
    removed: z.pipe(
      z.nullish(z.number().check(z.int(), z.gte(0))),
      z.transform((value) => value ?? 0),
    ),
  }),
);

/** Drops the cached configuration of one brand; answers how many cached entries went. */
export function removeConfig(domain: string): Promise<number> {
  return request(
    { method: 'DELETE', url: `${BASE}/RemoveConfig`, params: { path: brandConfigPath(domain) } },
    parseWith(removedSchema, (wire) => wire.removed),
  );
}

/** Drops every cached configuration; answers how many cached entries went. */
export function cleanAllConfigurationCaches(): Promise<number> {
  return request(
    { method: 'POST', url: `${BASE}/CleanAllConfigurationCaches` },
    parseWith(removedSchema, (wire) => wire.removed),
  );
}
