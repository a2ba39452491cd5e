import { startTransition } from 'react';
import { currentLanguage } from '@storefront/shared/i18n';
import { reportError, setReportTags } from '@storefront/shared/tracking/error-reporting';
import { setTrackingRequestId } from '@storefront/shared/tracking/tracker';
import type { StartupState } from './app/startup';
import { activeRemotes, loadScreen } from './features/remotes/federation';
import type { ScreenModule } from './features/remotes/federation';
import { readServerState } from './lib/server-state';
import { keepPageQueries, seedAnswers } from '@storefront/shared/api/answer-cache';
import { START_UP_KEY } from './lib/start-up-key';
import { loadStartUpCalls } from './lib/start-up-queries';
import { isPageCode, keepIdleCode } from './lib/page-code';
import type { ServerState } from './lib/server-state';
import { PhoneLayoutGuess } from '@storefront/shared/lib/phone-layout';
import { reactListensOn, replayEarlyInput, routeScreenHydrated } from './lib/early-input';
import { partsLoaded, partsOnTheirWay } from '@storefront/shared/lib/part-loads';
import { FLAGS } from '@storefront/shared/domain/contract';
import { isOn } from './lib/flags';
import { nextTask } from './lib/next-task';

/**
 * The shell's code runs as three tasks rather than one long one, each with its own modules and
 * its own shared libraries taken from the share scope: this file's, the start-up's (the API
 * client), then the shell's frame and React's DOM renderer. Each is a file of its own, which the
 * page preloads beside main.js. The start-up's calls and zod, which checks their answers, come
 * only to a page that makes them (`loadStartUpCalls` below).
 */
const startUpCode = nextTask().then(
  () => import(/* webpackChunkName: "shell-start" */ './app/shell-start'),
);
const shellUi = startUpCode.then(async ({ loadShellUi }) => {
  await nextTask();
  return loadShellUi();
});

/**
 * A page rendered on the server is hydrated once the browser's start-up (answered from the
 * page's server state) has reached the same state: the same language and remote versions, the
 * route's screen and its strings loaded. A page the browser would render otherwise (the
 * shopper's own language or canary arm, a remote that cannot load) is rendered afresh.
 */
async function hydrate(root: HTMLElement, server: ServerState): Promise<void> {
  const { keepServerSession, startUp } = await startUpCode;
  if (server.signOn) keepServerSession(server.signOn);
  // a page rendered for everyone of its variant is on the canary arms it says, whatever session
  // the browser has signed on since
  const state: StartupState = await startUp(() => undefined, {
    answered: screenAnswered,
    strings: server,
    ...(server.canaryArms === undefined ? {} : { nextArms: server.canaryArms }),
  });
  const { App, HydratingScreens, UnavailableScreens, createRoot, hydrateRoot } = await shellUi;
  const renderAfresh = () => {
    root.replaceChildren();
    createRoot(root).render(<App initial={state} />);
    // the buttons pressed and fields changed on the server's page are gone with it: nothing
    // more is noted
    replayEarlyInput();
    markHydrated('afresh');
  };
  if (state.phase !== 'ready' || currentLanguage() !== server.language) return renderAfresh();
  const active = activeRemotes();
  if (active.some((r) => server.versions[r.name] !== r.version)) return renderAfresh();
  // the route's strings came with the page (the start-up took them); its screen's code hydrates
  // its region when it is here, the rest of the page at once (a click meanwhile is replayed once
  // it is)
  // what the screens of remote versions built before the queries kept as the page rendered
  seedAnswers(server.kept ?? [], server.failed ?? []);
  const route = state.routes.find((r) => r.path === window.location.pathname);
  const screens = new Map<string, Promise<ScreenModule | null>>();
  // a screen the server showed unavailable stays so until the shopper retries: not loaded now
  const unavailable = new Set(server.unavailable ?? []);
  if (route && !unavailable.has(`${route.remote}/${route.expose}`))
    screens.set(
      `${route.remote}/${route.expose}`,
      loadScreen(route.remote, route.expose).catch(() => null),
    );
  // as a transition, hydration works in slices and gives way to the shopper's input between them
  // (a hydration outside one runs in a single task, as long as the page is large)
  startTransition(() => {
    hydrateRoot(
      root,
      <PhoneLayoutGuess.Provider value={server.phone === true}>
        <HydratingScreens.Provider value={screens}>
          <UnavailableScreens.Provider value={unavailable}>
            <App initial={state} />
          </UnavailableScreens.Provider>
        </HydratingScreens.Provider>
      </PhoneLayoutGuess.Provider>,
      {
        // a page that differs from the server's is rendered again in the browser: said and reported
        onRecoverableError: (error, info) => {
          const message = error instanceof Error ? error.message : String(error);
          // a region the server left to the browser (its render budget was spent) is no fault
          // (#419: that message as a production build writes it)
          if (/could not finish this Suspense boundary|error #419\b/.test(message)) {
            console.info(`[hydration] a region rendered in the browser: ${message}`);
            return;
          }
          // where in the page: the components above the node that differed
          const where = info.componentStack?.trim().split('\n').slice(0, 6).join(' ') ?? '';
          console.error(`[hydration] ${message} ${where}`);
          reportError(error, { kind: 'hydration', where });
          markMismatch();
        },
      },
    );
  });
  // React answers the page's events from now on (a press on a part it cannot hydrate yet is
  // still noted); what the shopper did before, typed or pressed, is replayed once the route's
  // screen and the parts its hydration asked for have come too (React hydrates what it needs)
  // (the maintenance page shows instead of any route's screen)
  reactListensOn(root);
  const screen =
    route && !isOn(state.flags, FLAGS.maintenance)
      ? screens.get(`${route.remote}/${route.expose}`)
      : undefined;
  const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));
  void Promise.resolve(screen)
    // a screen that came is hydrated before its parts are asked for (or, should the page show
    // something else, within a few seconds); one that did not shows its error in the browser
    .then((module) => (module ? Promise.race([routeScreenHydrated, wait(5_000)]) : undefined))
    .then(hydrationSettled)
    .then(() => {
      replayEarlyInput();
      markHydrated();
    });
}

