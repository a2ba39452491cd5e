/**
 * From the address to the request: every accommodation rule of spec section 5 as the search
 * screens apply it (the shared codecs read the URL, the shared rules make the facets and sort).
 */
import { readSearchUrl } from './search-url-state';

const TODAY = new Date(2026, 5, 1);
const DATES = 'outboundDate=20260710&returnDate=20260717';
const read = (path: string, query: string, options = {}) =>
  readSearchUrl(path, query, { productFrom: 'path', today: TODAY, ...options });

describe('readSearchUrl', () => {
  it('takes the product type from the route and makes the CreateSearch body', () => {
    const state = read('/DP', `departure=mad&destination=PMI&${DATES}&adults=3&childrenAges=4-9`);
    expect(state.product).toBe('DP');
    expect(state.request).toEqual({
      productType: 'DP',
      destination: 'PMI',
      departure: 'MAD',
      outboundDate: '2026-07-10',
      returnDate: '2026-07-17',
      rooms: [{ adults: 3, childrenAges: [4, 9] }],
    });
    expect(state.issues).toEqual([]);
  });

  it('does not search a package without a departure, nor a stay without a night', () => {
    expect(read('/DP', `destination=pmi&${DATES}`).request).toBeNull();
    expect(read('/H', `destination=pmi&${DATES}`).request).not.toBeNull();
    expect(
      read('/H', 'destination=pmi&outboundDate=20260710&returnDate=20260710').request,
    ).toBeNull();
  });

  it('says why a link whose stay has no night searches nothing', () => {
    const state = read('/H', 'destination=pmi&outboundDate=20260710&returnDate=20260710');
    expect(state.request).toBeNull();
    expect(state.issues).toEqual([{ param: 'returnDate', key: 'search:form.errors.nights' }]);
    // both dates stay for the form to show
    expect(state.search).toMatchObject({ outboundDate: '2026-07-10', returnDate: '2026-07-10' });
  });

  it('sends RECOMMENDED ascending by default, or the sort the URL names', () => {
    expect(read('/H', DATES).sort).toEqual({ name: 'RECOMMENDED', ascending: true });
    expect(read('/H', `${DATES}&sort=STARS-desc`).sort).toEqual({
      name: 'STARS',
      ascending: false,
    });
    expect(read('/H', DATES, { chosenSort: { name: 'PRICE', ascending: true } }).sort).toEqual({
      name: 'PRICE',
      ascending: true,
    });
    // a flight sort chosen on the flights screen does not apply to hotels
    expect(read('/H', DATES, { chosenSort: { name: 'DURATION', ascending: true } }).sort).toEqual({
      name: 'RECOMMENDED',
      ascending: true,
    });
  });

  it('sends the free-cancellation facet only when it is true', () => {
    expect(read('/H', 'freeCancellation=true').facets).toEqual([
      { name: 'FREE_CANCELLATION', values: ['true'] },
    ]);
    expect(read('/H', 'freeCancellation=false').facets).toEqual([]);
  });

  it('drops ALL_MEAL_PLANS from the meal plan facet and keeps the known plans in order', () => {
    expect(read('/H', 'mealPlans=HALF_BOARD-ALL_MEAL_PLANS-BED_AND_BREAKFAST').facets).toEqual([
      { name: 'MEAL_PLAN', values: ['BED_AND_BREAKFAST', 'HALF_BOARD'] },
    ]);
    expect(read('/H', 'mealPlans=ALL_MEAL_PLANS').facets).toEqual([]);
  });

  it('rounds the map box to 5 decimals (the east longitude to 6)', () => {
    const state = read('/H', 'h.map=39.5123456789_2.61234567_39.61234567_2.712345678');
    expect(state.facets).toEqual([
      { name: 'MAP_BOUNDING_BOX', values: ['39.51235', '2.61235', '39.61235', '2.712346'] },
    ]);
  });

  it('turns every accommodation filter of the URL into its facet', () => {
    const state = read(
      '/H',
      'h.price=100-900&h.deals=true&h.type=VILLA-HOTEL&h.stars=5-4&h.rating=8&h.amen=WIFI-POOL&h.char=ROMANTIC',
    );
    expect(state.facets).toEqual([
      { name: 'PRICE', from: 100, to: 900 },
      { name: 'DEALS', values: ['true'] },
      { name: 'PROPERTY_TYPE', values: ['HOTEL', 'VILLA'] },
      { name: 'STARS', values: ['4', '5'] },
      { name: 'RATING', from: 8, to: 10 },
      { name: 'AMENITIES', values: ['POOL', 'WIFI'] },
      { name: 'CHARACTERISTICS', values: ['ROMANTIC'] },
    ]);
  });

  it('searches stays with the price range and the sort the URL names', () => {
    const state = read('/H', `h.price=50-2000&sort=STARS-desc&${DATES}`);
    expect(state.facets).toEqual([{ name: 'PRICE', from: 50, to: 2000 }]);
    expect(state.sort).toEqual({ name: 'STARS', ascending: false });
  });

  it('reports each value it cannot use with its translation key and keeps the rest', () => {
    const state = read('/H', 'destination=pmi&adults=42&outboundDate=20991301&h.stars=7&page=0');
    expect(state.search.destination).toBe('pmi');
    expect(state.issues.map((issue) => issue.key)).toEqual([
      'translation:search.errors.outboundDate.invalid',
      'translation:search.errors.adults.range',
      'translation:search.errors.filters.stars',
      'search:urlErrors.page',
    ]);
    expect(state.issues[1]?.values).toEqual({ min: 1, max: 9 });
  });

  it('on the member search takes the product from its parameter, packages when absent', () => {
    expect(read('/hdpMemSearch', 'product=H', { productFrom: 'param' }).product).toBe('H');
    expect(read('/hdpMemSearch', '', { productFrom: 'param' }).product).toBe('DP');
    const flights = read('/hdpMemSearch', 'product=F', { productFrom: 'param' });
    expect(flights.product).toBe('DP');
    expect(flights.issues.map((issue) => issue.key)).toEqual(['search:urlErrors.product']);
  });
});
