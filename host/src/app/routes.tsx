/**
 * The route table (spec section 2, plus /cart, /checkout and /order): each route maps to a
 * remote's exposed screen or a page of the shell.
 */
import type { RemoteName } from '../features/remotes/manifest';

export type ScreenRoute = { path: string; remote: RemoteName; expose: string };

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: '/', remote: 'search', expose: './LandingScreen' },
  { path: '/DP', remote: 'search', expose: './AccommodationScreen' },
  { path: '/H', remote: 'search', expose: './AccommodationScreen' },
  { path: '/HGH', remote: 'search', expose: './AccommodationScreen' },
  { path: '/hotel-detail', remote: 'search', expose: './HotelDetailScreen' },
  { path: '/hdpMemSearch', remote: 'search', expose: './MemberSearchScreen' },
  { path: '/F', remote: 'flights', expose: './FlightsScreen' },
  { path: '/FF', remote: 'flights', expose: './FlightsScreen' },
  { path: '/memSearch', remote: 'flights', expose: './MemberSearchScreen' },
  { path: '/cart', remote: 'cart', expose: './CartScreen' },
  { path: '/checkout', remote: 'cart', expose: './CheckoutScreen' },
  { path: '/order', remote: 'cart', expose: './OrderScreen' },
  { path: '/deals', remote: 'deals', expose: './DealsScreen' },
  { path: '/deal-search', remote: 'deals', expose: './DealSearchScreen' },
];

/** Every screen the route table needs, per remote (the compatibility check reads this too). */
export function requiredExposes(): Record<RemoteName, string[]> {
  const needed = { search: [], flights: [], cart: [], deals: [] } as Record<RemoteName, string[]>;
  for (const { remote, expose } of SCREEN_ROUTES) {
    if (!needed[remote].includes(expose)) needed[remote].push(expose);
  }
  return needed;
}

export function screenForPath(to: string): ScreenRoute | undefined {
  const pathname = to.split(/[?#]/)[0];
  return SCREEN_ROUTES.find((route) => route.path === pathname);
}
