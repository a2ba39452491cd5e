import { ApiError } from '@storefront/shared/api/errors';
import { retryDelayMs, withGenericErrorRetries } from './retry';

const generic = () =>
  new ApiError('GENERIC_ERROR', 'boom', 500, 'ShoppingTransportService/RetrieveProposals');
const noContent = () =>
  new ApiError('NO_CONTENT', 'none', 404, 'ShoppingTransportService/RetrieveProposals');

/** An attempt that fails with the given errors in turn, then answers 'page'. */
function failing(errors: Error[]) {
  const calls = { count: 0 };
  const attempt = () => {
    calls.count += 1;
    const error = errors[calls.count - 1];
    return error ? Promise.reject(error) : Promise.resolve('page');
  };
  return { attempt, calls };
}

const noPause = () => 0;

describe('withGenericErrorRetries', () => {
  it('retries GENERIC_ERROR and answers once a call succeeds (three failures, then success)', async () => {
    const { attempt, calls } = failing([generic(), generic(), generic()]);
    const retries: number[] = [];
    const result = await withGenericErrorRetries(attempt, {
      signal: new AbortController().signal,
      onRetry: (n) => retries.push(n),
      delayMs: noPause,
    });
    expect(result).toBe('page');
    expect(calls.count).toBe(4);
    expect(retries).toEqual([1, 2, 3]);
  });

  it('gives up after exactly 10 retries: eleven GENERIC_ERRORs make eleven calls', async () => {
    const { attempt, calls } = failing(Array.from({ length: 11 }, generic));
    await expect(withGenericErrorRetries(attempt, { delayMs: noPause })).rejects.toMatchObject({
      code: 'GENERIC_ERROR',
    });
    expect(calls.count).toBe(11);
  });

  it('does not retry another error', async () => {
    const { attempt, calls } = failing([noContent()]);
    await expect(withGenericErrorRetries(attempt, { delayMs: noPause })).rejects.toMatchObject({
      code: 'NO_CONTENT',
    });
    expect(calls.count).toBe(1);
  });

  it('stops waiting when the search is abandoned', async () => {
    const controller = new AbortController();
    const { attempt, calls } = failing([generic(), generic()]);
    const pending = withGenericErrorRetries(attempt, {
      signal: controller.signal,
      delayMs: () => 60_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort(new Error('left'));
    await expect(pending).rejects.toThrow('left');
    expect(calls.count).toBe(1);
  });

  it('waits a little longer before each retry, never more than a second', () => {
    expect([1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([250, 500, 1000, 1000, 1000]);
  });
});
