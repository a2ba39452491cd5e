/**
 * From what the URL says to what the backend is asked: is the search complete enough to run,
 * and the CreateSearch body (one room: the URL's adults and children's ages).
 */
import type { HdpProductType, HotelSearchRequest } from '@storefront/shared/domain/hotel';
import type { SearchParams } from '@storefront/shared/domain/search-url';
import { needsDeparture } from './products';

/** The search a CreateSearch needs, or null while something is missing. */
export function hotelSearchRequest(
  product: HdpProductType,
  search: SearchParams,
): HotelSearchRequest | null {
  const { destination, departure, outboundDate, returnDate } = search;
  if (!destination || !outboundDate || !returnDate) return null;
  // a stay needs a night: the URL codec allows the same day (a day trip flight), a hotel does not
  if (returnDate <= outboundDate) return null;
  if (needsDeparture(product) && !departure) return null;
  return {
    productType: product,
    destination: destination.toUpperCase(),
    departure: needsDeparture(product) && departure ? departure.toUpperCase() : null,
    outboundDate,
    returnDate,
    rooms: [{ adults: search.adults, childrenAges: [...search.childrenAges] }],
  };
}

/** One spelling per search: the key of a search id kept for this visit. */
export function searchKey(request: HotelSearchRequest): string {
  return JSON.stringify([
    request.productType,
    request.destination,
    request.departure ?? '',
    request.outboundDate,
    request.returnDate,
    request.rooms.map((room) => [room.adults, ...room.childrenAges]),
  ]);
}
