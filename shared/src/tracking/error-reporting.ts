/**
 * Error reporting with @sentry/react (spec sections 7, 8, 9): DSN, environment and release from
 * configuration; traces 1, session replays 0.1, error replays 0.1; network errors, 60000 ms
 * timeouts and failed dynamic imports are not reported; tokens never reach a report.
 *
 * None of Sentry is in the first bytes a shopper loads: the SDK is its own chunk, fetched in
 * idle time after start-up, or at once when something is reported before then. Reports and
 * uncaught errors from before it arrives wait in a short queue and go out through the same
 * filters and scrubbing once it is there. The replay code is fetched only by a session that
 * records one (see `replaySampling`).
 */
import type { Breadcrumb, BrowserOptions, ErrorEvent } from '@sentry/react';
import { afterNextPaint } from '../lib/after-next-paint';
import { browserStorage } from '../lib/storage';
import { redactDeep, redactUrl } from './redact';
import type * as SentrySdkModule from './sentry/sdk';

type SentrySdk = typeof SentrySdkModule;

export type ErrorReportingConfig = {
  dsn: string;
  environment: string;
  release: string;
  tracesSampleRate?: number;
  replaysSessionSampleRate?: number;
  replaysOnErrorSampleRate?: number;
  /** where reports go: the SDK's own (fetch to the DSN) unless given (tests) */
  transport?: BrowserOptions['transport'];
};

export const IGNORED_ERRORS: Array<string | RegExp> = [
  /network error/i,
  /failed to fetch/i,
  /load failed/i,
  /NetworkError/i,
  /timeout of 60000ms exceeded/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk [\w-]+ failed/i,
  /ChunkLoadError/,
];

let config: ErrorReportingConfig | null = null;
let sdk: SentrySdk | null = null;
let loading: Promise<SentrySdk | null> | null = null;
/**
 * What was reported before the SDK arrived; bounded, so a loop of errors cannot grow it. Kept as
 * data: when the page is left before the SDK has sent them (a report just before a navigation),
 * they are handed to the next page of this tab in session storage, which sends them.
 */
type QueuedReport =
  | { kind: 'exception'; error: unknown; extra?: Record<string, unknown> | undefined }
  | { kind: 'message'; message: string; extra: Record<string, unknown> };
const queue: QueuedReport[] = [];
/**
 * Reports the SDK has taken but whose envelope has had no answer yet, by event id. The SDK works
 * on an event asynchronously before its envelope goes out, and the request itself does not always
 * outlive the page (the SDK takes its fetch from a frame it has already detached): a
 * page left in that moment would lose them, so they are handed on like the queue. At least once:
 * a request that did arrive after all is reported twice, which is better than not at all. An
 * event the SDK drops (a duplicate, an ignored error) never gets an answer; it is let go after a
 * while.
 */
const inFlight = new Map<string, QueuedReport>();
export const IN_FLIGHT_LIMIT_MS = 5000;
export const MAX_QUEUED_REPORTS = 30;
export const PENDING_REPORTS_KEY = 'storefront-pending-error-reports';
/** tags every report carries (e.g. which remote versions are loaded) */
const globalTags: Record<string, string> = {};

function scrubEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    if (event.request.url) event.request.url = redactUrl(event.request.url);
    delete event.request.cookies;
    if (event.request.headers) event.request.headers = redactDeep(event.request.headers);
    if (typeof event.request.query_string === 'string')
      event.request.query_string = redactUrl(`?${event.request.query_string}`).slice(1);
    else if (event.request.query_string)
      event.request.query_string = redactDeep(event.request.query_string);
    if (event.request.data) event.request.data = redactDeep(event.request.data);
  }
  if (event.tags) event.tags = redactDeep(event.tags);
  if (event.extra) event.extra = redactDeep(event.extra);
  if (event.contexts) event.contexts = redactDeep(event.contexts);
  if (event.message) event.message = redactDeep(event.message);
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = redactDeep(value.value);
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  return event;
}

function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const next = { ...breadcrumb };
  if (next.message) next.message = redactDeep(next.message);
  if (next.data) next.data = redactDeep(next.data);
  return next;
}

/**
 * Who records a replay, decided once per page load so that the replay code is fetched only when
 * it will be used. Sentry's own sampling is the same two draws: a session is recorded with
 * `replaysSessionSampleRate`; a session that is not is buffered and sent on an error with
 * `replaysOnErrorSampleRate`.
 */
export function replaySampling(
  sessionRate: number,
  onErrorRate: number,
  random: () => number = Math.random,
): { replaysSessionSampleRate: number; replaysOnErrorSampleRate: number } | null {
  if (random() < sessionRate) return { replaysSessionSampleRate: 1, replaysOnErrorSampleRate: 0 };
  if (random() < onErrorRate) return { replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 1 };
  return null;
}

