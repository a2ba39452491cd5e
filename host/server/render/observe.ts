/**
 * What the render function tells its server about its own work, for the server's metrics
 * (host/server/tier.mjs turns these into Prometheus series): which page route a render
 * served, each remote server entry loaded or failed, each remote screen rendered (how long, and
 * whether it threw), and each cache lookup. The server passes
 * one observer to `createRenderer({ observe })`; without one nothing is reported. An observer
 * never changes or breaks a render: what it throws is dropped.
 */
export type RenderEvent =
  /** a page rendered on the server: the route it served (a screen's path, a shell path) */
  | { type: 'page'; route: string }
  /** a remote's server entry (and its screen) loaded for the first time, or failed to load */
  | {
      type: 'remote-entry';
      remote: string;
      version: string;
      outcome: 'loaded' | 'failed';
      error?: string;
    }
  /**
   * a remote's screen rendered for a page, by the version that request rendered: the time from
   * the start of the page's React render to the page rendered whole (or its budget spent, or the
   * render failed), and 'error' when something within the screen threw while it rendered (its
   * region then goes to the browser, or the whole page does)
   */
  | {
      type: 'remote-render';
      remote: string;
      version: string;
      ms: number;
      outcome: 'rendered' | 'error';
    }
  /** a lookup in one of the render function's caches */
  | { type: 'cache'; cache: RenderCache; hit: boolean };

export type RenderCache =
  | 'remote-screen'
  | 'remote-strings'
  | 'page-files'
  | 'start-up-file'
  | 'brand-config'
  | 'flags'
  | 'screen-styles'
  | 'screen-style-text'
  | 'browser-files'
  | 'brand-session';

export type RenderObserver = (event: RenderEvent) => void;

let observer: RenderObserver | null = null;

/** Sets the process's observer (the render function's server calls it once). */
export function observeRenders(next: RenderObserver | null | undefined): void {
  observer = next ?? null;
}

export function observe(event: RenderEvent): void {
  if (!observer) return;
  try {
    observer(event);
  } catch {
    // the observer's own fault is never the page's
  }
}
