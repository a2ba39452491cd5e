import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider, useLocation } from 'react-router-dom';
import { i18n, initI18n } from '@storefront/shared/i18n';
import { createStorefrontStore } from '@storefront/shared/state';
import { StoreProvider } from '@storefront/shared/state/provider';
import { fetchManifest, resolveRemotes } from '../features/remotes/manifest';
import { prefetchScreenAssets, registerRemotes } from '../features/remotes/federation';
import { RemoteScreen } from '../features/remotes/RemoteScreen';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { Layout } from '../features/layout/Layout';
import { SCREEN_ROUTES } from './routes';
import { NAV_ITEMS } from './navigation';
import { PrefetchLink } from './PrefetchLink';
import '../styles/base.css';

function SearchRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/', search, hash }} replace />;
}

function buildRouter() {
  return createBrowserRouter([
    {
      element: <Layout navItems={NAV_ITEMS} LinkComponent={PrefetchLink} />,
      children: [
        ...SCREEN_ROUTES.map(({ path, remote, expose }) => ({
          path,
          element: <RemoteScreen key={`${remote}/${expose}`} remote={remote} expose={expose} />,
        })),
        { path: '/search', element: <SearchRedirect /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

type Boot = { status: 'booting' } | { status: 'ready' } | { status: 'failed'; message: string };

/** Start-up: the remotes manifest and the translations load in parallel, then the router. */
export function App() {
  const store = useMemo(() => createStorefrontStore(), []);
  const [boot, setBoot] = useState<Boot>({ status: 'booting' });
  const router = useMemo(() => (boot.status === 'ready' ? buildRouter() : null), [boot.status]);

  useEffect(() => {
    Promise.all([
      fetchManifest().then((manifest) =>
        registerRemotes(resolveRemotes(manifest, window.location.hostname)),
      ),
      initI18n({ language: 'es' }),
    ]).then(
      () => setBoot({ status: 'ready' }),
      (error: unknown) =>
        setBoot({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  }, []);

  useEffect(() => {
    if (boot.status !== 'ready') return undefined;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const handle = idle(() => {
      for (const { remote, expose } of SCREEN_ROUTES) prefetchScreenAssets(remote, expose);
    });
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }, [boot.status]);

  if (boot.status === 'failed') {
    return (
      <main className="boot-failure">
        <h1>Storefront unavailable</h1>
        <p>{boot.message}</p>
      </main>
    );
  }
  if (!router) return null;
  return (
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StoreProvider>
  );
}