function send(sentry: SentrySdk, report: QueuedReport) {
  const eventId =
    report.kind === 'message'
      ? sentry.captureMessage(report.message, { level: 'error', extra: report.extra })
      : sentry.captureException(report.error, report.extra ? { extra: report.extra } : undefined);
  inFlight.set(eventId, report);
  setTimeout(() => inFlight.delete(eventId), IN_FLIGHT_LIMIT_MS);
}

/** The reporting service answered an envelope: the event in it is no longer at risk. */
function onDelivered(envelope: unknown) {
  const header = Array.isArray(envelope) ? (envelope[0] as { event_id?: unknown }) : undefined;
  if (typeof header?.event_id === 'string') inFlight.delete(header.event_id);
}

function enqueue(report: QueuedReport) {
  if (sdk) {
    send(sdk, report);
    return;
  }
  if (queue.length < MAX_QUEUED_REPORTS) queue.push(report);
  void loadSdk();
}

/** An error as plain data for session storage (scrubbed: it is stored, if only for a moment). */
function storable(report: QueuedReport) {
  if (report.kind === 'message') return report;
  const { error } = report;
  const plain =
    error instanceof Error
      ? { name: error.name, message: error.message, stack: error.stack ?? '' }
      : { name: 'Error', message: String(error), stack: '' };
  return { kind: 'exception', error: redactDeep(plain), extra: report.extra };
}

function revive(stored: unknown): QueuedReport | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const item = stored as Record<string, unknown>;
  const extra = (typeof item.extra === 'object' && item.extra !== null ? item.extra : {}) as Record<
    string,
    unknown
  >;
  if (item.kind === 'message' && typeof item.message === 'string')
    return { kind: 'message', message: item.message, extra };
  if (item.kind !== 'exception' || typeof item.error !== 'object' || item.error === null)
    return null;
  const plain = item.error as Record<string, unknown>;
  const error = new Error(typeof plain.message === 'string' ? plain.message : 'error');
  if (typeof plain.name === 'string') error.name = plain.name;
  if (typeof plain.stack === 'string' && plain.stack) error.stack = plain.stack;
  return { kind: 'exception', error, extra };
}

const sessionStore = () => browserStorage('session');

/** The page is going away with reports not yet on the network: the next page sends them. */
function onPageHide() {
  const unsent = [...queue, ...inFlight.values()];
  if (unsent.length === 0) return;
  try {
    sessionStore()?.setItem(PENDING_REPORTS_KEY, JSON.stringify(unsent.map(storable)));
  } catch {
    // storage full or unavailable: those reports are lost, as they were before the queue
  }
}

/** Reports a previous page of this tab could not send. */
function takePendingReports(): QueuedReport[] {
  const store = sessionStore();
  const raw = store?.getItem(PENDING_REPORTS_KEY);
  if (!raw) return [];
  store?.removeItem(PENDING_REPORTS_KEY);
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.map(revive).filter((r): r is QueuedReport => r !== null)
      : [];
  } catch {
    return [];
  }
}

/**
 * What a replay records besides the page (its spans and breadcrumbs, the page's first address
 * among them: the navigation entry keeps the sign-on link's `a` after the URL was cleaned), and
 * the replay's own event, scrubbed like every report.
 */
export function scrubRecordingEvent<T>(event: T): T {
  return redactDeep(event);
}

/** Uncaught errors before the SDK installs its own handlers. */
function onEarlyError(event: globalThis.ErrorEvent) {
  const error: unknown = event.error ?? event.message;
  enqueue({ kind: 'exception', error });
}
function onEarlyRejection(event: PromiseRejectionEvent) {
  const reason: unknown = event.reason;
  enqueue({ kind: 'exception', error: reason });
}

/**
 * The page load's span leaves out the storefront's own code and styles (scripts, preloads,
 * stylesheets): some 50 files a page, whose sizes and timings `pnpm bench` measures and the
 * edge's metrics watch. The SDK builds a span for each as the page load's span ends, in one
 * task of 30–40 ms on a laptop (four times that on a phone) that blocks the shopper's input.
 * Images, calls and the page's vitals are traced as before.
 */
const OWN_CODE_RESOURCES = ['resource.script', 'resource.link', 'resource.css'];

