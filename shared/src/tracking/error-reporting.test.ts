import { TextDecoder } from 'node:util';
import { AxiosError } from 'axios';
import { createTransport } from '@sentry/react';
import { loadHttp, toApiError } from '@storefront/shared/api/client';
import type { BrowserOptions } from '@sentry/react';
import {
  flushErrorReporting,
  initErrorReporting,
  replaySampling,
  reportError,
  reportMessage,
  scrubRecordingEvent,
} from './error-reporting';

// jsdom has no performance timeline; the tracing integration reads it (empty in a fresh page)
if (typeof performance.getEntriesByType !== 'function') {
  Object.assign(performance, { getEntriesByType: () => [] });
}

/** Envelopes as the SDK would send them, caught at the network's edge. */
const sent: string[] = [];
const decoder = new TextDecoder();
type MakeTransport = NonNullable<BrowserOptions['transport']>;
function collectingTransport(options: Parameters<MakeTransport>[0]): ReturnType<MakeTransport> {
  return createTransport(options, (request) => {
    sent.push(typeof request.body === 'string' ? request.body : decoder.decode(request.body));
    return Promise.resolve({ statusCode: 200 });
  });
}

/** Reporting as configured in every test: no sampling draws, envelopes caught by `sent`. */
const config = {
  dsn: 'http://publickey@127.0.0.1:9/1',
  environment: 'test',
  release: '1.0.0',
  tracesSampleRate: 0,
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 0,
  transport: collectingTransport,
};

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzaG9wcGVyIn0.c2lnbmF0dXJlLXZhbHVl';

async function sentSoon(text: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const match = sent.find((body) => body.includes(text));
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`nothing sent containing "${text}"`);
}

describe('error reporting', () => {
  test('replay code is wanted by about one session in ten, and one more in ten of the rest', () => {
    expect(replaySampling(0.1, 0.1, () => 0.05)).toEqual({
      replaysSessionSampleRate: 1,
      replaysOnErrorSampleRate: 0,
    });
    const draws = [0.5, 0.05];
    expect(replaySampling(0.1, 0.1, () => draws.shift()!)).toEqual({
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 1,
    });
    expect(replaySampling(0.1, 0.1, () => 0.5)).toBeNull();
  });

  test('nothing is reported before reporting is configured', async () => {
    reportError(new Error('too early to report'));
    expect(await flushErrorReporting()).toBe(false);
    expect(sent.join('')).not.toContain('too early to report');
  });

  test('reports made before the SDK has loaded are queued, sent once it is there, and scrubbed', async () => {
    const warn = jest.spyOn(console, 'warn');
    initErrorReporting(config);
    reportError(new Error(`queued failure with Bearer ${JWT}`), { token: JWT, where: 'startup' });
    reportMessage('queued message', { url: '/deals?a=member+gold' });
    expect(await flushErrorReporting()).toBe(true);

    const report = await sentSoon('queued failure');
    expect(report).toContain('startup');
    expect(report).not.toContain(JWT);
    const message = await sentSoon('queued message');
    expect(message).not.toContain('member+gold');

    // once loaded, a report goes straight out
    reportError(new Error('after the sdk loaded'));
    await sentSoon('after the sdk loaded');
    // the shopper's console hears nothing from the SDK about how it was set up (an option it
    // ignores is warned about on every page)
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/\[Sentry\]/);
  });

  test('network errors, 60000 ms timeouts and failed chunk loads are not reported', async () => {
    await loadHttp(); // the client tells axios's errors apart once it has axios
    reportError(new Error('Network Error'));
    reportError(new Error('Loading chunk 123 failed.'));
    reportError(toApiError(new AxiosError('timeout', 'ECONNABORTED'), 'Deals/GetDealsByBP'));
    reportError(new Error('a real failure'));
    await sentSoon('a real failure');
    expect(sent.join('')).not.toContain('Network Error');
    expect(sent.join('')).not.toContain('Loading chunk 123');
    expect(sent.join('')).not.toContain('Deals/GetDealsByBP');
  });

  test('a replay’s events and its own event are scrubbed of tokens', () => {
    const first = `https://members.localhost/H?a=${encodeURIComponent('member+gold/2026==')}&destination=pmi`;
    const span = {
      type: 5,
      timestamp: 1,
      data: {
        tag: 'performanceSpan',
        payload: { op: 'navigation.navigate', description: first, data: { size: 1 } },
      },
    };
    const scrubbed = JSON.stringify(scrubRecordingEvent(span));
    expect(scrubbed).toContain('destination=pmi');
    expect(scrubbed).not.toContain('gold');
    expect(scrubbed).toContain('a=%5Bredacted%5D');
    const replayEvent = JSON.stringify(
      scrubRecordingEvent({ type: 'replay_event', urls: [first], request: { url: first } }),
    );
    expect(replayEvent).not.toContain('gold');
  });
});

