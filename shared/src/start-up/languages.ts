/**
 * The page's languages and which one it shows: facts the i18n module and the start-up's early.js
 * (through @storefront/shared/start-up) both need, in a file that imports nothing, so that
 * neither brings the other's code with it.
 */
export const LANGUAGES = ['es', 'en', 'it', 'fr', 'de', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first-party cookie that keeps the shopper's own choice of language (the language switch
 * writes it), so that the render server renders a page in it as the browser does. A preference
 * the shopper sets by choosing: a technical cookie (spec section 3), kept whatever the consent.
 */
export const LANGUAGE_COOKIE = 'storefront-language';
/** How long the choice is kept: a year, as the consent choice is (spec section 9). */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/**
 * The browser's local storage key of a choice kept there by earlier versions of the storefront:
 * read once, moved to the cookie, then removed.
 */
export const LANGUAGE_CHOICE_KEY = 'storefront-language';

/**
 * A page's address may name its language (`?lang=en`): each language of a page has an address
 * of its own (search engines list them as alternates), and it wins over the stored choice.
 */
export const LANGUAGE_PARAM = 'lang';

/**
 * The language asked for: the address's, else the stored choice (the language cookie's value);
 * null, the brand's, for neither, or for a value that names none of the page's languages.
 */
export function languageChoice(search: string, stored: string | null): Language | null {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return asked;
  return isLanguage(stored) ? stored : null;
}

/** The page's language once the brand is known: the shopper's choice, else the brand's. */
export function pageLanguage(choice: unknown, brandLanguage: unknown): Language {
  if (isLanguage(choice)) return choice;
  return isLanguage(brandLanguage) ? brandLanguage : DEFAULT_LANGUAGE;
}

/**
 * Where the render server tells the browser its brand's language, for a page it leaves to the
 * browser (a failed sign-on, say): the server knows the brand from the host name, and its language
 * from the brand's configuration it last loaded.
 */
export const BRAND_LANGUAGE_COOKIE = 'storefront-brand-language';

/**
 * The language of a page shown before the brand's configuration has loaded (the sign-on and brand
 * error pages): the shopper's choice, else the brand's language as the render server told it,
 * else as this browser last saw it, else the browser's own, else the default.
 */
export function provisionalLanguage(known: {
  choice: unknown;
  toldBrandLanguage: unknown;
  rememberedBrandLanguage: unknown;
  browserLanguage: string;
}): Language {
  const { choice, toldBrandLanguage, rememberedBrandLanguage, browserLanguage } = known;
  const browser = browserLanguage.slice(0, 2).toLowerCase();
  for (const candidate of [choice, toldBrandLanguage, rememberedBrandLanguage, browser])
    if (isLanguage(candidate)) return candidate;
  return DEFAULT_LANGUAGE;
}

/** The shell's strings in a language (on the host's origin unless a base is given). */
export function shellStringsUrl(language: Language, base = ''): string {
  return `${base}/i18n/${language}.json`;
}
