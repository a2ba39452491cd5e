/**
 * Putting a product into a cart from a results or detail screen, then showing the cart
 * (`/cart?cartId=...`). The cart the screen names (its URL's `cartId`) is used when there is one;
 * when it has expired (CART_EXPIRED: the store's cartExpired is set) or is not found, a new cart
 * is created for the brand's business profile of the product type instead. The filled cart goes
 * into the store, which keeps its expiry for the header and the checkout (spec section 4).
 * A failure stays on the screen (the state says which item failed) and is logged (spec section 8).
 *
 * The cart's calls and codecs (about 4 KB gzip) are not needed to search or to read results:
 * they are fetched in idle time once the screen is up, and at the latest when a product is added.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logCallError } from '@storefront/shared/api/client';
import { hasErrorCode } from '@storefront/shared/api/errors';
import type { Cart, ProductRequest } from '@storefront/shared/domain/cart';
import type { ProductType } from '@storefront/shared/domain/contract';
import { writeSearchParams } from '@storefront/shared/domain/search-url';
import {
  brandConfigAtom,
  markCartExpiredAtom,
  setCartDetailAtom,
  useStateAction,
  useStateValue,
} from '@storefront/shared/state';

const loadCartApi = () => import('@storefront/shared/api/cart');

export type AddToCartState =
  { status: 'idle' } | { status: 'adding'; item: string } | { status: 'failed'; item: string };

export type AddToCart = {
  /** what the screen shows on the item being added, and which one failed */
  item: string;
  productType: ProductType;
  /** the product, or the calls that make it (a selection of a priced trip) */
  product: () => ProductRequest | Promise<ProductRequest>;
};

/** The cart's address in this storefront. */
export const cartHref = (cartId: string) => `/cart?${writeSearchParams({ cartId }).toString()}`;

export function useAddToCart({ cartId }: { cartId?: string | undefined } = {}) {
  const navigate = useNavigate();
  const brand = useStateValue(brandConfigAtom);
  const markCartExpired = useStateAction(markCartExpiredAtom);
  const setCartDetail = useStateAction(setCartDetailAtom);
  const [state, setState] = useState<AddToCartState>({ status: 'idle' });

  useEffect(() => {
    if (!('requestIdleCallback' in window)) return undefined;
    const handle = window.requestIdleCallback(() => void loadCartApi().catch(() => {}), {
      timeout: 5000,
    });
    return () => window.cancelIdleCallback(handle);
  }, []);

  const add = useCallback(
    async ({ item, productType, product }: AddToCart) => {
      setState({ status: 'adding', item });
      try {
        const { addProductToCart, createCart, isCartExpired } = await loadCartApi();
        const request = await product();
        const intoNewCart = async () => {
          const businessProfile = brand?.brand.businessProfiles[productType];
          const created = await createCart({
            productType,
            ...(businessProfile ? { businessProfile } : {}),
          });
          return addProductToCart(created.cartId, request);
        };
        let cart: Cart;
        if (cartId) {
          try {
            cart = await addProductToCart(cartId, request);
          } catch (error) {
            if (isCartExpired(error)) markCartExpired();
            else if (!hasErrorCode(error, 'NOT_FOUND')) throw error;
            cart = await intoNewCart();
          }
        } else {
          cart = await intoNewCart();
        }
        setCartDetail(cart);
        navigate(cartHref(cart.cartId));
      } catch (error) {
        if (hasErrorCode(error, 'CART_EXPIRED')) markCartExpired();
        logCallError(error);
        setState({ status: 'failed', item });
      }
    },
    [brand, cartId, navigate, markCartExpired, setCartDetail],
  );

  return { state, add };
}
