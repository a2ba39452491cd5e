import { createHarness, type Harness } from '../../testing/harness';
import { MAX_LOCATIONS, type Location } from './location-routes';

describe('Locations/Search', () => {
  let sandbox: Harness;
  let token: string;
  beforeAll(async () => {
    sandbox = await createHarness();
    token = await sandbox.signIn();
  });
  afterAll(() => sandbox.close());

  const search = async (query: Record<string, string>) =>
    (await sandbox.result<{ items: Location[] }>('GET', 'Locations/Search', { token, query }))
      .items;

  it('finds cities by name in a language, ignoring accents, and by code', async () => {
    expect((await search({ query: 'munch', lang: 'de', productType: 'H' }))[0]).toMatchObject({
      code: 'MUC',
      name: 'München',
    });
    expect((await search({ query: 'pmi', lang: 'es' }))[0]).toMatchObject({
      code: 'PMI',
      name: 'Palma de Mallorca',
      countryName: 'España',
    });
  });

  it('lists airports of multi-airport cities for flights', async () => {
    const london = await search({ query: 'londres', lang: 'es', productType: 'F' });
    expect(london.map((location) => location.code)).toEqual(['LON', 'LHR', 'LGW', 'STN']);
    expect(london[1]).toMatchObject({
      type: 'AIRPORT',
      name: 'Aeropuerto de Londres Heathrow',
      cityCode: 'LON',
    });
  });

  it('offers only destinations with hotels, but any city as a departure', async () => {
    expect(await search({ query: 'zur', productType: 'DP' })).toEqual([]);
    expect((await search({ query: 'zur', productType: 'DP', role: 'departure' }))[0]).toMatchObject(
      { code: 'ZRH', hasHotels: false },
    );
  });

  it('suggests the largest destinations for an empty query, at most ten', async () => {
    const items = await search({ query: '', productType: 'H' });
    expect(items).toHaveLength(MAX_LOCATIONS);
    expect(items[0]?.code).toBe('PMI');
  });
});
