/**
 * Renders a screen or a component the way the host would: the page's one store, the i18n
 * instance with the shared strings and this remote's namespace, and a router at `route` (a
 * declarative one: jsdom has no fetch Request for a data router to build).
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import { i18n, initI18n } from '@storefront/shared/i18n';
import { createStorefrontStore } from '@storefront/shared/state';
import type { StorefrontStore } from '@storefront/shared/state';
import { StoreProvider } from '@storefront/shared/state/provider';
import sharedEn from '../../../shared/i18n/en.json';
import cartEn from '../../i18n/en.json';
import { NAMESPACE } from '../lib/namespace';

export async function setUpI18n(): Promise<void> {
  if (!i18n.isInitialized) await initI18n({ language: 'en', resources: { en: sharedEn } });
  i18n.addResourceBundle('en', NAMESPACE, cartEn, true, true);
}

/** Where the router is now, for assertions. */
export type CurrentLocation = { current: Location | null };

function LocationProbe({ into }: { into: CurrentLocation }) {
  // eslint-disable-next-line react-hooks/immutability -- a test's window on the router
  into.current = useLocation();
  return null;
}

export function renderAt(
  ui: ReactElement,
  {
    route = '/',
    store = createStorefrontStore(),
  }: { route?: string; store?: StorefrontStore } = {},
) {
  const path = route.split('?')[0] ?? '/';
  const location: CurrentLocation = { current: null };
  const view = render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe into={location} />
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
  return { ...view, store, location };
}
