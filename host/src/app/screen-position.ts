/**
 * Where each history entry was scrolled to, by the entry's key, kept in session storage so a
 * reload or a visit to another site and back finds it too. Bounded: the oldest entries go first.
 */
import { browserStorage } from '@storefront/shared/lib/storage';

const STORAGE_KEY = 'storefront.scroll';
const MAX_ENTRIES = 100;

let positions: Map<string, number> | null = null;

function load(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const raw = browserStorage('session')?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (Array.isArray(parsed)) {
      for (const entry of parsed) {
        if (
          Array.isArray(entry) &&
          typeof entry[0] === 'string' &&
          typeof entry[1] === 'number' &&
          Number.isFinite(entry[1])
        )
          positions.set(entry[0], entry[1]);
      }
    }
  } catch {
    // an unreadable record is no record
  }
  return positions;
}

export function savedPosition(key: string): number | null {
  return load().get(key) ?? null;
}

export function savePosition(key: string, y: number): void {
  const map = load();
  map.delete(key);
  map.set(key, Math.max(0, Math.round(y)));
  while (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

/** Writes the positions to session storage (on leaving the page, and now and then). */
export function persistPositions(): void {
  if (!positions) return;
  try {
    browserStorage('session')?.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // storage full or refused: positions are kept for this page only
  }
}

/** Tests start from no record. */
export function forgetPositions(): void {
  positions = null;
}
