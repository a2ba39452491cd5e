/** The shared UI strings in a fresh i18n instance, for component tests. */
import { initI18n } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import es from '../../shared/src/ui/locales/es.json';
import en from '../../shared/src/ui/locales/en.json';
import domainEn from '../../shared/i18n/en.json';
import domainEs from '../../shared/i18n/es.json';

export function initTestI18n(language: Language = 'en') {
  return initI18n({
    language,
    resources: { en: { ...domainEn, ...en }, es: { ...domainEs, ...es } },
  });
}
