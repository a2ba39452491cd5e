/**
 * Answers kept for the visit, so that Back and Forward show a screen again at once, with the same
 * results, instead of an empty state while it asks again. An answer is *fresh* for a short while
 * (shown as it is, nothing asked); after that it is *stale* (shown at once and refreshed in the
 * background); after a longer while it is gone. The store is bounded: the least recently used
 * answer goes first. One store for the page: this module is part of the shared singleton.
 */
export const FRESH_MS = 2 * 60_000;
export const KEEP_MS = 30 * 60_000;
export const MAX_ANSWERS = 60;

export type KeptAnswer<T> = { value: T; fresh: boolean };

const answers = new Map<string, { value: unknown; at: number }>();

/** The answer kept under `key`, if it is still worth showing. */
export function keptAnswer<T>(key: string, now = Date.now()): KeptAnswer<T> | null {
  const kept = answers.get(key);
  if (!kept) return null;
  const age = now - kept.at;
  if (age > KEEP_MS || age < 0) {
    answers.delete(key);
    return null;
  }
  // most recently used last
  answers.delete(key);
  answers.set(key, kept);
  return { value: kept.value as T, fresh: age <= FRESH_MS };
}

export function keepAnswer(key: string, value: unknown, now = Date.now()): void {
  answers.delete(key);
  answers.set(key, { value, at: now });
  while (answers.size > MAX_ANSWERS) {
    const oldest = answers.keys().next().value;
    if (oldest === undefined) break;
    answers.delete(oldest);
  }
}

/** Forgets every answer (or those whose key starts with `prefix`). */
export function forgetAnswers(prefix = ''): void {
  for (const key of [...answers.keys()]) if (key.startsWith(prefix)) answers.delete(key);
}

/**
 * `load` through the store: a fresh kept answer without asking, else the answer asked for (and
 * kept). For calls whose answer a screen does not need at once (no stale answer is shown).
 */
export async function throughCache<T>(key: string, load: () => Promise<T>): Promise<T> {
  const kept = keptAnswer<T>(key);
  if (kept?.fresh) return kept.value;
  const value = await load();
  keepAnswer(key, value);
  return value;
}
