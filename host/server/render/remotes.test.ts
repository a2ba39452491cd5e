/**
 * @jest-environment node
 */
import type { ResolvedRemote } from '../../src/features/remotes/manifest';
import { browserFilesAnswer } from './remotes';

/** A remote version on its own entry (the check is kept per entry). */
const remote = (entry: string) => ({ name: 'flights', version: '1.0.0', entry }) as ResolvedRemote;

/** fetch answering HEAD with `status`, or never (until the check's deadline aborts it) */
function answering(status: number | 'never') {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation((_input, init) =>
      status === 'never'
        ? new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          )
        : Promise.resolve(new Response(null, { status })),
    );
}

afterEach(() => jest.restoreAllMocks());

describe("whether a version's browser files answer", () => {
  it('they do, and the next page within a few seconds is not asked again', async () => {
    const fetch = answering(200);
    const flights = remote('https://cdn.example/flights/1.0.0/mf-manifest.json');
    await expect(browserFilesAnswer(flights, 1_000)).resolves.toBe(true);
    await expect(browserFilesAnswer(flights, 1_000)).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refused or an error status: they do not, and so they stay for a few seconds', async () => {
    const fetch = answering(404);
    const flights = remote('https://cdn.example/flights/1.0.1/mf-manifest.json');
    await expect(browserFilesAnswer(flights, 1_000)).resolves.toBe(false);
    await expect(browserFilesAnswer(flights, 1_000)).resolves.toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockRejectedValue(new TypeError('fetch failed'));
    const down = remote('https://cdn.example/flights/1.0.2/mf-manifest.json');
    await expect(browserFilesAnswer(down, 1_000)).resolves.toBe(false);
  });

  it('no answer by the deadline says nothing of them: the screen is rendered, the next page asks again', async () => {
    const fetch = answering('never');
    const flights = remote('https://cdn.example/flights/1.0.3/mf-manifest.json');
    await expect(browserFilesAnswer(flights, 20)).resolves.toBe(true);
    fetch.mockResolvedValue(new Response(null, { status: 503 }));
    await expect(browserFilesAnswer(flights, 20)).resolves.toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
