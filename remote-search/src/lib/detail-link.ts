/** The address of a hotel's detail page: the search it was found in, and which hotel. */
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
): string {
  const params = writeSearchParams({
    ...search,
    product,
    // the detail is priced with the plan the result showed
    mealPlans: hotel.mealPlan ? [hotel.mealPlan] : search.mealPlans,
    freeCancellation: false,
  });
  params.append(DETAIL_PARAMS.hotelId, hotel.hotelId);
  if (hotel.searchId && hotel.proposalId) {
    params.append(DETAIL_PARAMS.searchId, hotel.searchId);
    params.append(DETAIL_PARAMS.proposalId, hotel.proposalId);
  }
  return `${HOTEL_DETAIL_PATH}?${params.toString()}`;
}
