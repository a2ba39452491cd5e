import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../lib/namespace';

/** `t` of this remote's namespace (shared strings as `translation:…`), and the page's language. */
export function useSearchTranslation() {
  const { t, i18n } = useTranslation(NAMESPACE);
  return { t, language: i18n.language || 'es' };
}
