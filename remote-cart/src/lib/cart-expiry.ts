/**
 * Which carts have expired, as this page has seen. The store's cartExpired flag (spec section 4)
 * is one for the whole page, and the flights and hotel screens set it too before they put a new
 * cart in the store and open it: the expiry state of this remote's screens is for a cart whose
 * own call answered CART_EXPIRED, never for the next one. A cart that expired stays expired, so
 * the set only grows (for the page's life, like the store).
 */
import { cartExpiredAtom, useStateValue } from '@storefront/shared/state';

const expiredCarts = new Set<string>();

/** Records that a call on `cartId` answered CART_EXPIRED (before the flag is set). */
export function noteCartExpired(cartId: string): void {
  expiredCarts.add(cartId);
}

export function hasCartExpired(cartId: string): boolean {
  return expiredCarts.has(cartId);
}

/** Whether the screen of `cartId` shows the expiry state: the flag is set, and for this cart. */
export function useCartExpired(cartId: string | null): boolean {
  const expired = useStateValue(cartExpiredAtom);
  return expired && cartId !== null && expiredCarts.has(cartId);
}
