/**
 * A value loaded for a key (an id, a request): 'loading' until the answer for this very key is
 * in, so an answer for an older key never shows, and no state is set while an effect runs.
 *
 * With `rendered` (a name for what is loaded), a value that is the same for every shopper is
 * loaded while the page renders on the server, and the browser starts from it (answer-cache.ts);
 * a load that failed there is shown as the server showed it ('gone' or 'error'), and not asked
 * for again under the same key (a retry makes a new key).
 */
import { startTransition, useEffect, useState } from 'react';
import {
  holdFailure,
  keepAnswer,
  keptAnswer,
  keptFailure,
  LoadFailed,
  useAnswerOnServer,
} from '@storefront/shared/api/answer-cache';
import type { AnswerFailure } from '@storefront/shared/api/answer-cache';

export type Load<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; value: T }
  /** the backend does not know it (any more) */
  | { kind: 'gone' }
  | { kind: 'error' };

export type Outcome<T> = Exclude<Load<T>, { kind: 'loading' }>;

/** What a load that failed on the render server showed: the outcome it kept as its detail. */
function toldOutcome<T>(failure: AnswerFailure): Outcome<T> {
  return failure.detail === 'gone' ? { kind: 'gone' } : { kind: 'error' };
}

export function useKeyedLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<Outcome<T>>,
  rendered?: string,
): { state: Load<T>; set: (value: T) => void } {
  const [settled, setSettled] = useState<{ key: string; outcome: Outcome<T> } | null>(null);
  const answerKey = rendered && key !== null ? `${rendered}\n${key}` : null;
  useAnswerOnServer(answerKey, async () => {
    const outcome = await load(new AbortController().signal);
    if (outcome.kind !== 'ready')
      throw new LoadFailed(new Error(`${rendered}: ${outcome.kind}`), outcome.kind);
    return outcome.value;
  });
  const kept = answerKey ? keptAnswer<T>(answerKey) : null;
  // how the server's load failed, for a page rendered on the server: shown as the server showed it
  const told = answerKey && !kept ? keptFailure(answerKey) : null;
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    // what the page was rendered with (or shown before in this visit) is not asked for again
    const shown = answerKey ? keptAnswer<T>(answerKey) : null;
    // transitions: what the answer shows renders in slices, yielding to input in between
    const settle = (outcome: Outcome<T>) => {
      if (!controller.signal.aborted) startTransition(() => setSettled({ key, outcome }));
    };
    const failed = answerKey && !shown ? keptFailure(answerKey) : null;
    if (answerKey && failed) {
      // the server asked and was told: held while this screen shows it, and a later screen asks
      // again
      const release = holdFailure(answerKey);
      settle(toldOutcome<T>(failed));
      return () => {
        controller.abort();
        release();
      };
    }
    const loading: Promise<Outcome<T>> = shown
      ? Promise.resolve({ kind: 'ready', value: shown.value })
      : load(controller.signal);
    loading.then(
      (outcome) => {
        if (answerKey && outcome.kind === 'ready') keepAnswer(answerKey, outcome.value);
        settle(outcome);
      },
      () => settle({ kind: 'error' }),
    );
    return () => controller.abort();
    // the key names everything `load` reads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const state: Load<T> =
    key !== null && settled?.key === key
      ? settled.outcome
      : kept
        ? { kind: 'ready', value: kept.value }
        : told
          ? toldOutcome<T>(told)
          : { kind: 'loading' };
  return {
    state,
    set: (value: T) => {
      if (key !== null) setSettled({ key, outcome: { kind: 'ready', value } });
    },
  };
}
