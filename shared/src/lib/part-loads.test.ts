import { notePartLoad, partsLoaded } from './part-loads';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the code of screen parts on its way', () => {
  it('is waited for, including a part asked for while waiting, and a failed one', async () => {
    const first = deferred();
    const second = deferred();
    void notePartLoad(first.promise);
    let done = false;
    const waited = partsLoaded().then(() => (done = true));
    const failed = notePartLoad(second.promise);
    failed.catch(() => undefined);
    first.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    second.reject(new Error('chunk failed'));
    await waited;
    expect(done).toBe(true);
  });

  it('is nothing to wait for when no part is on its way', async () => {
    await expect(partsLoaded()).resolves.toBeUndefined();
  });
});