describe('error reporting across a page change', () => {
  test('a report the SDK had not taken when the page was left is sent by the next page', async () => {
    await jest.isolateModulesAsync(async () => {
      const leaving = await import('./error-reporting');
      leaving.initErrorReporting(config, new Promise(() => undefined));
      leaving.reportError(new Error(`reported just before leaving ${JWT}`), { where: 'deals' });
      window.dispatchEvent(new Event('pagehide'));
      expect(sessionStorage.getItem(leaving.PENDING_REPORTS_KEY)).toContain('just before leaving');
      expect(sessionStorage.getItem(leaving.PENDING_REPORTS_KEY)).not.toContain(JWT);
    });
    await jest.isolateModulesAsync(async () => {
      const next = await import('./error-reporting');
      next.initErrorReporting(config, new Promise(() => undefined));
      expect(sessionStorage.getItem(next.PENDING_REPORTS_KEY)).toBeNull();
      await next.flushErrorReporting();
      const report = await sentSoon('reported just before leaving');
      expect(report).toContain('deals');
    });
  });

  test('a report the SDK has taken but not yet sent when the page is left is sent by the next page', async () => {
    await jest.isolateModulesAsync(async () => {
      const leaving = await import('./error-reporting');
      leaving.initErrorReporting(config, new Promise(() => undefined));
      expect(await leaving.flushErrorReporting()).toBe(true);
      leaving.reportError(new Error('already on its way'));
      await sentSoon('already on its way');
      // in a browser the SDK may build an event asynchronously (its event processors): the page
      // goes before the envelope does
      const sentry = await import('@sentry/react');
      sentry.addEventProcessor(
        (event) => new Promise((resolve) => setTimeout(() => resolve(event), 50)),
      );
      leaving.reportError(new Error('taken by the sdk just before leaving'), { where: 'cart' });
      window.dispatchEvent(new Event('pagehide'));
      const handedOn = sessionStorage.getItem(leaving.PENDING_REPORTS_KEY) ?? '';
      expect(handedOn).toContain('just before leaving');
      expect(handedOn).not.toContain('already on its way');
    });
    await jest.isolateModulesAsync(async () => {
      const next = await import('./error-reporting');
      next.initErrorReporting(config, new Promise(() => undefined));
      await next.flushErrorReporting();
      const report = await sentSoon('taken by the sdk just before leaving');
      expect(report).toContain('cart');
    });
  });
  test('a report whose request has had no answer when the page is left is sent by the next page', async () => {
    await jest.isolateModulesAsync(async () => {
      const leaving = await import('./error-reporting');
      // the request leaves, and the page goes before any answer comes back
      const unanswered = (options: Parameters<MakeTransport>[0]) =>
        createTransport(options, (request) => {
          sent.push(typeof request.body === 'string' ? request.body : decoder.decode(request.body));
          return new Promise(() => undefined);
        });
      leaving.initErrorReporting(
        { ...config, transport: unanswered },
        new Promise(() => undefined),
      );
      expect(await leaving.flushErrorReporting()).toBe(true);
      leaving.reportError(new Error('on the network as the page goes'), { where: 'deals' });
      await sentSoon('on the network as the page goes');
      window.dispatchEvent(new Event('pagehide'));
      expect(sessionStorage.getItem(leaving.PENDING_REPORTS_KEY)).toContain(
        'on the network as the page goes',
      );
    });
    sessionStorage.clear();
  });
});

describe('tracing a change of screen', () => {
  test('the navigation span starts after the new screen has painted, dated from the route change, without the token', async () => {
    await jest.isolateModulesAsync(async () => {
      const reporting = await import('./error-reporting');
      const sentry = await import('@sentry/react');
      reporting.initErrorReporting(
        { ...config, tracesSampleRate: 1 },
        new Promise(() => undefined),
      );
      expect(await reporting.flushErrorReporting()).toBe(true);

      window.history.pushState(null, '', `/F?departure=mad&a=${JWT}`);
      const changedAt = Date.now() / 1000;
      reporting.traceNavigation('/F');
      // not inside the route change itself: the SDK's span work would delay the new screen
      const opOf = (span: ReturnType<typeof sentry.getActiveSpan>) =>
        span
          ? (sentry.spanToJSON(span) as { attributes?: Record<string, unknown> }).attributes?.[
              'sentry.op'
            ]
          : undefined;
      expect(opOf(sentry.getActiveSpan())).not.toBe('navigation');

      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
      const span = sentry.getActiveSpan();
      expect(span).toBeDefined();
      // spans are streamed: the span's JSON is the streamed form (name, attributes)
      const json = sentry.spanToJSON(span!) as {
        name?: string;
        start_timestamp: number;
        attributes?: Record<string, unknown>;
      };
      expect(opOf(span)).toBe('navigation');
      expect(json.name).toBe('/F');
      expect(json.start_timestamp).toBeGreaterThanOrEqual(changedAt - 0.001);
      expect(json.start_timestamp).toBeLessThan(changedAt + 0.05);
      expect(String(json.attributes?.['url.full'])).toContain('departure=mad');
      expect(JSON.stringify(json)).not.toContain(JWT);
    });
  });

  test('before the SDK has loaded, a change of screen is not traced and nothing fails', async () => {
    await jest.isolateModulesAsync(async () => {
      const reporting = await import('./error-reporting');
      reporting.initErrorReporting(config, new Promise(() => undefined));
      expect(() => reporting.traceNavigation('/cart')).not.toThrow();
    });
  });
});
