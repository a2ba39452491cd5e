/**
 * Browsers reach the sandbox from the storefront's origins: any `http://*.localhost:<port>`,
 * `http://localhost:<port>` and `http://127.0.0.1:<port>`, with credentials.
 */
const LOCAL_ORIGIN = /^http:\/\/(?:(?:[a-z0-9-]+\.)*localhost|127\.0\.0\.1)(?::\d{1,5})?$/i;

export function isLocalOrigin(origin: string | undefined): boolean {
  return origin !== undefined && LOCAL_ORIGIN.test(origin);
}
