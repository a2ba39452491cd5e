/**
 * The cart's time is up (CART_EXPIRED): say so, and offer to start again, which cleans the
 * checkout (spec section 4) and goes back to the search the shopper came from. It is drawn inside
 * the screen's own frame, under the screen's heading: only the browser learns that a cart has
 * expired (a cart is the shopper's own), so the heading the server wrote stays as it was. What
 * was typed for this cart is kept for the next cart's checkout (session-store's carryToNextCart).
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductType } from '@storefront/shared/domain/contract';
import {
  cartDetailAtom,
  cleanCheckoutAtom,
  useStateAction,
  useStateValue,
} from '@storefront/shared/state';
import { searchHref } from '../lib/cart-url';
import { useCartStrings } from '../lib/i18n';
import { carryToNextCart } from '../lib/session-store';
import './cart.css';

export function CartExpired({
  cartId,
  productType,
}: {
  cartId: string | null;
  productType: ProductType | null;
}) {
  const { t } = useCartStrings();
  const clean = useStateAction(cleanCheckoutAtom);
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const detail = useStateValue(cartDetailAtom);
  const held = detail && detail.cartId === cartId ? detail : null;
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    // what was typed for this cart waits for the next one's checkout
    if (cartId) carryToNextCart(cartId, held);
  }, [cartId, held]);
  const startingAgain = useRef(false);
  useEffect(
    () => () => {
      // the checkout is cleaned once this screen has gone: cleaned while it is still on the page,
      // the checkout under it would load the dead cart again
      if (startingAgain.current) clean();
    },
    [clean],
  );
  const startAgain = () => {
    startingAgain.current = true;
    navigate(searchHref(productType));
  };
  return (
    <section className="cart-expired" aria-labelledby="cart-expired-title">
      <h2 id="cart-expired-title" ref={heading} tabIndex={-1}>
        {t('expired.title')}
      </h2>
      <p>{t('expired.body')}</p>
      <button type="button" className="cart-button cart-button--primary" onClick={startAgain}>
        {t('expired.startAgain')}
      </button>
    </section>
  );
}
