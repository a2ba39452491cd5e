/**
 * The shopper's open cart, remembered on this device (local storage, so a reload or another tab
 * of the brand's site finds it): its id, how many products it holds and when it expires. The
 * header's cart link reads it through the store (openCartAtom); an expired cart is no cart.
 */
import { browserStorage } from '../lib/storage';

export type OpenCart = { cartId: string; count: number; expiresAt: string };

const STORAGE_KEY = 'storefront.openCart';

const isOpenCart = (value: unknown): value is OpenCart => {
  if (typeof value !== 'object' || value === null) return false;
  const { cartId, count, expiresAt } = value as Record<string, unknown>;
  return (
    typeof cartId === 'string' &&
    cartId.length > 0 &&
    typeof count === 'number' &&
    Number.isInteger(count) &&
    count >= 0 &&
    typeof expiresAt === 'string' &&
    !Number.isNaN(Date.parse(expiresAt))
  );
};

export const isLive = (cart: OpenCart | null, now = Date.now()): cart is OpenCart =>
  cart !== null && Date.parse(cart.expiresAt) > now;

/** The open cart remembered on this device, if it has not expired. */
export function readOpenCart(now = Date.now()): OpenCart | null {
  try {
    const raw = browserStorage('local')?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isOpenCart(parsed) && isLive(parsed, now) ? parsed : null;
  } catch {
    return null;
  }
}

export function rememberOpenCart(cart: OpenCart | null): void {
  try {
    const storage = browserStorage('local');
    if (!storage) return;
    if (cart) storage.setItem(STORAGE_KEY, JSON.stringify(cart));
    else storage.removeItem(STORAGE_KEY);
  } catch {
    // storage refused: the cart is remembered for this page only (the store)
  }
}
