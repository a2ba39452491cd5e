/**
 * The shell's start-up on the render server, by the same rules as in the browser (app/startup.ts):
 * the environment and remotes manifest (files the operator edits, read as they change), the
 * sign-on gate (an anonymous first visit is signed on here and its cookie set by the response),
 * the brand configuration and feature flags (queries of the request's client, which the page
 * carries: start-up-queries.ts), the page's language (the address's, else the shopper's language cookie's, by the
 * browser's rule), the remote versions the manifest chooses and the overrides the address asks for
 * that are refused. A request the server cannot start as the browser would (a link token to sign
 * on with, an override to apply, no brand, an unreadable environment or manifest, a failed call)
 * is rendered in the browser as before; when the server knows the brand's language (from the
 * brand's configuration it last loaded for that host name), it tells that page in a cookie, so an
 * error page shown before the brand loads is in the brand's language rather than the browser's
 * (languages.ts, `provisionalLanguage`).
 */
import { readFile, stat } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import { answerOf } from '@storefront/shared/api/queries';
import { brandQuery, flagsQuery } from '../../src/lib/start-up-queries';
import { authenticateExternal } from '@storefront/shared/api/token-auth';
import type { AuthResult, BrandConfig } from '@storefront/shared/domain/brand';
import {
  AUTH_COOKIE,
  BRAND_LANGUAGE_COOKIE,
  OWN_SESSION_COOKIE,
  TOKEN_PARAM,
  authToken,
  isLanguage,
  pageLanguage,
  resolveBrandDomain,
  shopperLanguage,
} from '@storefront/shared/start-up';
import type { Language } from '@storefront/shared/start-up';
import { parseEnvironment } from '../../src/lib/environment';
import type { Environment } from '../../src/lib/environment';
import { failedFlags, flagsFrom } from '../../src/lib/flags';
import type { FlagsState } from '../../src/lib/flags';
import { canaryKey, resolveRemotes, unservedRemotes } from '../../src/features/remotes/manifest';
import { parseManifest } from '../../src/features/remotes/manifest-check';
import type {
  RemotesManifest,
  ResolvedRemote,
  UnservedRemote,
} from '../../src/features/remotes/manifest';
import {
  OVERRIDE_PARAM,
  requestedOverrides,
  visitorSeed,
} from '../../src/features/remotes/overrides';
import type { OverrideRefusal } from '../../src/features/remotes/overrides';
import { routeTable } from '../../src/features/remotes/route-table';
import type { RouteClash, ScreenRoute } from '../../src/features/remotes/route-table';
import { cookieLifetimeSeconds } from '../../src/features/sign-on/sign-on';
import { SHELL_PATHS } from '../../src/app/routes';
import type { RequestScope } from './scope';
import { observe } from './observe';
import { sharedCookieHeader, variantOf } from './variant';
import { cookieIn } from '@storefront/shared/lib/cookies';

export type PageRequest = {
  /** path and query, as asked */
  url: string;
  hostname: string;
  /** the page's origin as the shopper asked for it (scheme, host and port) */
  origin: string;
  cookieHeader: string | null;
  /** the request's `Sec-CH-UA-Mobile` and `User-Agent`: whether to render a phone's layout */
  mobileHint?: string | null;
  userAgent?: string | null;
  /** whether the page is served over https (the auth cookie is Secure either way) */
  secure: boolean;
  /**
   * the variant the tier in front read from the request (variant.ts), when it shares pages: the
   * page of a visitor without a session of their own is then rendered for everyone alike
   */
  variant?: string | null;
};

/** A page rendered for everyone of its variant alike (variant.ts). */
export type SharedPage = {
  /** the variant as the render server reads it */
  variant: string;
  /** the tier read the same: a shared cache may keep the page for its variant */
  agreed: boolean;
  /** the canary arms the page is on (canaryKey): the browser takes them as they are */
  canaryArms: string;
};

/** A page left to the browser, with the cookies its response sets (the brand's language). */
export type ClientStart = { kind: 'client'; reason: string; setCookies?: string[] };

