/**
 * A value loaded for a key (an id, a request): 'loading' until the answer for this very key is
 * in, so an answer for an older key never shows, and no state is set while an effect runs.
 */
import { startTransition, useEffect, useState } from 'react';

export type Load<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; value: T }
  /** the backend does not know it (any more) */
  | { kind: 'gone' }
  | { kind: 'error' };

export type Outcome<T> = Exclude<Load<T>, { kind: 'loading' }>;

export function useKeyedLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<Outcome<T>>,
): { state: Load<T>; set: (value: T) => void } {
  const [settled, setSettled] = useState<{ key: string; outcome: Outcome<T> } | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    // transitions: what the answer shows renders in slices, yielding to input in between
    const settle = (outcome: Outcome<T>) => {
      if (!controller.signal.aborted) startTransition(() => setSettled({ key, outcome }));
    };
    load(controller.signal).then(settle, () => settle({ kind: 'error' }));
    return () => controller.abort();
    // the key names everything `load` reads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const state: Load<T> =
    key !== null && settled?.key === key ? settled.outcome : { kind: 'loading' };
  return {
    state,
    set: (value: T) => {
      if (key !== null) setSettled({ key, outcome: { kind: 'ready', value } });
    },
  };
}
