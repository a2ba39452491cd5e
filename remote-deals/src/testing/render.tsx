/** This remote's screens rendered as the host does (@storefront/testing/screens). */
import path from 'node:path';
import type { Language } from '@storefront/shared/i18n';
import { startScreenI18n } from '@storefront/testing/screens';
import { NAMESPACE } from '../lib/namespace';

export { brandFor, renderScreens } from '@storefront/testing/screens';

/** The i18n instance with every language's strings at hand (no fetching), in `language`. */
export const startI18n = (language: Language = 'es') =>
  startScreenI18n({
    language,
    namespace: NAMESPACE,
    ownDir: path.resolve(__dirname, '../../i18n'),
  });
