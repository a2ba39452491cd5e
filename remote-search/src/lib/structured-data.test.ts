import { hotelData, resultsData } from './structured-data';
import type { AccommodationSummary } from '@storefront/shared/domain/hotel';

const HOTEL: AccommodationSummary = {
  id: 'h1',
  name: 'Hotel </script><b>Sol',
  stars: 4,
  rating: 8.6,
  reviewsCount: 120,
  propertyType: 'HOTEL',
  amenities: [],
  characteristics: [],
  coordinates: { latitude: 39.57, longitude: 2.65 },
  address: { street: 'Passeig 1', postalCode: '07001', city: 'Palma', countryCode: 'ES' },
  imageUrls: ['https://img.example/1.webp'],
  destination: { code: 'pmi', name: 'Mallorca' },
};

describe('schema.org data of the hotel screens', () => {
  it('a hotel names its place, stars and guest rating; its offer only with a price', () => {
    const bare = hotelData(HOTEL);
    expect(bare).toMatchObject({
      '@type': 'Hotel',
      name: HOTEL.name,
      address: { '@type': 'PostalAddress', addressLocality: 'Palma', addressCountry: 'ES' },
      geo: { latitude: 39.57, longitude: 2.65 },
      starRating: { ratingValue: 4 },
      aggregateRating: { ratingValue: 8.6, bestRating: 10, reviewCount: 120 },
    });
    expect(bare.makesOffer).toBeUndefined();
    const priced = hotelData(HOTEL, {
      url: '/hotel-detail?h=1',
      price: { amount: 812.5, currency: 'EUR' },
    });
    expect(priced.makesOffer).toEqual({
      '@type': 'Offer',
      price: '812.50',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: '/hotel-detail?h=1',
    });
  });

  it('a hotel with no reviews, stars or address says nothing of them', () => {
    const data = hotelData({ ...HOTEL, stars: 0, reviewsCount: 0, address: null, imageUrls: [] });
    expect(data.starRating).toBeUndefined();
    expect(data.aggregateRating).toBeUndefined();
    expect(data.address).toBeUndefined();
    expect(data.image).toBeUndefined();
  });

  it('a page of results lists its hotels in order, from the position of its first', () => {
    const data = resultsData(
      [
        { accommodation: HOTEL, price: { amount: 500, currency: 'EUR' }, url: '/a' },
        {
          accommodation: { ...HOTEL, id: 'h2', name: 'Otro' },
          price: { amount: 600, currency: 'EUR' },
          url: '/b',
        },
      ],
      21,
    );
    expect(data).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 21,
          item: { name: HOTEL.name, makesOffer: { price: '500.00' } },
        },
        { '@type': 'ListItem', position: 22, item: { name: 'Otro', url: '/b' } },
      ],
    });
  });
});
