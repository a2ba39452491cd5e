import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage, loadNamespace } from '@storefront/shared/i18n';
import { reportError } from '@storefront/shared/tracking/error-reporting';
import { App } from './app/App';
import { startUp } from './app/startup';
import type { StartupState } from './app/startup';
import { activeRemotes, loadScreen } from './features/remotes/federation';
import { keepServerSession } from './features/sign-on/sign-on';
import { readServerState } from './lib/server-state';
import type { ServerState } from './lib/server-state';

/**
 * A page rendered on the server is hydrated once the browser's start-up (answered from the
 * page's server state) has reached the same state: the same language and remote versions, the
 * route's screen and its strings loaded. A page the browser would render otherwise (the
 * shopper's own language or canary arm, a remote that cannot load) is rendered afresh.
 */
async function hydrate(root: HTMLElement, server: ServerState): Promise<void> {
  if (server.signOn) keepServerSession(server.signOn);
  const state: StartupState = await startUp(() => undefined);
  const renderAfresh = () => {
    root.replaceChildren();
    createRoot(root).render(<App initial={state} />);
  };
  if (state.phase !== 'ready' || currentLanguage() !== server.language) return renderAfresh();
  const active = activeRemotes();
  if (active.some((r) => server.versions[r.name] !== r.version)) return renderAfresh();
  const route = state.routes.find((r) => r.path === window.location.pathname);
  const remote = route && active.find((r) => r.name === route.remote);
  if (route && remote) {
    try {
      await Promise.all([
        loadScreen(route.remote, route.expose),
        loadNamespace(route.remote, new URL('.', remote.entry).href),
      ]);
    } catch {
      // the route shows the remote's failure as it would on a page rendered in the browser
      return renderAfresh();
    }
  }
  hydrateRoot(root, <App initial={state} />, {
    // a page that differs from the server's is rendered again in the browser: said and reported
    onRecoverableError: (error) => {
      console.error(`[hydration] ${error instanceof Error ? error.message : String(error)}`);
      reportError(error, { kind: 'hydration' });
    },
  });
}

const root = document.getElementById('root');
const server = readServerState();
if (root && server) {
  hydrate(root, server).catch((error: unknown) => {
    // the start-up itself failed: the shell starts again as on a page rendered in the browser
    reportError(error, { kind: 'hydration' });
    root.replaceChildren();
    createRoot(root).render(<App />);
  });
} else if (root) createRoot(root).render(<App />);
