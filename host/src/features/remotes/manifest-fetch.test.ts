/** @jest-environment node */
import { ENVIRONMENT_URL, MANIFEST_URL } from '../../lib/early-fetch';
import { publishEarlyStart } from '../../lib/early-start';
import { serverEarlyStart } from '../../lib/server-state';
import { STATE } from '../../testing/server-state';
import { MANIFEST_OUTSIDE_THE_SCHEMA } from '../../testing/remotes-manifest';
import { fetchManifest } from './manifest';
import type * as ManifestSchema from './manifest-schema';

// the manifest's checker, watched: each manifest it is given
const mockChecked = jest.fn();
jest.mock('./manifest-schema', () => {
  const real = jest.requireActual<typeof ManifestSchema>('./manifest-schema');
  return {
    ...real,
    manifestChecker: (names: readonly string[]) => {
      const check = real.manifestChecker(names);
      return (value: unknown) => {
        mockChecked(value);
        return check(value);
      };
    },
  };
});

// the start-up reads `window` (a page); here it is Node's global, with Node's fetch Response
Object.assign(globalThis, { window: globalThis });

test('a manifest from the network is checked against its schema', async () => {
  globalThis.fetch = jest.fn(() =>
    Promise.resolve(new Response(JSON.stringify(MANIFEST_OUTSIDE_THE_SCHEMA))),
  ) as typeof fetch;
  await expect(fetchManifest()).rejects.toThrow('must NOT have additional properties');
  expect(mockChecked).toHaveBeenCalledTimes(1);
});

test("the manifest a page rendered on the server carries is the render server's, checked there", async () => {
  mockChecked.mockClear();
  const network = jest.fn(() => Promise.reject(new Error('not asked')));
  publishEarlyStart(
    serverEarlyStart({ ...STATE, manifest: MANIFEST_OUTSIDE_THE_SCHEMA }, network, {
      environment: ENVIRONMENT_URL,
      manifest: MANIFEST_URL,
    }),
  );
  expect(Object.keys((await fetchManifest()).remotes)).toEqual([
    'search',
    'flights',
    'cart',
    'deals',
  ]);
  expect(mockChecked).not.toHaveBeenCalled();
  expect(network).not.toHaveBeenCalled();
  // asked again (a retry), it is asked of the network
  await expect(fetchManifest()).rejects.toThrow('not asked');
});
