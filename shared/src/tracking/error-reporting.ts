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
/** what was reported before the SDK arrived; bounded, so a loop of errors cannot grow it */
const queue: Array<(sentry: SentrySdk) => void> = [];
export const MAX_QUEUED_REPORTS = 30;
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

function enqueue(send: (sentry: SentrySdk) => void) {
  if (sdk) {
    send(sdk);
    return;
  }
  if (queue.length < MAX_QUEUED_REPORTS) queue.push(send);
  void loadSdk();
}

/** Uncaught errors before the SDK installs its own handlers. */
function onEarlyError(event: globalThis.ErrorEvent) {
  const error: unknown = event.error ?? event.message;
  enqueue((sentry) => sentry.captureException(error));
}
function onEarlyRejection(event: PromiseRejectionEvent) {
  const reason: unknown = event.reason;
  enqueue((sentry) => sentry.captureException(reason));
}

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
    integrations: [sentry.browserTracingIntegration()],
    ignoreErrors: IGNORED_ERRORS,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => {
      if (event.request?.url) event.request.url = redactUrl(event.request.url);
      if (event.transaction) event.transaction = redactUrl(event.transaction);
      return event;
    },
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  sentry.setTags(globalTags);
  sdk = sentry;
  for (const send of queue.splice(0)) send(sentry);
  if (replay) {
    import(/* webpackChunkName: "sentry-replay" */ './sentry/replay').then(
      ({ replayIntegration }) =>
        sentry.addIntegration(
          replayIntegration({ maskAllText: true, blockAllMedia: true, networkDetailAllowUrls: [] }),
        ),
      () => undefined,
    );
  }
}

function loadSdk(): Promise<SentrySdk | null> {
  const options = config;
  if (!options) return Promise.resolve(null);
  loading ??= import(/* webpackChunkName: "sentry" */ './sentry/sdk').then(
    (sentry) => {
      startSdk(sentry, options);
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

export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (!config) return;
  const extra = redactDeep(context);
  enqueue((sentry) => sentry.captureException(error, { extra }));
}

export function reportMessage(message: string, context: Record<string, unknown> = {}): void {
  if (!config) return;
  const extra = redactDeep(context);
  enqueue((sentry) => sentry.captureMessage(message, { level: 'error', extra }));
}
