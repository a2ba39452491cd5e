/**
 * Cookie consent as stored (spec sections 4, 6, 9): the `cookies-acceptance` cookie holds the
 * accepted cookie types as a comma-separated list for 365 days. Measurement is allowed when
 * that list has it, or when the legacy consent cookie allows it.
 */
import { readCookie, writeCookie } from '../lib/cookies';

export const CONSENT_COOKIE = 'cookies-acceptance';
/** The consent cookie of the previous storefront; `allow` meant every type was accepted. */
export const LEGACY_CONSENT_COOKIE = 'cookieconsent_status';
export const CONSENT_LIFETIME_DAYS = 365;

export const COOKIE_TYPES = ['technical', 'measurement'] as const;
export type CookieType = (typeof COOKIE_TYPES)[number];
export const REQUIRED_COOKIE_TYPES: readonly CookieType[] = ['technical'];

const isCookieType = (v: string): v is CookieType =>
  (COOKIE_TYPES as readonly string[]).includes(v);

/** The stored choice, or null while consent is pending. */
export function readConsent(): CookieType[] | null {
  const raw = readCookie(CONSENT_COOKIE);
  if (raw === null) return null;
  const types = raw
    .split(',')
    .map((t) => t.trim())
    .filter(isCookieType);
  return [...new Set([...REQUIRED_COOKIE_TYPES, ...types])];
}

export function storeConsent(types: readonly CookieType[]): CookieType[] {
  const chosen = COOKIE_TYPES.filter((t) => REQUIRED_COOKIE_TYPES.includes(t) || types.includes(t));
  writeCookie(CONSENT_COOKIE, chosen.join(','), {
    maxAgeSeconds: CONSENT_LIFETIME_DAYS * 24 * 60 * 60,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: chosen }));
  return chosen;
}

export const CONSENT_CHANGED_EVENT = 'storefront:consent-changed';

export function measurementAllowed(): boolean {
  if (readConsent()?.includes('measurement')) return true;
  return readCookie(LEGACY_CONSENT_COOKIE) === 'allow';
}
