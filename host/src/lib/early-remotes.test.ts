/**
 * early.js's connections to the first screen's remote (the one whose versions declare the page's
 * path in the remotes manifest): to every origin the manifest lists for that remote, for the CORS pool the federation runtime uses; nothing for a page that
 * is no remote's screen or a manifest that cannot be read.
 */
import { preconnectFirstRemote } from './early-remotes';

function answer(status: number, body: unknown): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(JSON.parse(text) as unknown),
    clone: () => response,
  };
  return Promise.resolve(response as unknown as Response);
}

const MANIFEST = {
  remotes: {
    search: {
      versions: {
        '1.0.0': {
          entry: 'https://search.cdn.example/1.0.0/mf-manifest.json',
          routes: [{ path: '/', expose: './LandingScreen' }],
        },
      },
    },
    flights: {
      versions: {
        // the remote that serves a path is the one whose versions declare it
        '2.0.0': {
          entry: 'https://flights.cdn.example/2.0.0/mf-manifest.json',
          routes: [{ path: '/F', expose: './FlightsScreen' }],
        },
        '2.1.0': { entry: 'https://canary.cdn.example/2.1.0/mf-manifest.json' },
        '2.2.0': { entry: 'https://flights.cdn.example/2.2.0/mf-manifest.json' },
        // same origin as the page: no connection to open; not a web URL: none either
        local: { entry: '/remotes/flights/mf-manifest.json' },
        odd: { entry: 'javascript:alert(1)' },
      },
    },
  },
};

const preconnects = () =>
  [...document.head.querySelectorAll('link[rel="preconnect"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

beforeEach(() => document.head.replaceChildren());

test("opens a connection to each origin of the first screen's remote", async () => {
  window.history.replaceState(null, '', '/F?departure=mad');
  await preconnectFirstRemote(answer(200, MANIFEST));
  expect(preconnects()).toEqual([
    { href: 'https://flights.cdn.example', crossOrigin: 'anonymous' },
    { href: 'https://canary.cdn.example', crossOrigin: 'anonymous' },
  ]);
});

test("the landing's remote is the search remote", async () => {
  window.history.replaceState(null, '', '/');
  await preconnectFirstRemote(answer(200, MANIFEST));
  expect(preconnects().map((link) => link.href)).toEqual(['https://search.cdn.example']);
});

test('nothing for a page of the shell, a failed manifest or one that is not JSON', async () => {
  window.history.replaceState(null, '', '/no-such-page');
  await preconnectFirstRemote(answer(200, MANIFEST));
  window.history.replaceState(null, '', '/F');
  await preconnectFirstRemote(answer(503, 'busy'));
  await preconnectFirstRemote(answer(200, 'not json'));
  await preconnectFirstRemote(answer(200, { remotes: { flights: { versions: 'none' } } }));
  expect(preconnects()).toEqual([]);
});
