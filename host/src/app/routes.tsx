/**
 * The route table (spec section 2, plus /cart, /checkout and /order): each route maps to a
 * remote's exposed screen or a page of the shell.
 */
import type { RemoteName } from '../features/remotes/manifest';

export type ScreenRoute = {
  path: string;
  remote: RemoteName;
  expose: string;
  /**
   * The screen calls the backend as it shows (its data, a search, a location field's first
   * suggestions): the API client's axios is then loaded beside the screen's code instead of after
   * it. The landing shows the brand's content and makes no call until the shopper acts.
   */
  callsAsShown: boolean;
};

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: '/', remote: 'search', expose: './LandingScreen', callsAsShown: false },
  { path: '/DP', remote: 'search', expose: './AccommodationScreen', callsAsShown: true },
  { path: '/H', remote: 'search', expose: './AccommodationScreen', callsAsShown: true },
  { path: '/HGH', remote: 'search', expose: './AccommodationScreen', callsAsShown: true },
  { path: '/hotel-detail', remote: 'search', expose: './HotelDetailScreen', callsAsShown: true },
  { path: '/hdpMemSearch', remote: 'search', expose: './MemberSearchScreen', callsAsShown: true },
  { path: '/F', remote: 'flights', expose: './FlightsScreen', callsAsShown: true },
  { path: '/FF', remote: 'flights', expose: './FlightsScreen', callsAsShown: true },
  { path: '/memSearch', remote: 'flights', expose: './MemberSearchScreen', callsAsShown: true },
  { path: '/cart', remote: 'cart', expose: './CartScreen', callsAsShown: true },
  { path: '/checkout', remote: 'cart', expose: './CheckoutScreen', callsAsShown: true },
  { path: '/order', remote: 'cart', expose: './OrderScreen', callsAsShown: true },
  { path: '/deals', remote: 'deals', expose: './DealsScreen', callsAsShown: true },
  { path: '/deal-search', remote: 'deals', expose: './DealSearchScreen', callsAsShown: true },
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
