/**
 * What the host does before it renders a screen, done for this remote running alone: sign on
 * anonymously (TokenAuth/AuthenticateExternal with an empty link token) and write the
 * Abp.AuthToken cookie as the shell's sign-on gate does (host/src/features/sign-on/sign-on.ts),
 * then load the brand configuration (Strapi/GetConfig).
 *
 * The brand is the page's host name (127.0.0.1 and localhost are the sandbox's default brand),
 * or `?brand=<domain>` (kept for the tab's session), e.g. `?brand=flyfree.localhost`.
 */
import { authenticateExternal } from '@storefront/shared/api/token-auth';
import { getBrandConfig, resolveBrandDomain } from '@storefront/shared/api/content';
import { AUTH_COOKIE } from '@storefront/shared/api/client';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { readCookie, writeCookie } from '@storefront/shared/lib/cookies';

const BRAND_PARAM = 'brand';
const BRAND_KEY = 'remote-deals:standalone-brand';
const DATA_SSO_KEY = 'DATA_SSO';

export function standaloneBrandDomain(location: Location = window.location): string {
  const requested = new URLSearchParams(location.search).get(BRAND_PARAM);
  if (requested) sessionStorage.setItem(BRAND_KEY, requested);
  return resolveBrandDomain(requested ?? sessionStorage.getItem(BRAND_KEY), location.hostname);
}

/** The session's token is for one brand: another brand signs on again. */
const SIGNED_ON_KEY = 'remote-deals:standalone-signed-on-for';

export async function signOnAnonymously(domainName: string): Promise<void> {
  if (readCookie(AUTH_COOKIE) !== null && sessionStorage.getItem(SIGNED_ON_KEY) === domainName) {
    return;
  }
  const auth = await authenticateExternal({ token: '', domainName });
  writeCookie(AUTH_COOKIE, auth.accessToken, {
    // clientData.expiresAt (seconds from now) when given, else expireInSeconds (spec section 9)
    maxAgeSeconds: auth.expiresAt ?? auth.expireInSeconds,
    secure: true,
    sameSite: 'Lax',
  });
  sessionStorage.setItem(DATA_SSO_KEY, JSON.stringify(auth));
  sessionStorage.setItem(SIGNED_ON_KEY, domainName);
}

export type StandaloneSession =
  { status: 'ready'; brand: BrandConfig } | { status: 'failed'; reason: string };

export async function startStandaloneSession(): Promise<StandaloneSession> {
  const domain = standaloneBrandDomain();
  try {
    await signOnAnonymously(domain);
    const brand = await getBrandConfig(domain);
    return brand
      ? { status: 'ready', brand }
      : { status: 'failed', reason: `no brand configuration for ${domain}` };
  } catch (error) {
    return {
      status: 'failed',
      reason: `${domain}: ${error instanceof Error ? error.message : 'sign-on or brand load failed'}`,
    };
  }
}
