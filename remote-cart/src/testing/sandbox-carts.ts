/**
 * Carts made in the sandbox through the shared API modules, as the search and flights screens
 * make them (for the cart's sandbox tests; the signed-in brand is the test's).
 */
import { addProductToCart, createCart } from '@storefront/shared/api/cart';
import {
  createHotelSearch,
  createPricing,
  createSelection,
  retrieveHotelProposals,
} from '@storefront/shared/api/holiday-packages';
import { aFlightProposalId, daysFromToday } from '@storefront/testing/sandbox';

/** A cart with the first hotel of Palma, two adults, 40 to 44 days from today. */
export async function hotelCart(): Promise<string> {
  const searchId = await createHotelSearch({
    productType: 'H',
    destination: 'PMI',
    outboundDate: daysFromToday(40),
    returnDate: daysFromToday(44),
    rooms: [{ adults: 2, childrenAges: [] }],
  });
  const page = await retrieveHotelProposals({
    searchId: searchId ?? '',
    language: 'en',
    pageSize: 1,
  });
  const pricingId = await createPricing({
    searchId: searchId ?? '',
    proposalId: page.proposals[0]?.id ?? '',
  });
  const { selectionId } = await createSelection(pricingId);
  const cart = await createCart({ productType: 'H' });
  await addProductToCart(cart.cartId, { type: 'SELECTION', selectionId });
  return cart.cartId;
}

/** A cart with the cheapest one-way flight Madrid to Lisbon, one adult, in 50 days. */
export async function flightCart(): Promise<string> {
  const cart = await createCart({ productType: 'F' });
  await addProductToCart(cart.cartId, { type: 'TRANSPORT', proposalId: await aFlightProposalId() });
  return cart.cartId;
}
