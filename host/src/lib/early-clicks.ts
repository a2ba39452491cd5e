/**
 * Buttons pressed on a page rendered on the server before its code has come. The HTML shows the
 * page at once, but a button does nothing until the shell hydrates it: `early.js` notes each
 * press (the button, not the event), and the shell presses them again once it has called
 * `hydrateRoot`, when React hydrates what they need and runs them. A link needs nothing: it
 * navigates on its own, to a page the server renders.
 */

const KEY = '__storefrontEarlyClicks';

type EarlyClicks = { take: () => HTMLElement[] };

/** The buttons a press is noted for: real buttons, and what says it is one. */
const PRESSABLE = 'button, [role="button"]';

/** Called by early.js: notes every press of a button until the shell takes them. */
export function noteEarlyClicks(doc: Document = document, win: Window = window): void {
  let pressed: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (!(target instanceof HTMLElement) || target.closest('#root') === null) return;
    if (target instanceof HTMLButtonElement && target.disabled) return;
    // a form's own submission would reload the page with its fields in the address: the shell
    // submits it when it presses the button again
    if (target instanceof HTMLButtonElement && target.type === 'submit' && target.form)
      event.preventDefault();
    if (!pressed.includes(target)) pressed.push(target);
  };
  doc.addEventListener('click', onClick, { capture: true });
  const clicks: EarlyClicks = {
    take: () => {
      doc.removeEventListener('click', onClick, { capture: true });
      const taken = pressed;
      pressed = [];
      return taken;
    },
  };
  Object.defineProperty(win, KEY, { value: Object.freeze(clicks), enumerable: false });
}

let screenHydrated: () => void = () => undefined;
/** Resolves once the route's screen has hydrated (its parts' code may still be on its way). */
export const routeScreenHydrated = new Promise<void>((resolve) => {
  screenHydrated = resolve;
});
/** Called by the route's screen once it has hydrated the server's HTML. */
export function markRouteScreenHydrated(): void {
  screenHydrated();
}

/**
 * Called once the shell has hydrated what the presses need: presses again each button pressed
 * before, in order, that is still on the page.
 */
export function replayEarlyClicks(win: Window = window): void {
  const clicks = (win as unknown as Record<typeof KEY, EarlyClicks | undefined>)[KEY];
  for (const button of clicks?.take() ?? []) if (button.isConnected) button.click();
}
