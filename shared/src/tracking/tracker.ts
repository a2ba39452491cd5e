/**
 * The event client (spec section 7): POSTs `{ eventName, logLevel, eventProperties, eventData,
 * project }` as JSON to the event receiver with the custom token header and keepalive.
 * Fingerprints from local storage go only with measurement consent (spec section 6).
 */
import { measurementAllowed } from './consent';
import { redactDeep } from './redact';

export const USER_FINGERPRINT_KEY = 'user-fingerprint';
export const SESSION_FINGERPRINT_KEY = 'session-fingerprint';
const SESSION_MARKER_KEY = 'storefront-session';

export type TrackerConfig = {
  url: string;
  token: string;
  tokenHeader: string;
  project: string;
  appVersion: string;
};

export type TrackingContext = {
  brand: string;
  subBrand: string | null;
  domain: string;
  externalUserId: string | null;
};

export type LogLevel = 'debug' | 'info' | 'warning' | 'error';

export type TrackingEvent = {
  eventName: string;
  logLevel: LogLevel;
  eventProperties: Record<string, unknown>;
  eventData: {
    appVersion: string;
    externalUserId: string | null;
    brand: string;
    subBrand: string | null;
    cartId: string | null;
    product: string | null;
    domain: string;
    fingerprint: string | null;
    sessionFingerprint: string | null;
    /** the request that rendered the page on the server, when it was (its logs name it) */
    requestId?: string;
  };
  project: string;
};

let config: TrackerConfig | null = null;
let context: TrackingContext | null = null;
let requestId: string | null = null;

export function configureTracking(next: TrackerConfig): void {
  config = next;
}

export function setTrackingContext(next: TrackingContext): void {
  context = next;
}

/** The id of the request that rendered the page on the server: every event carries it. */
export function setTrackingRequestId(id: string | null): void {
  requestId = id;
}

function newId(): string {
  return crypto.randomUUID();
}

/** The fingerprints, created on first use; null without measurement consent. */
export function fingerprints(): { fingerprint: string | null; sessionFingerprint: string | null } {
  if (!measurementAllowed()) return { fingerprint: null, sessionFingerprint: null };
  try {
    let fingerprint = localStorage.getItem(USER_FINGERPRINT_KEY);
    if (!fingerprint) {
      fingerprint = newId();
      localStorage.setItem(USER_FINGERPRINT_KEY, fingerprint);
    }
    // a new browsing session starts a new session fingerprint
    let sessionFingerprint = localStorage.getItem(SESSION_FINGERPRINT_KEY);
    if (!sessionFingerprint || sessionStorage.getItem(SESSION_MARKER_KEY) === null) {
      sessionFingerprint = newId();
      localStorage.setItem(SESSION_FINGERPRINT_KEY, sessionFingerprint);
      sessionStorage.setItem(SESSION_MARKER_KEY, '1');
    }
    return { fingerprint, sessionFingerprint };
  } catch {
    return { fingerprint: null, sessionFingerprint: null };
  }
}

export function buildEvent(
  eventName: string,
  options: { logLevel?: LogLevel; properties?: Record<string, unknown> } = {},
): TrackingEvent | null {
  if (!config || !context) return null;
  const params = new URLSearchParams(window.location.search);
  return {
    eventName,
    logLevel: options.logLevel ?? 'info',
    eventProperties: redactDeep(options.properties ?? {}),
    eventData: {
      appVersion: config.appVersion,
      externalUserId: context.externalUserId,
      brand: context.brand,
      subBrand: context.subBrand,
      cartId: params.get('cartId'),
      product: params.get('product'),
      domain: context.domain,
      ...fingerprints(),
      ...(requestId ? { requestId } : {}),
    },
    project: config.project,
  };
}

/** Sends one event; tracking never breaks the page, so a failure is only logged. */
export async function track(
  eventName: string,
  options: { logLevel?: LogLevel; properties?: Record<string, unknown> } = {},
): Promise<void> {
  const event = buildEvent(eventName, options);
  if (!config || !event) return;
  try {
    await fetch(config.url, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', [config.tokenHeader]: config.token },
      body: JSON.stringify(event),
    });
  } catch (error) {
    console.warn(
      `[tracking] ${eventName} not sent: ${error instanceof Error ? error.message : 'error'}`,
    );
  }
}
