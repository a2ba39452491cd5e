/**
 * The cart's time is up (CART_EXPIRED): say so, and offer to start again, which cleans the
 * checkout (spec section 4), forgets this cart's drafts and goes back to the search.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductType } from '@storefront/shared/domain/contract';
import { cleanCheckoutAtom, useStateAction } from '@storefront/shared/state';
import { searchHref } from '../lib/cart-url';
import { useCartStrings } from '../lib/i18n';
import { clearCartSession } from '../lib/session-store';
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
  useEffect(() => heading.current?.focus(), []);
  const startAgain = () => {
    if (cartId) clearCartSession(cartId);
    clean();
    navigate(searchHref(productType));
  };
  return (
    <section className="cart-screen cart-expired" aria-labelledby="cart-expired-title">
      <h1 id="cart-expired-title" ref={heading} tabIndex={-1}>
        {t('expired.title')}
      </h1>
      <p>{t('expired.body')}</p>
      <button type="button" className="cart-button cart-button--primary" onClick={startAgain}>
        {t('expired.startAgain')}
      </button>
    </section>
  );
}
