/**
 * The start-up files whose address never changes (`/environment.json`, the remotes manifest),
 * asked for as soon as `main.js` runs: beside the shell's shared chunks (react-dom and the
 * others), not after them and the first render. The start-up takes each answer once; a later
 * call (a retry) asks the network again.
 */
export const ENVIRONMENT_URL = '/environment.json';
export const MANIFEST_URL = '/remotes.manifest.json';

const INIT: RequestInit = { cache: 'no-cache', credentials: 'same-origin' };
const early = new Map<string, Promise<Response>>();

/** Called by the entry point, before the app's code is loaded; gives the environment's answer. */
export function fetchStartUpFilesEarly(): Promise<Response> {
  for (const url of [ENVIRONMENT_URL, MANIFEST_URL]) {
    const answer = fetch(url, INIT);
    // a failure is for the start-up to handle when it takes the answer, not an unhandled one now
    answer.catch(() => undefined);
    early.set(url, answer);
  }
  return early.get(ENVIRONMENT_URL)!;
}

/** The answer asked for early, once; else a fresh request. */
export function fetchStartUpFile(url: string): Promise<Response> {
  const answer = early.get(url);
  early.delete(url);
  return answer ?? fetch(url, INIT);
}
