/**
 * The phone layout of the results screens: below the first breakpoint (768px) a results screen
 * shows its results first, the search folded into a summary and the filters in a sheet. Without
 * `matchMedia` (a test's DOM) the layout is the wider one.
 *
 * A page rendered on the server cannot measure the screen: it renders the layout the request's
 * device asks for (`PhoneLayoutGuess`, from its client hints or user agent), and the browser
 * hydrates with the same guess before it measures, so a phone's first paint has its own layout.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

export const PHONE_MEDIA = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA).matches;

/** Whether a page rendered on the server was asked for by a phone (before anything is measured). */
export const PhoneLayoutGuess = createContext(false);

/**
 * Whether a request comes from a phone: its `Sec-CH-UA-Mobile` client hint says so, or its user
 * agent says it is a mobile one (iPhone, Android phones; not tablets). Browsers without client
 * hints send only the user agent.
 */
export function asksForPhone(headers: { mobileHint?: string | null; userAgent?: string | null }) {
  return headers.mobileHint === '?1' || /\bMobile\b|iPhone|iPod/.test(headers.userAgent ?? '');
}

/** Whether the screen is phone-wide now; follows a resize or a turned device. */
export function usePhoneLayout(): boolean {
  const guess = useContext(PhoneLayoutGuess);
  return useSyncExternalStore(subscribe, isPhone, () => guess);
}
