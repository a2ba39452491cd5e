/** This remote's strings: its namespace, loaded from its own origin, and the shared ones. */
import { useTranslation } from 'react-i18next';
import { useNamespace } from '@storefront/shared/i18n/use-namespace';
import { NAMESPACE } from '../lib/namespace';
import { remoteBaseUrl } from '../lib/public-path';

export function useFlightsTranslation() {
  const { ready, error } = useNamespace(NAMESPACE, remoteBaseUrl());
  const { t, i18n } = useTranslation(NAMESPACE);
  // a namespace that failed to load still renders: keys beat a blank screen
  return { t, language: i18n.language, ready: ready || error };
}
