import { parseSearchParams } from '@storefront/shared/domain/search-url';
import { dealSearchTarget } from './deal-link';
import { aDeal } from '../testing/deal';

describe('dealSearchTarget', () => {
  it('leads a package deal to /DP with departure, destination, dates and travellers', () => {
    const target = dealSearchTarget(aDeal());
    expect(target).toEqual({
      pathname: '/DP',
      search: '?product=DP&departure=mad&destination=pmi&outboundDate=20260910&returnDate=20260915',
    });
    const { search, issues } = parseSearchParams(target.search, { today: new Date(2026, 5, 1) });
    expect(issues).toEqual([]);
    expect(search).toMatchObject({
      product: 'DP',
      departure: 'mad',
      destination: 'pmi',
      outboundDate: '2026-09-10',
      returnDate: '2026-09-15',
      adults: 2,
      childrenAges: [],
    });
  });

  it('leads a hotel deal to /H without a departure', () => {
    const target = dealSearchTarget(
      aDeal({ productType: 'H', departure: null, includes: ['ACCOMMODATION'] }),
    );
    expect(target.pathname).toBe('/H');
    expect(target.search).toBe(
      '?product=H&destination=pmi&outboundDate=20260910&returnDate=20260915',
    );
  });

  it('leads a one-way flight deal to /F with no return date, and writes a party other than 2', () => {
    const target = dealSearchTarget(
      aDeal({ productType: 'F', accommodation: null, returnDate: null, nights: null, adults: 3 }),
    );
    expect(target).toEqual({
      pathname: '/F',
      search: '?product=F&departure=mad&destination=pmi&outboundDate=20260910&adults=3',
    });
  });
});