export type ServerStart =
  | ClientStart
  | {
      kind: 'page';
      domain: string;
      /** the page's path and query as the browser shows it (a refused override taken out) */
      location: string;
      language: Language;
      brand: BrandConfig;
      flags: FlagsState;
      env: Environment;
      manifest: RemotesManifest;
      resolved: ResolvedRemote[];
      routes: ScreenRoute[];
      refusedRoutes: RouteClash[];
      /** the remotes this page does not serve (for the operator panel) */
      unservedRemotes: UnservedRemote[];
      /** the overrides the address asked for that are refused: the page says so */
      refusedOverrides: OverrideRefusal[];
      /** the anonymous session the server signed on, without its token (the page keeps it) */
      signOn: Omit<AuthResult, 'accessToken'> | null;
      setCookies: string[];
      /** rendered for everyone of its variant alike, or null: for this visitor */
      shared: SharedPage | null;
    };

/** A JSON file the operator edits, read again when it changes. */
function fileReader<T>(file: string, parse: (value: unknown) => T): () => Promise<T> {
  let cached: { mtimeMs: number; value: T } | null = null;
  return async () => {
    const { mtimeMs } = await stat(file);
    observe({ type: 'cache', cache: 'start-up-file', hit: cached?.mtimeMs === mtimeMs });
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, value: parse(JSON.parse(await readFile(file, 'utf8'))) };
    }
    return cached.value;
  };
}

export type StartUpFiles = { environmentFile: string; manifestFile: string };

