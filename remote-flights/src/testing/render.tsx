/**
 * Renders this remote's screens as the host does: inside the page's store (holding the brand
 * configuration), the i18n instance with the shared strings and this remote's namespace, and a
 * router, here an in-memory one whose location the test reads.
 */
import { useLayoutEffect } from 'react';
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { Location, NavigateFunction } from 'react-router-dom';
import { getBrandConfig } from '@storefront/shared/api/content';
import { signInAs } from '@storefront/shared/api/testing/sandbox';
import { i18n, initI18n, LANGUAGES } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { createStorefrontStore, setBrandConfigAtom } from '@storefront/shared/state';
import { StoreProvider } from '@storefront/shared/state/provider';
import { NAMESPACE } from '../app/namespace';

function bundles(dirs: string[]): Record<Language, Record<string, unknown>> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.assign(
        {},
        ...dirs.map(
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          (dir) => require(`${dir}/${language}.json`) as Record<string, unknown>,
        ),
      ) as Record<string, unknown>,
    ]),
  ) as Record<Language, Record<string, unknown>>;
}

/** The i18n instance with every language's strings at hand (no fetching), in `language`. */
export async function startI18n(language: Language = 'es') {
  await initI18n({
    language,
    resources: bundles(['../../../shared/i18n', '../../../shared/src/ui/locales']),
  });
  const own = bundles(['../../i18n']);
  for (const lng of LANGUAGES) i18n.addResourceBundle(lng, NAMESPACE, own[lng], true, true);
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
            {routes.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
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
