import {
  Component,
  Suspense,
  createContext,
  startTransition,
  use,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from './manifest';
import { loadedScreen, loadScreen } from './federation';
import { markRouteScreenHydrated } from '../../lib/early-input';

export type ScreenRef = { remote: RemoteName; expose: string };

/** Screens loaded before the render, by `remote/expose` (the render server's, per request). */
export const PresetScreens = createContext<ReadonlyMap<string, { default: ComponentType }> | null>(
  null,
);

/**
 * Screens (`remote/expose`) a page rendered on the server showed unavailable, their browser files
 * not answering: the first render shows the same, and only the shopper's retry loads them again.
 */
export const UnavailableScreens = createContext<ReadonlySet<string> | null>(null);

/**
 * Screens on their way while the page rendered on the server hydrates, by `remote/expose`: the
 * route's screen keeps the server's HTML until its code is there, while the rest of the page is
 * already answering the shopper (a null: the screen could not load).
 */
export const HydratingScreens = createContext<ReadonlyMap<
  string,
  Promise<{ default: ComponentType } | null>
> | null>(null);

/**
 * The screen: the one loaded, else (a page hydrating) the one on its way, suspending until it is
 * there. One component either way, so the screen that hydrated the server's HTML is the one that
 * stays once its code is loaded (another would mount it afresh, losing that HTML).
 */
function ScreenSlot({
  loaded,
  onItsWay,
}: {
  loaded: ComponentType | null;
  onItsWay: Promise<{ default: ComponentType } | null> | undefined;
}) {
  const Screen = loaded ?? (onItsWay ? use(onItsWay)?.default : undefined);
  const hydrating = onItsWay !== undefined;
  useEffect(() => {
    // the server's HTML of the screen is hydrated: a press on it before the code came can follow
    if (hydrating) markRouteScreenHydrated();
  }, [hydrating]);
  // the same element while the screen is the same: the screen that hydrated is not rendered
  // again, whole, when its loaded module is handed down after hydration
  return useMemo(() => (Screen ? <Screen /> : null), [Screen]);
}

/**
 * Renders one remote's screen, contained: a remote that fails to load or throws while
 * rendering takes down this route only and offers a retry that recovers without a reload.
 * (The route table keys this component by screen, so remote and expose never change.)
 */
export function RemoteScreen({
  remote,
  expose,
  onError,
  onShown,
  RenderErrorFallback,
}: ScreenRef & {
  onError?: RenderErrorHandler;
  /** called once the screen (or its "unavailable" message) has committed */
  onShown?: () => void;
  /** what a render error shows in the route (the generic exception page) */
  RenderErrorFallback: ComponentType<{ onRetry: () => void }>;
}) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<ComponentType | null>(null);
  // unavailable on the server's page: so it stays until the shopper retries
  const unavailable = useContext(UnavailableScreens)?.has(`${remote}/${expose}`) ?? false;
  const [failedAttempt, setFailedAttempt] = useState<number | null>(unavailable ? 0 : null);
  const preset = useContext(PresetScreens)?.get(`${remote}/${expose}`);
  const hydrating = useContext(HydratingScreens)?.get(`${remote}/${expose}`);
  const Screen =
    unavailable && attempt === 0
      ? null
      : (loaded ?? preset?.default ?? loadedScreen(remote, expose)?.default ?? null);

  useEffect(() => {
    if (unavailable && attempt === 0) return undefined;
    // asked even when it is loaded: it may have finished between the render and now (the
    // start-up loads the first screen before the shell renders), and nothing else would render
    // the route again; a loaded screen's promise settles at once
    let live = true;
    loadScreen(remote, expose).then(
      // a transition: the screen renders in slices, yielding to input and paint in between
      (mod) => live && startTransition(() => setLoaded(() => mod.default)),
      () => live && setFailedAttempt(attempt),
    );
    return () => {
      live = false;
    };
  }, [remote, expose, attempt, unavailable]);

  const retry = () => setAttempt((n) => n + 1);

  if (Screen || (hydrating && failedAttempt === null && attempt === 0)) {
    return (
      <ScreenBoundary
        key={attempt}
        remote={remote}
        expose={expose}
        onRetry={retry}
        onError={onError}
        Fallback={RenderErrorFallback}
      >
        <Suspense fallback={<RouteLoading />}>
          <ScreenSlot loaded={Screen} onItsWay={hydrating} />
        </Suspense>
        <Shown onShown={onShown} />
      </ScreenBoundary>
    );
  }
  if (failedAttempt === attempt)
    return (
      <>
        <RemoteUnavailable onRetry={retry} />
        <Shown onShown={onShown} />
      </>
    );
  return <RouteLoading />;
}

/** Its effect runs when what it sits beside commits (with it, past any Suspense boundary). */
function Shown({ onShown }: { onShown: (() => void) | undefined }) {
  useEffect(() => {
    onShown?.();
  }, [onShown]);
  return null;
}

function RouteLoading() {
  const { t } = useTranslation();
  return (
    <div className="route-loading" role="status" aria-live="polite">
      <span className="sf-visually-hidden">{t('shell.route.loading')}</span>
      <div className="route-loading__bar" aria-hidden="true" />
    </div>
  );
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="remote-unavailable" aria-labelledby="remote-unavailable-title" role="alert">
      <h1 id="remote-unavailable-title">{t('shell.remoteUnavailable.title')}</h1>
      <p>{t('shell.remoteUnavailable.body')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('shell.remoteUnavailable.retry')}
      </button>
    </section>
  );
}

export type RenderErrorHandler = (
  error: unknown,
  info: { remote: RemoteName; expose: string },
) => void;

type BoundaryProps = ScreenRef & {
  onRetry: () => void;
  Fallback: ComponentType<{ onRetry: () => void }>;
  onError?: RenderErrorHandler | undefined;
  children: ReactNode;
};

class ScreenBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError?.(error, { remote: this.props.remote, expose: this.props.expose });
  }

  override render() {
    if (this.state.failed) return <this.props.Fallback onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
