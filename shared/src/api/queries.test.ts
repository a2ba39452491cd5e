/**
 * The page's queries: what the render server's queries settled on travels through the page's
 * JSON to the browser's client, failures included, and a failure no part of the screen shows
 * any more is forgotten.
 */
import { ApiError } from './errors';
import {
  LoadFailed,
  dehydrateQueries,
  failureOf,
  forgetQueries,
  hydrateQueries,
  newQueryClient,
  queryClient,
  toldByServer,
} from './queries';
import { keepPageQueries, pageAnswer } from './page-queries';
import { QueryObserver } from '@tanstack/react-query';

beforeEach(() => forgetQueries());

/** A request's client whose queries settled as given, carried through JSON as the page does. */
async function carried() {
  const server = newQueryClient({ server: true });
  await server.fetchQuery({ queryKey: ['deals', 'BP1'], queryFn: () => Promise.resolve([1, 2]) });
  await server
    .fetchQuery({
      queryKey: ['results', 'PMI'],
      queryFn: () =>
        Promise.reject(
          new LoadFailed(new ApiError('NO_CONTENT', 'none', 200, 'Svc/Call'), { searchId: 's1' }),
        ),
    })
    .catch(() => undefined);
  // one still under way when the page goes out: left for the browser
  void server.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) });
  return JSON.parse(JSON.stringify(dehydrateQueries(server))) as ReturnType<
    typeof dehydrateQueries
  >;
}

test('successes and failures reach the browser as they came; loads under way do not', async () => {
  const state = await carried();
  expect(state.queries.map((q) => q.queryKey)).toEqual([
    ['deals', 'BP1'],
    ['results', 'PMI'],
  ]);
  hydrateQueries(state);
  const client = queryClient();
  expect(client.getQueryData(['deals', 'BP1'])).toEqual([1, 2]);
  const failed = client.getQueryState(['results', 'PMI']);
  expect(failed?.status).toBe('error');
  expect(failureOf(failed?.error)).toEqual({
    code: 'NO_CONTENT',
    attempts: 1,
    detail: { searchId: 's1' },
    message: 'none',
  });
  // the browser knows the failure is the server's, and goes on from it
  expect(toldByServer(failed?.error)).toMatchObject({ code: 'NO_CONTENT' });
  expect(toldByServer(new ApiError('NO_CONTENT', 'none', 200, 'Svc/Call'))).toBeNull();
  expect(client.getQueryState(['slow'])).toBeUndefined();
});

test("what the page came with is kept, and taken into the page's client when it is first asked for", async () => {
  keepPageQueries(await carried());
  const client = queryClient();
  expect(client.getQueryData(['deals', 'BP1'])).toEqual([1, 2]);
  expect(toldByServer(client.getQueryState(['results', 'PMI'])?.error)).toMatchObject({
    code: 'NO_CONTENT',
    attempts: 1,
  });
});

test("a start-up's answer as the page came with it, its failure as the backend's error, else asked for", async () => {
  keepPageQueries(await carried());
  const load = jest.fn(() => Promise.resolve(['asked']));
  await expect(pageAnswer(['deals', 'BP1'], load)).resolves.toEqual([1, 2]);
  const failure = pageAnswer(['results', 'PMI'], load);
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(failure).rejects.toMatchObject({
    code: 'NO_CONTENT',
    message: 'none',
    call: 'results',
  });
  expect(load).not.toHaveBeenCalled();
  // a load the page went out without, and a key it did not have, are asked for
  await expect(pageAnswer(['slow'], load)).resolves.toEqual(['asked']);
  await expect(pageAnswer(['deals', 'other'], load)).resolves.toEqual(['asked']);
  expect(load).toHaveBeenCalledTimes(2);
});

test('a failure is forgotten once no part of the screen shows it, a success is kept', async () => {
  hydrateQueries(await carried());
  const client = queryClient();
  const watch = (queryKey: string[]) =>
    new QueryObserver(client, { queryKey, enabled: false }).subscribe(() => undefined);
  const stopFailure = watch(['results', 'PMI']);
  const stopSuccess = watch(['deals', 'BP1']);
  await new Promise((resolve) => setTimeout(resolve, 10));
  // still shown: kept
  expect(client.getQueryState(['results', 'PMI'])?.status).toBe('error');
  stopFailure();
  stopSuccess();
  // in the same task it is still there (a part appearing in the same commit finds it)
  expect(client.getQueryState(['results', 'PMI'])).toBeDefined();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(client.getQueryState(['results', 'PMI'])).toBeUndefined();
  expect(client.getQueryData(['deals', 'BP1'])).toEqual([1, 2]);
});
