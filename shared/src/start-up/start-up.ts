/**
 * What the page's start-up calls are (spec sections 4 and 7): the sign-on gate's
 * AuthenticateExternal, the feature flags and the brand configuration, with the cookie, the link
 * token and the brand domain they are made with; and the page's languages and which one it shows.
 * The host's early.js sends the calls and asks for the strings before the shell's code has
 * arrived (host/src/lib/early-calls.ts), and the API client, the content api, the sign-on gate
 * and the i18n module make and read the same calls and files, so all of them take these facts
 * from here.
 *
 * Not in the share scope (not among `shellModules` in package.json): early.js has no federation
 * to consume a shared module from, so this file imports only the cookie reader and the languages, by relative
 * path, and each bundle that needs it takes its own copy of a few hundred bytes. It imports
 * nothing else: whatever it imports is in early.js.
 */
import { readCookie } from '../lib/cookies';
import { LANGUAGE_COOKIE, isLanguage, languageChoice } from './languages';
import type { Language } from './languages';

/** The cookie that holds the access token the client sends as its bearer token. */
export const AUTH_COOKIE = 'Abp.AuthToken';
/**
 * Says the session is the visitor's own (signed on with a link token): their pages are rendered
 * for them alone, never kept in a shared cache. Holds no token.
 */
export const OWN_SESSION_COOKIE = 'storefront-session';
/**
 * Tells a shared cache in front of the pages which canary arms the visitor's session is on
 * (canaryKey in the host's remotes manifest), so it keeps their pages apart from the others'.
 */
export const CANARY_COOKIE = 'storefront-canary';
/** The URL parameter of a sign-on link's token. */
export const TOKEN_PARAM = 'a';
export const API_VERSION = 1;
/** Spec section 9: a call that has not answered by then is a TIMEOUT. */
export const REQUEST_TIMEOUT_MS = 60000;
/** The headers every call carries. */
export const API_HEADERS = {
  Accept: 'application/json',
  'X-Api-Version': String(API_VERSION),
} as const;

export const SIGN_ON_URL = '/api/TokenAuth/AuthenticateExternal';
export const FLAGS_URL = '/api/services/app/FeatureToogle/FlagProviderList';
export const BRAND_CONFIG_URL = '/api/services/app/Strapi/GetConfig';

/**
 * The related content of a brand configuration (spec section 7), asked for with `populate[n]`:
 * everything a BrandConfig holds.
 */
export const BRAND_CONFIG_RELATIONS = [
  'theme',
  'landing',
  'offers',
  'brand',
  'promoBanners',
  'footer',
  'destinationProposals',
  'paymentMethods',
  'paymentProviders',
  'ancillaries',
] as const;

/** The access token of the auth cookie, or null. */
export function authToken(): string | null {
  return readCookie(AUTH_COOKIE);
}

/** The link token as sent: a `+` in the token arrives as a space after URL decoding. */
export function linkToken(search: string): string | null {
  const raw = new URLSearchParams(search).get(TOKEN_PARAM);
  return raw === null ? null : raw.replace(/ /g, '+');
}

/** With no auth cookie, or with a link token in the URL, the page signs on first. */
export function needsSignOn(search: string): boolean {
  return authToken() === null || new URLSearchParams(search).has(TOKEN_PARAM);
}

function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/:\d+$/, '');
}

/**
 * The brand domain (spec section 7): the environment's setting when there is one, else the page's
 * host name, lower case and without a port.
 */
export function resolveBrandDomain(configured: unknown, hostname: string): string {
  const chosen = typeof configured === 'string' && configured.trim() ? configured : hostname;
  return normalizeDomain(chosen);
}

/** The content path of a brand's configuration. */
export function brandConfigPath(domain: string): string {
  return `brand-configurations/${normalizeDomain(domain)}`;
}

export type BrandConfigRelation = (typeof BRAND_CONFIG_RELATIONS)[number];

/**
 * The brand configuration call's query: its content path, `populate[n]` for every relation
 * asked for (all of them unless told), and the content service's `locale` when a language is
 * given (what the client sends and what the entry point sends early, so both are the same
 * call). Without a locale the content comes in the content service's default locale, the
 * brand's own language, which is also the page's when the shopper has chosen none: the
 * start-up asks in the shopper's stored choice, if any (`locale` is anything read from storage:
 * only one of the page's languages is sent).
 */
export function brandConfigQuery(
  domain: string,
  locale?: unknown,
  relations: readonly BrandConfigRelation[] = BRAND_CONFIG_RELATIONS,
): Record<string, string> {
  const query: Record<string, string> = { path: brandConfigPath(domain) };
  relations.forEach((relation, index) => {
    query[`populate[${index}]`] = relation;
  });
  if (isLanguage(locale)) query.locale = locale;
  return query;
}

/**
 * The shopper's language, by one rule on the render server (the request's cookies) and in the
 * browser (the page's): the address's `lang`, else the language cookie's; null, the brand's, for
 * neither or for a value that is none of the page's languages.
 */
export function shopperLanguage(search: string): Language | null {
  return languageChoice(search, readCookie(LANGUAGE_COOKIE));
}

// the page's languages, and which one it shows: early.js asks for its strings
export {
  BRAND_LANGUAGE_COOKIE,
  DEFAULT_LANGUAGE,
  LANGUAGE_CHOICE_KEY,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_PARAM,
  LANGUAGES,
  isLanguage,
  languageChoice,
  pageLanguage,
  provisionalLanguage,
  shellStringsUrl,
} from './languages';
export type { Language } from './languages';
