/**
 * The results of a page rendered on the server whose search failed there: shown as the server
 * showed them, also when React runs each effect twice (StrictMode), until the shopper retries.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { renderedOnServer } from '@storefront/testing/rendered-on-server';
import { createHotelSearch, retrieveHotelProposals } from '@storefront/shared/api/holiday-packages';
import type { HotelProposalsPage } from '@storefront/shared/domain/hotel';
import { DEFAULT_LANGUAGE } from '@storefront/shared/i18n';
import { searchKey } from '../../../lib/search-request';
import { searchIdKey, useHotelResults } from './useHotelResults';
import type { SearchState } from './useSearchState';

jest.mock('@storefront/shared/api/holiday-packages', () => ({
  createHotelSearch: jest.fn(),
  retrieveHotelProposals: jest.fn(),
}));

const create = jest.mocked(createHotelSearch);
const retrieve = jest.mocked(retrieveHotelProposals);
const request = {
  productType: 'H',
  destination: 'PMI',
  outboundDate: '2030-06-01',
  returnDate: '2030-06-08',
  rooms: [{ adults: 2, childrenAges: [] }],
} as const;
const state = {
  request,
  page: 1,
  sort: { name: 'PRICE', ascending: true },
  filters: {},
  facets: [],
} as unknown as SearchState;
/** The query of the results the page was rendered with (useHotelResults). */
const renderedKey = [
  'hotel-proposals',
  searchKey(request),
  state.facets,
  state.sort,
  state.page,
  DEFAULT_LANGUAGE,
];
const found = { total: 1 } as unknown as HotelProposalsPage;
const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

beforeEach(() => {
  // no i18next instance: the results are asked in the default language (react-i18next warns)
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  create.mockResolvedValue('s2');
  retrieve.mockResolvedValue(found);
});

it("shows the server's error with its search, and asks only when the shopper retries", async () => {
  // the server created the search, and its call for the results failed
  await renderedOnServer([
    [searchIdKey(searchKey(request)), { value: 's1' }],
    [renderedKey, { code: 'HTTP_ERROR' }],
  ]);
  const { result } = renderHook(() => useHotelResults(state), { reactStrictMode: true });
  expect(result.current.status).toEqual({ kind: 'error', previous: null });
  await aWhile();
  expect(result.current.status).toEqual({ kind: 'error', previous: null });
  expect(result.current.searchId).toBe('s1');
  expect(create).not.toHaveBeenCalled();
  expect(retrieve).not.toHaveBeenCalled();

  act(() => result.current.retry());
  await waitFor(() => expect(result.current.status).toEqual({ kind: 'ready', page: found }));
  // the search the server created goes on
  expect(create).not.toHaveBeenCalled();
  expect(retrieve.mock.calls[0]?.[0]).toMatchObject({ searchId: 's1' });
});

it("shows the server's NO_CONTENT at once, without asking", async () => {
  await renderedOnServer([
    [searchIdKey(searchKey(request)), { value: 's1' }],
    [renderedKey, { code: 'NO_CONTENT' }],
  ]);
  const { result } = renderHook(() => useHotelResults(state), { reactStrictMode: true });
  expect(result.current.status).toEqual({ kind: 'no-content' });
  await aWhile();
  expect(result.current.status).toEqual({ kind: 'no-content' });
  expect(create).not.toHaveBeenCalled();
  expect(retrieve).not.toHaveBeenCalled();
});
