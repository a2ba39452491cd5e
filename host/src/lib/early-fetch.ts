/**
 * The start-up files whose address never changes (`/environment.json`, the remotes manifest),
 * asked for by early.js (lib/early-start.ts), which takes the page's preloads of both: beside the
 * shell's code (react-dom and the others), not after it and the first render. The start-up takes
 * each answer once; a later call (a retry) asks the network again.
 */
export const ENVIRONMENT_URL = '/environment.json';
export const MANIFEST_URL = '/remotes.manifest.json';

// The page preloads both (index.html); a fetch takes a preload only if it asks the same way: a
// cors request with same-origin credentials (a preload's `crossorigin`), and the default cache
// mode (the server sends both `no-cache`, so a later request revalidates all the same).
const INIT: RequestInit = { credentials: 'same-origin' };
const early = new Map<string, Promise<Response>>();

/** Called by early.js, before the app's code is loaded; gives both answers (to read copies of). */
export function fetchStartUpFilesEarly(): {
  environment: Promise<Response>;
  manifest: Promise<Response>;
} {
  for (const url of [ENVIRONMENT_URL, MANIFEST_URL]) {
    const answer = fetch(url, INIT);
    // a failure is for the start-up to handle when it takes the answer, not an unhandled one now
    answer.catch(() => undefined);
    early.set(url, answer);
  }
  return { environment: early.get(ENVIRONMENT_URL)!, manifest: early.get(MANIFEST_URL)! };
}

/** The answer asked for early, once; else a fresh request. */
export function fetchStartUpFile(url: string): Promise<Response> {
  const answer = early.get(url);
  early.delete(url);
  return answer ?? fetch(url, INIT);
}
