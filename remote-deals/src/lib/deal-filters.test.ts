import {
  dealDestinations,
  filterDeals,
  matchesFilters,
  maxBudget,
  readDealFilters,
  writeDealFilters,
} from './deal-filters';
import { aDeal } from '../testing/deal';

const today = new Date(2026, 5, 1); // 1 June 2026, local time

describe('readDealFilters', () => {
  it('reads product, destination and dates with the shared codec and budget as a whole number', () => {
    const { filters, issues } = readDealFilters(
      '?product=dp&destination=PMI&outboundDate=20260910&returnDate=20260920&budget=800',
      { today },
    );
    expect(filters).toEqual({
      product: 'DP',
      destination: 'pmi',
      outboundDate: '2026-09-10',
      returnDate: '2026-09-20',
      budget: 800,
    });
    expect(issues).toEqual([]);
  });

  it('leaves bad values out and names each with a translation key, keeping the good ones', () => {
    const { filters, issues } = readDealFilters(
      'product=XX&destination=p&outboundDate=20200101&returnDate=2026-09-20&budget=cheap&adults=99',
      { today },
    );
    expect(filters).toEqual({});
    expect(issues.map((issue) => [issue.param, issue.messageKey])).toEqual([
      ['outboundDate', 'translation:search.errors.outboundDate.past'],
      ['returnDate', 'translation:search.errors.returnDate.invalid'],
      ['destination', 'translation:search.errors.destination.invalid'],
      ['product', 'translation:search.errors.product.unknown'],
      ['budget', 'deals:issues.budget'],
    ]);
  });

  it('refuses a budget above the brand limit, zero, signs and decimals', () => {
    for (const budget of ['1501', '0', '-5', '12.5', '1e3']) {
      const { filters, issues } = readDealFilters(`budget=${budget}`, { today, maxBudget: 1500 });
      expect(filters.budget).toBeUndefined();
      expect(issues).toEqual([
        { param: 'budget', messageKey: 'deals:issues.budget', values: { min: 1, max: 1500 } },
      ]);
    }
    expect(readDealFilters('budget=1500', { today, maxBudget: 1500 }).filters.budget).toBe(1500);
  });

  it('keeps the first of two different budgets and says so', () => {
    const { filters, issues } = readDealFilters('budget=300&budget=400', { today });
    expect(filters.budget).toBe(300);
    expect(issues).toEqual([
      {
        param: 'budget',
        messageKey: 'translation:search.errors.repeated',
        values: { param: 'budget' },
      },
    ]);
  });
});

describe('writeDealFilters', () => {
  it('writes the codec parameters in its format, then budget, keeping what is not ours', () => {
    const base = new URLSearchParams('lang=fr&budget=9&destination=bcn');
    const params = writeDealFilters(
      { product: 'H', destination: 'pmi', outboundDate: '2026-09-10', budget: 700 },
      base,
    );
    expect(params.toString()).toBe(
      'lang=fr&product=H&destination=pmi&outboundDate=20260910&budget=700',
    );
    expect(base.toString()).toBe('lang=fr&budget=9&destination=bcn');
  });

  it('reads back what it wrote', () => {
    const filters = {
      product: 'F' as const,
      destination: 'lis',
      outboundDate: '2026-07-01',
      returnDate: '2026-07-09',
      budget: 250,
    };
    expect(readDealFilters(writeDealFilters(filters), { today }).filters).toEqual(filters);
  });
});

describe('matching deals', () => {
  const deal = aDeal();

  it('matches destination (any case), a window of dates and a budget per person', () => {
    expect(matchesFilters(deal, { destination: 'pmi' })).toBe(true);
    expect(matchesFilters(deal, { destination: 'bcn' })).toBe(false);
    expect(matchesFilters(deal, { outboundDate: '2026-09-10', returnDate: '2026-09-15' })).toBe(
      true,
    );
    expect(matchesFilters(deal, { outboundDate: '2026-09-11' })).toBe(false);
    expect(matchesFilters(deal, { returnDate: '2026-09-14' })).toBe(false);
    expect(matchesFilters(deal, { budget: 513 })).toBe(true);
    expect(matchesFilters(deal, { budget: 512 })).toBe(false);
  });

  it('judges a one-way deal by its departure for the return limit', () => {
    const oneWay = aDeal({ returnDate: null, outboundDate: '2026-09-10' });
    expect(matchesFilters(oneWay, { returnDate: '2026-09-10' })).toBe(true);
    expect(matchesFilters(oneWay, { returnDate: '2026-09-09' })).toBe(false);
  });

  it('drops deals that have already left, keeping the order of the rest', () => {
    const deals = [
      aDeal({ id: 'a', outboundDate: '2026-05-31' }),
      aDeal({ id: 'b', outboundDate: '2026-06-01' }),
      aDeal({ id: 'c', outboundDate: '2026-06-20' }),
    ];
    expect(filterDeals(deals, {}, '2026-06-01').map((d) => d.id)).toEqual(['b', 'c']);
  });

  it('lists destinations once each, sorted by name in the language', () => {
    const deals = [
      aDeal({ destination: { code: 'PMI', name: 'Palma' } }),
      aDeal({ destination: { code: 'AMS', name: 'Ámsterdam' } }),
      aDeal({ destination: { code: 'PMI', name: 'Palma' } }),
      aDeal({ destination: { code: 'BCN', name: 'Barcelona' } }),
    ];
    expect(dealDestinations(deals, 'es')).toEqual([
      { code: 'ams', name: 'Ámsterdam' },
      { code: 'bcn', name: 'Barcelona' },
      { code: 'pmi', name: 'Palma' },
    ]);
  });

  it("takes the brand's budget restriction as the highest budget", () => {
    expect(maxBudget(1500)).toBe(1500);
    expect(maxBudget(null)).toBe(100_000);
    expect(maxBudget(0)).toBe(100_000);
  });
});
