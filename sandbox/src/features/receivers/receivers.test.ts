import { createHarness, type Harness } from '../../testing/harness';
import { SENTRY_PUBLIC_KEY, TRACKING_TOKEN } from './receiver-routes';
import type { ReceivedEvent, ReceivedReport } from './receiver-store';
import { parseEnvelope } from './sentry-envelope';

const EVENT = {
  eventName: 'viewed.app-error-[brand-config]',
  logLevel: 'info',
  eventProperties: { route: '/' },
  eventData: {
    appVersion: '1.0.0',
    externalUserId: null,
    brand: 'sunsea',
    subBrand: null,
    cartId: null,
    product: 'DP',
    domain: 'sunsea.localhost',
    fingerprint: 'fp-1',
    sessionFingerprint: 'sfp-1',
  },
  project: 'storefront',
};

function envelope(eventId: string, binary: Buffer): Buffer {
  const event = JSON.stringify({ event_id: eventId, message: 'boom', level: 'error' });
  return Buffer.concat([
    Buffer.from(`${JSON.stringify({ event_id: eventId, sent_at: '2026-06-01T08:00:00Z' })}\n`),
    Buffer.from(`${JSON.stringify({ type: 'event' })}\n${event}\n`),
    Buffer.from(`${JSON.stringify({ type: 'replay_recording', length: binary.length })}\n`),
    binary,
    Buffer.from('\n'),
  ]);
}

