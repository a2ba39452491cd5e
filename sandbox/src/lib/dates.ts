import { SandboxError } from './envelope';

const DAY_MS = 86_400_000;

/**
 * Reads a calendar date given as `YYYY-MM-DD` or `YYYYMMDD` (the search URL's format) and returns
 * it as `YYYY-MM-DD`. Anything else, or an impossible date, is a VALIDATION_ERROR.
 */
export function parseApiDate(value: string, field: string): string {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value);
  const iso = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  const time = Date.parse(`${iso}T00:00:00Z`);
  if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== iso) {
    throw new SandboxError(
      'VALIDATION_ERROR',
      `${field} must be a date as YYYY-MM-DD or YYYYMMDD`,
      {
        field,
        value,
      },
    );
  }
  return iso;
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round(
    (Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / DAY_MS,
  );
}

/** Today's UTC date as `YYYY-MM-DD`, from a clock in epoch milliseconds. */
export function isoDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** `HH:MM` for a number of minutes after midnight. */
export function formatClock(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes after midnight for `HH:MM` (or a plain number of minutes); null when unreadable. */
export function parseClock(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}
