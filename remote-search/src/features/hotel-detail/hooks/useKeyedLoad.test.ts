import { act, renderHook, waitFor } from '@testing-library/react';
import { forgetAnswers, seedAnswers } from '@storefront/shared/api/answer-cache';
import { useKeyedLoad } from './useKeyedLoad';
import type { Outcome } from './useKeyedLoad';

beforeEach(() => forgetAnswers());

test('a load that failed on the render server shows as it did there, and the browser does not ask again under that key', async () => {
  // the page came with the server's failures: a hotel the backend no longer knows, and a fault
  seedAnswers(
    [],
    [
      ['details\n["h1",0]', { code: 'OTHER', attempts: 1, detail: 'gone' }],
      ['details\n["h2",0]', { code: 'HTTP_500', attempts: 1 }],
    ],
  );
  const load = jest.fn((): Promise<Outcome<string>> =>
    Promise.resolve({ kind: 'ready', value: 'Hotel Cala' }),
  );
  const { result: gone } = renderHook(() => useKeyedLoad('["h1",0]', load, 'details'));
  expect(gone.current.state).toEqual({ kind: 'gone' });
  const { result: failed, unmount } = renderHook(() => useKeyedLoad('["h2",0]', load, 'details'));
  expect(failed.current.state).toEqual({ kind: 'error' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(gone.current.state).toEqual({ kind: 'gone' });
  expect(failed.current.state).toEqual({ kind: 'error' });
  expect(load).not.toHaveBeenCalled();

  // the same hotel opened again later in the visit: asked for
  unmount();
  const { result: again } = renderHook(() => useKeyedLoad('["h2",0]', load, 'details'));
  await waitFor(() => expect(again.current.state).toEqual({ kind: 'ready', value: 'Hotel Cala' }));
  expect(load).toHaveBeenCalledTimes(1);
});
