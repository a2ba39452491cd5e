/**
 * The proposals of a page rendered on the server whose call failed there: the browser goes on
 * from the server's failure, also when React runs each effect twice (StrictMode), and asks for a
 * search created again since.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { renderedOnServer } from '@storefront/testing/rendered-on-server';
import { ApiError } from '@storefront/shared/api/errors';
import { retrieveFlightProposals } from '@storefront/shared/api/transport';
import type { FlightProposalsPage } from '@storefront/shared/domain/flight';
import { useFlightProposals } from './useFlightProposals';
import type { ProposalsQuery } from './useFlightProposals';

jest.mock('@storefront/shared/api/transport', () => ({ retrieveFlightProposals: jest.fn() }));

const retrieve = jest.mocked(retrieveFlightProposals);
const query: ProposalsQuery = {
  search: 'MAD-PMI',
  searchId: 's1',
  language: 'es',
  facets: [],
  sort: { name: 'PRICE', ascending: true },
  page: 1,
};
/** The query of the proposals the page was rendered with (useFlightProposals' keyOf). */
const renderedKey = ['flight-proposals', 'MAD-PMI', 's1', 'es', [], query.sort, 1];
const page = (searchId: string) => ({ searchId }) as unknown as FlightProposalsPage;
const generic = () =>
  new ApiError('GENERIC_ERROR', 'busy', 200, 'ShoppingTransportService/RetrieveProposals');
const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  retrieve.mockImplementation(({ searchId }) => Promise.resolve(page(searchId)));
});

it("shows the server's NO_CONTENT without asking again, when each effect runs twice", async () => {
  await renderedOnServer([[renderedKey, { code: 'NO_CONTENT' }]]);
  const { result } = renderHook(() => useFlightProposals(query), { reactStrictMode: true });
  await aWhile();
  expect(result.current.state).toMatchObject({ status: 'noResults', cause: 'NO_CONTENT' });
  expect(retrieve).not.toHaveBeenCalled();
});

it("goes on from the server's GENERIC_ERRORs, when each effect runs twice", async () => {
  retrieve.mockRejectedValue(generic());
  // the server had asked as often as the limit allows: one more call, and no retry
  await renderedOnServer([[renderedKey, { code: 'GENERIC_ERROR', attempts: 10 }]]);
  const { result } = renderHook(() => useFlightProposals(query), { reactStrictMode: true });
  await waitFor(
    () =>
      expect(result.current.state).toMatchObject({ status: 'noResults', cause: 'GENERIC_ERROR' }),
    { timeout: 1_000 },
  );
  // one call in each run of the effect
  expect(retrieve).toHaveBeenCalledTimes(2);
});

it('asks for the proposals of a search created again after the server was told NOT_FOUND', async () => {
  await renderedOnServer([[renderedKey, { code: 'NOT_FOUND' }]]);
  const renew = jest.fn();
  const { result, rerender } = renderHook(
    ({ searchId }: { searchId: string }) => useFlightProposals({ ...query, searchId }, renew),
    { initialProps: { searchId: 's1' } },
  );
  expect(renew).toHaveBeenCalledWith('s1');
  expect(retrieve).not.toHaveBeenCalled();
  // the new id comes while the failure of the old one is still kept
  rerender({ searchId: 's2' });
  await waitFor(() =>
    expect(result.current.state).toMatchObject({ status: 'ready', page: page('s2') }),
  );
  expect(retrieve).toHaveBeenCalledTimes(1);
  expect(retrieve.mock.calls[0]?.[0]).toMatchObject({ searchId: 's2' });
});
