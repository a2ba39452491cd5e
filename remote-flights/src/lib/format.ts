/**
 * How the flights screens write times and durations. Amounts, points, numbers and dates are
 * written by @storefront/shared/domain/format.
 */

/** "HH:mm" of a local date-time "yyyy-MM-ddTHH:mm" (the backend's flight times, no zone). */
export function clockOf(dateTime: string): string {
  return dateTime.slice(11, 16);
}

/** Calendar days from the date of `from` to the date of `to` ("+1" on an overnight arrival). */
export function daysBetween(from: string, to: string): number {
  const day = (dateTime: string) => Date.UTC(...ymd(dateTime));
  return Math.round((day(to) - day(from)) / 86_400_000);
}

function ymd(dateTime: string): [number, number, number] {
  const [year = 0, month = 1, date = 1] = dateTime.slice(0, 10).split('-').map(Number);
  return [year, month - 1, date];
}

/** Hours and minutes of a duration, for the `duration` message ("2 h 05 min"). */
export function durationParts(minutes: number): { hours: number; minutes: string } {
  const whole = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(whole / 60), minutes: String(whole % 60).padStart(2, '0') };
}

/** "HH:MM" of a minute of the day, 0..1440 (1440 is written 24:00, the end of the day). */
export function clockOfMinutes(minutes: number): string {
  const whole = Math.min(Math.max(Math.round(minutes), 0), 1440);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Minutes of the day of "HH:MM" (what filtersMetadata gives for departure times), or null. */
export function minutesOfClock(clock: string | number | null): number | null {
  if (typeof clock === 'number') return clock;
  const match = clock === null ? null : /^(\d{1,2}):(\d{2})$/.exec(clock);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}
