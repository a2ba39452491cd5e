/**
 * Test helpers for a remote's screens, rendered as the host renders them: inside the page's one
 * store (holding the brand configuration), the i18n instance with the shared strings and the
 * remote's namespace, and a router, here an in-memory one whose location the test reads.
 * Only test files import this module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { useLayoutEffect } from 'react';
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { Location, NavigateFunction } from 'react-router-dom';
import { getBrandConfig } from '@storefront/shared/api/content';
import { signInAs } from './sandbox';
import { i18n, initI18n, LANGUAGES } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { createStorefrontStore, setBrandConfigAtom } from '@storefront/shared/state';
import { StoreProvider } from '@storefront/shared/state/provider';

type Strings = Record<string, unknown>;

/** The shared strings: the shell's translation namespace and the shared fields' (shared/src/ui). */
const SHARED_DIRS = [
  path.resolve(__dirname, '../../shared/i18n'),
  path.resolve(__dirname, '../../shared/src/ui/locales'),
];

function read(dir: string, language: Language): Strings {
  return JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Strings;
}

/**
 * The i18n instance with every language's strings at hand (no fetching), in `language`: the
 * shared ones, and the remote's own namespace read from `ownDir` (its i18n folder).
 */
export async function startScreenI18n({
  language = 'es',
  namespace,
  ownDir,
}: {
  language?: Language;
  namespace: string;
  ownDir: string;
}) {
  const resources = Object.fromEntries(
    LANGUAGES.map((lng) => [lng, Object.assign({}, ...SHARED_DIRS.map((dir) => read(dir, lng)))]),
  ) as Record<Language, Strings>;
  await initI18n({ language, resources });
  for (const lng of LANGUAGES)
    i18n.addResourceBundle(lng, namespace, read(ownDir, lng), true, true);
}

/** Signs on for a sandbox brand and reads its configuration, as the shell does. */
export async function brandFor(domain: string): Promise<BrandConfig> {
  await signInAs(domain);
  const brand = await getBrandConfig(domain);
  if (!brand) throw new Error(`no brand ${domain}`);
  return brand;
}

type Probe = { location: Location | null; navigate: NavigateFunction | null };

/** Keeps the router's location and navigate function where the test can reach them. */
function RouterProbe({ onRender }: { onRender: (seen: Probe) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onRender({ location, navigate }));
  return null;
}

/** Renders `routes` at `url`; returns the store, where the router is, and the back button. */
export function renderScreens(
  routes: { path: string; element: ReactElement }[],
  { url, brand }: { url: string; brand: BrandConfig | null },
) {
  const store = createStorefrontStore();
  store.set(setBrandConfigAtom, brand);
  let probe: Probe = { location: null, navigate: null };
  const seen = (latest: Probe) => {
    probe = latest;
  };
  const view = render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <RouterProbe onRender={seen} />
          <Routes>
            {routes.map(({ path: routePath, element }) => (
              <Route key={routePath} path={routePath} element={element} />
            ))}
            <Route path="*" element={<h1>Another screen</h1>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
  const location = () => {
    if (!probe.location) throw new Error('the router has not rendered');
    return probe.location;
  };
  /** The browser's back button. */
  const back = () =>
    act(async () => {
      await probe.navigate?.(-1);
    });
  return { ...view, store, location, back };
}
