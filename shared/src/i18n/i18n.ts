/**
 * The page's one i18next instance. Shell strings come from `/i18n/{language}.json` on the
 * host's origin; a remote adds its own namespace from its own origin with `loadNamespace`.
 */
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  shellStringsUrl,
} from '@storefront/shared/start-up';
import type { Language } from '@storefront/shared/start-up';

// the languages are the start-up's facts too (early.js asks for the page's strings)
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '@storefront/shared/start-up';
export type { Language } from '@storefront/shared/start-up';

export const i18n: I18n = i18next.createInstance();

/**
 * namespace -> base URL its files are served from. The shell's strings live at
 * `{base}/i18n/{language}.json`; a remote's namespace at `{its public path}/locales/{language}.json`.
 */
const namespaceOrigins = new Map<string, string>();
const loaded = new Map<string, Promise<void>>();

/** Pauses before the retries of a translations file lost on the way (a network error, a 5xx). */
export const BUNDLE_RETRY_DELAYS_MS = [300, 1000];

class TransientFailure extends Error {}

async function fetchBundleOnce(url: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new TransientFailure(`translations ${url}: network error`);
  }
  if (!response.ok) {
    const message = `translations ${url}: HTTP ${response.status}`;
    throw response.status >= 500 || response.status === 408 || response.status === 429
      ? new TransientFailure(message)
      : new Error(message);
  }
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null)
    throw new Error(`translations ${url}: not an object`);
  return body as Record<string, unknown>;
}

/** A translations file; one lost on the way is asked for again, twice, before it fails. */
async function fetchBundle(url: string): Promise<Record<string, unknown>> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await fetchBundleOnce(url);
    } catch (error) {
      const pause = BUNDLE_RETRY_DELAYS_MS[retry];
      if (!(error instanceof TransientFailure) || pause === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

function ensureBundle(ns: string, language: Language): Promise<void> {
  const base = namespaceOrigins.get(ns);
  if (base === undefined) return Promise.resolve();
  const key = `${ns}:${language}`;
  let pending = loaded.get(key);
  // strings that came with the page (rendered on the server) are not asked for again
  if (!pending && i18n.hasResourceBundle(language, ns)) pending = Promise.resolve();
  if (!pending) {
    const url =
      ns === 'translation' ? shellStringsUrl(language, base) : `${base}/locales/${language}.json`;
    pending = fetchBundle(url).then((bundle) => {
      i18n.addResourceBundle(language, ns, bundle, true, true);
    });
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/** The page's `lang` (a server render writes it into the HTML instead). */
function setPageLanguage(language: Language): void {
  // the same value written again would still make the browser style the whole page again
  if (typeof document !== 'undefined' && document.documentElement.lang !== language)
    document.documentElement.lang = language;
}

export type InitI18nOptions = {
  language: Language;
  /** base URL of the shell strings; '' means the page's own origin */
  shellBase?: string;
  /** bundles already at hand (tests, standalone bootstraps) instead of fetching */
  resources?: Partial<Record<Language, Record<string, unknown>>>;
  /**
   * false: the language's strings are not asked for yet (the shell's provisional language,
   * whose strings only an error page before the brand needs: `preloadLanguage` then)
   */
  fetchStrings?: boolean;
};

export async function initI18n({
  language,
  shellBase = '',
  resources,
  fetchStrings = true,
}: InitI18nOptions) {
  if (!resources) namespaceOrigins.set('translation', shellBase);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'translation',
    ns: ['translation'],
    interpolation: { escapeValue: false }, // React escapes
    resources: resources
      ? Object.fromEntries(Object.entries(resources).map(([lng, b]) => [lng, { translation: b }]))
      : {},
    returnNull: false,
  });
  if (!resources && fetchStrings) await ensureBundle('translation', language);
  setPageLanguage(language);
}

/**
 * Adds a remote's own namespace, served from its own origin, in the current language (or the
 * one given: the shell fetches the first screen's bundle while it switches to that language).
 */
export function loadNamespace(
  ns: string,
  baseUrl: string,
  language: Language = currentLanguage(),
): Promise<void> {
  namespaceOrigins.set(ns, baseUrl.replace(/\/$/, ''));
  return ensureBundle(ns, language);
}

export function isNamespaceReady(ns: string): boolean {
  return i18n.hasResourceBundle(currentLanguage(), ns);
}

export function currentLanguage(): Language {
  const lng = i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/**
 * Fetches the bundles of every namespace in use for a language without switching to it (the
 * shell asks for the brand's language while the strings of the provisional one still arrive);
 * `changeLanguage` then finds them.
 */
export function preloadLanguage(language: Language): Promise<void> {
  return Promise.all([...namespaceOrigins.keys()].map((ns) => ensureBundle(ns, language))).then(
    () => undefined,
  );
}

/** Switches language once every namespace in use has its bundle, so no key flashes. */
export async function changeLanguage(language: Language): Promise<void> {
  await preloadLanguage(language);
  await i18n.changeLanguage(language);
  setPageLanguage(language);
}
