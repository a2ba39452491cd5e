/**
 * Start-up, in the order the spec gives, with independent work in parallel:
 *   environment + remotes manifest + fallback translations  (no token needed)
 *   → sign-on gate (spec section 4)
 *   → brand configuration + feature flags, in parallel (both need the token)
 *   → the brand's language.
 * early.js starts the environment, the manifest, the sign-on call, the brand and the flags
 * before this code has loaded (lib/early-start.ts); the steps here take those answers.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { adoptEarlyAnswers, warmHttp } from '@storefront/shared/api/client';
import { pageAnswer } from '@storefront/shared/api/answer-cache';
import type { QueryKey } from '@tanstack/react-query';
import {
  authToken,
  BRAND_LANGUAGE_COOKIE,
  pageLanguage,
  provisionalLanguage,
  resolveBrandDomain,
  shopperLanguage,
} from '@storefront/shared/start-up';
import { readCookie } from '@storefront/shared/lib/cookies';
import { brandQuery, flagsQuery } from '../lib/start-up-queries';
import { nextTask } from '../lib/next-task';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { changeLanguage, initI18n, isLanguage, preloadLanguage } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import {
  initErrorReporting,
  reportError,
  setReportTags,
} from '@storefront/shared/tracking/error-reporting';
import { configureTracking, setTrackingContext, track } from '@storefront/shared/tracking/tracker';
import { earlyStart } from '../lib/early-start';
import { moveStoredLanguageChoice } from '../lib/language-choice';
import { fetchEnvironment } from '../lib/environment';
import type { Environment } from '../lib/environment';
import { failedFlags, flagsFrom } from '../lib/flags';
import type { FlagsState } from '../lib/flags';
import { fetchManifest, resolveRemotes, unservedRemotes } from '../features/remotes/manifest';
import type { UnservedRemote } from '../features/remotes/manifest';
import {
  loadScreen,
  onRemoteFailure,
  onSharedIncompatibility,
  registerRemotes,
  remoteStatuses,
  subscribeRemoteStatus,
} from '../features/remotes/federation';
import { keepCanaryArms, sessionOverrides, visitorSeed } from '../features/remotes/overrides';
import type { OverrideRefusal } from '../features/remotes/overrides';
import { signOn, storedAuth } from '../features/sign-on/sign-on';
import { afterFirstScreen } from './first-screen';
import { countRemoteError, watchUncaughtRemoteErrors } from '../lib/remote-errors';
import { startPageSignals as startSending } from '../lib/page-signals';
import { SERVER_STATE_ID } from '../lib/server-state';
import { refusedRoutes, screenForPath, screenRoutes, setScreenRoutes } from './routes';
import type { ScreenRoute } from './routes';
import type { RouteClash } from '../features/remotes/route-table';
import { warmTranslations } from './warm-screen';
import type { CarriedStrings } from './warm-screen';

declare const __APP_VERSION__: string;
export const APP_VERSION = __APP_VERSION__;

export type StartupState =
  | { phase: 'starting' }
  | { phase: 'loading'; brand: BrandConfig | null }
  /** linkRefused: the link token was refused (else the sign-on itself failed; see sign-on.ts) */
  | { phase: 'sign-on-failed'; linkRefused: boolean }
  | { phase: 'brand-missing' }
  | { phase: 'config-failed' }
  | {
      phase: 'ready';
      brand: BrandConfig;
      flags: FlagsState;
      env: Environment;
      refusedOverrides: OverrideRefusal[];
      routes: readonly ScreenRoute[];
      refusedRoutes: readonly RouteClash[];
      /** the remotes this page does not serve (for the operator panel) */
      unservedRemotes: readonly UnservedRemote[];
    };

