/**
 * Error reporting with @sentry/react (spec sections 7, 8, 9): DSN, environment and release from
 * configuration; traces 1, session replays 0.1, error replays 0.1; network errors, 60000 ms
 * timeouts and failed dynamic imports are not reported; tokens never reach a report. The
 * replay code is fetched only after start-up, so it is not in the first bytes a shopper loads.
 */
import * as Sentry from '@sentry/react';
import type { ErrorEvent, Breadcrumb } from '@sentry/react';
import { redactDeep, redactUrl } from './redact';

export type ErrorReportingConfig = {
  dsn: string;
  environment: string;
  release: string;
  tracesSampleRate?: number;
  replaysSessionSampleRate?: number;
  replaysOnErrorSampleRate?: number;
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

let started = false;
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

export function initErrorReporting(config: ErrorReportingConfig): void {
  if (started) return;
  started = true;
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    tracesSampleRate: config.tracesSampleRate ?? 1,
    replaysSessionSampleRate: config.replaysSessionSampleRate ?? 0.1,
    replaysOnErrorSampleRate: config.replaysOnErrorSampleRate ?? 0.1,
    integrations: [Sentry.browserTracingIntegration()],
    ignoreErrors: IGNORED_ERRORS,
    beforeSend: (event) => scrubEvent(event),
    // spans are streamed (the SDK's default trace lifecycle), so beforeSendTransaction below
    // never runs: every span's name and attributes (the page's `url.full` with the sign-on
    // link's `a` among them) are scrubbed here
    beforeSendSpan: (span) => redactDeep(span),
    beforeSendTransaction: (event) => {
      if (event.request?.url) event.request.url = redactUrl(event.request.url);
      if (event.transaction) event.transaction = redactUrl(event.transaction);
      return event;
    },
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  Sentry.setTags(globalTags);
  const loadReplay = () =>
    import(/* webpackChunkName: "sentry-replay" */ '@sentry/replay').then(
      ({ replayIntegration }) =>
        Sentry.addIntegration(
          replayIntegration({ maskAllText: true, blockAllMedia: true, networkDetailAllowUrls: [] }),
        ),
      () => undefined,
    );
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(() => void loadReplay(), { timeout: 10000 });
  else setTimeout(() => void loadReplay(), 3000);
}

export function setReportTags(tags: Record<string, string>): void {
  Object.assign(globalTags, tags);
  if (started) Sentry.setTags(tags);
}

export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (!started) return;
  Sentry.captureException(error, { extra: redactDeep(context) });
}

export function reportMessage(message: string, context: Record<string, unknown> = {}): void {
  if (!started) return;
  Sentry.captureMessage(message, { level: 'error', extra: redactDeep(context) });
}
