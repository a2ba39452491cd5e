/** What a screen shows while its data loads, when a load failed, and when there is no cart. */
import { searchHref } from '../lib/cart-url';
import { Link } from 'react-router-dom';
import { RetryAlert } from '@storefront/shared/ui/RetryAlert';
import { callErrorKey } from '../lib/cart-call';
import { useCartStrings } from '../lib/i18n';
import './cart.css';

/**
 * A cart's, a checkout's or an order's data is loaded by the browser only (it is the shopper's
 * own): on a page rendered on the server this region is handed to the browser, and says so with
 * `data-sf-browser` (the parity sweep compares the page's text around it, not in it).
 */
export function Loading({ label }: { label: string }) {
  return (
    <div className="cart-loading" role="status" aria-live="polite" data-sf-browser="">
      <span className="sf-visually-hidden">{label}</span>
      <div className="sf-loading-bar" aria-hidden="true" />
    </div>
  );
}

export function LoadFailed({ code, onRetry }: { code: string; onRetry: () => void }) {
  const { t } = useCartStrings();
  if (code !== 'NOT_FOUND')
    return (
      <RetryAlert
        message={t(callErrorKey(code))}
        retryLabel={t('actions.retry')}
        onRetry={onRetry}
      />
    );
  return (
    <div className="cart-alert cart-alert--error" role="alert">
      <p>{t('errors.cartNotFound')}</p>
      <Link className="cart-button" to="/">
        {t('actions.backToSearch')}
      </Link>
    </div>
  );
}

export function NoCart() {
  const { t } = useCartStrings();
  return (
    <div className="cart-empty">
      <p>{t('cart.noCart')}</p>
      <Link className="cart-button cart-button--primary" to={searchHref(null)}>
        {t('actions.backToSearch')}
      </Link>
    </div>
  );
}
