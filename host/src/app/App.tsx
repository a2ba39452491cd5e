import { Component, Suspense, lazy, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  useLocation,
} from 'react-router-dom';
import { FLAGS, LASTMINUTE_ORIGIN } from '@storefront/shared/domain/contract';
import { i18n as pageI18n } from '@storefront/shared/i18n';
import type { i18n as I18n } from 'i18next';
import {
  createStorefrontStore,
  setBrandConfigAtom,
  setMapTilesAtom,
} from '@storefront/shared/state';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { StoreProvider } from '@storefront/shared/state/provider';
import { warmHttp } from '@storefront/shared/api/client';
import { reportError, traceNavigation } from '@storefront/shared/tracking/error-reporting';
import { rememberSearch } from '@storefront/shared/lib/last-search';
import { resolveBrandDomain } from '@storefront/shared/start-up';
import { ShellContext } from '../lib/shell-context';
import { prefetchIdleCode } from '../lib/page-code';
import type { Shell } from '../lib/shell-context';
import { applyBrand } from '../features/brand/theme';
import { useBrandTextsInPageLanguage } from '../features/brand/content-language';
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
import { ScreenPosition } from './ScreenPosition';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RemoteScreen } from '../features/remotes/RemoteScreen';
import { OverrideRefusals } from '../features/remotes/OverrideRefusals';
import { prefetchScreenAssets } from '../features/remotes/federation';
import { NAV_ITEMS } from './navigation';
import { PrefetchLink } from './PrefetchLink';
import { PageHead } from './PageHead';
import { afterFirstScreen, firstScreenShown } from './first-screen';
import { useStartup } from './startup';
import type { StartupState } from './startup';
import { screenForPath, screenRoutes } from './routes';
import type { ScreenRoute } from './routes';
import type { RouteClash } from '../features/remotes/route-table';
import type { UnservedRemote } from '../features/remotes/manifest';
import { safeHref } from '@storefront/shared/lib/safe-link';
import { countRemoteError } from '../lib/remote-errors';
import '@storefront/shared/ui/tokens.css';
import '@storefront/shared/ui/utilities.css';
import '../styles/base.css';

// the operator panel shows only behind its flag: its code comes when a page shows it (on a page
// rendered on the server, its part stays as the server sent it until the code has come)
const OperatorPanel = lazy(() =>
  import('../features/remotes/OperatorPanel').then(({ OperatorPanel }) => ({
    default: OperatorPanel,
  })),
);

/** after the first screen is shown, before the other remotes are prefetched */
const PREFETCH_DELAY_MS = 1500;

function SearchRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/', search, hash }} replace />;
}

/**
 * Each change of screen after the first, for the error-reporting trace; and each search shown,
 * for the way back from a cart.
 */
function NavigationTrace() {
  const { pathname, search } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => rememberSearch(pathname, search), [pathname, search]);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    traceNavigation(pathname);
  }, [pathname]);
  return null;
}

const reportRenderError = (error: unknown, where: { remote: string; expose: string }) => {
  countRemoteError(where.remote, 'render');
  reportError(error, { remote: where.remote, expose: where.expose, kind: 'render' });
};

/**
 * The route table as React elements: the remotes' screens from the manifest (set at start-up,
 * before this renders) and the shell's own pages. The declarative router, not a data router: no route loads
 * data through the router, and the composition's shared react-router-dom keeps none of the
 * data-router code (tooling/webpack/facades/react-router-dom.mjs).
 */
