/**
 * The time left on the cart (GetCartConfig's remainingSeconds), counting down; a warning shown
 * and announced politely when little time is left; at zero, the backend is asked, so its
 * CART_EXPIRED sets cartExpired the way every other cart call does. The backend rounds the time
 * left down, so a cart may still be alive when this clock reads zero: then the backend is asked
 * again after a short wait, until it answers CART_EXPIRED, and a fresh time left (the two clocks
 * disagreed) goes into the store and the countdown resumes.
 */
import { useEffect, useState } from 'react';
import { getCartConfig } from '@storefront/shared/api/cart';
import type { CartConfig } from '@storefront/shared/domain/cart';
import { setCartConfigAtom, useStateAction } from '@storefront/shared/state';
import { useCartCall } from '../lib/cart-call';
import { deadlineOf, EXPIRY_WARNING_SECONDS, noteReceived } from '../lib/cart-clock';
import { formatClock } from '../lib/format';
import { useCartStrings } from '../lib/i18n';
import './cart.css';

/** Wait before asking the backend again about a cart that is at zero here but still alive. */
export const EXPIRY_RECHECK_MS = 1000;

export function ExpiryNotice({ config }: { config: CartConfig }) {
  const { t } = useCartStrings();
  const { cartId } = config;
  const run = useCartCall();
  const setConfig = useStateAction(setCartConfigAtom);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const deadline = deadlineOf(config);
  const left = Number.isFinite(deadline) ? Math.max(0, Math.ceil((deadline - now) / 1000)) : null;
  const runOut = left === 0 && config.status !== 'CONFIRMED';
  useEffect(() => {
    if (!runOut) return undefined;
    let live = true;
    let timer: number | undefined;
    const check = async () => {
      // the backend decides: an expired cart answers CART_EXPIRED, which marks it
      const outcome = await run(() => getCartConfig(cartId));
      if (!live || (!outcome.ok && outcome.expired)) return;
      if (
        outcome.ok &&
        (outcome.value.remainingSeconds > 0 || outcome.value.status === 'CONFIRMED')
      ) {
        setConfig(noteReceived(outcome.value));
        return;
      }
      // still alive with its time left rounded down to zero (or the answer was lost): again soon
      timer = window.setTimeout(() => void check(), EXPIRY_RECHECK_MS);
    };
    void check();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [runOut, cartId, run, setConfig]);
  if (left === null || config.status === 'CONFIRMED') return null;
  const warning = left <= EXPIRY_WARNING_SECONDS;
  // "less than 1 minute" down to zero, never "less than 0 minutes"
  const minutes = Math.max(1, Math.ceil(left / 60));
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
