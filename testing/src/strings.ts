/**
 * The shared package's own strings (`shared/i18n`) in all six languages, and an i18n instance
 * holding them, for tests of what the domain modules say. A missing string reads as its key
 * (no fallback language), so a test can see it. Only test files import this module.
 */
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import de from '../../shared/i18n/de.json';
import en from '../../shared/i18n/en.json';
import es from '../../shared/i18n/es.json';
import fr from '../../shared/i18n/fr.json';
import it from '../../shared/i18n/it.json';
import pt from '../../shared/i18n/pt.json';

export const SHARED_STRINGS = { es, en, it, fr, de, pt };

export async function sharedStringsI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    resources: Object.fromEntries(
      Object.entries(SHARED_STRINGS).map(([language, tree]) => [language, { translation: tree }]),
    ),
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
