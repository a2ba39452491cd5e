/**
 * Where the page is and what has focus as the shopper moves between screens:
 * - a new screen (a link to another route, or a screen's own step forward, which navigates with
 *   `NEW_SCREEN`) opens at its top, with focus on its main heading once it is there;
 * - Back and Forward (and a reload) return to where that history entry was scrolled, once the
 *   screen is tall enough again, unless the shopper scrolls first;
 * - another address of the same screen (a filter, a sort) leaves the page where it is.
 * The browser's own restoration is off: it restores before a screen's content has arrived.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { isNewScreenState } from '@storefront/shared/lib/navigation';
import { persistPositions, savePosition, savedPosition } from './screen-position';

/** how long a screen may take to grow tall enough for its position, or to show its heading */
const SETTLE_MS = 5000;
/** how often a restoration looks again when the engine gives it no frame */
const RETRY_MS = 100;
/** the events that start a move to another history entry, heard before the router hears them */
const LEAVING = ['click', 'submit', 'popstate'] as const;

/** The main heading of the screen on the page, once its content (not a placeholder) is there. */
function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading || heading.closest('[aria-busy="true"]')) return null;
  return heading;
}

/**
 * Calls `found` with the main heading as soon as there is one, and again with its successor
 * should the screen replace it while it settles (a placeholder's heading, then the screen's own);
 * returns a cancel.
 */
function whenHeading(found: (heading: HTMLElement) => void): () => void {
  let last: HTMLElement | null = null;
  const check = () => {
    const heading = mainHeading();
    if (!heading || heading === last) return;
    last = heading;
    found(heading);
  };
  const observer = new MutationObserver(check);
  const timer = window.setTimeout(() => stop(), SETTLE_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  check();
  return stop;
}

/**
 * Scrolls to `y` once the document is tall enough; a shopper's own scroll ends the wait. The
 * height is checked at each frame and, should the engine hold its frames back (a busy machine, a
 * window out of sight), on a timer as well.
 */
function restoreTo(y: number): () => void {
  let frame = 0;
  let timer = 0;
  let done = false;
  const deadline = performance.now() + SETTLE_MS;
  const stop = () => {
    done = true;
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const)
      window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const)
    window.addEventListener(type, stop, { passive: true });
  const attempt = () => {
    if (done) return;
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= y || performance.now() > deadline) {
      window.scrollTo(0, Math.min(y, Math.max(0, room)));
      stop();
      return;
    }
    frame = window.requestAnimationFrame(attempt);
    timer = window.setTimeout(attempt, RETRY_MS);
  };
  attempt();
  return stop;
}

/**
 * The key a history entry's position is kept under. An entry a document was opened on has no key
 * of its own (React Router names every such entry "default"): its address stands in, so that one
 * page opened in the tab does not take another's place.
 */
function entryKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default'
    ? `default ${location.pathname}${location.search}`
    : location.key;
}

/** Whether the document was opened afresh (a link, an address typed), not reloaded or gone back to. */
function openedAfresh(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'navigate';
}

export function ScreenPosition() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const keyRef = useRef(entryKey(location));
  const previous = useRef<{ pathname: string; key: string } | null>(null);
  /** the restoration or the focus still under way for the entry shown, ended by the next one */
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let persist = 0;
    const onScroll = () => {
      savePosition(keyRef.current, window.scrollY);
      window.clearTimeout(persist);
      persist = window.setTimeout(persistPositions, 300);
    };
    // What starts a move to another entry (a click or tap, a form sent, Back or Forward) takes
    // the place too, while the screen being left is still there: an engine that holds its frames
    // back delivers the scroll event late, after the next screen has replaced it.
    const beforeLeaving = () => savePosition(keyRef.current, window.scrollY);
    const onHide = () => persistPositions();
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of LEAVING) window.addEventListener(type, beforeLeaving, true);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      for (const type of LEAVING) window.removeEventListener(type, beforeLeaving, true);
      window.removeEventListener('pagehide', onHide);
      window.clearTimeout(persist);
      pending.current?.();
      persistPositions();
    };
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    if (before?.key === location.key) return;
    previous.current = { pathname: location.pathname, key: location.key };
    const key = entryKey(location);
    keyRef.current = key;
    // a screen that rewrites its own address (its canonical form) stays where it is, and the
    // new entry remembers the place (a restoration under way goes on)
    if (navigationType === 'REPLACE' && before?.pathname === location.pathname) {
      savePosition(key, window.scrollY);
      return;
    }
    pending.current?.();
    pending.current = null;
    if (navigationType === 'POP') {
      // the first screen of a page opened afresh is at its top, as the browser put it
      if (before === null && openedAfresh()) return;
      // Back, Forward, or the first screen of a reload: where this entry was (its top if unknown)
      pending.current = restoreTo(savedPosition(key) ?? 0);
      return;
    }
    const newScreen =
      before !== null &&
      (before.pathname !== location.pathname || isNewScreenState(location.state));
    if (!newScreen || location.hash) return;
    window.scrollTo(0, 0);
    const focused = document.activeElement;
    let given: Element | null = null;
    pending.current = whenHeading((heading) => {
      // the shopper has moved on meanwhile (typed in a field, tabbed elsewhere): leave focus there
      const active = document.activeElement;
      const untouched =
        !active || active === document.body || active === focused || active === given;
      if (!untouched && active.isConnected) return;
      given = heading;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    });
  }, [location, navigationType]);

  return null;
}
