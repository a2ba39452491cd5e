/**
 * The browser loads Intl's locale data the first time a page builds a formatter of a kind: a
 * date's, a number's, a list's, each some milliseconds on a phone. Built first by a screen as it
 * hydrates, that time falls in the hydration's own tasks and makes them long. `early.js` builds
 * one of each kind while the page's code is still on its way (the main thread has nothing else
 * to do then), each in an idle moment of its own, so the screens find the data loaded.
 */

type IdleWindow = Pick<Window, 'setTimeout'> & {
  requestIdleCallback?: Window['requestIdleCallback'];
};

/** The kinds of formatter the screens build (shared/src/domain/format.ts), once each. */
export function intlWarmUps(language: string): Array<() => unknown> {
  const day = Date.UTC(2027, 0, 24, 12);
  return [
    () =>
      new Intl.DateTimeFormat(language, {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).formatRange(day, day + 7 * 86_400_000),
    () => new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(1),
    () => new Intl.PluralRules(language).select(2),
    () => new Intl.ListFormat(language, { type: 'conjunction' }).format(['1', '2']),
  ];
}

/** Builds each kind in turn, one an idle moment (a task each where idle callbacks are missing). */
export function warmIntl(language: string, win: IdleWindow = window): void {
  const left = intlWarmUps(language);
  const next = () => {
    const warm = left.shift();
    if (!warm) return;
    try {
      warm();
    } catch {
      // a language or option this browser's Intl lacks: the screens fall back on their own
    }
    schedule();
  };
  const schedule = () => {
    if (left.length === 0) return;
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(next, { timeout: 3_000 });
    else win.setTimeout(next, 0);
  };
  schedule();
}
