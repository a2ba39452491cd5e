import { useTranslation } from 'react-i18next';
import { useNamespace } from '@storefront/shared/i18n/use-namespace';
import { NAMESPACE } from './namespace';

/**
 * This remote's strings, loaded from its own origin. `ready` turns true once they are there (or
 * failed to load: the screen then still works, with the shared strings).
 */
export function useCartStrings() {
  const { ready, error } = useNamespace(NAMESPACE, __webpack_public_path__);
  const { t, i18n } = useTranslation(NAMESPACE);
  return { ready: ready || error, t, language: i18n.language };
}

/** The translate function of this remote's namespace. */
export type CartT = ReturnType<typeof useCartStrings>['t'];
