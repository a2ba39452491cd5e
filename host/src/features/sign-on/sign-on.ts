/**
 * The sign-on gate (spec section 4): with no auth cookie, or with the link token `a` in the URL,
 * authenticate externally; on success write Abp.AuthToken, keep DATA_SSO and TOKEN_SSO, and
 * take `a` out of the URL without a reload or a new history entry; on failure clear them.
 */
import { isApiError } from '@storefront/shared/api/errors';
import type { AuthResult } from '@storefront/shared/domain/brand';
import { ERROR_CODES } from '@storefront/shared/domain/contract';
import { removeCookie, writeCookie } from '@storefront/shared/lib/cookies';
import { browserStorage } from '@storefront/shared/lib/storage';
import {
  AUTH_COOKIE,
  OWN_SESSION_COOKIE,
  TOKEN_PARAM,
  authToken,
  linkToken,
  needsSignOn,
} from '@storefront/shared/start-up';

export const TOKEN_SSO_KEY = 'TOKEN_SSO';
export const DATA_SSO_KEY = 'DATA_SSO';

export type SignOnOutcome =
  | { status: 'signed-on'; auth: AuthResult | null }
  | {
      status: 'failed';
      error: unknown;
      /**
       * true: a link token was given and the backend refused it (its own error code), so the
       * link is what failed; false: no link token, or the call itself failed (no answer, a
       * timeout, a server error, an answer that could not be read), which a later try may not
       */
      linkRefused: boolean;
    };

/** Cookie lifetime: clientData.expiresAt (seconds from now) when given, else expireInSeconds. */
export function cookieLifetimeSeconds(auth: AuthResult): number {
  return auth.expiresAt ?? auth.expireInSeconds;
}

/**
 * The backend answered the sign-on with a code of its own (INVALID_TOKEN, UNAUTHORIZED …), not
 * GENERIC_ERROR (its catch-all, also what an unknown code becomes) and not one of the client's
 * transport codes (NETWORK_ERROR, TIMEOUT, HTTP_ERROR, MALFORMED_RESPONSE, ABORTED).
 */
function refusedByBackend(error: unknown): boolean {
  if (!isApiError(error) || error.code === 'GENERIC_ERROR') return false;
  return (ERROR_CODES as readonly string[]).includes(error.code);
}

function withoutTokenParam(location: Location): string {
  const params = new URLSearchParams(location.search);
  params.delete(TOKEN_PARAM);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

function dropTokenParam(location: Location): void {
  if (new URLSearchParams(location.search).has(TOKEN_PARAM)) {
    window.history.replaceState(window.history.state, '', withoutTokenParam(location));
  }
}

// A browser that refuses storage (a privacy setting, a sandboxed frame) refuses it when it is
// reached (browserStorage is then null) or on each read and write, which throw; a full one
// throws on a write. DATA_SSO and TOKEN_SSO are then not kept: the session itself is the cookie.

/** Removes DATA_SSO and TOKEN_SSO, each as far as the browser lets it. */
function forgetSession(): void {
  const storage = browserStorage('session');
  for (const key of [DATA_SSO_KEY, TOKEN_SSO_KEY]) {
    try {
      storage?.removeItem(key);
    } catch {
      // storage refused: there is nothing of this session's in it to leave behind
    }
  }
}

/** Keeps the authentication result (and the link token, if any); never throws. */
function keepSession(auth: AuthResult, token: string | null): void {
  try {
    const storage = browserStorage('session');
    storage?.setItem(DATA_SSO_KEY, JSON.stringify(auth));
    if (token) storage?.setItem(TOKEN_SSO_KEY, token);
  } catch {
    // not kept: nor is an earlier session's DATA_SSO or TOKEN_SSO read as this one's
    forgetSession();
  }
}

export async function signOn(domainName: string): Promise<SignOnOutcome> {
  const { location } = window;
  if (!needsSignOn(location.search)) return { status: 'signed-on', auth: null };
  const token = linkToken(location.search);
  let auth: AuthResult;
  try {
    // the call's module (and zod) only for a visit that signs on here
    const { authenticateExternal } = await import('@storefront/shared/api/token-auth');
    auth = await authenticateExternal({ token: token ?? '', domainName });
    writeCookie(AUTH_COOKIE, auth.accessToken, {
      maxAgeSeconds: cookieLifetimeSeconds(auth),
      secure: true,
      sameSite: 'Lax',
    });
    // a session of the visitor's own (from a link) is never served a page kept for everyone
    if (token)
      writeCookie(OWN_SESSION_COOKIE, 'own', {
        maxAgeSeconds: cookieLifetimeSeconds(auth),
        secure: true,
        sameSite: 'Lax',
      });
    else removeCookie(OWN_SESSION_COOKIE);
  } catch (error) {
    forgetSession();
    dropTokenParam(location);
    return { status: 'failed', error, linkRefused: Boolean(token) && refusedByBackend(error) };
  }
  // signed on (the cookie is written): storage that fails from here on does not undo it
  keepSession(auth, token);
  dropTokenParam(location);
  return { status: 'signed-on', auth };
}

/**
 * Keeps the session the render server signed on for this page (its answer without the token,
 * which the page has in the cookie the server set), as the sign-on gate keeps its own.
 */
export function keepServerSession(auth: Omit<AuthResult, 'accessToken'>): void {
  const token = authToken();
  if (token) keepSession({ ...auth, accessToken: token }, null);
}

/** The session's stored authentication result, if any. */
export function storedAuth(): AuthResult | null {
  try {
    const raw = browserStorage('session')?.getItem(DATA_SSO_KEY);
    return raw ? (JSON.parse(raw) as AuthResult) : null;
  } catch {
    return null;
  }
}
