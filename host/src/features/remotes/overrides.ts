/**
 * Per-user overrides for testing (import-map-overrides style): `?remote-override=<remote>@<url
 * of its mf-manifest.json>` points one remote of this browser's session elsewhere. Accepted only
 * for origins on the environment's allow-list; in production a link alone never applies one
 * (it waits for confirmation in the operator panel). Refusals are kept to be shown.
 */
import { authToken, CANARY_COOKIE } from '@storefront/shared/start-up';
import { readCookie, removeCookie, writeCookie } from '@storefront/shared/lib/cookies';
import { canaryKey, overrideAllowed, REMOTE_NAMES, resolveRemotes } from './manifest';
import type { Override, RemoteName, RemotesManifest } from './manifest';

export const OVERRIDE_PARAM = 'remote-override';
const STORAGE_KEY = 'storefront-remote-overrides';

export type OverrideRefusal = {
  remote: string;
  entry: string;
  reason: 'origin' | 'production' | 'malformed';
};

function readStored(): Override[] {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter(
          (o): o is Override =>
            typeof o === 'object' &&
            o !== null &&
            REMOTE_NAMES.includes((o as Override).remote) &&
            typeof (o as Override).entry === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function store(overrides: Override[]) {
  try {
    if (overrides.length) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(overrides));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: overrides last for this page only
  }
}

export function clearOverrides(): void {
  store([]);
}

/**
 * What an address's `remote-override` parameters ask for, over the overrides already kept: the
 * overrides then in force and the refusals. It reads no storage, so the render server applies it
 * to the request's address as the browser does (its page shows the same refusals).
 */
export function requestedOverrides(
  manifest: RemotesManifest,
  search: string,
  kept: Override[] = [],
): { requested: boolean; overrides: Override[]; refused: OverrideRefusal[] } {
  const requested = new URLSearchParams(search).getAll(OVERRIDE_PARAM);
  const refused: OverrideRefusal[] = [];
  let overrides = kept;
  for (const value of requested) {
    const at = value.indexOf('@');
    const remote = value.slice(0, at);
    const entry = value.slice(at + 1);
    if (at < 1 || !REMOTE_NAMES.includes(remote as RemoteName)) {
      refused.push({ remote, entry, reason: 'malformed' });
    } else if (manifest.production) {
      refused.push({ remote, entry, reason: 'production' });
    } else if (!overrideAllowed(manifest, entry)) {
      refused.push({ remote, entry, reason: 'origin' });
    } else {
      overrides = [
        ...overrides.filter((o) => o.remote !== remote),
        { remote: remote as RemoteName, entry },
      ];
    }
  }
  return { requested: requested.length > 0, overrides, refused };
}

/**
 * The session's overrides after taking any `remote-override` parameter from the URL (which is
 * then removed from it, without a new history entry).
 */
export function sessionOverrides(manifest: RemotesManifest, location: Location = window.location) {
  const params = new URLSearchParams(location.search);
  const { requested, overrides, refused } = requestedOverrides(
    manifest,
    location.search,
    readStored().filter((o) => overrideAllowed(manifest, o.entry)),
  );
  if (requested) {
    params.delete(OVERRIDE_PARAM);
    const query = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
    );
  }
  store(overrides);
  return { overrides, refused };
}

/**
 * What a canary split is hashed with for this visitor: their session (the auth cookie the sign-on
 * gate sets), which the render server reads from the same request, so both choose the same arm.
 * Nothing of the visitor's own is stored for it. A visitor without a session yet hashes '' (the
 * stable arms: resolveRemotes).
 */
export function visitorSeed(): string {
  return authToken() ?? '';
}

/**
 * Tells a shared cache in front of the pages which canary arms this session's pages are on
 * (CANARY_COOKIE, a technical cookie): the render server keeps a page for everyone on the same
 * arms, and renders one of its own for a visitor whose cookie does not say what their session
 * gives. Removed when no canary puts the session on a next arm.
 */
export function keepCanaryArms(manifest: RemotesManifest, brandDomain: string): void {
  const key = canaryKey(resolveRemotes(manifest, brandDomain, { visitorSeed: visitorSeed() }));
  if ((readCookie(CANARY_COOKIE) ?? '') === key) return;
  if (key) writeCookie(CANARY_COOKIE, key, { maxAgeSeconds: CANARY_COOKIE_DAYS * 86_400 });
  else removeCookie(CANARY_COOKIE);
}

/** How long the canary cookie lasts without a page to renew it. */
const CANARY_COOKIE_DAYS = 30;
