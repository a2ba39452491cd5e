// Standalone start: this remote alone, with what the host would provide (anonymous sign-on, the
// brand configuration, i18n, the store and a router; `?brand=<domain>` picks another brand).
import { createRoot } from 'react-dom/client';
import { useSearchParams } from 'react-router-dom';
import { StandaloneApp } from '@storefront/shared/standalone';
import type { StandaloneRoute } from '@storefront/shared/standalone';
import FlightsScreen from './exposed/FlightsScreen';
import MemberSearchScreen from './exposed/MemberSearchScreen';

/** The cart belongs to remote-cart; alone, this page only shows where a choice leads. */
function CartStandIn() {
  const [params] = useSearchParams();
  return (
    <section className="shell-page">
      <h1>/cart</h1>
      <p>{`cartId=${params.get('cartId') ?? ''} (remote-cart shows the cart in the composition)`}</p>
    </section>
  );
}

const routes: StandaloneRoute[] = [
  { path: '/F', Screen: FlightsScreen },
  { path: '/FF', Screen: FlightsScreen },
  { path: '/memSearch', Screen: MemberSearchScreen },
  { path: '/cart', Screen: CartStandIn },
];

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandaloneApp name="remote-flights" routes={routes} />);
