import { afterNextPaint } from '@storefront/shared/lib/after-next-paint';

/**
 * "The first screen is on the page": what can wait (the error-reporting SDK, prefetching the
 * other remotes) waits for it rather than competing with that screen for the network and the
 * main thread. It settles after the frame that shows the first route's screen, whatever it is
 * (a remote's screen, its "unavailable" message, a shell page, a start-up error page), or after
 * FIRST_SCREEN_TIMEOUT_MS if nothing has shown by then (a screen stuck on its data holds
 * nothing back for good).
 */
export const FIRST_SCREEN_TIMEOUT_MS = 10000;
/** a tab in the background paints no frames: the screen counts as shown after this */
const HIDDEN_PAINT_FALLBACK_MS = 1000;

let settle: () => void = () => undefined;
export const firstScreen = new Promise<void>((resolve) => {
  settle = resolve;
});

let shown = false;

/** Called by whatever shows the first screen, as it commits; later calls do nothing. */
export function firstScreenShown(): void {
  if (shown) return;
  shown = true;
  afterNextPaint(settle);
  setTimeout(settle, HIDDEN_PAINT_FALLBACK_MS);
}

// in the browser only: a render server shows no screen of its own
if (typeof window !== 'undefined') setTimeout(firstScreenShown, FIRST_SCREEN_TIMEOUT_MS);

/**
 * Settles `delayMs` after the first screen is shown: for work that should not compete with that
 * screen's own data and pictures either (they are requested as it renders).
 */
export function afterFirstScreen(delayMs: number): Promise<void> {
  return firstScreen.then(() => new Promise((resolve) => setTimeout(resolve, delayMs)));
}
