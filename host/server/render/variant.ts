/**
 * A page shared by every visitor without a session of their own (a page a shared cache in front
 * of the render servers may keep) depends on the request only through its address and its
 * variant: the device class, the shopper's language cookie, the consent choice and the canary
 * arms of the visitor's session. The tier in front (nginx, scripts/nginx.mjs, or a CDN) works the
 * variant out from the same headers by the same rules, keys its cache with it, and sends it as
 * `X-Storefront-Variant`; the render server marks a page public only when its own reading agrees, so a
 * tier whose rules drift apart gets private pages, never a wrong page kept for others.
 */
import { isLanguage, LANGUAGE_COOKIE } from '@storefront/shared/start-up';
import { CONSENT_COOKIE } from '@storefront/shared/tracking/consent';
import { asksForPhone } from '@storefront/shared/lib/phone-layout';
import { cookieIn } from '@storefront/shared/lib/cookies';

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
  const language = cookieIn(request.cookieHeader, LANGUAGE_COOKIE);
  const consent = cookieIn(request.cookieHeader, CONSENT_COOKIE);
  return {
    device,
    language: language !== null && isLanguage(language) ? language : '-',
    consent:
      consent === null
        ? 'pending'
        : /(^|,)\s*measurement\s*(,|$)/i.test(consent)
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
