/**
 * A click on a tracked link or button (shared tracking/tracked-click.ts) on a page rendered on the
 * server, before the page's code answers: the page it leads to is rendered afresh, so the element's
 * own handler never runs, and `early.js` sends its event instead, once, with what the server knew
 * of the page (its tracking settings and context, in the server state). The consent rules are the
 * tracker's own: no fingerprint without measurement consent.
 */
import {
  TRACK_ATTRIBUTE,
  TRACK_PROPERTIES_ATTRIBUTE,
} from '@storefront/shared/tracking/tracked-click';
import {
  configureTracking,
  setTrackingContext,
  setTrackingRequestId,
  track,
} from '@storefront/shared/tracking/tracker';
import type { ServerState } from './server-state';

export function trackEarlyClick(target: Element, server: ServerState): void {
  const element = target.closest(`[${TRACK_ATTRIBUTE}]`);
  const eventName = element?.getAttribute(TRACK_ATTRIBUTE);
  if (!element || !eventName || !server.tracking) return;
  let properties: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(element.getAttribute(TRACK_PROPERTIES_ATTRIBUTE) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null)
      properties = parsed as Record<string, unknown>;
  } catch {
    // an event without its properties is still the click
  }
  configureTracking(server.tracking.config);
  setTrackingContext(server.tracking.context);
  setTrackingRequestId(server.requestId ?? null);
  void track(eventName, { properties });
}
