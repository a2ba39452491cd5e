/**
 * Keeps tokens out of everything that leaves the page (tracking, error reports, logs): the
 * sign-on link parameter `a`, bearer headers, the auth cookie and anything shaped like a JWT.
 */
const TOKEN_PARAMS = ['a', 'token', 'access_token', 'accessToken'];
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}\b/g;
const BEARER = /\b(Bearer)\s+[\w.~+/=-]+/gi;
const AUTH_COOKIE_PAIR = /(Abp\.AuthToken=)[^;\s]+/g;
const LONG_SECRET = /\b(?=[\w+/=-]*\d)(?=[\w+/=-]*[A-Za-z])[\w+/=-]{40,}\b/g;

export const REDACTED = '[redacted]';

/** Removes token parameters from a URL (absolute or relative); other text is left alone. */
export function redactUrl(url: string): string {
  const hashIndex = url.indexOf('#');
  const hash = hashIndex >= 0 ? url.slice(hashIndex) : '';
  const withoutHash = hashIndex >= 0 ? url.slice(0, hashIndex) : url;
  const queryIndex = withoutHash.indexOf('?');
  if (queryIndex < 0) return redactText(url);
  const params = new URLSearchParams(withoutHash.slice(queryIndex + 1));
  let changed = false;
  for (const name of TOKEN_PARAMS) {
    if (params.has(name)) {
      params.set(name, REDACTED);
      changed = true;
    }
  }
  const query = changed ? params.toString() : withoutHash.slice(queryIndex + 1);
  return redactText(`${withoutHash.slice(0, queryIndex)}?${query}${hash}`);
}

/** Removes bearer tokens, the auth cookie's value and JWT-like or long secret strings. */
export function redactText(text: string): string {
  return text
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(AUTH_COOKIE_PAIR, `$1${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(LONG_SECRET, REDACTED);
}

/** Deeply redacts strings in a JSON-like value (URLs by parameter, other text by pattern). */
export function redactDeep<T>(value: T, depth = 0): T {
  if (depth > 8) return value;
  if (typeof value === 'string') {
    return (/^(https?:\/\/|\/)[^\s]*\?/.test(value) ? redactUrl(value) : redactText(value)) as T;
  }
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, depth + 1)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      out[key] = /^(authorization|cookie|x-tracking-token|accessToken|token)$/i.test(key)
        ? REDACTED
        : redactDeep(v, depth + 1);
    }
    return out as T;
  }
  return value;
}
