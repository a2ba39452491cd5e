/**
 * A link or button whose click is an event of its own (e.g. `clicked.deal`). Its element carries
 * the event in its markup (`data-track`, `data-track-properties`), so a click on a page rendered
 * on the server before its code has come is tracked too: `early.js` sends it (host
 * lib/early-clicks.ts); once the page's code answers, the element's own handler does.
 */
import { track } from '@storefront/shared/tracking/tracker';

export const TRACK_ATTRIBUTE = 'data-track';
export const TRACK_PROPERTIES_ATTRIBUTE = 'data-track-properties';

export function trackedClick(eventName: string, properties: Record<string, unknown>) {
  return {
    [TRACK_ATTRIBUTE]: eventName,
    [TRACK_PROPERTIES_ATTRIBUTE]: JSON.stringify(properties),
    onClick: () => void track(eventName, { properties }),
  };
}
