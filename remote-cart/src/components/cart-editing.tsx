/**
 * The cart a screen edits: its id, and what the screen does with the cart a change answers
 * (the store, the summary, announcements). The cart and checkout screens provide it; the
 * editing parts they hold (ancillaries, voucher, seats) read it instead of taking it as props.
 */
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Cart } from '@storefront/shared/domain/cart';

export type CartEditing = {
  cartId: string;
  /** the cart a change answered */
  onCart: (cart: Cart) => void;
};

const CartEditingContext = createContext<CartEditing | null>(null);

export function CartEditingProvider({
  cartId,
  onCart,
  children,
}: CartEditing & { children: ReactNode }) {
  const value = useMemo(() => ({ cartId, onCart }), [cartId, onCart]);
  return <CartEditingContext.Provider value={value}>{children}</CartEditingContext.Provider>;
}

export function useCartEditing(): CartEditing {
  const editing = useContext(CartEditingContext);
  if (!editing) throw new Error('a cart-editing part rendered outside a CartEditingProvider');
  return editing;
}
