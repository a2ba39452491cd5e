/**
 * Flight times as the search screens show them. Amounts, points, numbers and dates are written
 * by @storefront/shared/domain/format.
 */

/** A local date-time 'yyyy-MM-ddTHH:mm' of a flight: its time, "07:45". */
export function formatTime(localDateTime: string): string {
  const time = localDateTime.split('T')[1] ?? '';
  return time.slice(0, 5);
}
