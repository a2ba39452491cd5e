import { i18n } from '@storefront/shared/i18n';

/** Whether the shared strings hold a key a brand names (e.g. its free-flight conditions). */
export function i18nExists(key: string): boolean {
  return i18n.exists(key, { ns: 'translation' });
}
