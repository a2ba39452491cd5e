/**
 * The dashboard's words in the storefront's six languages (its own bundle, `i18n/<language>.json`,
 * kept apart from the shop's so shoppers never download it), and the language a request asks for:
 * `?lang=`, else the browser's Accept-Language, else English.
 */
import { createInstance } from 'i18next';
import type { TFunction } from 'i18next';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import fr from './i18n/fr.json';
import it from './i18n/it.json';
import pt from './i18n/pt.json';

export const DASHBOARD_LANGUAGES = ['es', 'en', 'it', 'fr', 'de', 'pt'] as const;
export type DashboardLanguage = (typeof DASHBOARD_LANGUAGES)[number];

/** each language's name in itself, for the language links */
export const LANGUAGE_NAMES: Record<DashboardLanguage, string> = {
  es: 'Español',
  en: 'English',
  it: 'Italiano',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
};

const isLanguage = (value: unknown): value is DashboardLanguage =>
  typeof value === 'string' && (DASHBOARD_LANGUAGES as readonly string[]).includes(value);

/** The language of a request: its `lang` query, else the first of Accept-Language we speak. */
export function languageOf(query: string | undefined, acceptLanguage: string | undefined) {
  if (isLanguage(query)) return query;
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return asked.map((entry) => entry.base).find(isLanguage) ?? 'en';
}

const translators = new Map<DashboardLanguage, TFunction>();

/** The dashboard's translator for a language (one i18next instance, made once). */
export function translatorFor(lang: DashboardLanguage): TFunction {
  let t = translators.get(lang);
  if (!t) {
    const instance = createInstance({
      lng: lang,
      fallbackLng: false,
      resources: Object.fromEntries(
        Object.entries({ es, en, it, fr, de, pt }).map(([code, bundle]) => [
          code,
          { translation: bundle },
        ]),
      ),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    void instance.init();
    t = instance.t.bind(instance) as TFunction;
    translators.set(lang, t);
  }
  return t;
}
