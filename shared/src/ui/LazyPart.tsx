/**
 * A part of a screen whose code is fetched only when the part is first shown (React.lazy): the
 * results of a search, say, which a screen opened without one never needs. Meanwhile `pending`
 * shows; if the download fails, `failed` shows with a way to try again, which downloads anew
 * (React.lazy keeps a failed answer for good, so an attempt after a failure is a new lazy
 * component). Once arrived, a part shows at once wherever it is mounted again: one lazy
 * component per `load`, kept while it has not failed.
 */
import { Component, lazy, Suspense, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { notePartLoad } from '@storefront/shared/lib/part-loads';

type Load<P> = () => Promise<{ default: ComponentType<P> }>;
/** each load's lazy component (the value's props are its key's) */
const parts = new WeakMap<object, unknown>();

function partOf<P>(load: Load<P>): LazyExoticComponent<ComponentType<P>> {
  let part = parts.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!part) {
    // noted while on its way: a press on the server's page waits for it (lib/part-loads.ts)
    part = lazy(() => notePartLoad(load()));
    parts.set(load, part);
  }
  return part;
}

class PartBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function LazyPart<P extends object>({
  load,
  props,
  pending,
  failed,
}: {
  /** the part's module; keep it stable (a module-level function) */
  load: Load<P>;
  props: P;
  pending: ReactNode;
  failed: (retry: () => void) => ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const [Part, setPart] = useState(() => partOf(load));
  const retry = () => {
    parts.delete(load);
    setPart(() => partOf(load));
    setAttempt((n) => n + 1);
  };
  return (
    <PartBoundary key={attempt} fallback={failed(retry)}>
      <Suspense fallback={pending}>
        <Part {...props} />
      </Suspense>
    </PartBoundary>
  );
}
