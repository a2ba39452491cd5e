import {
  detailBackHref,
  detailMealPlan,
  parseDetailParams,
  parseResultsParams,
  sortFromParam,
  sortToParam,
  withPage,
  withSort,
} from './results-url';

describe('results URL parameters', () => {
  it('reads page 1 when the page is absent, and a valid page as a number', () => {
    expect(parseResultsParams(new URLSearchParams('')).page).toBe(1);
    expect(parseResultsParams(new URLSearchParams('page=3')).page).toBe(3);
  });

  it.each(['0', '-2', 'x', '1.5', '99999999'])(
    'reports page=%s with a translated reason and shows the first page',
    (value) => {
      const read = parseResultsParams(new URLSearchParams({ page: value }));
      expect(read.page).toBe(1);
      expect(read.issues).toEqual([{ param: 'page', value, reason: 'urlErrors.page' }]);
    },
  );

  it('writes page 1 as no page at all and keeps every other parameter', () => {
    const params = new URLSearchParams('destination=pmi&page=4');
    expect(withPage(params, 1).toString()).toBe('destination=pmi');
    expect(withPage(params, 2).toString()).toBe('destination=pmi&page=2');
    expect(params.toString()).toBe('destination=pmi&page=4');
  });

  it('spells a sort one way: the name, then -desc for descending', () => {
    expect(sortToParam({ name: 'PRICE', ascending: true })).toBe('PRICE');
    expect(sortToParam({ name: 'STARS', ascending: false })).toBe('STARS-desc');
    expect(sortFromParam('stars-desc')).toEqual({ name: 'STARS', ascending: false });
    expect(
      withSort(new URLSearchParams('sort=PRICE'), { name: 'RATING', ascending: false }).toString(),
    ).toBe('sort=RATING-desc');
  });

  it('refuses sorts the hotel service does not take', () => {
    for (const value of ['DURATION', 'PRICE-up', 'PRICE-desc-x', '']) {
      expect(sortFromParam(value)).toBeNull();
    }
    expect(parseResultsParams(new URLSearchParams('sort=DURATION')).issues).toEqual([
      { param: 'sort', value: 'DURATION', reason: 'urlErrors.sort' },
    ]);
  });

  it('reads the hotel, search and proposal ids of a detail link, refusing odd characters', () => {
    expect(
      parseDetailParams(
        new URLSearchParams('hotelId=H-PMI-001&searchId=hs-1&proposalId=hs-1_H-PMI-001'),
      ),
    ).toEqual({ hotelId: 'H-PMI-001', searchId: 'hs-1', proposalId: 'hs-1_H-PMI-001' });
    expect(parseDetailParams(new URLSearchParams('hotelId=<script>')).hotelId).toBeNull();
  });

  it("reads a detail link's meal plan from its own parameter, not from the meal-plan filter", () => {
    expect(detailMealPlan(new URLSearchParams('mealPlan=HALF_BOARD'))).toBe('HALF_BOARD');
    expect(detailMealPlan(new URLSearchParams('mealPlans=HALF_BOARD'))).toBeUndefined();
    expect(detailMealPlan(new URLSearchParams('mealPlan=NOPE'))).toBeUndefined();
  });

  it('goes back only to a search screen of this remote, with its query as it was', () => {
    const back = (value: string) => detailBackHref(new URLSearchParams({ back: value }));
    expect(back('/H?destination=pmi&h.stars=4&sort=PRICE-desc&page=2')).toBe(
      '/H?destination=pmi&h.stars=4&sort=PRICE-desc&page=2',
    );
    expect(back('/hdpMemSearch?product=H&destination=pmi')).toBe(
      '/hdpMemSearch?product=H&destination=pmi',
    );
    for (const value of ['//evil.example/H', 'https://evil.example/H', '/cart?x=1', '/Hx', '']) {
      expect(back(value)).toBeNull();
    }
  });
});