/** A promise settled in a later task: the SDK's start is cut into tasks of a few milliseconds. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function startSdk(sentry: SentrySdk, options: ErrorReportingConfig) {
  window.removeEventListener('error', onEarlyError);
  window.removeEventListener('unhandledrejection', onEarlyRejection);
  const replay = replaySampling(
    options.replaysSessionSampleRate ?? 0.1,
    options.replaysOnErrorSampleRate ?? 0.1,
  );
  sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    ...(options.transport ? { transport: options.transport } : {}),
    tracesSampleRate: options.tracesSampleRate ?? 1,
    replaysSessionSampleRate: replay?.replaysSessionSampleRate ?? 0,
    replaysOnErrorSampleRate: replay?.replaysOnErrorSampleRate ?? 0,
    ignoreErrors: IGNORED_ERRORS,
    beforeSend: (event) => scrubEvent(event),
    // spans are streamed, each on its own (said here, not left to the SDK's default: the
    // scrubbing below relies on it), so every span's name and attributes (the page's `url.full`
    // with the sign-on link's `a` among them) are scrubbed one by one; there is no transaction
    // event to scrub (the SDK warns in every shopper's console when given a hook for one)
    traceLifecycle: 'stream',
    beforeSendSpan: (span) => redactDeep(span),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  // a replay's own event (its `urls`, its request) passes none of the hooks above
  sentry.addEventProcessor((event) =>
    event.type === 'replay_event' ? scrubRecordingEvent(event) : event,
  );
  sentry.setTags(globalTags);

  // after the answer (the SDK's transport is asynchronous: never during the capture itself)
  sentry.getClient()?.on('afterEnvelope', onDelivered);
  sdk = sentry;
  for (const report of queue.splice(0)) send(sentry, report);
  if (replay) {
    import(/* webpackChunkName: "sentry-replay" */ './sentry/replay').then(
      // the replay's code is run, then its recording (a snapshot of the page) starts in a task
      // of its own
      async ({ replayIntegration }) => {
        await nextTask();
        sentry.addIntegration(
          replayIntegration({
            maskAllText: true,
            blockAllMedia: true,
            networkDetailAllowUrls: [],
            beforeAddRecordingEvent: (event) => scrubRecordingEvent(event),
          }),
        );
      },
      () => undefined,
    );
  }
}

function loadSdk(): Promise<SentrySdk | null> {
  const options = config;
  if (!options) return Promise.resolve(null);
  loading ??= import(/* webpackChunkName: "sentry" */ './sentry/sdk').then(
    // the SDK's code is run, then started in a task of its own (what is reported meanwhile waits
    // in the queue), and its tracing in another
    async (sentry) => {
      await nextTask();
      startSdk(sentry, options);
      // tracing, in a task after the SDK's own start (each takes a few milliseconds): the page
      // load's span starts at the page's time origin all the same; route changes are traced by
      // `traceNavigation`, after the new screen's first frame
      await nextTask();
      sentry.addIntegration(
        sentry.browserTracingIntegration({
          instrumentNavigation: false,
          ignoreResourceSpans: OWN_CODE_RESOURCES,
        }),
      );
      return sentry;
    },
    () => {
      // offline or blocked: the next report tries again
      loading = null;
      return null;
    },
  );
  return loading;
}

/**
 * Starts error reporting. The SDK is fetched once `after` has settled (the host passes "the
 * first screen is on the page", so the SDK does not compete with it) and the browser is idle,
 * or at once when something is reported before then.
 */
export function initErrorReporting(
  options: ErrorReportingConfig,
  after: Promise<unknown> = Promise.resolve(),
): void {
  if (config) return;
  config = options;
  window.addEventListener('error', onEarlyError);
  window.addEventListener('unhandledrejection', onEarlyRejection);
  window.addEventListener('pagehide', onPageHide);
  // back from the back-forward cache: this page sends its own reports, the next one must not
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) sessionStore()?.removeItem(PENDING_REPORTS_KEY);
  });
  const pending = takePendingReports();
  for (const report of pending) enqueue(report);
  const whenIdle = () => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => void loadSdk(), { timeout: 10000 });
    else setTimeout(() => void loadSdk(), 3000);
  };
  after.then(whenIdle, whenIdle);
}

/** Loads the SDK now and resolves once queued reports are handed to it (tests, page exits). */
export function flushErrorReporting(): Promise<boolean> {
  return loadSdk().then((sentry) => sentry !== null);
}

export function setReportTags(tags: Record<string, string>): void {
  Object.assign(globalTags, tags);
  if (sdk) sdk.setTags(tags);
}

/**
 * A route change of the single-page app (the host calls it with the new screen's path), traced
 * as the SDK's navigation span. The SDK's own history instrumentation is off: it ends the
 * previous page's span inside the click that changes the route, turning every performance entry
 * into a span there and then (about 100 ms of main thread, `pnpm bench`), so the
 * new screen rendered only after it. The span starts after the new screen's first frame instead,
 * dated from the route change. Nothing is traced before the SDK has loaded (as before: the SDK
 * arrives after the first screen, and its page-load span covers the page until then).
 */
export function traceNavigation(pathname: string): void {
  const sentry = sdk;
  if (!sentry) return;
  const startTime = Date.now() / 1000;
  const url = redactUrl(window.location.href);
  afterNextPaint(() => {
    const client = sentry.getClient();
    if (!client) return;
    sentry.startBrowserTracingNavigationSpan(
      client,
      {
        name: pathname,
        op: 'navigation',
        startTime,
        attributes: { 'sentry.source': 'url', 'sentry.origin': 'auto.navigation.storefront' },
      },
      { url },
    );
  });
}

export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (!config) return;
  enqueue({ kind: 'exception', error, extra: redactDeep(context) });
}

export function reportMessage(message: string, context: Record<string, unknown> = {}): void {
  if (!config) return;
  enqueue({ kind: 'message', message, extra: redactDeep(context) });
}
