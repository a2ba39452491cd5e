/**
 * How every screen writes amounts, points, numbers and calendar dates for a shopper, in the
 * page's language. The one place that builds Intl formatters: each is built once per language
 * and set of options and kept. Amounts are Money values from the API edge (or an amount with
 * its currency); nothing here converts between currencies.
 */
import type { Money } from './money';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${language}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    formatters.set(key, format);
  }
  return format;
}

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${language}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formatters.set(key, format);
  }
  return format;
}

export type MoneyOptions = {
  /** whole currency units, no cents ("300 €"): filter bounds, map pins, per-night prices */
  wholeUnits?: boolean;
  /** at most this many decimals, for a small value such as what one point is worth */
  maximumFractionDigits?: number;
};

function moneyOptions(currency: string, options: MoneyOptions): Intl.NumberFormatOptions {
  if (options.wholeUnits)
    return { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 };
  if (options.maximumFractionDigits !== undefined)
    return { style: 'currency', currency, maximumFractionDigits: options.maximumFractionDigits };
  return { style: 'currency', currency };
}

/**
 * An amount with its currency as the language writes it: "1234,50 €" in Spanish, "€1,234.50"
 * in English. A currency code Intl does not know is written after the amount ("5,00 POINTS"),
 * never with another currency's symbol.
 */
export function formatMoney(
  amount: number,
  currency: string,
  language: string,
  options: MoneyOptions = {},
): string {
  let format: Intl.NumberFormat;
  try {
    format = numberFormat(language, moneyOptions(currency, options));
  } catch {
    const digits = options.wholeUnits ? 0 : 2;
    const plain = numberFormat(language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: Math.max(digits, options.maximumFractionDigits ?? digits),
    });
    return `${plain.format(amount)} ${currency}`;
  }
  return format.format(amount);
}

/** A Money as the language writes it (formatMoney of its amount and currency). */
export function formatPrice(price: Money, language: string, options: MoneyOptions = {}): string {
  return formatMoney(price.amount, price.currency, language, options);
}

/** The symbol (or code) of a currency in a language: '€', 'US$', 'CHF'. */
export function currencySymbol(currency: string, language: string): string {
  try {
    const parts = numberFormat(language, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** A number with the language's digit grouping and decimal sign ("12.345" in German). */
export function formatNumber(value: number, language: string): string {
  return numberFormat(language, {}).format(value);
}

/** A guest rating with one decimal: "8,4" in Spanish, "8.4" in English. */
export function formatRating(rating: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    rating,
  );
}

/**
 * Whole points of a fractional count, the one rounding rule for points everywhere: a fraction
 * of a point counts as a whole point (the points always cover the price they stand for), after
 * the noise of binary fractions is removed (100.10 / 0.01 is 10009.999999999998, which is 10010
 * points, not 10011 and not 10009). A negative count (a price difference, a discount) is rounded
 * the same way by its size, so that −x is always −(points of x).
 */
export function wholePoints(points: number): number {
  const size = Math.ceil(Number(Math.abs(points).toPrecision(12)));
  return points < 0 ? -size : size;
}

/**
 * The points an amount is worth on a brand whose pointsConversionRate is the value of one point
 * in the currency (0.01: a point is worth one cent, so 129.50 € is 12,950 points). Null when
 * there is no usable rate or amount.
 */
export function toPoints(amount: number, rate: number | null | undefined): number | null {
  if (!rate || !Number.isFinite(rate) || rate <= 0 || !Number.isFinite(amount)) return null;
  return wholePoints(amount / rate);
}

/** A count of points, rounded by the points rule and grouped as the language does ("12.950"). */
export function formatPoints(points: number, language: string): string {
  return formatNumber(wholePoints(points), language);
}

/**
 * How a calendar date is written:
 * - weekday: "sáb, 12 jul" (a flight's day, the year is the search's)
 * - short: "12 jul 2026"
 * - medium: "sáb, 12 jul 2026"
 * - long: "sáb, 12 de julio de 2026"
 * - written: "12 de julio de 2026" (no weekday: orders and carts)
 * - dayMonth: "12 jul" (a search's dates, summed up in a line)
 */
export type DateStyle = 'weekday' | 'short' | 'medium' | 'long' | 'written' | 'dayMonth';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  weekday: { weekday: 'short', day: 'numeric', month: 'short' },
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  medium: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  long: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' },
  written: { day: 'numeric', month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'short' },
};

/** The calendar date of 'yyyy-MM-dd' or of a local 'yyyy-MM-ddTHH:mm', at noon UTC, or null. */
function calendarDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/**
 * A calendar date ('yyyy-MM-dd', or the date of a local date-time) in the shopper's words,
 * read in no time zone so that no zone moves it to another day. Text that is no date is given
 * back as it is; no date at all is written as nothing.
 */
export function formatDate(
  isoDate: string | null | undefined,
  language: string,
  style: DateStyle = 'medium',
): string {
  if (!isoDate) return '';
  const date = calendarDate(isoDate);
  if (!date) return isoDate;
  return dateFormat(language, { ...DATE_STYLES[style], timeZone: 'UTC' }).format(date);
}

/**
 * A range as Intl writes it, with plain spaces around its dash: Node's ICU (a page rendered on the
 * server) puts thin spaces there where browsers put plain ones, and both must write the same.
 */
export function plainRange(range: string): string {
  return range.replaceAll('\u2009', ' ');
}

/**
 * Two calendar dates as one range, the way the language shortens it ("12–19 jul 2026",
 * "Jul 12 – 19, 2026"). Either date that is no date gives both as they are, joined by a dash.
 */
export function formatDateRange(
  fromIsoDate: string,
  toIsoDate: string,
  language: string,
  style: DateStyle = 'short',
): string {
  const from = calendarDate(fromIsoDate);
  const to = calendarDate(toIsoDate);
  if (!from || !to || to < from) return `${fromIsoDate} – ${toIsoDate}`;
  return plainRange(
    dateFormat(language, { ...DATE_STYLES[style], timeZone: 'UTC' }).formatRange(from, to),
  );
}

/** A moment (an ISO date-time with its zone) as a long date and a time, in the shopper's zone. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** Words joined as the language joins a list ("2 adultos y 1 niño"). */
export function formatList(items: readonly string[], language: string): string {
  const key = `l|${language}`;
  let format = formatters.get(key) as Intl.ListFormat | undefined;
  if (!format) {
    format = new Intl.ListFormat(language, { type: 'conjunction' });
    formatters.set(key, format);
  }
  return format.format(items);
}