/** Remembers the brand's language, for pages shown before the brand loads next time. */
const LAST_BRAND_LANGUAGE_KEY = 'storefront-brand-language';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The shopper's own choice, else the brand's language (spec: the brand's is the default); early.js
 * asks for its strings by the same rule.
 */
function chosenLanguage(brand: BrandConfig): Language {
  return pageLanguage(choice(), brand.language);
}

/**
 * The shopper's language: the address's `lang`, else the language cookie's, by the render
 * server's rule (a choice kept in local storage by an earlier version moved there first); null:
 * the brand's.
 */
function choice(): Language | null {
  moveStoredLanguageChoice();
  return shopperLanguage(window.location.search);
}

/**
 * Before the brand is known: the shopper's choice, the brand's language (as the render server
 * told it, else as this browser last saw it), the browser's.
 */
function languageBeforeBrand(): Language {
  // a page rendered on the server is in the page's language already: another language, even
  // for a moment, would make the browser style and lay out the whole page twice
  const rendered = document.getElementById(SERVER_STATE_ID) ? document.documentElement.lang : null;
  if (isLanguage(rendered)) return rendered;
  return provisionalLanguage({
    choice: choice(),
    toldBrandLanguage: readCookie(BRAND_LANGUAGE_COOKIE),
    rememberedBrandLanguage: stored(LAST_BRAND_LANGUAGE_KEY),
    browserLanguage: navigator.language,
  });
}

/**
 * The error-reporting SDK (about 60 KB gzip, and a long task to start) comes this long after the
 * first screen is shown, so it does not compete with the shopper's first taps and typing; a
 * report before then fetches it at once, and its page-load trace reads the page's timings from
 * the browser's performance timeline whenever it starts.
 */
export const ERROR_REPORTING_DELAY_MS = 3000;

function startServices(env: Environment, domain: string) {
  if (env.errorReporting) {
    initErrorReporting(
      {
        dsn: env.errorReporting.dsn,
        environment: env.environment,
        release: APP_VERSION,
      },
      afterFirstScreen(ERROR_REPORTING_DELAY_MS),
    );
  }
  if (env.tracking) configureTracking({ ...env.tracking, appVersion: APP_VERSION });
  startPageSignals(env);
  // A remote that fails to load is reported as ours: the runtime's own error is a network error,
  // which the spec's filter drops, and it stays in `extra` rather than as a linked cause.
  onRemoteFailure(({ remote, expose, version, error }) => {
    countRemoteError(remote, 'load');
    reportError(new RemoteLoadFailure(`remote "${remote}" ${version} could not load ${expose}`), {
      remote,
      expose,
      version,
      kind: 'remote-load',
      runtimeError: error instanceof Error ? error.message : String(error),
    });
  });
  // a remote version built for a shared singleton the page does not have gets the page's copy
  // anyway: reported with the remote, its version, the package and both versions
  onSharedIncompatibility(({ remote, container, version, pkg, required, provided, providedBy }) =>
    reportError(
      new SharedVersionMismatch(
        `remote "${remote ?? container}" ${version ?? ''} requires ${pkg} ${required}, the page has ${provided}`,
      ),
      {
        remote: remote ?? container,
        version,
        kind: 'shared-version',
        package: pkg,
        required,
        provided,
        providedBy,
      },
    ),
  );
  // every report names the remote versions loaded and why each was chosen
  subscribeRemoteStatus(() => {
    const tags: Record<string, string> = {};
    for (const status of remoteStatuses()) {
      const arm = status.canary ? ` ${status.canary.arm}` : '';
      tags[`remote.${status.name}`] = `${status.version} (${status.chosenBy}${arm})`;
    }
    setReportTags(tags);
  });
  const auth = storedAuth();
  setTrackingContext({
    brand: domain,
    subBrand: null,
    domain,
    externalUserId: auth?.userId ?? null,
  });
  setReportTags({ brand: domain, environment: env.environment });
}

class RemoteLoadFailure extends Error {
  override name = 'RemoteLoadFailure';
}

class SharedVersionMismatch extends Error {
  override name = 'SharedVersionMismatch';
}

class RouteClashError extends Error {
  override name = 'RouteClash';
}

/** A route a remote version declared that the shell or another remote already serves. */
function routeRefused({ remote, version, path, expose, takenBy }: RouteClash) {
  const owner = 'version' in takenBy ? `${takenBy.remote} ${takenBy.version}` : 'the shell';
  const message = `remote "${remote}" ${version}: route ${path} refused, ${owner} serves it`;
  console.error(`[startup] ${message}`);
  reportError(new RouteClashError(message), {
    kind: 'route-clash',
    remote,
    version,
    path,
    expose,
    takenBy: takenBy.remote,
  });
}

/** The most the vitals library waits for an idle moment once the first screen is shown. */
export const PAGE_SIGNALS_IDLE_TIMEOUT_MS = 3000;

/** Settles in the browser's next idle moment, or at the shopper's first press, whichever is first. */
function idleOrFirstInput(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown'] as const;
    const done = () => {
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of events) window.addEventListener(type, done, true);
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(done, { timeout: PAGE_SIGNALS_IDLE_TIMEOUT_MS });
    else window.setTimeout(done, PAGE_SIGNALS_IDLE_TIMEOUT_MS);
  });
}

