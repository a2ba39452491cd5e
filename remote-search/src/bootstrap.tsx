// Standalone start: this remote alone, with what the host would provide.
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@storefront/shared/standalone';
import type { StandaloneRoute } from '@storefront/shared/standalone';
import LandingScreen from './features/landing/LandingScreen';
import AccommodationScreen from './features/accommodation-search/AccommodationScreen';
import HotelDetailScreen from './features/hotel-detail/HotelDetailScreen';
import MemberSearchScreen from './features/accommodation-search/MemberSearchScreen';

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
