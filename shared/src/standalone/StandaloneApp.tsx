/**
 * What the host provides, for a remote running alone: the store, the i18n instance with the
 * shared strings (which a remote's build also emits under /i18n/ for this purpose), and a
 * router over the remote's own screens.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { createStorefrontStore } from '@storefront/shared/state';
import { StoreProvider } from '@storefront/shared/state/provider';
import { i18n, initI18n, isLanguage, DEFAULT_LANGUAGE } from '@storefront/shared/i18n';

export type StandaloneRoute = { path: string; Screen: ComponentType };

function Frame({ routes, name }: { routes: StandaloneRoute[]; name: string }) {
  return (
    <>
      <header className="shell-header">
        <nav aria-label={name}>
          <ul className="shell-nav">
            {routes.map(({ path }) => (
              <li key={path}>
                <Link className="shell-nav__link" to={path}>
                  {path}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="shell-main">
        <Outlet />
      </main>
    </>
  );
}

export function StandaloneApp({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  const store = useMemo(() => createStorefrontStore(), []);
  const [ready, setReady] = useState(false);
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          element: <Frame routes={routes} name={name} />,
          children: routes.map(({ path, Screen }) => ({ path, element: <Screen /> })),
        },
      ]),
    [routes, name],
  );
  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get('lang');
    void initI18n({
      language: isLanguage(requested) ? requested : DEFAULT_LANGUAGE,
    }).then(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StoreProvider>
  );
}
