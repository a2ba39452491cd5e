// Standalone start: this remote alone, with what the host would provide. The shared standalone
// app gives the store, the i18n instance and a router; before it renders, this bootstrap signs on
// anonymously and loads the brand configuration, which each screen finds in the store.
import { useEffect } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@storefront/shared/standalone';
import type { StandaloneRoute } from '@storefront/shared/standalone';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import {
  brandConfigAtom,
  setBrandConfigAtom,
  useStateAction,
  useStateValue,
} from '@storefront/shared/state';
import { startStandaloneSession } from './app/standalone-session';
import DealsScreen from './features/deals-list/DealsScreen';
import DealSearchScreen from './features/deal-search/DealSearchScreen';

/** A screen that first puts the brand into the page's store, as the host's shell does. */
function withBrand(Screen: ComponentType, brand: BrandConfig): ComponentType {
  return function StandaloneScreen() {
    const current = useStateValue(brandConfigAtom);
    const setBrand = useStateAction(setBrandConfigAtom);
    useEffect(() => {
      if (current === null) setBrand(brand);
    }, [current, setBrand]);
    return current ? <Screen /> : null;
  };
}

function applyTheme(brand: BrandConfig) {
  const style = document.documentElement.style;
  style.setProperty('--color-primary', brand.theme.colors.primary);
  style.setProperty('--color-on-primary', brand.theme.colors.onPrimary);
  document.title = `${brand.brand.pageTitle} · remote-deals (standalone)`;
}

async function start(root: HTMLElement) {
  const session = await startStandaloneSession();
  if (session.status === 'failed') {
    // a developer's page: the reason goes to the console and, plainly, on the page
    console.error(`[remote-deals standalone] ${session.reason}`);
    root.textContent = `remote-deals could not start: ${session.reason}. Is the sandbox running?`;
    return;
  }
  applyTheme(session.brand);
  const routes: StandaloneRoute[] = [
    { path: '/deals', Screen: withBrand(DealsScreen, session.brand) },
    { path: '/deal-search', Screen: withBrand(DealSearchScreen, session.brand) },
  ];
  createRoot(root).render(<StandaloneApp name="remote-deals" routes={routes} />);
}

const root = document.getElementById('root');
if (root) void start(root);