/**
 * The page's real-user signals (lib/page-signals.ts), per remote version: from now on, errors of
 * each remote's region are counted and a page hidden or left sends its page view and errors; the
 * vitals library joins in the first idle moment after the first screen is shown, or at the
 * shopper's first press if sooner (it reads the buffered timings then: it is not part of the
 * first screen's bytes). None of it where events have no receiver.
 */
function startPageSignals(env: Environment) {
  if (!env.tracking) return;
  watchUncaughtRemoteErrors(remoteStatuses);
  const signals = startSending({
    environment: env.environment,
    route: window.location.pathname,
    rendering: document.getElementById(SERVER_STATE_ID) ? 'server' : 'browser',
    remotes: remoteStatuses,
  });
  void afterFirstScreen(0)
    .then(idleOrFirstInput)
    .then(() => import(/* webpackChunkName: "page-vitals" */ '../lib/page-vitals'))
    .then((library) => signals.measureVitals(library))
    .catch(() => undefined);
}

/** Config load failure (spec section 8): logged, and reported as error.get-initial-state. */
function initialStateFailed(error: unknown) {
  console.error(`[startup] initial state: ${error instanceof Error ? error.message : 'failed'}`);
  reportError(error, { event: INITIAL_STATE_EVENT });
  void track(INITIAL_STATE_EVENT, {
    logLevel: 'error',
    properties: { message: error instanceof Error ? error.message : 'failed' },
  });
}

export const INITIAL_STATE_EVENT = 'error.get-initial-state';

/** Loads and runs zod in a task of its own (a failure is left for the screen's own load). */
function warmSchemas(): void {
  void nextTask()
    .then(() => import('zod/mini'))
    .catch(() => undefined);
}

/**
 * A start-up call's answer as the page came with it (its failure thrown as the backend's error),
 * else asked for: without TanStack Query, which only a screen with data of its own loads.
 */
const startUpAnswer = <T>({
  queryKey,
  queryFn,
}: {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
}) => pageAnswer(queryKey, queryFn);

export type StartUpOptions = {
  /**
   * the page came with its screen's answers (rendered on the server, the screen's data in its
   * queries): the screen makes no call as it shows, so the API client's axios is not loaded for
   * it (it comes with the first call, its file fetched in idle time before that)
   */
  answered?: boolean;
  /**
   * the canary arms the page is on (canaryKey), when not the session's: a page the render server
   * rendered for everyone of its variant (server-state.ts)
   */
  nextArms?: string;
  /** the strings the page came with (rendered on the server): its first screen's are not asked for */
  strings?: CarriedStrings;
};

