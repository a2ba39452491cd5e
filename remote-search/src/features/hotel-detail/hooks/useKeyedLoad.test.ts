import { act, renderHook, waitFor } from '@testing-library/react';
import { renderedOnServer } from '@storefront/testing/rendered-on-server';
import { useKeyedLoad } from './useKeyedLoad';
import type { Outcome } from './useKeyedLoad';

test('a load that failed on the render server shows as it did there, and the browser does not ask again under that key', async () => {
  // the page came with the server's failures: a hotel the backend no longer knows, and a fault
  await renderedOnServer([
    [['details', '["h1",0]'], { code: 'NOT_FOUND', detail: 'gone' }],
    [['details', '["h2",0]'], { code: 'HTTP_ERROR' }],
  ]);
  const load = jest.fn((): Promise<Outcome<string>> =>
    Promise.resolve({ kind: 'ready', value: 'Hotel Cala' }),
  );
  const { result: gone } = renderHook(() =>
    useKeyedLoad('details', '["h1",0]', load, { onServer: true }),
  );
  expect(gone.current.state).toEqual({ kind: 'gone' });
  const { result: failed, unmount } = renderHook(() =>
    useKeyedLoad('details', '["h2",0]', load, { onServer: true }),
  );
  expect(failed.current.state).toEqual({ kind: 'error' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(gone.current.state).toEqual({ kind: 'gone' });
  expect(failed.current.state).toEqual({ kind: 'error' });
  expect(load).not.toHaveBeenCalled();

  // the same hotel opened again later in the visit: asked for
  unmount();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const { result: again } = renderHook(() =>
    useKeyedLoad('details', '["h2",0]', load, { onServer: true }),
  );
  await waitFor(() => expect(again.current.state).toEqual({ kind: 'ready', value: 'Hotel Cala' }));
  expect(load).toHaveBeenCalledTimes(1);
});

test("the server's failure stays for every reader of its key, also when an effect runs twice", async () => {
  await renderedOnServer([[['details', '["h3",0]'], { code: 'HTTP_ERROR' }]]);
  const load = jest.fn((): Promise<Outcome<string>> =>
    Promise.resolve({ kind: 'ready', value: 'Hotel Cala' }),
  );
  // StrictMode runs each effect, its clean-up and the effect again in one commit
  const { result: first, unmount: unmountFirst } = renderHook(
    () => useKeyedLoad('details', '["h3",0]', load, { onServer: true }),
    { reactStrictMode: true },
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // another part of the screen reading the same key, rendered later
  const { result: second, unmount: unmountSecond } = renderHook(() =>
    useKeyedLoad('details', '["h3",0]', load, { onServer: true }),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(first.current.state).toEqual({ kind: 'error' });
  expect(second.current.state).toEqual({ kind: 'error' });
  expect(load).not.toHaveBeenCalled();

  // once neither shows it, a later screen asks
  unmountFirst();
  unmountSecond();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const { result: again } = renderHook(() =>
    useKeyedLoad('details', '["h3",0]', load, { onServer: true }),
  );
  await waitFor(() => expect(again.current.state).toEqual({ kind: 'ready', value: 'Hotel Cala' }));
  expect(load).toHaveBeenCalledTimes(1);
});
