/**
 * Amounts, dates and times shown the way the page's language writes them. Every amount is a
 * Money from the API edge; nothing here rounds or converts.
 */
import type { Money } from '@storefront/shared/domain/money';

const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(money: Money, language: string): string {
  const key = `${language}:${money.currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency: money.currency });
    numberFormats.set(key, format);
  }
  return format.format(money.amount);
}

/** A calendar date 'yyyy-MM-dd' (or a date-time) as a long date, read in no time zone. */
export function formatDate(isoDate: string | null, language: string): string {
  if (!isoDate) return '';
  const [datePart] = isoDate.split('T');
  const [year, month, day] = (datePart ?? '').split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** Seconds as m:ss (or h:mm:ss), for the time left on a cart. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
