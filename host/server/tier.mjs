// The page server's operations (host/server/main.mjs): request ids, what its logs
// may say of a request, what it refuses at the door, and its Prometheus metrics (prom-client),
// fed by the server itself and by the render function's observer (host/server/render/observe.ts).
// docs/operations.md, "The render tier", names every series.
import { randomUUID } from 'node:crypto';
import { constants, createGzip } from 'node:zlib';
import client from 'prom-client';

/** The longest path and query a page server takes (nginx's request line buffer says the same). */
export const MAX_URL_LENGTH = 8192;

/** A request id given by the proxy in front (nginx's `$request_id`) or a caller: kept if sane. */
const SANE_REQUEST_ID = /^[A-Za-z0-9_-]{8,36}$/;

/** The request's id: the incoming `X-Request-Id` when it is sane, else a new one. */
export function requestIdFrom(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

/** The query parameters that carry a token (the sign-on link's `a` among them). */
const TOKEN_PARAMS = new Set(['a', 'token', 'access_token', 'accessToken']);
const LOGGED_URL_LENGTH = 1024;

/**
 * A request's address as a log line may carry it: token parameters' values replaced, cut to a
 * readable length. What cannot be parsed is logged as its path only.
 */
export function loggedUrl(url) {
  const text = String(url ?? '');
  const query = text.indexOf('?');
  let logged = text;
  if (query >= 0) {
    const names = text
      .slice(query + 1)
      .split('&')
      .map((pair) => {
        const [name] = pair.split('=', 1);
        let decoded = name;
        try {
          decoded = decodeURIComponent(name.replace(/\+/g, ' '));
        } catch {
          // an undecodable name is no token parameter's
        }
        return TOKEN_PARAMS.has(decoded) ? `${name}=[redacted]` : pair;
      });
    logged = `${text.slice(0, query)}?${names.join('&')}`;
  }
  return logged.length > LOGGED_URL_LENGTH ? `${logged.slice(0, LOGGED_URL_LENGTH)}…` : logged;
}

/** The log's redaction: never a cookie (the auth token is one) or an authorization header. */
export const LOG_REDACT = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'headers.cookie',
    'headers.authorization',
    'res.headers["set-cookie"]',
  ],
  censor: '[redacted]',
};

const SECRETS = [
  [/\b(Bearer)\s+[\w.~+/=-]+/gi, '$1 [redacted]'],
  [/(Abp\.AuthToken=)[^;\s]+/g, '$1[redacted]'],
  [/\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}\b/g, '[redacted]'],
];

/** Text with bearer tokens, the auth cookie's value and JWT-shaped strings taken out. */
export function redactSecrets(text) {
  return SECRETS.reduce((out, [pattern, by]) => out.replace(pattern, by), String(text ?? ''));
}

/**
 * An error as the log carries it: its type, message and stack, secrets taken out. Never its other
 * fields (an HTTP client's error holds the request's headers, the bearer token among them).
 */
export function loggedError(error) {
  if (!(error instanceof Error)) return { message: redactSecrets(error) };
  return {
    type: error.name,
    message: redactSecrets(error.message),
    stack: redactSecrets(error.stack ?? ''),
  };
}

/** Why a page went to the browser, as a metric label (the full reason goes to the log). */
const FALLBACK_REASONS = new Set([
  'link-token',
  'start-up-files',
  'sign-on',
  'brand-config',
  'brand-missing',
  'remote-missing',
  'remote',
  'render-error',
  'warming-up',
  'start-up-budget',
]);

export function fallbackReason(reason) {
  const kind = String(reason ?? '')
    .split(':')[0]
    .trim();
  return FALLBACK_REASONS.has(kind) ? kind : 'other';
}

