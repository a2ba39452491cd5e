/**
 * The render server's page: the shell and the route's remote screen rendered in Node with
 * React's streaming renderer from the same runtime manifest as the browser, the brand's theme,
 * title, favicon and language in the HTML, and the start-up's answers in a JSON block the
 * browser's start-up takes instead of asking again (early.ts) before it hydrates.
 *
 * `createRenderer` is what scripts/render-server.mjs runs; a request it cannot render as the
 * browser would is answered with the page rendered in the browser (`{ kind: 'client' }`).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import type { ErrorInfo } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { i18n, initI18n, LANGUAGES } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import type { ResourceLanguage } from 'i18next';
import { App } from '../../src/app/App';
import { SHELL_PATHS } from '../../src/app/routes';
import { FLAGS } from '@storefront/shared/domain/contract';
import { isOn } from '../../src/lib/flags';
import { APP_VERSION } from '../../src/app/startup';
import type { StartupState } from '../../src/app/startup';
import { headTags } from '../../src/app/head-tags';
import { PresetScreens, UnavailableScreens } from '../../src/features/remotes/RemoteScreen';
import type { ResolvedRemote } from '../../src/features/remotes/manifest';
import type { ServerState } from '../../src/lib/server-state';
import { installRequestScope, inScope } from './scope';
import type { RequestScope } from './scope';
import { serverStartUp } from './startup';
import type { PageRequest, ServerStart } from './startup';
import { browserFilesAnswer, screenStyles, serverScreen, warmServerScreens } from './remotes';
import { answersOf, failuresOf } from '@storefront/shared/api/answer-cache';
import { dehydrateQueries, newQueryClient } from '@storefront/shared/api/queries';
import type { ScreenModule } from './remotes';
import { LRUCache } from 'lru-cache';
import { styleTags } from './inline-styles';
import {
  PAGE_ASSETS_FILE,
  documentEnd,
  documentStart,
  landingPicture,
  pageCode,
  readPageFiles,
} from './document';
import type { PageFiles } from './document';
import { observe, observeRenders } from './observe';
import type { RenderObserver } from './observe';
import { fetchWithin } from './fetch-within';
import { PhoneLayoutGuess, asksForPhone } from '@storefront/shared/lib/phone-layout';

/** A remote version's strings, by language. */
type VersionStrings = Record<Language, Record<string, unknown>>;

/** A region not rendered within the render budget: the browser renders it. */
export class RenderBudgetSpent extends Error {
  override name = 'RenderBudgetSpent';
  override message = 'the render budget was spent: the browser renders this region';
}

export type RendererOptions = {
  /** the host's browser build: its index.html and i18n/ */
  distDir: string;
  /** the origin `/api` goes to */
  backend: string;
  environmentFile: string;
  manifestFile: string;
  /** how long a remote's server entry may take before its region is left to the browser */
  budgetMs: number;
  /** told of the render's own work, for the server's metrics (observe.ts) */
  observe?: RenderObserver;
  /**
   * how long a shared cache in front may keep a page rendered for everyone of its variant
   * (variant.ts), in seconds; 0: it keeps none
   */
  sharedCacheSeconds?: number;
};

/**
 * A shared page's headers: kept `seconds` by a shared cache (and served a while longer while it
 * renders the page again), by the variant the tier keys it with; never by a browser's own cache.
 */
