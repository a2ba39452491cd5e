/** Calendar dates ('yyyy-MM-dd', free of time zones) as the deals and the search URL hold them. */
import { addDays, formatISO } from 'date-fns';

/** Today's calendar date in the shopper's time zone. */
export function isoToday(now: Date = new Date()): string {
  return formatISO(now, { representation: 'date' });
}

/** The calendar date `days` after `today` (a Date in local time). */
export function isoDaysAhead(today: Date, days: number): string {
  return formatISO(addDays(today, days), { representation: 'date' });
}

/** A calendar date as a Date at noon UTC, so no time zone moves it to another day. */
function utcNoon(iso: string): Date {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** A calendar date for people: '12 ago 2026' in Spanish, 'Aug 12, 2026' in English. */
export function formatCalendarDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcNoon(iso));
}
