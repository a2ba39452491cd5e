/**
 * The browser's local or session storage, or null where there is none (outside a browser) or the
 * browser refuses it (a privacy setting, a sandboxed frame): reading it then throws, and a
 * caller keeps what it would have stored for this page only.
 */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
