/** Calendar dates typed as day, month and year, checked and compared without time zones. */

export type DateParts = { day: string; month: string; year: string };

/** 'yyyy-MM-dd' for a real calendar date, 'empty' when nothing was typed, else 'invalid'. */
export function partsToIso(parts: DateParts): string | 'empty' | 'invalid' {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (day === '' && month === '' && year === '') return 'empty';
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return 'invalid';
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (
    y < 1900 ||
    date.getUTCFullYear() !== y ||
    date.getUTCMonth() !== m - 1 ||
    date.getUTCDate() !== d
  )
    return 'invalid';
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function isoToParts(iso: string | null | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return { day: '', month: '', year: '' };
  return { day: String(Number(match[3])), month: String(Number(match[2])), year: match[1] ?? '' };
}

/** Whole years from `birth` to `on` (both 'yyyy-MM-dd'). */
export function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [oy, om, od] = on.split('-').map(Number) as [number, number, number];
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
}

/** Today as 'yyyy-MM-dd' in the browser's time zone. */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
