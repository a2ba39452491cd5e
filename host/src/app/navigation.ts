export type NavItem = { to: string; labelKey: string };

/** The header's links; each warms its route's remote on hover or focus. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'shell.nav.home' },
  { to: '/DP', labelKey: 'shell.nav.packages' },
  { to: '/H', labelKey: 'shell.nav.hotels' },
  { to: '/F', labelKey: 'shell.nav.flights' },
  { to: '/deals', labelKey: 'shell.nav.deals' },
  { to: '/cart', labelKey: 'shell.nav.cart' },
];
