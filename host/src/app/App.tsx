import { Component, useEffect, useMemo } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider, useLocation } from 'react-router-dom';
import { FLAGS, LASTMINUTE_ORIGIN } from '@storefront/shared/domain/contract';
import { i18n } from '@storefront/shared/i18n';
import { createStorefrontStore, setBrandConfigAtom } from '@storefront/shared/state';
import type { StorefrontStore } from '@storefront/shared/state';
import { StoreProvider } from '@storefront/shared/state/provider';
import { reportError } from '@storefront/shared/tracking/error-reporting';
import { ShellContext } from '../lib/shell-context';
import type { Shell } from '../lib/shell-context';
import { applyBrand } from '../features/brand/theme';
import { ConsentProvider } from '../features/consent/ConsentProvider';
import { ConsentModal } from '../features/consent/ConsentModal';
import { allowedScriptUrl, loadScript } from '../lib/external-scripts';
import {
  BrandConfigErrorPage,
  ExceptionPage,
  ExpiredSessionPage,
  MaintenancePage,
} from '../features/error-pages/shell-pages';
import { SignOnErrorPage } from '../features/error-pages/SignOnErrorPage';
import { isOn } from '../lib/flags';
import { LoadingScreen } from '../features/flags/LoadingScreen';
import { Layout } from './Layout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RemoteScreen } from '../features/remotes/RemoteScreen';
import { OperatorPanel, OverrideRefusals } from '../features/remotes/OperatorPanel';
import { prefetchScreenAssets } from '../features/remotes/federation';
import { NAV_ITEMS } from './navigation';
import { PrefetchLink } from './PrefetchLink';
import { SCREEN_ROUTES } from './routes';
import { useStartup } from './startup';
import '@storefront/shared/ui/tokens.css';
import '../styles/base.css';

function SearchRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/', search, hash }} replace />;
}

const reportRenderError = (error: unknown, where: { remote: string; expose: string }) =>
  reportError(error, { remote: where.remote, expose: where.expose, kind: 'render' });

function buildRouter(maintenance: boolean, operatorTools: ReactNode) {
  if (maintenance)
    return createBrowserRouter([
      {
        path: '*',
        element: (
          <FullScreen>
            <MaintenancePage />
          </FullScreen>
        ),
      },
    ]);
  return createBrowserRouter([
    {
      element: (
        <Layout navItems={NAV_ITEMS} LinkComponent={PrefetchLink} operatorTools={operatorTools} />
      ),
      children: [
        ...SCREEN_ROUTES.map(({ path, remote, expose }) => ({
          path,
          element: (
            <RemoteScreen
              key={`${remote}/${expose}`}
              remote={remote}
              expose={expose}
              onError={reportRenderError}
              RenderErrorFallback={ExceptionPage}
            />
          ),
        })),
        { path: '/search', element: <SearchRedirect /> },
        { path: '/exception', element: <ExceptionPage /> },
        { path: '/expired-session', element: <ExpiredSessionPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

function FullScreen({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}

/** A render error anywhere in the shell shows the generic exception page and is reported. */
class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, { componentStack: info.componentStack ?? '' });
  }
  override render() {
    if (this.state.failed) {
      return (
        <FullScreen>
          <ExceptionPage onRetry={() => this.setState({ failed: false })} />
        </FullScreen>
      );
    }
    return this.props.children;
  }
}

/** Third-party scripts of the Lastminute-origin brand, under their stated conditions. */
function useBrandScripts(shell: Shell | null) {
  useEffect(() => {
    if (!shell || shell.brand.brand.brandOrigin !== LASTMINUTE_ORIGIN) return;
    const { consentManagerScriptUrl, tagManagerScriptUrl } = shell.brand.brand;
    const consent = allowedScriptUrl(consentManagerScriptUrl, shell.env);
    if (consent) loadScript(consent, 'consent-manager').catch((e: unknown) => reportError(e));
    if (isOn(shell.flags, FLAGS.tealium)) {
      const tags = allowedScriptUrl(tagManagerScriptUrl, shell.env);
      if (tags) loadScript(tags, 'tag-manager').catch((e: unknown) => reportError(e));
    }
  }, [shell]);
}

function ReadyApp({ shell, store }: { shell: Shell; store: StorefrontStore }) {
  const maintenance = isOn(shell.flags, FLAGS.maintenance);
  const operatorPanel = isOn(shell.flags, FLAGS.operatorPanel);
  const router = useMemo(
    () =>
      buildRouter(
        maintenance,
        <>
          <OverrideRefusals refused={shell.refusedOverrides} />
          {operatorPanel ? <OperatorPanel /> : null}
        </>,
      ),
    [maintenance, operatorPanel, shell.refusedOverrides],
  );
  const ownBanner = shell.brand.brand.brandOrigin !== LASTMINUTE_ORIGIN;
  useBrandScripts(shell);
  useEffect(() => {
    if (maintenance) return undefined;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const handle = idle(() => {
      for (const { remote, expose } of SCREEN_ROUTES) prefetchScreenAssets(remote, expose);
    });
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }, [maintenance]);
  useEffect(() => {
    store.set(setBrandConfigAtom, shell.brand);
  }, [store, shell.brand]);
  return (
    <ShellContext.Provider value={shell}>
      <ConsentProvider ownBanner={ownBanner}>
        <RouterProvider router={router} />
        {ownBanner ? <ConsentModal cookiePolicyUrl={shell.brand.brand.cookiesPolicyUrl} /> : null}
      </ConsentProvider>
    </ShellContext.Provider>
  );
}

export function App() {
  const store = useMemo(() => createStorefrontStore(), []);
  const state = useStartup();
  const brand = state.phase === 'ready' || state.phase === 'loading' ? state.brand : null;
  const shell = useMemo<Shell | null>(
    () =>
      state.phase === 'ready'
        ? {
            brand: state.brand,
            flags: state.flags,
            env: state.env,
            refusedOverrides: state.refusedOverrides,
          }
        : null,
    [state],
  );
  useEffect(() => {
    if (brand) applyBrand(brand);
  }, [brand]);

  let content: ReactNode = null; // blank until there is something true to show
  if (state.phase === 'sign-on-failed')
    content = (
      <FullScreen>
        <SignOnErrorPage />
      </FullScreen>
    );
  else if (state.phase === 'brand-missing')
    content = (
      <FullScreen>
        <BrandConfigErrorPage />
      </FullScreen>
    );
  else if (state.phase === 'loading' && state.brand) {
    content = (
      <LoadingScreen
        logoUrl={state.brand.theme.primaryLogoUrl}
        brandName={state.brand.brand.brandName}
      />
    );
  } else if (shell) {
    content = <ReadyApp shell={shell} store={store} />;
  }
  return (
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>{content}</AppErrorBoundary>
      </I18nextProvider>
    </StoreProvider>
  );
}
