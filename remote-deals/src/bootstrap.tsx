// Standalone start: this remote alone, with what the host would provide. The shared standalone
// app signs on anonymously, puts the brand configuration into the store and provides the i18n
// instance and a router (`?brand=<domain>` picks another sandbox brand).
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@storefront/shared/standalone';
import type { StandaloneRoute } from '@storefront/shared/standalone';
import DealsScreen from './exposed/DealsScreen';
import DealSearchScreen from './exposed/DealSearchScreen';

const routes: StandaloneRoute[] = [
  { path: '/deals', Screen: DealsScreen },
  { path: '/deal-search', Screen: DealSearchScreen },
];

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandaloneApp name="remote-deals" routes={routes} />);