/**
 * Once React has hydrated the page's regions that hydrate after the screen (a region of its own,
 * a lazily loaded part, whose code it asks for as it gets there): the main thread has been idle
 * with no part's code on its way. Idle is the browser's word (`requestIdleCallback`), within a
 * second each time.
 */
async function hydrationSettled(): Promise<void> {
  // (a second at most: a page whose idle callbacks never come is not held)
  const idle = () =>
    new Promise<void>((resolve) => {
      window.setTimeout(resolve, 1_000);
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: 1_000 });
    });
  for (let round = 0; round < 5; round += 1) {
    await partsLoaded();
    await idle();
    if (!partsOnTheirWay()) return;
  }
}

/**
 * The page answers the shopper in full: `<html data-hydrated>` (what a test waits for), `true`
 * when the browser hydrated the server's page or rendered a page that came without one, `afresh`
 * when it threw the server's page away and rendered its own.
 */
function markHydrated(how: 'true' | 'afresh' = 'true') {
  document.documentElement.dataset.hydrated = how;
}

/**
 * A part of the page the browser rendered differently from the server's HTML (React rendered it
 * again): `<html data-hydration-mismatches="n">` counts them, as the console and the error
 * report say, for a check that reads the page in any engine (one without a console to read).
 */
function markMismatch() {
  const { dataset } = document.documentElement;
  dataset.hydrationMismatches = String(Number(dataset.hydrationMismatches ?? 0) + 1);
}

const root = document.getElementById('root');
const server = readServerState();
// what the request's queries settled on (the start-up's calls, the screen's data): the start-up
// takes its answers from them, and the screen's first render in the browser shows the same (the
// page's query client takes them in when a screen first asks for data)
if (server) keepPageQueries(server.queries);
// what the shell fetches in idle time without running it (the API client's axios, which the
// first call then runs)
if (server && isPageCode(server.code)) keepIdleCode(server.code);
// a screen that came with data of its own reads it through the page's query client: its code
// (with TanStack Query) comes beside the screen's rather than after it; it makes no call as it
// shows, so the start-up does not load axios for it
const screenAnswered =
  server?.queries?.queries.some(({ queryKey }) => queryKey[0] !== START_UP_KEY) === true;
if (screenAnswered) import('@storefront/shared/api/queries').catch(() => undefined);
// the request that rendered the page: its error reports and events name it, as its logs do
if (server?.requestId) {
  setReportTags({ requestId: server.requestId });
  setTrackingRequestId(server.requestId);
}
if (root && server) {
  hydrate(root, server).catch(async (error: unknown) => {
    // the start-up itself failed: the shell starts again as on a page rendered in the browser
    reportError(error, { kind: 'hydration' });
    const { App, createRoot } = await shellUi;
    root.replaceChildren();
    createRoot(root).render(<App />);
    replayEarlyInput();
    markHydrated('afresh');
  });
} else if (root) {
  // the start-up's calls will be made: their modules come beside the shell's code
  loadStartUpCalls();
  void shellUi.then(({ App, createRoot }) => {
    createRoot(root).render(<App />);
    // a page the browser renders itself (a page the server sent without its state, too)
    markHydrated();
  });
}
