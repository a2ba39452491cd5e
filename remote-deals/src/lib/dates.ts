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
