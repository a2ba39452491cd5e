/**
 * @jest-environment node
 */
import { fetchWithin } from './fetch-within';

describe('fetchWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the answer, and leaves no timer behind it', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"a":1}', { status: 200 }));
    await expect(fetchWithin('http://x/', {}, 60_000, (answer) => answer.json())).resolves.toEqual({
      a: 1,
    });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives up at its deadline, and leaves no timer behind it', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        (_input, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      );
    const asked = fetchWithin('http://x/', {}, 500, (answer) => answer.text());
    jest.advanceTimersByTime(500);
    await expect(asked).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(jest.getTimerCount()).toBe(0);
  });
});
