import { searchLocations } from './locations';
import { lastRequest, signInAs, signOut } from '@storefront/testing/sandbox';

const BRAND = 'flyfree.localhost';

describe('Locations/Search', () => {
  beforeAll(() => signInAs(BRAND));
  afterAll(signOut);

  it('answers cities with hotels for a hotel destination, in the language asked', async () => {
    const places = await searchLocations({
      text: 'barc',
      productType: 'H',
      role: 'destination',
      language: 'it',
    });
    expect(places[0]).toEqual({
      code: 'BCN',
      type: 'CITY',
      name: 'Barcellona',
      cityCode: 'BCN',
      cityName: 'Barcellona',
      countryCode: 'ES',
      countryName: 'Spagna',
      hasHotels: true,
      coordinates: { latitude: 41.3874, longitude: 2.1686 },
    });
    expect((await lastRequest('Locations/Search', BRAND)).query).toEqual({
      query: 'barc',
      productType: 'H',
      role: 'destination',
      lang: 'it',
    });
  });

  it('lists a city’s airports for flights', async () => {
    const places = await searchLocations({
      text: 'lon',
      productType: 'F',
      role: 'departure',
      language: 'en',
    });
    expect(places[0]).toMatchObject({ code: 'LON', type: 'CITY' });
    expect(places.filter((place) => place.type === 'AIRPORT').map((place) => place.code)).toEqual(
      expect.arrayContaining(['LHR', 'LGW']),
    );
  });

  it('refuses a language outside the six with VALIDATION_ERROR', async () => {
    await expect(
      searchLocations({ text: 'x', productType: 'F', role: 'departure', language: 'nl' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
  });
});
