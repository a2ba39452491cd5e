/**
 * The phone layout of the results screens: below the first breakpoint (768px) a results screen
 * shows its results first, the search folded into a summary and the filters in a sheet. Without
 * `matchMedia` (a test's DOM) the layout is the wider one.
 */
import { useSyncExternalStore } from 'react';

export const PHONE_MEDIA = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA).matches;

/** Whether the screen is phone-wide now; follows a resize or a turned device. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
