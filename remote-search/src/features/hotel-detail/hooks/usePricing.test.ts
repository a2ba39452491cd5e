/**
 * The pricing shown is the store's and the address's, however it came: asked now, or kept from
 * earlier in the visit (Back to the hotel), with no call for it.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { createPricing, retrievePricing } from '@storefront/shared/api/holiday-packages';
import { queryClient } from '@storefront/shared/api/queries';
import type { Pricing } from '@storefront/shared/domain/hotel';
import { priceIdAtom, useStateValue } from '@storefront/shared/state';
import { usePricing } from './useHotelDetail';

jest.mock('@storefront/shared/api/holiday-packages', () => ({
  createPricing: jest.fn(),
  retrievePricing: jest.fn(),
}));

const create = jest.mocked(createPricing);
const retrieve = jest.mocked(retrievePricing);
const pricing = (pricingId: string) =>
  ({ pricingId, searchId: 's1', proposalId: 'p1' }) as unknown as Pricing;

/** usePricing for search s1's proposal p1, and the store's price id beside it */
function renderPricing(pricingId: string | null, onPricingId: (id: string) => void) {
  return renderHook(() => ({
    ...usePricing({
      searchId: 's1',
      proposalId: 'p1',
      pricingId,
      mealPlan: undefined,
      onPricingId,
    }),
    priceId: useStateValue(priceIdAtom),
  }));
}

beforeEach(() => {
  create.mockResolvedValue('pr-new');
  retrieve.mockImplementation((id: string) => Promise.resolve(pricing(id)));
});

it('a new pricing goes into the store and the address', async () => {
  const onPricingId = jest.fn();
  const { result } = renderPricing(null, onPricingId);
  await waitFor(() => expect(result.current.pricing.kind).toBe('ready'));
  expect(result.current.priceId).toBe('pr-new');
  expect(onPricingId).toHaveBeenCalledWith('pr-new');
  expect(create).toHaveBeenCalledTimes(1);
});

it('a pricing kept from earlier in the visit does too, with no call', async () => {
  // the hotel's pricing as an earlier visit to it left it in the page's queries
  queryClient().setQueryData(['pricing', JSON.stringify(['s1', 'p1', '', 0])], pricing('pr-kept'));
  const onPricingId = jest.fn();
  const { result } = renderPricing(null, onPricingId);
  expect(result.current.pricing).toEqual({ kind: 'ready', value: pricing('pr-kept') });
  await waitFor(() => expect(result.current.priceId).toBe('pr-kept'));
  expect(onPricingId).toHaveBeenCalledWith('pr-kept');
  expect(create).not.toHaveBeenCalled();
  expect(retrieve).not.toHaveBeenCalled();
});

it('the address is left as it is when it names the pricing shown', async () => {
  const onPricingId = jest.fn();
  const { result } = renderPricing('pr-url', onPricingId);
  await waitFor(() => expect(result.current.priceId).toBe('pr-url'));
  expect(onPricingId).not.toHaveBeenCalled();
  expect(create).not.toHaveBeenCalled();
});
