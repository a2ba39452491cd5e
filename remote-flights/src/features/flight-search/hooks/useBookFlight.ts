/**
 * Choosing a flight: the proposal goes into a cart, then the shopper goes to `/cart?cartId=...`.
 * The cart of the URL (`cartId`) is used when there is one; when it has expired (CART_EXPIRED:
 * the store's cartExpired is set) or is not found, a new cart is created instead. A failure
 * stays on the screen with a message, and is logged.
 *
 * The cart's calls and codecs (about 4 KB gzip) are not needed to search or to read the results:
 * they are fetched in idle time once the screen is up, and at the latest when a flight is chosen.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logCallError } from '@storefront/shared/api/client';
import { hasErrorCode } from '@storefront/shared/api/errors';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import type { Cart } from '@storefront/shared/domain/cart';
import { markCartExpiredAtom, setCartDetailAtom, useStateAction } from '@storefront/shared/state';

const loadCartApi = () => import('@storefront/shared/api/cart');

export type BookingState =
  | { status: 'idle' }
  | { status: 'booking'; proposalId: string }
  | { status: 'failed'; proposalId: string };

export function useBookFlight({
  brand,
  productType,
  cartId,
}: {
  brand: BrandConfig;
  productType: 'F' | 'FF';
  cartId: string | undefined;
}) {
  const navigate = useNavigate();
  const markCartExpired = useStateAction(markCartExpiredAtom);
  const setCartDetail = useStateAction(setCartDetailAtom);
  const [state, setState] = useState<BookingState>({ status: 'idle' });

  useEffect(() => {
    if (!('requestIdleCallback' in window)) return undefined;
    const handle = window.requestIdleCallback(() => void loadCartApi().catch(() => {}), {
      timeout: 5000,
    });
    return () => window.cancelIdleCallback(handle);
  }, []);

  const book = useCallback(
    async (proposalId: string) => {
      setState({ status: 'booking', proposalId });
      const product = { type: 'TRANSPORT' as const, proposalId };
      try {
        const { addProductToCart, createCart, isCartExpired } = await loadCartApi();
        const intoNewCart = async () => {
          const businessProfile = brand.brand.businessProfiles[productType];
          const created = await createCart({
            productType,
            ...(businessProfile ? { businessProfile } : {}),
          });
          return addProductToCart(created.cartId, product);
        };
        let cart: Cart;
        if (cartId) {
          try {
            cart = await addProductToCart(cartId, product);
          } catch (error) {
            if (isCartExpired(error)) markCartExpired();
            else if (!hasErrorCode(error, 'NOT_FOUND')) throw error;
            cart = await intoNewCart();
          }
        } else {
          cart = await intoNewCart();
        }
        setCartDetail(cart);
        navigate(`/cart?cartId=${encodeURIComponent(cart.cartId)}`);
      } catch (error) {
        logCallError(error);
        setState({ status: 'failed', proposalId });
      }
    },
    [brand, productType, cartId, navigate, markCartExpired, setCartDetail],
  );

  return { state, book };
}
