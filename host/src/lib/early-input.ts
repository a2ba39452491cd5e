/**
 * What the shopper does on a page rendered on the server before its code can answer: the HTML
 * shows the page at once, but a button does nothing and a field's change reaches nobody until
 * React has hydrated them. `early.js` notes each press of a button and each field changed (the
 * element, and the field's value), and the shell replays them, in order, once React has hydrated
 * what they need: the field gets its value again, as the shopper's own input, and the button is
 * pressed again. A link needs nothing: it navigates on its own, to a page the server renders.
 *
 * Once the shell has called `hydrateRoot`, React answers events itself. It stops one whose element
 * is in a region it cannot hydrate yet (a lazily loaded part whose code is on its way); only those
 * are noted from then on, so a press React has run is never pressed twice.
 */

const KEY = '__storefrontEarlyInput';

/** A press of a button, or a field's value as the shopper left it. */
type EarlyAction =
  | { kind: 'press'; element: HTMLElement }
  | { kind: 'field'; element: FieldElement; value: string | boolean };

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type EarlyInput = {
  /** From now on React answers the events on `root`: only those it stops are noted. */
  reactListens: (root: Element) => void;
  /** The actions noted so far; nothing more is noted. */
  take: () => EarlyAction[];
};

/** The buttons a press is noted for: real buttons, and what says it is one. */
const PRESSABLE = 'button, [role="button"]';

/** Fields whose value a shopper sets (never a password: nothing secret is kept here). */
function asField(target: EventTarget | null): FieldElement | null {
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return target;
  if (
    target instanceof HTMLInputElement &&
    !/^(password|file|hidden|submit|button|reset|image)$/.test(target.type)
  )
    return target;
  return null;
}

const isCheckable = (field: FieldElement): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * Called by early.js: notes presses and fields' changes until the shell takes them. `onClick`
 * hears each click on the page before React listens (early-clicks.ts tracks them).
 */
export function noteEarlyInput(
  doc: Document = document,
  win: Window = window,
  onClick?: (target: Element) => void,
): void {
  let actions: EarlyAction[] = [];
  let listening: { target: EventTarget; onlyStopped: boolean } | null = {
    target: doc,
    onlyStopped: false,
  };

  const note = (event: Event, onlyStopped: boolean) => {
    // once React listens, an event it ran is its own; one it stopped (its element is not
    // hydrated yet) is the shell's to replay
    if (onlyStopped && !event.cancelBubble) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target === null || target.closest('#root') === null) return;
    if (event.type === 'click') {
      if (!onlyStopped) onClick?.(target);
      const button = target.closest(PRESSABLE);
      if (!(button instanceof HTMLElement)) return;
      if (button instanceof HTMLButtonElement && button.disabled) return;
      // a form's own submission would reload the page with its fields in the address: the shell
      // submits it when it presses the button again
      if (button instanceof HTMLButtonElement && button.type === 'submit' && button.form)
        event.preventDefault();
      if (!actions.some((action) => action.element === button))
        actions.push({ kind: 'press', element: button });
      return;
    }
    const field = asField(target);
    if (field === null) return;
    const value = isCheckable(field) ? field.checked : field.value;
    const noted = actions.find((action) => action.element === field);
    if (noted?.kind === 'field') noted.value = value;
    else actions.push({ kind: 'field', element: field, value });
  };
  const EVENTS = ['click', 'input', 'change'] as const;
  const handlers = {
    doc: (event: Event) => note(event, false),
    root: (event: Event) => note(event, true),
  };
  const stop = () => {
    if (listening === null) return;
    const handler = listening.onlyStopped ? handlers.root : handlers.doc;
    for (const type of EVENTS)
      listening.target.removeEventListener(type, handler, { capture: true });
    listening = null;
  };
  for (const type of EVENTS) doc.addEventListener(type, handlers.doc, { capture: true });

  const input: EarlyInput = {
    reactListens: (root) => {
      if (listening === null) return;
      stop();
      // after React's own listeners on the root, so an event React stopped shows it
      for (const type of EVENTS) root.addEventListener(type, handlers.root, { capture: true });
      listening = { target: root, onlyStopped: true };
    },
    take: () => {
      stop();
      const taken = actions;
      actions = [];
      return taken;
    },
  };
  Object.defineProperty(win, KEY, { value: Object.freeze(input), enumerable: false });
}

const earlyInput = (win: Window) =>
  (win as unknown as Record<typeof KEY, EarlyInput | undefined>)[KEY];

/** Called right after `hydrateRoot`: React answers the events on `root` from now on. */
export function reactListensOn(root: Element, win: Window = window): void {
  earlyInput(win)?.reactListens(root);
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
 * Gives a hydrated field its value again as the shopper's input: React's `onChange` runs with it.
 * React took the field's value as it found it when hydrating, while its state still holds the
 * server's; it reports a change only when the value differs from the last one it saw. So the
 * value is first set through the element (which React sees), then the shopper's through the
 * element's own prototype (which it does not), and the browser's event follows.
 */
function replayField(field: FieldElement, value: string | boolean): void {
  if (isCheckable(field)) {
    field.checked = !value;
    // the press toggles it back to the shopper's choice, and React's change follows the press
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = String(value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const text = String(value);
  field.value = text === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Called once the shell has hydrated what the actions need: replays each one noted before, in
 * order, whose element is still on the page.
 */
export function replayEarlyInput(win: Window = window): void {
  for (const action of earlyInput(win)?.take() ?? []) {
    if (!action.element.isConnected) continue;
    if (action.kind === 'press') action.element.click();
    else replayField(action.element, action.value);
  }
}
