// Standalone start: this remote alone, with what the host would provide.
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@storefront/shared/standalone';
import type { StandaloneRoute } from '@storefront/shared/standalone';
import FlightsScreen from './features/flight-search/FlightsScreen';
import MemberSearchScreen from './features/member-search/MemberSearchScreen';

const routes: StandaloneRoute[] = [
  { path: '/F', Screen: FlightsScreen },
  { path: '/FF', Screen: FlightsScreen },
  { path: '/memSearch', Screen: MemberSearchScreen },
];

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandaloneApp name="remote-flights" routes={routes} />);
