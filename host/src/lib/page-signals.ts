/**
 * What real shoppers' pages experience, per remote version: the page's Core Web Vitals (LCP, INP,
 * CLS, measured by the `web-vitals` library) and the errors of each remote's region
 * (remote-errors.ts), each page tagged with its environment, route, how it was rendered (on the
 * server or in the browser) and the version of every remote on it.
 *
 * They go to the event receiver as one `page-signals` event per batch, sent with `keepalive` when
 * the page is hidden or left (the moment the vitals are final), never while the shopper is using
 * it. A batch carries only what is new since the last; the first carries the page view. Like every
 * event, it carries the fingerprints only with measurement consent (tracker.ts): without consent
 * the figures are anonymous counts. The page's id is a random one made for this page load and kept
 * in memory only, so the receiver can join a page's batches; nothing is stored in the browser.
 *
 * The sending starts with the start-up (app/startup.ts), so a page left at any moment, even before
 * its first screen, counts its page view and its errors: the pages a broken version loses are
 * those a canary must count. The vitals library (page-vitals.ts, its own chunk) joins in the first
 * idle moment after the first screen, or at the shopper's first press if sooner: it reads the
 * page's buffered timings whenever it starts, so measuring costs the first load's bytes nothing.
 */
import type { Metric } from 'web-vitals';
import { track } from '@storefront/shared/tracking/tracker';
import { takeRemoteErrors } from './remote-errors';
import type { ErrorCounts } from './remote-errors';

export const PAGE_SIGNALS_EVENT = 'page-signals';

export type VitalName = 'LCP' | 'INP' | 'CLS';

/** One batch, as the receiver gets it in the event's `eventProperties`. */
export type PageSignalsBatch = {
  pageId: string;
  /** 1 in the page's first batch, 0 after */
  pageView: 0 | 1;
  environment: string;
  /** the route the page was loaded on (its path, never its query) */
  route: string;
  rendering: 'server' | 'browser';
  /** every remote on the page (loaded, or failed to load): its version */
  versions: Record<string, string>;
  /** for a remote in a canary split: the arm this visitor is on */
  arms: Record<string, 'stable' | 'next'>;
  /** the vitals measured since the last batch (milliseconds; CLS unitless) */
  vitals: Partial<Record<VitalName, number>>;
  /** errors since the last batch, by remote */
  errors: Record<string, ErrorCounts>;
};

type PageRemote = {
  name: string;
  version: string;
  state: 'registered' | 'loaded' | 'failed';
  canary?: { arm: 'stable' | 'next' } | undefined;
};

type Report = (metric: Pick<Metric, 'name' | 'value'>) => void;

export type PageSignalsOptions = {
  environment: string;
  route: string;
  rendering: 'server' | 'browser';
  /** the remotes of the page as they are now (federation.ts) */
  remotes: () => ReadonlyArray<PageRemote>;
  /** sends a batch (default: the tracker, with keepalive) */
  send?: (batch: PageSignalsBatch) => void;
  /** the vitals library, if already loaded (else given later to `measureVitals`) */
  vitals?: VitalsLibrary;
  win?: Window;
};

/** what the page needs of the vitals library (web-vitals' `onLCP`, `onINP`, `onCLS`) */
export type VitalsLibrary = Record<`on${VitalName}`, (report: Report) => void>;

export type PageSignals = {
  /** sends what is new now (the page being hidden or left calls it) */
  flush(): void;
  /** the vitals library, loaded: its figures go with the next batches */
  measureVitals(library: VitalsLibrary): void;
  stop(): void;
};

/** Starts measuring the page; one per page load. */
export function startPageSignals(options: PageSignalsOptions): PageSignals {
  const win = options.win ?? window;
  const send =
    options.send ??
    ((batch: PageSignalsBatch) =>
      void track(PAGE_SIGNALS_EVENT, { properties: batch as unknown as Record<string, unknown> }));
  const pageId = crypto.randomUUID();
  const route = options.route.slice(0, 200);
  let pageViewSent = false;
  let vitals: PageSignalsBatch['vitals'] = {};

  const onVital: Report = (metric) => {
    if (metric.name === 'LCP' || metric.name === 'INP' || metric.name === 'CLS')
      vitals[metric.name] = metric.value;
  };

  const flush = () => {
    const errors = takeRemoteErrors();
    if (pageViewSent && Object.keys(vitals).length === 0 && Object.keys(errors).length === 0)
      return;
    const versions: Record<string, string> = {};
    const arms: Record<string, 'stable' | 'next'> = {};
    for (const remote of options.remotes()) {
      if (remote.state === 'registered') continue;
      versions[remote.name] = remote.version;
      if (remote.canary) arms[remote.name] = remote.canary.arm;
    }
    send({
      pageId,
      pageView: pageViewSent ? 0 : 1,
      environment: options.environment,
      route,
      rendering: options.rendering,
      versions,
      arms,
      vitals,
      errors,
    });
    pageViewSent = true;
    vitals = {};
  };
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };

  let measuring = false;
  const measureVitals = (library: VitalsLibrary) => {
    if (measuring) return;
    measuring = true;
    library.onLCP(onVital);
    library.onINP(onVital);
    library.onCLS(onVital);
  };
  if (options.vitals) measureVitals(options.vitals);
  // (on the window, bubbling: after the vitals library's own capturing listener, which reports
  // the final figures as the page is hidden, before this sends them). A page left is hidden
  // first: no `pagehide` listener, which would send before the vitals are final.
  win.addEventListener('visibilitychange', onHidden);

  return {
    flush,
    measureVitals,
    stop() {
      win.removeEventListener('visibilitychange', onHidden);
    },
  };
}
