/**
 * The hand-over from `early.js` to the shell. `early.js` (src/early.ts, built on its own by
 * tooling/webpack/side-builds.cjs) is a few KB the page runs before main.js has arrived: it asks
 * for the environment and the remotes manifest and makes the sign-on, brand and flags calls while
 * the shell's code is still downloading. It leaves what it started here, on the window, for the
 * shell to take; a page where it did not run (blocked, failed to load) makes the same requests
 * from the shell, later.
 */
import type { EarlyAnswers } from '@storefront/shared/api/client';
import { fetchStartUpFile } from './early-fetch';

export type EarlyStart = {
  /** the start-up calls' answers, for the API client (`adoptEarlyAnswers`) */
  takeEarlyAnswer: EarlyAnswers;
  /** a start-up file's answer asked for early, once; else a fresh request */
  fetchStartUpFile: (url: string) => Promise<Response>;
  /**
   * whether the next answer for a start-up file is the render server's, from the page: the
   * server checked it as the browser would (the manifest against its schema)
   */
  checkedByServer: (url: string) => boolean;
};

const KEY = '__storefrontEarlyStart';

/** Called by early.js once it has started everything. */
export function publishEarlyStart(start: EarlyStart): void {
  // fixed once set: nothing later on the page replaces what the shell takes its answers from
  Object.defineProperty(window, KEY, { value: Object.freeze(start), enumerable: false });
}

const NOTHING_EARLY: EarlyStart = {
  takeEarlyAnswer: () => Promise.resolve(undefined),
  fetchStartUpFile,
  checkedByServer: () => false,
};

/** What early.js started, or nothing (the shell then asks for everything itself). */
export function earlyStart(): EarlyStart {
  return (window as unknown as Record<typeof KEY, EarlyStart | undefined>)[KEY] ?? NOTHING_EARLY;
}
