/**
 * The address of a hotel's detail page: the search it was found in, which hotel, the meal plan it
 * is priced with, and the results to go back to (lib/results-url.ts, DETAIL_PARAMS).
 */
import type { MealPlan } from '@storefront/shared/domain/contract';
import type { HdpProductType } from '@storefront/shared/domain/hotel';
import { writeSearchParams } from '@storefront/shared/domain/search-url';
import type { SearchParams } from '@storefront/shared/domain/search-url';
import { DETAIL_PARAMS } from './results-url';

export const HOTEL_DETAIL_PATH = '/hotel-detail';

export function hotelDetailHref(
  product: HdpProductType,
  search: SearchParams,
  hotel: {
    hotelId: string;
    searchId: string | null;
    proposalId: string | null;
    mealPlan?: MealPlan;
  },
  /** the results the hotel was found in: path and query, as the shopper has them */
  back?: string,
): string {
  // the results' filters (meal plans, free cancellation) stay in `back`, not in the detail's search
  const params = writeSearchParams({
    ...search,
    product,
    mealPlans: [],
    freeCancellation: false,
  });
  params.append(DETAIL_PARAMS.hotelId, hotel.hotelId);
  if (hotel.searchId && hotel.proposalId) {
    params.append(DETAIL_PARAMS.searchId, hotel.searchId);
    params.append(DETAIL_PARAMS.proposalId, hotel.proposalId);
  }
  // the detail is priced with the plan the result showed
  if (hotel.mealPlan) params.append(DETAIL_PARAMS.mealPlan, hotel.mealPlan);
  if (back) params.append(DETAIL_PARAMS.back, back);
  return `${HOTEL_DETAIL_PATH}?${params.toString()}`;
}
