/**
 * What the host provides, for a remote running alone against the sandbox: an anonymous session
 * (the sign-on the shell would do), the brand configuration in the store, the design tokens, the
 * i18n instance with the shared strings (a remote's build also emits them under /i18n/ for this
 * purpose) and a router over the remote's own screens.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Link, Outlet, Route, Routes } from 'react-router-dom';
import { getBrandConfig } from '@storefront/shared/api/content';
import { AUTH_COOKIE, authToken, resolveBrandDomain } from '@storefront/shared/start-up';
import { authenticateExternal } from '@storefront/shared/api/token-auth';
import { writeCookie } from '@storefront/shared/lib/cookies';
import { createStorefrontStore, setBrandConfigAtom } from '@storefront/shared/state';
import { StoreProvider } from '@storefront/shared/state/provider';
import { i18n, initI18n, isLanguage, DEFAULT_LANGUAGE } from '@storefront/shared/i18n';
import '@storefront/shared/ui/tokens.css';
import '@storefront/shared/ui/utilities.css';
import './standalone.css';

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

/**
 * An anonymous session for the brand, then its configuration (its texts in the language asked
 * for, where the content service has them), as the shell would get them.
 */
async function standaloneSession(domain: string, language: string | null) {
  if (!authToken()) {
    const auth = await authenticateExternal({ token: '', domainName: domain });
    writeCookie(AUTH_COOKIE, auth.accessToken, {
      maxAgeSeconds: auth.expiresAt ?? auth.expireInSeconds,
      secure: true,
    });
  }
  return getBrandConfig(domain, language);
}

type Boot = { status: 'booting' } | { status: 'ready' } | { status: 'failed'; message: string };

export function StandaloneApp({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  const store = useMemo(() => createStorefrontStore(), []);
  const [boot, setBoot] = useState<Boot>({ status: 'booting' });
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // ?brand=<domain> picks another sandbox brand; the page's host name otherwise
    const domain = resolveBrandDomain(params.get('brand'), window.location.hostname);
    standaloneSession(domain, params.get('lang'))
      .then(async (brand) => {
        if (brand) store.set(setBrandConfigAtom, brand);
        const requested = params.get('lang') ?? brand?.language;
        await initI18n({ language: isLanguage(requested) ? requested : DEFAULT_LANGUAGE });
        setBoot({ status: 'ready' });
      })
      .catch((error: unknown) =>
        setBoot({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
  }, [store]);
  if (boot.status === 'failed') {
    // before any translation could load: a developer-facing message on a development page
    return (
      <p role="alert">{`${name}: the sandbox could not be reached (${boot.message}). Is \`pnpm sandbox\` running?`}</p>
    );
  }
  if (boot.status === 'booting') return null;
  return (
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        {/* the declarative router: the composition shares no data-router code (tooling/webpack/facades) */}
        <BrowserRouter>
          <Routes>
            <Route element={<Frame routes={routes} name={name} />}>
              {routes.map(({ path, Screen }) => (
                <Route key={path} path={path} element={<Screen />} />
              ))}
            </Route>
          </Routes>
        </BrowserRouter>
      </I18nextProvider>
    </StoreProvider>
  );
}
