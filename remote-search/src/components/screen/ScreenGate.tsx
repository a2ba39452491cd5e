/**
 * Every screen of this remote starts here: its translations (this remote's namespace, served from
 * its own origin) must be in before any text shows, so no key ever flashes.
 */
import type { ReactNode } from 'react';
import { useNamespace } from '@storefront/shared/i18n/use-namespace';
import { NAMESPACE } from '../../lib/namespace';
import { remoteBaseUrl } from '../../lib/public-path';
import './screen.css';

export function ScreenGate({ children }: { children: ReactNode }) {
  const { ready, error } = useNamespace(NAMESPACE, remoteBaseUrl());
  if (!ready && !error) {
    return <div className="rs-screen-loading" role="status" aria-busy="true" />;
  }
  return <>{children}</>;
}
