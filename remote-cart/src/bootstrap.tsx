// Standalone start: this remote alone, with what the host would provide.
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@storefront/shared/standalone';
import type { StandaloneRoute } from '@storefront/shared/standalone';
import CartScreen from './features/cart/CartScreen';
import CheckoutScreen from './features/checkout/CheckoutScreen';
import OrderScreen from './features/order/OrderScreen';

const routes: StandaloneRoute[] = [
  { path: '/cart', Screen: CartScreen },
  { path: '/checkout', Screen: CheckoutScreen },
  { path: '/order', Screen: OrderScreen },
];

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandaloneApp name="remote-cart" routes={routes} />);
