/**
 * Choosing a flight: the proposal goes into a cart (the URL's, or a new one), then the shopper
 * goes to the cart (@storefront/shared/state/add-to-cart).
 */
import { useCallback } from 'react';
import { useAddToCart } from '@storefront/shared/state/add-to-cart';

export function useBookFlight({
  productType,
  cartId,
}: {
  productType: 'F' | 'FF';
  cartId: string | undefined;
}) {
  const { state, add } = useAddToCart({ cartId });
  const book = useCallback(
    (proposalId: string) =>
      add({
        item: proposalId,
        productType,
        product: () => ({ type: 'TRANSPORT', proposalId }),
      }),
    [add, productType],
  );
  return { state, book };
}
