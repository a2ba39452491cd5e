import { fetchEnvironment } from './environment';
import { fetchManifest } from '../features/remotes/manifest';
import { fetchStartUpFilesEarly } from './early-fetch';
import { MANIFEST } from '../testing/remotes-manifest';

const ENVIRONMENT = {
  environment: 'test',
  brandDomain: null,
  errorReporting: null,
  tracking: null,
  scriptOrigins: [],
};

function answer(body: unknown): Response {
  return { ok: true, status: 200, json: () => Promise.resolve(body) } as Response;
}

describe('start-up files asked for early', () => {
  const fetchMock = jest.fn((url: string) =>
    Promise.resolve(answer(url === '/environment.json' ? ENVIRONMENT : MANIFEST)),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  test('are requested once by the entry point and taken by the start-up without a second request', async () => {
    fetchStartUpFilesEarly();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/environment.json',
      '/remotes.manifest.json',
    ]);
    expect((await fetchEnvironment()).environment).toBe('test');
    expect(Object.keys((await fetchManifest()).remotes)).toContain('search');
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // taken once: asking again (a retry) goes to the network
    await fetchEnvironment();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  test('an early request that failed fails the start-up step that takes it, and nothing before', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    fetchStartUpFilesEarly();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
    await expect(fetchEnvironment()).rejects.toThrow('Failed to fetch');
    process.off('unhandledRejection', unhandled);
  });
});
