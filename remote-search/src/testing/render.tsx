/**
 * Renders a screen as the host would: the page's store (with a brand), the i18n instance with
 * the shared strings and this remote's namespace, and a router at a given address. The
 * namespace's own files are answered at the network edge (fetch of /locales/<lang>.json), from
 * this remote's i18n folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import { signInAs } from '@storefront/testing/sandbox';
import { i18n, initI18n } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { createStorefrontStore, setBrandConfigAtom } from '@storefront/shared/state';
import { StoreProvider } from '@storefront/shared/state/provider';
import sharedEs from '../../../shared/i18n/es.json';
import sharedEn from '../../../shared/i18n/en.json';
import searchEs from '../../i18n/es.json';
import searchEn from '../../i18n/en.json';
import { NAMESPACE } from '../lib/namespace';

const OWN: Record<string, unknown> = { es: searchEs, en: searchEn };

/** The shared fields' strings (read from disk: shared's sources are not imported by path). */
function fieldStrings(language: Language): Record<string, unknown> {
  const file = path.resolve(__dirname, `../../../shared/src/ui/locales/${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

export async function initScreenI18n(language: Language = 'es') {
  await initI18n({
    language,
    resources: {
      es: { ...sharedEs, ...fieldStrings('es') },
      en: { ...sharedEn, ...fieldStrings('en') },
    },
  });
  for (const [lng, bundle] of Object.entries(OWN)) {
    i18n.addResourceBundle(lng, NAMESPACE, bundle, true, true);
  }
}

/** Answers this remote's translation files; anything else fails the test loudly. */
export function serveOwnTranslations() {
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const match = /\/locales\/(\w+)\.json$/.exec(url);
    const bundle = match ? OWN[match[1] ?? ''] : undefined;
    if (!bundle) throw new Error(`unexpected fetch in a unit test: ${url}`);
    return { ok: true, status: 200, json: async () => bundle } as unknown as Response;
  }) as typeof fetch;
  return () => {
    globalThis.fetch = original;
  };
}

/** Where the router is now, for tests that follow a navigation. */
export type RouterProbe = { state: { location: Location } };

function Probe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

export function renderScreen(
  screen: ReactElement,
  {
    url = '/',
    path = '*',
    brand,
    routes = {},
  }: {
    url?: string;
    path?: string;
    brand?: BrandConfig | null;
    /** other screens, by path, for tests that go from one screen to another */
    routes?: Record<string, ReactElement>;
  },
) {
  const store = createStorefrontStore();
  if (brand) store.set(setBrandConfigAtom, brand);
  const router: RouterProbe = {
    state: { location: { pathname: '/', search: '', hash: '', state: null, key: '' } },
  };
  // a MemoryRouter (not a data router): jsdom has no fetch Request, which data routers need
  const view = render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Probe
            onLocation={(location) => {
              router.state.location = location;
            }}
          />
          <Routes>
            <Route path={path} element={screen} />
            {Object.entries(routes).map(([other, element]) => (
              <Route key={other} path={other} element={element} />
            ))}
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
  return { ...view, router, store };
}

/**
 * A sandbox test file's set-up: the screens' strings in `language`, signed in to `brand`'s site,
 * and this remote's own translations served to each test.
 */
export function setUpSandboxScreens(brand: string, language: Language = 'es') {
  let restoreFetch: () => void = () => undefined;
  beforeAll(async () => {
    await initScreenI18n(language);
    await signInAs(brand);
  });
  beforeEach(() => {
    restoreFetch = serveOwnTranslations();
  });
  afterEach(() => restoreFetch());
}