export async function startUp(
  onProgress: (state: StartupState) => void,
  options: StartUpOptions = {},
): Promise<StartupState> {
  // the sign-on, brand and flags calls early.js started (lib/early-start.ts)
  adoptEarlyAnswers(earlyStart().takeEarlyAnswer);
  const env = await fetchEnvironment();
  const domain = resolveBrandDomain(env.brandDomain, window.location.hostname);
  startServices(env, domain);

  const signingOn = signOn(domain);
  // a canary split follows the visitor's session (overrides.ts): a first visit's is chosen once
  // the sign-on has given it one
  const session = authToken() ? Promise.resolve() : signingOn.then(() => undefined);
  // a manifest that fails leaves the remote routes unavailable, never the shell
  const remotesReady = Promise.all([fetchManifest(), session])
    .then(([manifest]) => {
      const { overrides, refused } = sessionOverrides(manifest);
      const resolved = resolveRemotes(manifest, domain, {
        visitorSeed: visitorSeed(),
        ...(options.nextArms === undefined ? {} : { nextArms: options.nextArms }),
        overrides,
      });
      // the arms the session's next pages are on, for a shared cache in front of them
      keepCanaryArms(manifest, domain);
      registerRemotes(resolved);
      // the remotes' routes, from the versions chosen for this page
      for (const clash of setScreenRoutes(resolved)) routeRefused(clash);
      // the first route's screen, if it is a remote's
      const first = screenForPath(window.location.pathname);
      // the first screen's code loads while sign-on, brand and flags are still on their way,
      // not after the shell has rendered; its translations wait for the brand's language
      // (below); a failure is left for the route to show
      if (first) loadScreen(first.remote, first.expose).catch(() => undefined);
      // and axios with it, for a screen that calls the backend as it shows
      if (first?.callsAsShown && !options.answered) warmHttp();
      // such a screen's modules build their answers' schemas as they run: zod is run first, in
      // a task of its own, rather than in the screen's (both in one made the page's longest)
      if (first?.callsAsShown) warmSchemas();
      return { refused, first, unserved: unservedRemotes(manifest, domain) };
    })
    .catch((error: unknown) => {
      console.error(
        `[startup] remotes manifest: ${error instanceof Error ? error.message : 'failed'}`,
      );
      reportError(error, { event: 'remotes-manifest' });
    });
  // Before the brand's language is known, i18n is on a provisional language without its
  // strings: only the sign-on and brand error pages need them, and asking for them on every
  // page would be a request for nothing whenever the brand's language differs, and a request
  // ahead of early.js's preload of the same file whenever it does not.
  const provisional = languageBeforeBrand();
  const i18nReady = initI18n({ language: provisional, fetchStrings: false });
  const errorPageStrings = () => i18nReady.then(() => preloadLanguage(provisional));

  const outcome = await signingOn;
  if (outcome.status === 'failed') {
    await errorPageStrings();
    return { phase: 'sign-on-failed', linkRefused: outcome.linkRefused };
  }

  // a page rendered on the server came with their answers (bootstrap.tsx kept them), each taken
  // in a task of its own, as a network answer comes: the start-up's steps stay short tasks
  const flagsPromise = nextTask()
    .then(() => startUpAnswer(flagsQuery()))
    .then(
      (list) => flagsFrom(list, window.location.search),
      (error: unknown) => failedFlags(error),
    );
  let brand: BrandConfig | null;
  try {
    // in the shopper's language when there is a choice (early.js asks the same)
    brand = await nextTask().then(() => startUpAnswer(brandQuery(domain, choice())));
  } catch (error) {
    initialStateFailed(error);
    return { phase: 'config-failed' };
  }
  if (!brand) {
    await errorPageStrings();
    return { phase: 'brand-missing' };
  }
  // the brand's strings (early.js has preloaded them), on their way while the shell goes on (a
  // failure is retried by changeLanguage below)
  preloadLanguage(chosenLanguage(brand)).catch(() => undefined);
  await i18nReady;

  setTrackingContext({
    brand: brand.brand.brandName,
    subBrand: brand.brand.businessClient,
    domain,
    externalUserId: storedAuth()?.userId ?? null,
  });
  onProgress({ phase: 'loading', brand });
  const language = chosenLanguage(brand);
  try {
    if (isLanguage(brand.language)) localStorage.setItem(LAST_BRAND_LANGUAGE_KEY, brand.language);
  } catch {
    // storage unavailable: the next visit falls back to the browser's language
  }
  // the first screen's own translations beside the shell's, not after the screen has rendered
  // (or those the page came with)
  void remotesReady.then((remotes) => {
    if (remotes?.first) warmTranslations(remotes.first.remote, language, options.strings);
  });
  const [flags, , remotes] = await Promise.all([
    flagsPromise,
    changeLanguage(language),
    remotesReady,
  ]);
  return {
    phase: 'ready',
    brand,
    flags,
    env,
    refusedOverrides: remotes?.refused ?? [],
    routes: screenRoutes(),
    refusedRoutes: refusedRoutes(),
    unservedRemotes: remotes?.unserved ?? [],
  };
}

/**
 * The start-up as React state. `onBrand` gets the brand configuration before any render that
 * carries it: the shared store must hold the brand when a remote's screen first renders (an
 * effect of the shell's would run after its children's, which would call without it).
 */
export function useStartup(
  onBrand: (brand: BrandConfig) => void,
  /** the start-up's outcome when it is known before the first render (server, hydration) */
  initial?: StartupState,
): StartupState {
  const [state, setPhase] = useState<StartupState>(initial ?? { phase: 'starting' });
  const handOver = useRef(onBrand);
  const known = initial !== undefined;
  useEffect(() => {
    if (known) return undefined;
    let live = true;
    // transitions: the shell (and the first screen with it) renders in slices, yielding to
    // input and to the other scripts between them, not as one long task
    const setState = (next: StartupState) => {
      if ('brand' in next && next.brand) handOver.current(next.brand);
      startTransition(() => setPhase(next));
    };
    startUp((progress) => live && setState(progress)).then(
      (final) => live && setState(final),
      (error: unknown) => {
        initialStateFailed(error);
        if (live) setState({ phase: 'config-failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [known]);
  return state;
}
