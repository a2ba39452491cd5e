// Standalone start: this remote alone, with what the host would provide.
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@storefront/shared/standalone';
import type { StandaloneRoute } from '@storefront/shared/standalone';
import LandingScreen from './exposed/LandingScreen';
import AccommodationScreen from './exposed/AccommodationScreen';
import HotelDetailScreen from './exposed/HotelDetailScreen';
import MemberSearchScreen from './exposed/MemberSearchScreen';

const routes: StandaloneRoute[] = [
  { path: '/', Screen: LandingScreen },
  { path: '/DP', Screen: AccommodationScreen },
  { path: '/H', Screen: AccommodationScreen },
  { path: '/HGH', Screen: AccommodationScreen },
  { path: '/hotel-detail', Screen: HotelDetailScreen },
  { path: '/hdpMemSearch', Screen: MemberSearchScreen },
];

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandaloneApp name="remote-search" routes={routes} />);
