import { noteEarlyInput, reactListensOn, replayEarlyInput } from './early-input';
import { trackEarlyClick } from './early-clicks';
import type { ServerState } from './server-state';
import { CONSENT_COOKIE } from '@storefront/shared/tracking/consent';

const server = {
  language: 'es',
  versions: {},
  signOn: null,
  environment: null,
  manifest: null,
  requestId: 'req-1',
  tracking: {
    config: {
      url: 'https://events.example/track',
      token: 'events-token',
      tokenHeader: 'x-tracking-token',
      project: 'storefront',
      appVersion: '1.0.0',
    },
    context: {
      brand: 'Sun & Sea',
      subBrand: null,
      domain: 'sunsea.localhost',
      externalUserId: null,
    },
  },
} satisfies ServerState;

/** A fresh window property for each test: the note is fixed once set on a window. */
let win: Window;
// each test's note stops listening once taken
afterEach(() => replayEarlyInput(win));

const sent = jest.fn<Promise<{ ok: boolean }>, [RequestInfo | URL, RequestInit | undefined]>();
beforeEach(() => {
  win = Object.create(window) as Window;
  sent.mockReset().mockResolvedValue({ ok: true });
  global.fetch = sent as unknown as typeof fetch;
  localStorage.clear();
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  document.body.innerHTML = `
    <div id="root">
      <a id="deal" href="#deal" data-track="clicked.deal"
        data-track-properties='{"dealId":"D-1","productType":"DP"}'><span id="inner">Ver</span></a>
      <a id="plain" href="#plain">Plain</a>
    </div>`;
});

const byId = (id: string) => document.getElementById(id)!;
const events = () =>
  sent.mock.calls.map(
    ([, init]) => JSON.parse(String(init?.body)) as { eventData: Record<string, unknown> },
  );

test('a tracked link clicked before the code came is tracked once, with the page context', () => {
  noteEarlyInput(document, win, (target) => trackEarlyClick(target, server));
  byId('inner').click();
  byId('plain').click();
  expect(sent).toHaveBeenCalledTimes(1);
  const [url, init] = sent.mock.calls[0]!;
  expect(url).toBe('https://events.example/track');
  expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
  expect((init?.headers as Record<string, string>)['x-tracking-token']).toBe('events-token');
  expect(events()[0]).toMatchObject({
    eventName: 'clicked.deal',
    eventProperties: { dealId: 'D-1', productType: 'DP' },
    eventData: { domain: 'sunsea.localhost', brand: 'Sun & Sea', requestId: 'req-1' },
    project: 'storefront',
  });
  // no consent: no fingerprint, nothing stored
  expect(events()[0]!.eventData).toMatchObject({ fingerprint: null, sessionFingerprint: null });
  expect(localStorage.length).toBe(0);
});

test('once React listens, the element’s own handler tracks it: early.js sends nothing', () => {
  noteEarlyInput(document, win, (target) => trackEarlyClick(target, server));
  reactListensOn(byId('root'), win);
  byId('deal').click();
  expect(sent).not.toHaveBeenCalled();
});

test('a page without tracking settings sends nothing', () => {
  const { tracking: _none, ...untracked } = server;
  noteEarlyInput(document, win, (target) => trackEarlyClick(target, untracked));
  byId('deal').click();
  expect(sent).not.toHaveBeenCalled();
});