describe('receivers', () => {
  let sandbox: Harness;
  beforeEach(async () => {
    sandbox = await createHarness();
  });
  afterEach(() => sandbox.close());

  const postEvent = (body: unknown, token: string | null = TRACKING_TOKEN) =>
    sandbox.request('POST', '/__receivers/events', {
      body,
      headers: token ? { 'x-tracking-token': token } : {},
    });

  it('stores tracking events sent with the tracking token and gives them back', async () => {
    const response = await postEvent(EVENT);
    expect(response.statusCode).toBe(202);
    await postEvent({ ...EVENT, eventName: 'clicked.search' });
    const all = (await sandbox.request('GET', '/__sandbox/events')).json().items as ReceivedEvent[];
    expect(all.map((event) => event.payload.eventName)).toEqual([
      EVENT.eventName,
      'clicked.search',
    ]);
    const one = (
      await sandbox.request('GET', '/__sandbox/events', { query: { eventName: 'clicked.search' } })
    ).json().items;
    expect(one).toHaveLength(1);
    expect(one[0].payload).toEqual({ ...EVENT, eventName: 'clicked.search' });
  });

  it('refuses events without the right token or with a payload missing fields', async () => {
    expect((await postEvent(EVENT, null)).statusCode).toBe(401);
    expect((await postEvent(EVENT, 'wrong')).statusCode).toBe(401);
    const { eventData: _dropped, ...incomplete } = EVENT;
    const invalid = await postEvent(incomplete);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details).toEqual([expect.objectContaining({ path: 'eventData' })]);
  });

  it('lets a storefront origin preflight the custom token header', async () => {
    const response = await sandbox.request('OPTIONS' as 'GET', '/__receivers/events', {
      headers: {
        origin: 'http://lastminute.localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-tracking-token',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(
      'http://lastminute.localhost:3000',
    );
    expect(String(response.headers['access-control-allow-headers'])).toContain('x-tracking-token');
  });

  it('stores error reports posted as SDK envelopes, binary items included', async () => {
    const body = envelope('abc123', Buffer.from([0x1f, 0x8b, 0x00, 0x0a, 0xff]));
    const response = await sandbox.request('POST', '/api/42/envelope/', {
      query: { sentry_key: SENTRY_PUBLIC_KEY, sentry_version: '7' },
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'abc123' });
    const [report] = (await sandbox.request('GET', '/__sandbox/error-reports')).json()
      .items as ReceivedReport[];
    expect(report?.projectId).toBe('42');
    expect(report?.envelope.items).toEqual([
      {
        header: { type: 'event' },
        payload: { event_id: 'abc123', message: 'boom', level: 'error' },
      },
      { header: { type: 'replay_recording', length: 5 }, payload: { binary: true, bytes: 5 } },
    ]);
  });

  it('reads the key from the X-Sentry-Auth header too, and refuses a wrong key or a malformed envelope', async () => {
    const body = envelope('def456', Buffer.from('x'));
    const viaHeader = await sandbox.request('POST', '/api/1/envelope/', {
      headers: {
        'content-type': 'application/x-sentry-envelope',
        'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${SENTRY_PUBLIC_KEY}`,
      },
      body,
    });
    expect(viaHeader.statusCode).toBe(200);
    const wrongKey = await sandbox.request('POST', '/api/1/envelope/', {
      query: { sentry_key: 'nope' },
      headers: { 'content-type': 'text/plain' },
      body,
    });
    expect(wrongKey.statusCode).toBe(401);
    const malformed = await sandbox.request('POST', '/api/1/envelope/', {
      query: { sentry_key: SENTRY_PUBLIC_KEY },
      headers: { 'content-type': 'text/plain' },
      body: 'not json\n',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("sums the page signals of one remote per version: page views, errors, their rate and the vitals' 75th percentile", async () => {
    const page = (
      pageId: string,
      properties: Record<string, unknown>,
      domain = 'sunsea.localhost',
    ) =>
      postEvent({
        ...EVENT,
        eventName: 'page-signals',
        eventData: { ...EVENT.eventData, domain },
        eventProperties: { pageId, environment: 'local', route: '/deals', ...properties },
      });
    const none = { render: 0, load: 0, rejection: 0 };
    // four pages on 1.0.0, two on 1.1.0; one page's batches joined by its id
    for (const [id, lcp] of [
      ['a', 1000],
      ['b', 1200],
      ['c', 1400],
      ['d', 3000],
    ] as const)
      await page(id, {
        pageView: 1,
        versions: { deals: '1.0.0' },
        vitals: { LCP: lcp },
        errors: {},
      });
    await page('e', { pageView: 1, versions: { deals: '1.1.0' }, vitals: {}, errors: {} });
    await page('e', {
      pageView: 0,
      versions: { deals: '1.1.0' },
      vitals: { LCP: 2000, INP: 300 },
      errors: { deals: { ...none, render: 2 }, cart: { ...none, load: 1 } },
    });
    await page('f', {
      pageView: 1,
      versions: { deals: '1.1.0' },
      vitals: { LCP: 900 },
      errors: { deals: { ...none, rejection: 1 } },
    });
    // another brand's page, and another remote's only
    await page(
      'g',
      { pageView: 1, versions: { deals: '1.1.0' }, vitals: {}, errors: {} },
      'members.localhost',
    );
    await page('h', { pageView: 1, versions: { search: '2.0.0' }, vitals: {}, errors: {} });
    const { versions } = (
      await sandbox.request('GET', '/__sandbox/signals', {
        query: { remote: 'deals', domain: 'sunsea.localhost' },
      })
    ).json();
    expect(versions).toEqual([
      {
        version: '1.0.0',
        pageViews: 4,
        errors: 0,
        errorsByKind: none,
        errorRate: 0,
        p75: { LCP: 1400, INP: null, CLS: null },
        samples: { LCP: 4, INP: 0, CLS: 0 },
      },
      {
        version: '1.1.0',
        pageViews: 2,
        errors: 3,
        errorsByKind: { render: 2, load: 0, rejection: 1 },
        errorRate: 1.5,
        p75: { LCP: 2000, INP: 300, CLS: null },
        samples: { LCP: 2, INP: 1, CLS: 0 },
      },
    ]);
    const refused = await sandbox.request('GET', '/__sandbox/signals');
    expect(refused.statusCode).toBe(400);
  });

  it('empties the receivers on reset', async () => {
    await postEvent(EVENT);
    await sandbox.request('POST', '/__sandbox/reset');
    expect((await sandbox.request('GET', '/__sandbox/events')).json().items).toEqual([]);
  });
});

describe('parseEnvelope', () => {
  it('reads items without a length up to the next newline', () => {
    const parsed = parseEnvelope(
      Buffer.from(
        '{}\n{"type":"session"}\n{"sid":"s1"}\n{"type":"client_report"}\n{"discarded_events":[]}',
      ),
    );
    expect(parsed.items).toEqual([
      { header: { type: 'session' }, payload: { sid: 's1' } },
      { header: { type: 'client_report' }, payload: { discarded_events: [] } },
    ]);
  });

  it('throws on a header that is not a JSON object', () => {
    expect(() => parseEnvelope(Buffer.from('[1]\n'))).toThrow('not a JSON object');
  });
});
