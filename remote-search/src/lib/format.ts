/**
 * Amounts, points and dates as a shopper reads them, in the page's language. Every amount is a
 * Money from the API edge; formatting happens only here.
 */
import type { Money } from '@storefront/shared/domain/money';

export function formatMoney(money: Money, language: string, wholeUnits = false): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: money.currency,
    ...(wholeUnits ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
  }).format(money.amount);
}

/**
 * Points a price is worth on a points brand: the brand's pointsConversionRate is the value of
 * one point in the currency (0.01 = one cent), so points = amount / rate, rounded up so the
 * points always cover the price. Null when the brand has no (usable) rate.
 */
export function toPoints(amount: number, rate: number | null | undefined): number | null {
  if (!rate || !Number.isFinite(rate) || rate <= 0) return null;
  // the division of two decimals is not exact: 100.10 / 0.01 = 10009.999…
  return Math.ceil(Number((amount / rate).toFixed(6)));
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A calendar date 'yyyy-MM-dd' (no time zone) in the shopper's words: "sáb, 12 jul 2026". */
export function formatDate(isoDate: string, language: string, long = false): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  const date = new Date(Date.UTC(year, month - 1, day));
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: long ? 'long' : 'short',
    year: 'numeric',
  }).format(date);
}

/** A local date-time 'yyyy-MM-ddTHH:mm' of a flight: its time, "07:45". */
export function formatTime(localDateTime: string): string {
  const time = localDateTime.split('T')[1] ?? '';
  return time.slice(0, 5);
}

/** "8,4" / "8.4": a guest rating with one decimal in the page's language. */
export function formatRating(rating: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}
