// Standalone start: this remote alone, with what the host would provide: a session with the
// backend (the sandbox in development) and, on /cart or /checkout without a cartId, a demo cart.
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@storefront/shared/standalone';
import type { StandaloneRoute } from '@storefront/shared/standalone';
import { isLanguage, DEFAULT_LANGUAGE } from '@storefront/shared/i18n';
import CartScreen from './exposed/CartScreen';
import CheckoutScreen from './exposed/CheckoutScreen';
import OrderScreen from './exposed/OrderScreen';
import { ensureDemoCart, signOnStandalone, standaloneDomain } from './app/standalone';

const routes: StandaloneRoute[] = [
  { path: '/cart', Screen: CartScreen },
  { path: '/checkout', Screen: CheckoutScreen },
  { path: '/order', Screen: OrderScreen },
];

async function start(root: HTMLElement) {
  const requested = new URLSearchParams(window.location.search).get('lang');
  const language = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  try {
    await signOnStandalone(standaloneDomain(window.location));
    await ensureDemoCart(window.location, language);
  } catch (error) {
    // the screens still render and show what they can (no cart, or the call's error)
    console.error(
      '[remote-cart] standalone start:',
      error instanceof Error ? error.message : error,
    );
  }
  createRoot(root).render(<StandaloneApp name="remote-cart" routes={routes} />);
}

const root = document.getElementById('root');
if (root) void start(root);
