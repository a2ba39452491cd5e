/**
 * Browsers reach the sandbox from the storefront's origins: any `http(s)://*.localhost:<port>`,
 * `http(s)://localhost:<port>` and `http(s)://127.0.0.1:<port>`, with credentials.
 */
const LOCAL_ORIGIN = /^https?:\/\/(?:(?:[a-z0-9-]+\.)*localhost|127\.0\.0\.1)(?::\d{1,5})?$/i;

export function isLocalOrigin(origin: string | undefined): boolean {
  return origin !== undefined && LOCAL_ORIGIN.test(origin);
}
