/**
 * The time left on the cart (GetCartConfig's remainingSeconds), counting down; a warning shown
 * and announced politely when little time is left; at zero, the backend is asked, so its
 * CART_EXPIRED sets cartExpired the way every other cart call does.
 */
import { useEffect, useState } from 'react';
import { getCartConfig } from '@storefront/shared/api/cart';
import type { CartConfig } from '@storefront/shared/domain/cart';
import { useCartCall } from '../lib/cart-call';
import { deadlineOf, EXPIRY_WARNING_SECONDS } from '../lib/cart-clock';
import { formatClock } from '../lib/format';
import { useCartStrings } from '../lib/i18n';
import './cart.css';

export function ExpiryNotice({ config }: { config: CartConfig }) {
  const { t } = useCartStrings();
  const run = useCartCall();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const deadline = deadlineOf(config);
  const left = Number.isFinite(deadline) ? Math.max(0, Math.ceil((deadline - now) / 1000)) : null;
  const runOut = left === 0;
  const { cartId } = config;
  useEffect(() => {
    if (!runOut) return;
    // the backend decides: an expired cart answers CART_EXPIRED, which marks it
    void run(() => getCartConfig(cartId));
  }, [runOut, cartId, run]);
  if (left === null || config.status === 'CONFIRMED') return null;
  const warning = left <= EXPIRY_WARNING_SECONDS;
  const minutes = Math.ceil(left / 60);
  return (
    <div className={`cart-expiry${warning ? ' cart-expiry--warning' : ''}`}>
      <p className="cart-expiry__clock">
        {t('expiry.label')}{' '}
        <span role="timer" className="cart-expiry__time">
          {formatClock(left)}
        </span>
      </p>
      {/* announced once when it appears or its minute count changes, not every second */}
      <p className="cart-expiry__warning" role="status">
        {warning ? t('expiry.warning', { count: minutes }) : ''}
      </p>
    </div>
  );
}