export function serverStartUp(files: StartUpFiles) {
  const environment = fileReader(files.environmentFile, parseEnvironment);
  // checked as the browser checks it, by the same schema: the page's browser takes the manifest
  // the page carries without checking it again (early-start.ts)
  const manifest = fileReader(files.manifestFile, parseManifest);

  /** The versions the manifest chooses for a visitor of no brand of its own (its defaults). */
  async function defaultVersions(): Promise<ResolvedRemote[]> {
    return resolveRemotes(await manifest(), '', { visitorSeed: '' });
  }

  /**
   * Each brand's language, by domain, as its configuration last said: what the server can tell a
   * page it leaves to the browser before the brand is known there (bounded: many brands).
   */
  const brandLanguages = new LRUCache<string, Language>({ max: 1024 });

  /** A page left to the browser, told its brand's language when the server knows it. */
  function client(reason: string, domain: string | null): ClientStart {
    const language = domain === null ? undefined : brandLanguages.get(domain);
    return language
      ? { kind: 'client', reason, setCookies: [brandLanguageCookie(language)] }
      : { kind: 'client', reason };
  }

  async function startUp(request: PageRequest, scope: RequestScope): Promise<ServerStart> {
    const url = new URL(request.url, 'http://storefront.invalid');
    let env: Environment;
    let remotes: RemotesManifest;
    try {
      [env, remotes] = await Promise.all([environment(), manifest()]);
    } catch {
      return client('start-up-files', null);
    }
    // an override the browser applies is its own to render (its version is not the manifest's);
    // one it refuses, the page shows as the browser does, at the address the browser leaves
    const asked = requestedOverrides(remotes, url.search);
    if (asked.overrides.length) return { kind: 'client', reason: 'override' };
    if (asked.requested) url.searchParams.delete(OVERRIDE_PARAM);
    const domain = resolveBrandDomain(env.brandDomain, request.hostname);
    // a link token signs on in the browser: it must leave the address there (spec section 4)
    if (url.searchParams.has(TOKEN_PARAM)) return client('link-token', domain);
    // the brand's configuration and flags are kept per brand (start-up-answers.ts)
    scope.brand = domain;
    let signOn: Omit<AuthResult, 'accessToken'> | null = null;
    const setCookies: string[] = [];
    // the session a canary split is hashed with (overrides.ts): the visitor's, '' without one
    const visitorToken = authToken();
    // behind a tier that shares pages, a visitor without a session of their own gets the page
    // everyone of their variant gets: rendered with the server's own session for the brand and
    // only the cookies the variant reads; the browser signs on (off the page's path)
    const sharing =
      typeof request.variant === 'string' &&
      cookieIn(request.cookieHeader, OWN_SESSION_COOKIE) === null;
    if (sharing) {
      scope.cookieHeader = sharedCookieHeader(request);
      try {
        scope.token = await brandSession(domain);
      } catch {
        return client('sign-on', domain);
      }
    } else scope.token = visitorToken;
    if (!scope.token) {
      try {
        const auth = await authenticateExternal({ token: '', domainName: domain });
        scope.token = auth.accessToken;
        const { accessToken, ...rest } = auth;
        signOn = rest;
        setCookies.push(authCookie(accessToken, cookieLifetimeSeconds(auth)));
        // what the page's own reads of the cookie see from now on
        scope.cookieHeader = [
          scope.cookieHeader,
          `${AUTH_COOKIE}=${encodeURIComponent(accessToken)}`,
        ]
          .filter(Boolean)
          .join('; ');
      } catch {
        return client('sign-on', domain);
      }
    }
    // the shopper's language: the address's, else the request's language cookie's
    const choice = shopperLanguage(url.search);
    let brand: BrandConfig | null;
    let flags: FlagsState;
    try {
      [brand, flags] = await Promise.all([
        // queries of the request's client: the page carries what they settled on
        answerOf(brandQuery(domain, choice)),
        answerOf(flagsQuery()).then(
          (list) => flagsFrom(list, url.search),
          (error: unknown) => failedFlags(error),
        ),
      ]);
    } catch {
      return client('brand-config', domain);
    }
    if (!brand) {
      brandLanguages.delete(domain);
      return client('brand-missing', null);
    }
    if (isLanguage(brand.language)) brandLanguages.set(domain, brand.language);
    const language = pageLanguage(choice, brand.language);
    // the canary arm of the visitor's session, as the browser chooses it (overrides.ts)
    const resolved = resolveRemotes(remotes, domain, {
      visitorSeed: sharing ? (visitorToken ?? '') : visitorSeed(),
    });
    const table = routeTable(resolved, SHELL_PATHS);
    const arms = canaryKey(resolved);
    const variant = sharing ? variantOf(request, arms) : null;
    return {
      kind: 'page',
      domain,
      location: `${url.pathname}${url.search}${url.hash}`,
      language,
      brand,
      flags,
      env,
      manifest: remotes,
      resolved,
      routes: table.routes,
      refusedRoutes: table.clashes,
      unservedRemotes: unservedRemotes(remotes, domain),
      refusedOverrides: asked.refused,
      signOn,
      setCookies,
      shared:
        variant === null
          ? null
          : { variant, agreed: variant === request.variant, canaryArms: arms },
    };
  }

  /**
   * The render server's own anonymous session for a brand's shared pages, signed on once and
   * kept until a minute before it ends (a few brands; never sent to a browser).
   */
  const brandSessions = new LRUCache<string, Promise<string>>({ max: 1024 });
  function brandSession(domain: string): Promise<string> {
    let session = brandSessions.get(domain);
    observe({ type: 'cache', cache: 'brand-session', hit: session !== undefined });
    if (!session) {
      session = authenticateExternal({ token: '', domainName: domain }).then((auth) => {
        const ms = (cookieLifetimeSeconds(auth) - 60) * 1000;
        if (ms > 0) brandSessions.set(domain, Promise.resolve(auth.accessToken), { ttl: ms });
        else brandSessions.delete(domain);
        return auth.accessToken;
      });
      session.catch(() => brandSessions.delete(domain));
      brandSessions.set(domain, session, { ttl: 30_000 });
    }
    return session;
  }

  return { startUp, defaultVersions };
}

/** The brand's language for the browser's start-up (a year: a brand rarely changes it). */
function brandLanguageCookie(language: Language): string {
  return `${BRAND_LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The auth cookie as the sign-on gate writes it (sign-on.ts): Secure, Lax, its lifetime. */
function authCookie(token: string, maxAgeSeconds: number): string {
  const age = Math.max(0, Math.floor(maxAgeSeconds));
  return `${AUTH_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${age}; SameSite=Lax; Secure`;
}
