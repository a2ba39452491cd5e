/**
 * Calendar dates as the storefront writes them ('yyyy-MM-dd'), read and written in the local time
 * zone as date-fns' `parseISO` and `formatISO` (`representation: 'date'`) do, and the calendar
 * days between two dates: a few lines a screen's first load needs, without the date library's
 * parser and formatter.
 */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Local midnight of `text` ('yyyy-MM-dd'); an invalid Date when it is not a date that exists. */
export function localDate(text: string): Date {
  const match = CALENDAR_DATE.exec(text);
  const date = new Date(Number.NaN);
  if (!match) return date;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  date.setTime(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  const exists = date.getFullYear() === year && date.getMonth() === month - 1;
  return exists && date.getDate() === day ? date : new Date(Number.NaN);
}

/** `date`'s day (local time) as 'yyyy-MM-dd'. */
export function calendarDateText(date: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** The day of `date` (local time) as a count of days, whatever the zone's daylight saving. */
function dayNumber(date: Date): number {
  const utc = new Date(0);
  utc.setUTCFullYear(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round(utc.getTime() / DAY_MS);
}

/** Calendar days from `from`'s day to `to`'s (local time); negative when `to` is earlier. */
export function calendarDaysBetween(from: Date, to: Date): number {
  return dayNumber(to) - dayNumber(from);
}
