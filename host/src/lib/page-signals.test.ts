import { startPageSignals } from './page-signals';
import type { PageSignalsBatch, PageSignalsOptions } from './page-signals';
import { countRemoteError, takeRemoteErrors } from './remote-errors';

type Report = (metric: { name: string; value: number }) => void;

function setUp(remotes: ReturnType<PageSignalsOptions['remotes']>) {
  const reporters: Record<string, Report> = {};
  const sent: PageSignalsBatch[] = [];
  const signals = startPageSignals({
    environment: 'production',
    route: '/deals',
    rendering: 'server',
    remotes: () => remotes,
    send: (batch) => sent.push(batch),
    vitals: {
      onLCP: (report) => (reporters.LCP = report as Report),
      onINP: (report) => (reporters.INP = report as Report),
      onCLS: (report) => (reporters.CLS = report as Report),
    },
  });
  return { reporters, sent, signals };
}

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

describe("a page's signals", () => {
  let stop: () => void = () => undefined;
  beforeEach(() => takeRemoteErrors());
  afterEach(() => {
    stop();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('sends the page view and errors of a page left before the vitals library loaded, and its vitals once it has', () => {
    const sent: PageSignalsBatch[] = [];
    const signals = startPageSignals({
      environment: 'production',
      route: '/deals',
      rendering: 'browser',
      remotes: () => [{ name: 'deals', version: '1.1.0', state: 'failed' }],
      send: (batch) => sent.push(batch),
    });
    stop = signals.stop;
    countRemoteError('deals', 'load');
    hide();
    expect(sent).toEqual([
      expect.objectContaining({
        pageView: 1,
        versions: { deals: '1.1.0' },
        vitals: {},
        errors: { deals: { load: 1, render: 0, rejection: 0 } },
      }),
    ]);
    // shown again, the library loads, and the next hiding carries what it measured
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    let reportLcp: Report = () => undefined;
    signals.measureVitals({
      onLCP: (report) => (reportLcp = report as Report),
      onINP: () => undefined,
      onCLS: () => undefined,
    });
    reportLcp({ name: 'LCP', value: 900 });
    hide();
    expect(sent[1]).toMatchObject({ pageView: 0, vitals: { LCP: 900 } });
  });

  it("sends the page view, its vitals and its remotes' errors, tagged with every remote on it, when the page is hidden", () => {
    const { reporters, sent, signals } = setUp([
      { name: 'deals', version: '1.1.0', state: 'loaded', canary: { arm: 'next' } },
      { name: 'cart', version: '2.0.0', state: 'failed' },
      // registered but never loaded: not on this page
      { name: 'search', version: '3.0.0', state: 'registered' },
    ]);
    stop = signals.stop;
    countRemoteError('deals', 'render');
    countRemoteError('deals', 'render');
    countRemoteError('cart', 'load');
    reporters.LCP?.({ name: 'LCP', value: 1234 });
    reporters.CLS?.({ name: 'CLS', value: 0.02 });
    expect(sent).toEqual([]);
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      pageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      pageView: 1,
      environment: 'production',
      route: '/deals',
      rendering: 'server',
      versions: { deals: '1.1.0', cart: '2.0.0' },
      arms: { deals: 'next' },
      vitals: { LCP: 1234, CLS: 0.02 },
      errors: {
        deals: { render: 2, load: 0, rejection: 0 },
        cart: { render: 0, load: 1, rejection: 0 },
      },
    });
  });

  it('sends only what is new after that, under the same page id, and nothing when nothing is', () => {
    const { reporters, sent, signals } = setUp([
      { name: 'deals', version: '1.0.0', state: 'loaded' },
    ]);
    stop = signals.stop;
    signals.flush();
    signals.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ pageView: 1, vitals: {}, errors: {} });
    reporters.INP?.({ name: 'INP', value: 180 });
    hide();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ pageId: sent[0]?.pageId, pageView: 0, vitals: { INP: 180 } });
  });
});
