import { addDays, format } from 'date-fns';
import { EMPTY_FLIGHT_FILTERS } from '@storefront/shared/domain/flight-filters';
import {
  readFlightsUrl,
  searchKey,
  searchRequestOf,
  writeFilters,
  writePage,
  writeSearch,
  writeSort,
} from './flights-url';

const today = new Date(2030, 0, 10);
const inDays = (days: number) => format(addDays(today, days), 'yyyyMMdd');
const isoInDays = (days: number) => format(addDays(today, days), 'yyyy-MM-dd');
const read = (query: string) => readFlightsUrl(query, { today });

describe('readFlightsUrl', () => {
  it('reads a complete deep link: search, filters, page and sort', () => {
    const state = read(
      `departure=mad&destination=bcn&outboundDate=${inDays(20)}&returnDate=${inDays(27)}` +
        '&adults=3&childrenAges=4-9&f.ostops=0-1&f.air=IB&page=3&sort=PRICE',
    );
    expect(state.issues).toEqual([]);
    expect(state.search).toMatchObject({
      departure: 'mad',
      destination: 'bcn',
      outboundDate: isoInDays(20),
      returnDate: isoInDays(27),
      adults: 3,
      childrenAges: [4, 9],
    });
    expect(state.filters).toEqual({
      ...EMPTY_FLIGHT_FILTERS,
      outboundStops: [0, 1],
      airlines: ['IB'],
    });
    expect(state.page).toBe(3);
    expect(state.sort).toEqual({ name: 'PRICE', ascending: true });
  });

  it('starts on page 1, sorted RECOMMENDED ascending, without filters', () => {
    const state = read('');
    expect(state.page).toBe(1);
    expect(state.sort).toEqual({ name: 'RECOMMENDED', ascending: true });
    expect(state.filters).toEqual(EMPTY_FLIGHT_FILTERS);
  });

  it('reports a page or a sort it cannot use with its own translation key, and keeps the rest', () => {
    const state = read('page=0&sort=CHEAPEST&destination=bcn');
    expect(state.page).toBe(1);
    expect(state.sort.name).toBe('RECOMMENDED');
    expect(state.search.destination).toBe('bcn');
    expect(state.issues).toEqual([
      { param: 'page', key: 'flights:url.page', values: { max: 1000 } },
      { param: 'sort', key: 'flights:url.sort' },
    ]);
  });

  it('turns the shared codecs’ reasons into keys of the shared namespace with their values', () => {
    const state = read('adults=12&f.conn=99999');
    expect(state.issues).toEqual([
      {
        param: 'adults',
        key: 'translation:search.errors.adults.range',
        values: { min: 1, max: 9 },
      },
      {
        param: 'f.conn',
        key: 'translation:search.errors.filters.connectionTime',
        values: { min: 0, max: 4320 },
      },
    ]);
  });
});

describe('searchRequestOf', () => {
  const complete = `departure=mad&destination=lon&outboundDate=${inDays(5)}&adults=1&childrenAges=3`;

  it('gives the flight search of a complete link, codes upper-cased, one way without a return date', () => {
    expect(searchRequestOf(read(complete), 'FF')).toEqual({
      productType: 'FF',
      departure: 'MAD',
      destination: 'LON',
      outboundDate: isoInDays(5),
      returnDate: null,
      travellers: { adults: 1, childrenAges: [3] },
    });
  });

  it('searches nothing while the route or the outbound date is missing', () => {
    expect(searchRequestOf(read('departure=mad&destination=lon'), 'F')).toBeNull();
  });

  it('searches nothing when a value that decides the search was refused', () => {
    expect(searchRequestOf(read(`${complete}&returnDate=20200101`), 'F')).toBeNull();
  });

  it('searches the first value of a search parameter the link gives twice, and says so', () => {
    const state = read(`${complete}&departure=bcn`);
    expect(state.issues).toEqual([
      expect.objectContaining({ param: 'departure', key: 'translation:search.errors.repeated' }),
    ]);
    expect(searchRequestOf(state, 'F')).toMatchObject({ departure: 'MAD', destination: 'LON' });
  });

  it('still searches when only a filter was refused', () => {
    expect(searchRequestOf(read(`${complete}&f.ostops=7`), 'F')).not.toBeNull();
  });

  it('keys one search one way whatever the order of its parameters', () => {
    const a = searchRequestOf(read(complete), 'F')!;
    const b = searchRequestOf(
      read(`childrenAges=3&adults=1&outboundDate=${inDays(5)}&destination=LON&departure=MAD`),
      'F',
    )!;
    expect(searchKey(a)).toBe(searchKey(b));
  });
});

describe('writing the URL', () => {
  const base = new URLSearchParams('departure=mad&destination=bcn&f.air=IB&page=4&sort=PRICE');

  it('writes page 1 as no parameter, and other pages as `page`', () => {
    expect(writePage(base, 1).get('page')).toBeNull();
    expect(writePage(base, 7).get('page')).toBe('7');
  });

  it('goes back to page 1 on another sort and writes RECOMMENDED as no parameter', () => {
    const next = writeSort(base, 'DURATION');
    expect(next.get('sort')).toBe('DURATION');
    expect(next.get('page')).toBeNull();
    expect(writeSort(base, 'RECOMMENDED').get('sort')).toBeNull();
  });

  it('goes back to page 1 on other filters, written by the shared codec', () => {
    const next = writeFilters(base, { ...EMPTY_FLIGHT_FILTERS, onlyDirectRoutes: true });
    expect(next.get('f.direct')).toBe('true');
    expect(next.get('f.air')).toBeNull();
    expect(next.get('page')).toBeNull();
    expect(next.get('sort')).toBe('PRICE');
  });

  it('writes a new search without the old filters and page, keeping the sort and the cart', () => {
    const next = writeSearch(new URLSearchParams(`${base.toString()}&cartId=c-1`), {
      departure: 'mad',
      destination: 'lon',
      outboundDate: '2030-02-01',
      returnDate: undefined,
      adults: 2,
      childrenAges: [],
    });
    expect(Object.fromEntries(next)).toEqual({
      sort: 'PRICE',
      departure: 'mad',
      destination: 'lon',
      outboundDate: '20300201',
      cartId: 'c-1',
    });
  });
});
