/**
 * What the hotel screens tell search engines in schema.org terms (StructuredData): a hotel with
 * its address, place, stars and guest rating, and the offer of a stay when its price is known; a
 * page of results as a list of such hotels, each with the price it is offered at.
 */
import type {
  AccommodationSummary,
  AccommodationDetails,
  Address,
} from '@storefront/shared/domain/hotel';
import type { Money } from '@storefront/shared/domain/money';

type Hotel = AccommodationSummary | AccommodationDetails;

function postalAddress(address: Address | null) {
  return address
    ? {
        '@type': 'PostalAddress',
        streetAddress: address.street,
        postalCode: address.postalCode,
        addressLocality: address.city,
        addressCountry: address.countryCode,
      }
    : undefined;
}

function offer(price: Money, url: string | undefined) {
  return {
    '@type': 'Offer',
    price: price.amount.toFixed(2),
    priceCurrency: price.currency,
    availability: 'https://schema.org/InStock',
    url,
  };
}

/** A hotel; with `price`, the stay it is offered at (and the address of that offer). */
export function hotelData(
  hotel: Hotel,
  { url, price }: { url?: string; price?: Money | null } = {},
): Record<string, unknown> {
  return {
    '@type': 'Hotel',
    name: hotel.name,
    description: 'description' in hotel && hotel.description ? hotel.description : undefined,
    url,
    image: hotel.imageUrls.length > 0 ? hotel.imageUrls : undefined,
    address: postalAddress(hotel.address),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: hotel.coordinates.latitude,
      longitude: hotel.coordinates.longitude,
    },
    starRating: hotel.stars > 0 ? { '@type': 'Rating', ratingValue: hotel.stars } : undefined,
    aggregateRating:
      hotel.reviewsCount > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: hotel.rating,
            bestRating: 10,
            worstRating: 0,
            reviewCount: hotel.reviewsCount,
          }
        : undefined,
    makesOffer: price ? offer(price, url) : undefined,
  };
}

/** A page of results: its hotels in the order shown, each with its link and total price. */
export function resultsData(
  items: ReadonlyArray<{ accommodation: AccommodationSummary; price: Money; url: string }>,
  firstPosition: number,
): Record<string, unknown> {
  return {
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      item: hotelData(item.accommodation, { url: item.url, price: item.price }),
    })),
  };
}
