import { LANGUAGES } from '../lib/languages';
import { DESTINATIONS, distanceKm, findDestination } from './destinations';
import type * as hotelsModule from './hotels';
import { allHotels, findHotel, XSS_HOTEL_ID } from './hotels';

describe('inventory', () => {
  it('has at least 500 hotels in at least 30 destinations, near their city', () => {
    const hotels = allHotels();
    expect(hotels.length).toBeGreaterThanOrEqual(500);
    const destinations = new Set(hotels.map((hotel) => hotel.destinationCode));
    expect(destinations.size).toBeGreaterThanOrEqual(30);
    for (const hotel of hotels) {
      const city = findDestination(hotel.destinationCode);
      if (!city) throw new Error(`${hotel.id} has no destination`);
      const distance = distanceKm(city, {
        ...city,
        latitude: hotel.latitude,
        longitude: hotel.longitude,
      });
      expect(distance).toBeLessThan(20);
      expect(hotel.rating).toBeGreaterThanOrEqual(0);
      expect(hotel.rating).toBeLessThanOrEqual(10);
      expect(hotel.mealPlans.length).toBeGreaterThan(0);
      expect(new Set(hotel.images).size).toBe(hotel.images.length);
    }
    expect(new Set(hotels.map((hotel) => hotel.id)).size).toBe(hotels.length);
  });

  it('is the same on every run', () => {
    jest.isolateModules(() => {
      // A fresh copy of the module generates the inventory again from its seed.
      const fresh = jest.requireActual<typeof hotelsModule>('./hotels');
      expect(fresh.allHotels()).toEqual(allHotels());
    });
  });

  it('names every destination in the six languages, with IATA-like codes', () => {
    for (const destination of DESTINATIONS) {
      expect(destination.code).toMatch(/^[A-Z]{3}$/);
      for (const language of LANGUAGES)
        expect(destination.names[language]).toEqual(expect.any(String));
      for (const airport of destination.airports) expect(airport.code).toMatch(/^[A-Z]{3}$/);
    }
    expect(findDestination('lhr')?.code).toBe('LON');
  });

  it('carries one test-only hotel whose name holds a script payload', () => {
    expect(findHotel(XSS_HOTEL_ID)?.name).toContain('<script>window.__xss=1</script>');
  });
});
