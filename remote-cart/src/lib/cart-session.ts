/**
 * The cart a screen works on, in the page's one store: the scope (a screen opened for another
 * cart than the store holds starts from a clean checkout) and the loads that fill cartDetail and
 * cartConfig.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { getCartConfig, retrieveCartFull } from '@storefront/shared/api/cart';
import type { Cart } from '@storefront/shared/domain/cart';
import {
  cartConfigAtom,
  cartDetailAtom,
  cleanCheckoutAtom,
  setCartConfigAtom,
  setCartDetailAtom,
  useStateAction,
  useStateValue,
} from '@storefront/shared/state';
import { useCartLoad } from './cart-call';
import { noteReceived } from './cart-clock';

/**
 * Starts from a clean checkout (spec section 4) when the store holds another cart than the one
 * in the URL, before the screen paints, so nothing of another cart shows (nor its expiry).
 */
export function useCartScope(cartId: string | null): void {
  const detail = useStateValue(cartDetailAtom);
  const config = useStateValue(cartConfigAtom);
  const clean = useStateAction(cleanCheckoutAtom);
  const scoped = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (cartId === null || scoped.current === cartId) return;
    scoped.current = cartId;
    if (detail?.cartId !== cartId && config?.cartId !== cartId) clean();
  }, [cartId, detail, config, clean]);
}

/** The whole cart and its configuration (RetrieveCartFull, GetCartConfig) into the store. */
export function useFullCart(cartId: string | null) {
  const setDetail = useStateAction(setCartDetailAtom);
  const setConfig = useStateAction(setCartConfigAtom);
  const load = useCallback(
    async (id: string): Promise<Cart> => {
      const [cart, config] = await Promise.all([retrieveCartFull(id), getCartConfig(id)]);
      setDetail(cart);
      setConfig(noteReceived(config));
      return cart;
    },
    [setDetail, setConfig],
  );
  return useCartLoad(cartId, load);
}
