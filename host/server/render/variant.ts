/**
 * A page shared by every visitor without a session of their own (a page a shared cache in front
 * of the render servers may keep) depends on the request only through its address and its
 * variant: the device class, the shopper's language cookie, the consent choice and the canary
 * arms of the visitor's session. The tier in front (nginx, scripts/nginx.mjs, or a CDN) works the
 * variant out from the same headers by the same rules, keys its cache with it, and sends it as
 * VARIANT_HEADER; the render server marks a page public only when its own reading agrees, so a
 * tier whose rules drift apart gets private pages, never a wrong page kept for others.
 */
import { isLanguage, LANGUAGE_COOKIE } from '@storefront/shared/start-up';
import { CONSENT_COOKIE } from '@storefront/shared/tracking/consent';
import { asksForPhone } from '@storefront/shared/lib/phone-layout';

/** The request header the tier sends its reading of the variant in. */
export const VARIANT_HEADER = 'x-storefront-variant';

/** The first value of the cookie `name` in a Cookie header, undecoded; null when absent. */
export function rawCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export type VariantRequest = {
  cookieHeader: string | null;
  mobileHint?: string | null;
  userAgent?: string | null;
};

/**
 * The variant's parts known before the start-up: `phone|desktop`, the language cookie's language
 * or `-`, and consent `pending|technical|measurement`.
 */
export function requestVariant(request: VariantRequest) {
  const device = asksForPhone(request) ? 'phone' : 'desktop';
  const language = rawCookie(request.cookieHeader, LANGUAGE_COOKIE);
  const consent = rawCookie(request.cookieHeader, CONSENT_COOKIE);
  return {
    device,
    language: language !== null && isLanguage(language) ? language : '-',
    consent:
      consent === null
        ? 'pending'
        : /(^|,|%2C)\s*measurement\s*(,|%2C|$)/i.test(consent)
          ? 'measurement'
          : 'technical',
  } as const;
}

/** The whole variant as the tier sends it: `device|language|consent|canary` (`-`: none). */
export function variantOf(request: VariantRequest, canary: string): string {
  const { device, language, consent } = requestVariant(request);
  return `${device}|${language}|${consent}|${canary || '-'}`;
}

/**
 * The cookies a shared page is rendered with: only the language and consent as the variant reads
 * them (nothing of the visitor's session), so the page is the same for everyone of its variant.
 */
export function sharedCookieHeader(request: VariantRequest): string | null {
  const { language, consent } = requestVariant(request);
  const cookies = [
    ...(language === '-' ? [] : [`${LANGUAGE_COOKIE}=${language}`]),
    ...(consent === 'pending'
      ? []
      : [
          `${CONSENT_COOKIE}=${consent === 'measurement' ? 'technical%2Cmeasurement' : 'technical'}`,
        ]),
  ];
  return cookies.length ? cookies.join('; ') : null;
}