/** The methods a page route answers; anything else is 405 with `Allow`. */
export const PAGE_METHODS = ['GET', 'HEAD'];

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a weight above 0). */
export function acceptsGzip(header) {
  return String(header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([coding = '', ...params]) => {
      if (!['gzip', '*'].includes(coding.trim().toLowerCase())) return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/**
 * A page rendered on the server, gzipped part by part as the render gives it: each part is
 * flushed, so its head leaves before the screen's data has come (a compressor that waits for a
 * full block would hold it back).
 */
export function gzippedAsItComes(body) {
  const gzip = createGzip();
  body.on('data', (chunk) => {
    gzip.write(chunk);
    gzip.flush(constants.Z_SYNC_FLUSH);
  });
  body.on('end', () => gzip.end());
  body.on('error', (error) => gzip.destroy(error));
  return gzip;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The page server's metrics, in a registry of its own: the process's default metrics (memory,
 * CPU, event loop, handles) and the storefront's.
 */
export function createMetrics() {
  const register = new client.Registry();
  client.collectDefaultMetrics({ register });
  const requestDuration = new client.Histogram({
    name: 'storefront_http_request_duration_seconds',
    help: 'Time from a request to the last byte of its answer, by route, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const inFlight = new client.Gauge({
    name: 'storefront_http_requests_in_flight',
    help: 'Requests being answered',
    registers: [register],
  });
  const renders = new client.Counter({
    name: 'storefront_page_renders_total',
    help: 'Page routes answered, by how: server (rendered here), client (left to the browser), redirect',
    labelNames: ['outcome'],
    registers: [register],
  });
  const fallbacks = new client.Counter({
    name: 'storefront_render_fallbacks_total',
    help: 'Pages left to the browser, by reason',
    labelNames: ['reason'],
    registers: [register],
  });
  const remoteLoads = new client.Counter({
    name: 'storefront_remote_server_loads_total',
    help: "Remote screens loaded from a version's server entry, or failed to load, by remote and version",
    labelNames: ['remote', 'version', 'outcome'],
    registers: [register],
  });
  const screenRenders = new client.Histogram({
    name: 'storefront_remote_render_duration_seconds',
    help: "Time from the start of a page's React render to the page rendered whole (or its budget spent), by the remote and version whose screen it rendered",
    labelNames: ['remote', 'version'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [register],
  });
  const screenErrors = new client.Counter({
    name: 'storefront_remote_render_errors_total',
    help: 'Remote screens that threw while rendered on the server (their region or page left to the browser), by remote and version',
    labelNames: ['remote', 'version'],
    registers: [register],
  });
  const cacheLookups = new client.Counter({
    name: 'storefront_render_cache_lookups_total',
    help: "Lookups in the render function's caches, by cache and result (hit or miss)",
    labelNames: ['cache', 'result'],
    registers: [register],
  });
  const ready = new client.Gauge({
    name: 'storefront_ready',
    help: '1 when the process takes page requests (warmed up, not draining), else 0',
    registers: [register],
  });
  ready.set(0);

  return {
    register,
    inFlight,
    ready,
    /** One answered request: `route` is a bounded label (a page route, a server route, 'static'). */
    requestDone({ route, method, status, seconds }) {
      requestDuration.observe(
        { route, method: METHODS.has(method) ? method : 'other', status: String(status) },
        seconds,
      );
    },
    /** How a page route was answered; `reason` for a page left to the browser. */
    pageAnswered(outcome, reason) {
      renders.inc({ outcome });
      if (outcome === 'client') fallbacks.inc({ reason: fallbackReason(reason) });
    },
    /** The render function's observer (host/server/render/observe.ts), less the page's route. */
    observe(event) {
      if (event?.type === 'remote-entry') {
        remoteLoads.inc({
          remote: String(event.remote),
          version: String(event.version),
          outcome: event.outcome === 'loaded' ? 'loaded' : 'failed',
        });
      } else if (event?.type === 'remote-render') {
        const labels = { remote: String(event.remote), version: String(event.version) };
        if (Number.isFinite(event.ms) && event.ms >= 0)
          screenRenders.observe(labels, event.ms / 1000);
        if (event.outcome === 'error') screenErrors.inc(labels);
        // a version's count is there from its first render, at 0 until one throws
        else screenErrors.inc(labels, 0);
      } else if (event?.type === 'cache') {
        cacheLookups.inc({ cache: String(event.cache), result: event.hit ? 'hit' : 'miss' });
      }
    },
  };
}