export function sharedCacheControl(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 3}`;
}

export type RenderResult =
  /** left to the browser; `setCookies` for its response (the brand's language, startup.ts) */
  | { kind: 'client'; reason: string; setCookies?: string[] }
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; headers: Record<string, string | string[]>; body: Readable };

/** How long the check that a screen's browser files answer may take (within the page's budget). */
const BROWSER_FILES_CHECK_MS = 1_000;

/**
 * The name a remote's screen renders under on the server, around the screen's own component: a
 * render error whose component stack holds it was thrown within the screen.
 */
const SCREEN_MARK = 'StorefrontServerScreen';
const markedScreens = new WeakMap<ScreenModule, ScreenModule>();

/** The screen under its mark (once per loaded module); it adds nothing to the HTML. */
function markedScreen(screen: ScreenModule): ScreenModule {
  let marked = markedScreens.get(screen);
  if (!marked) {
    const Screen = screen.default;
    // named where it is made: the component stack says so whatever a minifier did to the code
    const Mark = {
      [SCREEN_MARK]: function () {
        return <Screen />;
      },
    }[SCREEN_MARK] as ScreenModule['default'];
    Mark.displayName = SCREEN_MARK;
    marked = { default: Mark };
    markedScreens.set(screen, marked);
  }
  return marked;
}

/** Whether a render error was thrown within the marked screen (read only when one is thrown). */
function inScreen(info: ErrorInfo | undefined): boolean {
  try {
    return (info?.componentStack ?? '').includes(SCREEN_MARK);
  } catch {
    return false;
  }
}

/** The start-up, or the page left to the browser when it is not done within `ms`. */
function withinBudget(startUp: Promise<ServerStart>, ms: number): Promise<ServerStart> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const spent = new Promise<{ kind: 'client'; reason: string }>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'client', reason: 'start-up-budget' }), ms);
  });
  return Promise.race([startUp, spent]).finally(() => clearTimeout(timer));
}

export async function createRenderer(options: RendererOptions) {
  observeRenders(options.observe);
  installRequestScope(options.backend);
  // the browser build's page files, read again when a deploy replaces them (its scripts are hashed)
  const assetsFile = path.join(options.distDir, PAGE_ASSETS_FILE);
  let files: { mtimeMs: number; read: Promise<PageFiles> } | null = null;
  const pageFiles = async () => {
    const { mtimeMs } = await stat(assetsFile);
    observe({ type: 'cache', cache: 'page-files', hit: mtimeMs === files?.mtimeMs });
    if (mtimeMs !== files?.mtimeMs) {
      files = { mtimeMs, read: readPageFiles(options.distDir) };
      files.read.catch(() => {
        files = null;
      });
    }
    return files.read;
  };
  await pageFiles();
  // every language's shell strings, once: a request renders with its own instance over them
  const shellStrings = Object.fromEntries(
    await Promise.all(
      LANGUAGES.map(async (language) => [
        language,
        JSON.parse(await readFile(path.join(options.distDir, 'i18n', `${language}.json`), 'utf8')),
      ]),
    ),
  ) as Record<Language, Record<string, unknown>>;
  await initI18n({ language: 'es', resources: shellStrings });
  const { startUp, defaultVersions } = serverStartUp(options);
  // the remotes' screens before the first request (up to 10 s; a slower one goes on loading)
  await defaultVersions()
    .then((resolved) =>
      Promise.all([
        warmServerScreens(resolved, 10_000),
        ...resolved.map((remote) => remoteStrings(remote, 10_000).catch(() => undefined)),
      ]),
    )
    .catch(() => undefined);
  // bounded: a long-lived process sees many versions come and go
  const namespaces = new LRUCache<string, Promise<VersionStrings>>({ max: 64 });

  /**
   * A remote version's strings in every language, from its version's own origin, once per
   * version: added to the process's i18n store under the remote's namespace (where the version
   * loaded last words a screen for the server's render), and the version's own carried to the
   * browser in the page's server state.
   */
  function remoteStrings(
    remote: ResolvedRemote,
    timeoutMs = options.budgetMs,
  ): Promise<VersionStrings> {
    const key = `${remote.name}@${remote.entry}`;
    let loading = namespaces.get(key);
    observe({ type: 'cache', cache: 'remote-strings', hit: loading !== undefined });
    if (!loading) {
      loading = Promise.all(
        LANGUAGES.map(async (language) => {
          const strings = await fetchWithin(
            new URL(`locales/${language}.json`, remote.entry),
            {},
            timeoutMs,
            (answer) => {
              if (!answer.ok) throw new Error(`${remote.name} strings: HTTP ${answer.status}`);
              return answer.json() as Promise<Record<string, unknown>>;
            },
          );
          i18n.addResourceBundle(language, remote.name, strings, true, true);
          return [language, strings] as const;
        }),
      ).then((list) => Object.fromEntries(list) as VersionStrings);
      loading.catch(() => namespaces.delete(key));
      namespaces.set(key, loading);
    }
    return loading;
  }

  /**
   * An i18next instance of its own for one page: the process's bundles in `language` (shared, read
   * only), each namespace of `own` replaced by the bundle given. Its resources are at hand, so it
   * is ready at once (react-i18next renders with it without waiting).
   */
  function requestInstance(language: Language, own: Record<string, unknown>) {
    const instance = i18n.createInstance({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      defaultNS: 'translation',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      resources: {
        [language]: { ...i18n.getDataByLanguage(language), ...own } as ResourceLanguage,
      },
      initAsync: false,
    });
    // with its resources given, init is done when it returns
    void instance.init();
    return instance;
  }

  async function render(request: PageRequest & { requestId?: string }): Promise<RenderResult> {
    const scope: RequestScope = {
      cookieHeader: request.cookieHeader,
      token: null,
      queries: { client: newQueryClient({ server: true }), waits: new Map() },
      kept: { answers: new Map(), failures: new Map(), waits: new Map() },
    };
    // the page's budget runs from the request: a slow backend holds no page past it (the
    // start-up not done by then leaves the page to the browser, a region then sends its loading)
    const startedAt = Date.now();
    const left = () => Math.max(0, options.budgetMs - (Date.now() - startedAt));
    return inScope(scope, async () => {
      const start = await withinBudget(startUp(request, scope), left());
      if (start.kind === 'client') return start;
      // the address as the browser shows it once its start-up has run (a refused override out)
      const address = new URL(start.location, request.origin);
      const { pathname } = address;
      // the old search address goes to the landing with its query (the shell's own rule)
      if (pathname === '/search') return { kind: 'redirect', location: `/${address.search}` };
      const route = start.routes.find((r) => r.path === pathname);
      // an address no screen serves is the not-found page, and says so to crawlers
      const found =
        route !== undefined ||
        SHELL_PATHS.includes(pathname) ||
        isOn(start.flags, FLAGS.maintenance);
      const screens = new Map<string, ScreenModule>();
      // screens whose version's browser files do not answer: rendered unavailable, with a retry
      const unavailable = new Set<string>();
      let styles = '';
      let screenStrings: Record<string, unknown> | null = null;
      /** the remote version whose screen this page renders (for the server's metrics) */
      let rendering: { remote: string; version: string } | null = null;
      if (route) {
        const remote = start.resolved.find((r) => r.name === route.remote);
        if (!remote) return { kind: 'client', reason: 'remote-missing' };
        const screenKey = `${route.remote}/${route.expose}`;
        const loads = Promise.all([
          serverScreen(remote, route.expose, left()),
          remoteStrings(remote, left()),
          screenStyles(remote, route.expose, left()).then((hrefs) => styleTags(hrefs, left())),
        ]);
        // (not waited for when the screen is unavailable)
        loads.catch(() => undefined);
        try {
          // a screen whose browser files do not answer is unavailable, whatever the server holds
          // of it: the browser could never bring it to life
          if (!(await browserFilesAnswer(remote, Math.min(left(), BROWSER_FILES_CHECK_MS)))) {
            unavailable.add(screenKey);
          } else {
            const [screen, strings, screenCss] = await loads;
            screens.set(screenKey, markedScreen(screen));
            rendering = { remote: remote.name, version: remote.version };
            styles = screenCss;
            screenStrings = strings[start.language];
          }
        } catch (error) {
          return {
            kind: 'client',
            reason: `remote: ${error instanceof Error ? error.message : String(error)}`,
          };
        }
      }
      const state: StartupState = {
        phase: 'ready',
        brand: start.brand,
        flags: start.flags,
        env: start.env,
        refusedOverrides: start.refusedOverrides,
        routes: start.routes,
        refusedRoutes: start.refusedRoutes,
        unservedRemotes: start.unservedRemotes,
      };
      // the request's own instance: the process's strings in the page's language, with the
      // screen's remote worded by the version this request renders (another brand may render
      // another version of it at the same time)
      const requestI18n = requestInstance(
        start.language,
        route && screenStrings ? { [route.remote]: screenStrings } : {},
      );
      // the layout the request's device asks for (the browser hydrates with the same guess)
      const phone = asksForPhone(request);
      const serverState: ServerState = {
        language: start.language,
        versions: Object.fromEntries(start.resolved.map((r) => [r.name, r.version])),
        kept: [],
        signOn: start.signOn,
        strings: route && screenStrings ? { [route.remote]: screenStrings } : {},
        environment: start.env,
        manifest: start.manifest,
        phone,
        ...(unavailable.size ? { unavailable: [...unavailable] } : {}),
        // as the shell sets them, for a click early.js tracks before the shell has come
        ...(start.env.tracking
          ? {
              tracking: {
                config: { ...start.env.tracking, appVersion: APP_VERSION },
                context: {
                  brand: start.brand.brand.brandName,
                  subBrand: start.brand.brand.businessClient,
                  domain: start.domain,
                  externalUserId: start.signOn?.userId ?? null,
                },
              },
            }
          : {}),
        // a page kept for others names no request of its own
        ...(request.requestId && !start.shared ? { requestId: request.requestId } : {}),
        ...(start.shared ? { canaryArms: start.shared.canaryArms } : {}),
      };
      // a label of a bounded set: a screen's path, a shell path, 'not-found' (or 'other')
      const label = SHELL_PATHS.includes(pathname) ? pathname : found ? 'other' : 'not-found';
      observe({ type: 'page', route: route?.path ?? label });
      const tags = headTags(address, start.brand, (key) => requestI18n.t(key));
      const files = await pageFiles();
      serverState.code = pageCode(files.assets, start.language);
      const picture = landingPicture(pathname, start.brand);
      const head = documentStart({
        language: start.language,
        brand: start.brand,
        tags,
        files,
        screenStyles: styles,
        picture,
      });
      const body = new PassThrough();
      // the page goes out once everything is rendered, or when the budget is spent: a region
      // still waiting then goes as its loading state, which the browser finishes (no inline
      // script swaps it in: the CSP allows none)
      // from the start of the React render to the page rendered whole, its budget spent or the
      // render failed: told once, with whether the screen threw
      const renderStart = performance.now();
      let screenThrew = false;
      let told = false;
      const tellRendered = () => {
        if (told || !rendering) return;
        told = true;
        observe({
          type: 'remote-render',
          ...rendering,
          ms: performance.now() - renderStart,
          outcome: screenThrew ? 'error' : 'rendered',
        });
      };
      // the head goes out as soon as the shell has rendered (before the screen's data has come);
      // the rest once everything is rendered, or when the budget is spent
      await new Promise<void>((resolve, reject) => {
        let headSent = false;
        const sendHead = () => {
          if (headSent) return;
          headSent = true;
          body.write(head);
          resolve();
        };
        let started = false;
        const budget = setTimeout(() => {
          send();
          stream.abort(new RenderBudgetSpent());
        }, left());
        const send = () => {
          if (started) return;
          started = true;
          clearTimeout(budget);
          tellRendered();
          sendHead();
          // the rendered screen, whole: every region done or spent (none is sent apart)
          const chunks: Buffer[] = [];
          const rendered = new PassThrough();
          rendered.on('data', (chunk: Buffer) => chunks.push(chunk));
          rendered.on('end', () => {
            const html = Buffer.concat(chunks).toString('utf8');
            serverState.queries = dehydrateQueries(scope.queries.client);
            serverState.kept = answersOf(scope.kept);
            serverState.failed = failuresOf(scope.kept);
            body.end(documentEnd(html, serverState));
          });
          stream.pipe(rendered);
        };
        const stream = renderToPipeableStream(
          <PhoneLayoutGuess.Provider value={phone}>
            <PresetScreens.Provider value={screens}>
              <UnavailableScreens.Provider value={unavailable}>
                <App initial={state} location={start.location} i18n={requestI18n} />
              </UnavailableScreens.Provider>
            </PresetScreens.Provider>
          </PhoneLayoutGuess.Provider>,
          {
            onShellReady: sendHead,
            onAllReady: send,
            onShellError: (error: unknown) => {
              tellRendered();
              if (!headSent) reject(error);
            },
            // a region the budget left is no error of its screen's
            onError: (error: unknown, info?: ErrorInfo) => {
              if (rendering && !told && !(error instanceof RenderBudgetSpent) && inScreen(info))
                screenThrew = true;
            },
            // every finished region in place: none is sent apart for a script to swap in (the
            // CSP allows no inline script)
            progressiveChunkSize: Number.POSITIVE_INFINITY,
          },
        );
      });
      const seconds = options.sharedCacheSeconds ?? 0;
      const kept = start.shared?.agreed === true && seconds > 0;
      return {
        kind: 'page',
        status: found ? 200 : 404,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          ...(kept
            ? {
                // the same for everyone of its variant, which the tier keys its cache with
                'cache-control': sharedCacheControl(seconds),
                vary: 'X-Storefront-Variant',
              }
            : {
                'cache-control': 'no-store',
                // the layout rendered follows the device the request says it comes from, the
                // language and the consent banner the shopper's cookies (the start-up reads the
                // cookie too)
                vary: 'Sec-CH-UA-Mobile, User-Agent, Cookie',
                // streamed through a proxy in front as it comes (a kept page is taken whole)
                'x-accel-buffering': 'no',
              }),
          ...(start.shared ? { 'x-storefront-variant': start.shared.variant } : {}),
          ...(start.setCookies.length ? { 'set-cookie': start.setCookies } : {}),
        },
        body,
      };
    });
  }

  return { render };
}
