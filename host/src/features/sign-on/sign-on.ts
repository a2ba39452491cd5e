/**
 * The sign-on gate (spec section 4): with no auth cookie, or with the link token `a` in the URL,
 * authenticate externally; on success write Abp.AuthToken, keep DATA_SSO and TOKEN_SSO, and
 * take `a` out of the URL without a reload or a new history entry; on failure clear them.
 */
import { authenticateExternal } from '@storefront/shared/api/token-auth';
import type { AuthResult } from '@storefront/shared/domain/brand';
import { writeCookie } from '@storefront/shared/lib/cookies';
import { AUTH_COOKIE, TOKEN_PARAM, linkToken, needsSignOn } from '@storefront/shared/start-up';

export const TOKEN_SSO_KEY = 'TOKEN_SSO';
export const DATA_SSO_KEY = 'DATA_SSO';

export type SignOnOutcome =
  { status: 'signed-on'; auth: AuthResult | null } | { status: 'failed'; error: unknown };

/** Cookie lifetime: clientData.expiresAt (seconds from now) when given, else expireInSeconds. */
export function cookieLifetimeSeconds(auth: AuthResult): number {
  return auth.expiresAt ?? auth.expireInSeconds;
}

function withoutTokenParam(location: Location): string {
  const params = new URLSearchParams(location.search);
  params.delete(TOKEN_PARAM);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

export async function signOn(domainName: string): Promise<SignOnOutcome> {
  const { location } = window;
  if (!needsSignOn(location.search)) return { status: 'signed-on', auth: null };
  const token = linkToken(location.search);
  try {
    const auth = await authenticateExternal({ token: token ?? '', domainName });
    writeCookie(AUTH_COOKIE, auth.accessToken, {
      maxAgeSeconds: cookieLifetimeSeconds(auth),
      secure: true,
      sameSite: 'Lax',
    });
    sessionStorage.setItem(DATA_SSO_KEY, JSON.stringify(auth));
    if (token) sessionStorage.setItem(TOKEN_SSO_KEY, token);
    if (new URLSearchParams(location.search).has(TOKEN_PARAM)) {
      window.history.replaceState(window.history.state, '', withoutTokenParam(location));
    }
    return { status: 'signed-on', auth };
  } catch (error) {
    sessionStorage.removeItem(DATA_SSO_KEY);
    sessionStorage.removeItem(TOKEN_SSO_KEY);
    if (new URLSearchParams(location.search).has(TOKEN_PARAM)) {
      window.history.replaceState(window.history.state, '', withoutTokenParam(location));
    }
    return { status: 'failed', error };
  }
}

/** The session's stored authentication result, if any. */
export function storedAuth(): AuthResult | null {
  try {
    const raw = sessionStorage.getItem(DATA_SSO_KEY);
    return raw ? (JSON.parse(raw) as AuthResult) : null;
  } catch {
    return null;
  }
}
