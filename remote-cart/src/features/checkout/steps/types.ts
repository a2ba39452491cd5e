import type { Cart, CartConfig } from '@storefront/shared/domain/cart';

/** What every checkout step gets. */
export type StepProps = {
  cartId: string;
  cart: Cart;
  config: CartConfig;
  /** the cart a change answered (updates the store and the summary) */
  onCart: (cart: Cart) => void;
  /** the step is done: go to the next one */
  onDone: () => void;
  takeFocus: () => boolean;
};

/** The first day of the trip and its last, 'yyyy-MM-dd' (today when the cart has no dates). */
export function tripDates(cart: Cart, today: string): { start: string; end: string } {
  const trips = cart.products.filter(
    (product) =>
      product.kind === 'ACCOMMODATION' || product.kind === 'PACKAGE' || product.kind === 'FLIGHT',
  );
  const starts = trips
    .map((product) => product.startDate)
    .filter((d): d is string => !!d)
    .sort();
  const ends = trips
    .map((product) => product.endDate ?? product.startDate)
    .filter((d): d is string => !!d)
    .sort();
  const start = starts[0]?.slice(0, 10) ?? today;
  const end = ends[ends.length - 1]?.slice(0, 10) ?? start;
  return { start, end };
}