function ShellRoutes({
  maintenance,
  operatorTools,
  routes,
}: {
  maintenance: boolean;
  operatorTools: ReactNode;
  routes: readonly ScreenRoute[];
}) {
  if (maintenance)
    return (
      <Routes>
        <Route
          path="*"
          element={
            <FullScreen>
              <MaintenancePage />
            </FullScreen>
          }
        />
      </Routes>
    );
  return (
    <Routes>
      <Route
        element={
          <Layout navItems={NAV_ITEMS} LinkComponent={PrefetchLink} operatorTools={operatorTools} />
        }
      >
        {routes.map(({ path, remote, expose }) => (
          <Route
            key={path}
            path={path}
            element={
              <RemoteScreen
                key={`${remote}/${expose}`}
                remote={remote}
                expose={expose}
                onError={reportRenderError}
                onShown={firstScreenShown}
                RenderErrorFallback={ExceptionPage}
              />
            }
          />
        ))}
        <Route path="/search" element={<SearchRedirect />} />
        <Route path="/exception" element={<ExceptionPage />} />
        <Route path="/expired-session" element={<ExpiredSessionPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
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

/** Where the page is: the browser's address, or the request's when rendered on the server. */
function PageRouter({ location, children }: { location: string | undefined; children: ReactNode }) {
  if (location !== undefined) return <StaticRouter location={location}>{children}</StaticRouter>;
  return <BrowserRouter>{children}</BrowserRouter>;
}

type Routing = {
  /** the remotes' routes, from the versions chosen for this page */
  routes: readonly ScreenRoute[];
  /** routes a chosen version declared that the page refused (for the operator panel) */
  refusedRoutes: readonly RouteClash[];
  /** the remotes this page does not serve (for the operator panel) */
  unservedRemotes: readonly UnservedRemote[];
  /** the request's address, when rendered on the server */
  location: string | undefined;
};

function ReadyApp({
  shell,
  routes,
  refusedRoutes,
  unservedRemotes,
  location,
}: Routing & { shell: Shell }) {
  const maintenance = isOn(shell.flags, FLAGS.maintenance);
  const operatorPanel = isOn(shell.flags, FLAGS.operatorPanel);
  const operatorTools = useMemo(
    () => (
      <>
        <OverrideRefusals refused={shell.refusedOverrides} />
        {operatorPanel ? (
          <Suspense fallback={null}>
            <OperatorPanel refusedRoutes={refusedRoutes} unservedRemotes={unservedRemotes} />
          </Suspense>
        ) : null}
      </>
    ),
    [operatorPanel, shell.refusedOverrides, refusedRoutes, unservedRemotes],
  );
  const ownBanner = shell.brand.brand.brandOrigin !== LASTMINUTE_ORIGIN;
  useBrandScripts(shell);
  useEffect(() => {
    if (maintenance) return undefined;
    // the other remotes are prefetched in idle time once the first screen is on the page and
    // its own data and pictures are on their way
    let live = true;
    let handle: number | undefined;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    void afterFirstScreen(PREFETCH_DELAY_MS).then(() => {
      if (!live) return;
      handle = idle(() => {
        for (const { remote, expose } of screenRoutes()) prefetchScreenAssets(remote, expose);
        // the API client's axios, for the shopper's first search or suggestion: on a page
        // rendered on the server its file only (it runs with the first call), else loaded
        if (!prefetchIdleCode()) warmHttp();
      });
    });
    return () => {
      live = false;
      if (handle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(handle);
    };
  }, [maintenance]);
  useEffect(() => {
    // a route without a remote's screen (a shell page) is on the page with this first commit
    if (maintenance || !screenForPath(window.location.pathname)) firstScreenShown();
  }, [maintenance]);
  return (
    <ShellContext.Provider value={shell}>
      <ConsentProvider ownBanner={ownBanner}>
        <PageRouter location={location}>
          <NavigationTrace />
          <PageHead />
          <ScreenPosition />
          <ShellRoutes maintenance={maintenance} operatorTools={operatorTools} routes={routes} />
        </PageRouter>
        {ownBanner ? <ConsentModal cookiePolicyUrl={shell.brand.brand.cookiesPolicyUrl} /> : null}
      </ConsentProvider>
    </ShellContext.Provider>
  );
}

/**
 * The landing's largest picture is named by the brand configuration, which the shell has long
 * before the landing screen's remote arrives: fetching it then, not when the screen renders,
 * takes the remote's load out of the page's Largest Contentful Paint.
 */
function usePreloadedHero(brand: BrandConfig | null) {
  useEffect(() => {
    const href =
      brand && window.location.pathname === '/' ? safeHref(brand.landing.heroBackgroundUrl) : null;
    if (!href) return undefined;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
    return undefined;
  }, [brand]);
}

export type AppProps = {
  /** the start-up's outcome when it is known before the first render (server, hydration) */
  initial?: StartupState;
  /** the request's address, when rendered on the server */
  location?: string;
  /** the request's own i18next instance, when rendered on the server */
  i18n?: I18n;
};

export function App({ initial, location, i18n = pageI18n }: AppProps = {}) {
  const store = useMemo(() => {
    const created = createStorefrontStore();
    if (initial && 'brand' in initial && initial.brand)
      created.set(setBrandConfigAtom, initial.brand);
    if (initial?.phase === 'ready') created.set(setMapTilesAtom, initial.env.map);
    return created;
  }, [initial]);
  const state = useStartup((brand) => store.set(setBrandConfigAtom, brand), initial);
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
  // the brand's texts in the page's language, fetched again when the shopper switches it
  useBrandTextsInPageLanguage(
    store,
    shell?.brand ?? null,
    shell && typeof window !== 'undefined'
      ? resolveBrandDomain(shell.env.brandDomain, window.location.hostname)
      : null,
  );
  // the remotes' maps read the environment's base map from the shared store
  const mapTiles = shell?.env.map ?? null;
  useEffect(() => {
    store.set(setMapTilesAtom, mapTiles);
  }, [store, mapTiles]);
  usePreloadedHero(brand);
  useEffect(() => {
    // a start-up that ends on an error page (or, per the spec, blank) has shown its first screen
    if (['sign-on-failed', 'brand-missing', 'config-failed'].includes(state.phase))
      firstScreenShown();
  }, [state.phase]);

  let content: ReactNode = null; // blank until there is something true to show
  if (state.phase === 'sign-on-failed')
    content = (
      <FullScreen>
        <SignOnErrorPage linkRefused={state.linkRefused} />
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
    content = (
      <ReadyApp
        shell={shell}
        location={location}
        routes={state.phase === 'ready' ? state.routes : []}
        refusedRoutes={state.phase === 'ready' ? state.refusedRoutes : []}
        unservedRemotes={state.phase === 'ready' ? state.unservedRemotes : []}
      />
    );
  }
  const settled = content !== null || state.phase === 'config-failed';
  useLayoutEffect(() => {
    // index.html's start-up indicator goes in the same frame as the first thing shown
    if (settled) document.getElementById('boot')?.remove();
  }, [settled]);
  return (
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>{content}</AppErrorBoundary>
      </I18nextProvider>
    </StoreProvider>
  );
}
