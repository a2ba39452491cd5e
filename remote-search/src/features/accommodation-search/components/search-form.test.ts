import { searchFormSchema, submissionOf } from './search-form';
import type { SearchFormValues } from './search-form';

const valid: SearchFormValues = {
  product: 'DP',
  destination: { code: 'PMI', name: 'Palma' },
  departure: { code: 'MAD', name: 'Madrid' },
  dates: { from: '2026-07-10', to: '2026-07-17' },
  travellers: { adults: 2, childrenAges: [5] },
};

const messages = (values: SearchFormValues) =>
  searchFormSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('the search form rules', () => {
  it('accepts a complete package search and writes codes lowercased for the URL', () => {
    expect(messages(valid)).toEqual([]);
    expect(submissionOf(valid)).toEqual({
      product: 'DP',
      destination: 'pmi',
      departure: 'mad',
      outboundDate: '2026-07-10',
      returnDate: '2026-07-17',
      adults: 2,
      childrenAges: [5],
    });
  });

  it('asks for a departure for packages only', () => {
    expect(messages({ ...valid, departure: null })).toEqual(['form.errors.departure']);
    expect(messages({ ...valid, product: 'H', departure: null })).toEqual([]);
    expect(submissionOf({ ...valid, product: 'H' }).departure).toBeNull();
  });

  it('refuses a package from a place to itself; a hotel alone has no departure to compare', () => {
    const same = { code: 'PMI', name: 'Palma' };
    expect(messages({ ...valid, departure: same })).toEqual(['form.errors.samePlace']);
    expect(messages({ ...valid, product: 'H', departure: same })).toEqual([]);
  });

  it('asks for a destination, both dates and at least one night', () => {
    expect(messages({ ...valid, destination: null })).toEqual(['form.errors.destination']);
    expect(messages({ ...valid, dates: { from: '2026-07-10' } })).toEqual(['form.errors.dates']);
    expect(messages({ ...valid, dates: { from: '2026-07-10', to: '2026-07-10' } })).toEqual([
      'form.errors.nights',
    ]);
  });
});
