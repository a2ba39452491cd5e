import {
  currencySymbol,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatList,
  formatMoney,
  formatNumber,
  formatPoints,
  formatPrice,
  formatRating,
  plainRange,
  toPoints,
  wholePoints,
} from './format';
import { perNight } from './money';

const NBSP = '\u00a0';
const THIN = '\u2009';

describe('formatMoney', () => {
  it('writes an amount with its currency as each language does', () => {
    expect(formatMoney(1234.5, 'EUR', 'es')).toBe(`1234,50${NBSP}€`);
    expect(formatMoney(12345.5, 'EUR', 'es')).toBe(`12.345,50${NBSP}€`);
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney(12345.5, 'EUR', 'de')).toBe(`12.345,50${NBSP}€`);
    expect(formatMoney(99, 'GBP', 'it')).toBe(`99,00${NBSP}£`);
    expect(formatMoney(1234.5, 'EUR', 'fr')).toBe(`1\u202f234,50${NBSP}€`);
    expect(formatMoney(1234.5, 'EUR', 'pt')).toBe(`€${NBSP}1.234,50`);
  });

  it('writes whole currency units when asked, rounding half up', () => {
    expect(formatMoney(177.14285714285714, 'EUR', 'es', { wholeUnits: true })).toBe(`177${NBSP}€`);
    expect(formatMoney(300, 'EUR', 'en', { wholeUnits: true })).toBe('€300');
    expect(formatMoney(2.5, 'EUR', 'en', { wholeUnits: true })).toBe('€3');
  });

  it('rounds cents at the binary edges as the decimal reads', () => {
    expect(formatMoney(0.1 + 0.2, 'EUR', 'en')).toBe('€0.30');
    expect(formatMoney(1.005, 'EUR', 'en')).toBe('€1.01');
    expect(formatMoney(2.675, 'EUR', 'en')).toBe('€2.68');
    expect(formatMoney(999.9999999, 'EUR', 'en')).toBe('€1,000.00');
    expect(formatMoney(-2.675, 'EUR', 'en')).toBe('-€2.68');
    expect(formatMoney(1e15, 'EUR', 'de')).toBe(`1.000.000.000.000.000,00${NBSP}€`);
  });

  it('keeps more decimals for a small value when asked', () => {
    expect(formatMoney(0.0125, 'EUR', 'en', { maximumFractionDigits: 4 })).toBe('€0.0125');
  });

  it('writes a code Intl does not know after the amount, never another symbol', () => {
    expect(formatMoney(5, 'POINTS', 'it')).toBe('5,00 POINTS');
    expect(formatPrice({ amount: 5, currency: 'POINTS' }, 'en', { wholeUnits: true })).toBe(
      '5 POINTS',
    );
  });

  it('formats a Money through formatPrice', () => {
    expect(formatPrice({ amount: 1512.4, currency: 'EUR' }, 'es')).toBe(`1512,40${NBSP}€`);
  });

  it('names the symbol of a currency, or its code', () => {
    expect(currencySymbol('EUR', 'es')).toBe('€');
    expect(currencySymbol('USD', 'es')).toBe('US$');
    expect(currencySymbol('POINTS', 'es')).toBe('POINTS');
  });
});

describe('points', () => {
  it('counts a fraction of a point as a whole point, after removing binary noise', () => {
    expect(wholePoints(0.1 + 0.2)).toBe(1);
    expect(wholePoints(3 * 1.1)).toBe(4); // 3.3000000000000003
    expect(wholePoints(12950.000000000002)).toBe(12950);
    expect(wholePoints(10009.999999999998)).toBe(10010);
    expect(wholePoints(999.9999999)).toBe(1000);
    expect(wholePoints(1000)).toBe(1000);
    expect(wholePoints(0)).toBe(0);
  });

  it('rounds a negative count by its size, so that −x is −(points of x)', () => {
    expect(wholePoints(-12.5)).toBe(-13);
    expect(wholePoints(-(0.1 + 0.2))).toBe(-1);
    expect(wholePoints(-10009.999999999998)).toBe(-10010);
  });

  it('turns an amount into the points it is worth at the brand rate', () => {
    // punti.localhost: a point is worth 0.01 EUR
    expect(toPoints(1234.5, 0.01)).toBe(123450);
    expect(toPoints(100.1, 0.01)).toBe(10010);
    expect(toPoints(10.001, 0.01)).toBe(1001);
    expect(toPoints(1.005, 0.01)).toBe(101);
    expect(toPoints(2.675, 0.01)).toBe(268);
    expect(toPoints(0.1 + 0.2, 0.1)).toBe(3);
    expect(toPoints(129.5, 0.01)).toBe(12950);
    expect(toPoints(0.29, 0.01)).toBe(29); // 28.999999999999996
    expect(toPoints(10.01, 0.5)).toBe(21);
    expect(toPoints(-2.675, 0.01)).toBe(-268);
    expect(toPoints(1e12, 0.01)).toBe(1e14);
  });

  it('gives no points without a usable rate or amount', () => {
    expect(toPoints(100, null)).toBeNull();
    expect(toPoints(100, undefined)).toBeNull();
    expect(toPoints(100, 0)).toBeNull();
    expect(toPoints(100, -1)).toBeNull();
    expect(toPoints(100, Number.NaN)).toBeNull();
    expect(toPoints(Number.POSITIVE_INFINITY, 0.01)).toBeNull();
    expect(toPoints(Number.NaN, 0.01)).toBeNull();
  });

  it('writes points whole and grouped as the language does', () => {
    expect(formatPoints(12950, 'es')).toBe('12.950');
    expect(formatPoints(12950, 'en')).toBe('12,950');
    expect(formatPoints(1234.2, 'de')).toBe('1.235');
    expect(formatPoints(0.1 + 0.2, 'en')).toBe('1');
    expect(formatPoints(-12.5, 'en')).toBe('-13');
    expect(formatPoints(1e15, 'en')).toBe('1,000,000,000,000,000');
  });
});

describe('perNight', () => {
  it('divides a stay total by its nights, in the same currency', () => {
    expect(perNight({ amount: 1240, currency: 'EUR' }, 7)).toEqual({
      amount: 1240 / 7,
      currency: 'EUR',
    });
    const night = perNight({ amount: 1240, currency: 'EUR' }, 7);
    expect(night && formatPrice(night, 'es')).toBe(`177,14${NBSP}€`);
    expect(perNight({ amount: 300, currency: 'GBP' }, 1)).toEqual({ amount: 300, currency: 'GBP' });
  });

  it('gives nothing without a whole night to divide by', () => {
    expect(perNight({ amount: 300, currency: 'EUR' }, 0)).toBeNull();
    expect(perNight({ amount: 300, currency: 'EUR' }, -2)).toBeNull();
    expect(perNight({ amount: 300, currency: 'EUR' }, 1.5)).toBeNull();
  });
});

describe('numbers', () => {
  it('groups numbers and writes ratings with one decimal', () => {
    expect(formatNumber(12345, 'es')).toBe('12.345');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatRating(8.44, 'es')).toBe('8,4');
    expect(formatRating(8, 'en')).toBe('8.0');
  });
});

describe('dates', () => {
  it('writes a calendar date in each style without moving it to another day', () => {
    expect(formatDate('2026-07-10', 'en')).toBe('Fri, Jul 10, 2026');
    expect(formatDate('2026-07-10', 'es', 'short')).toBe('10 jul 2026');
    expect(formatDate('2026-07-10', 'es', 'long')).toBe('vie, 10 de julio de 2026');
    expect(formatDate('2026-07-10', 'de', 'written')).toBe('10. Juli 2026');
    expect(formatDate('2026-07-10T23:30', 'en', 'weekday')).toBe('Fri, Jul 10');
    expect(formatDate('2026-01-01', 'en', 'short')).toBe('Jan 1, 2026');
  });

  it('gives back text that is no calendar date', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDate('2026-13-01', 'en')).toBe('2026-13-01');
  });

  it('writes a stay as one range, shortened the way the language does, with plain spaces', () => {
    // Node's ICU puts thin spaces around the dash, browsers plain ones: a page rendered on the
    // server and hydrated in the browser must write the same
    expect(formatDateRange('2026-07-10', '2026-07-17', 'en')).toBe('Jul 10 – 17, 2026');
    expect(formatDateRange('2026-07-10', '2026-07-17', 'es')).toBe('10–17 jul 2026');
    expect(formatDateRange('2026-07-30', '2026-08-02', 'en')).toBe('Jul 30 – Aug 2, 2026');
    expect(plainRange(`Jul 30${THIN}–${THIN}Aug 2`)).toBe('Jul 30 – Aug 2');
    expect(formatDateRange('2026-07-10', 'later', 'en')).toBe('2026-07-10 – later');
  });

  it('writes a day and its month alone, and as a range', () => {
    expect(formatDate('2027-01-24', 'es', 'dayMonth')).toBe('24 ene');
    expect(formatDateRange('2027-01-24', '2027-01-31', 'en-GB', 'dayMonth')).toBe('24 – 31 Jan');
    expect(formatDateRange('2027-01-28', '2027-02-03', 'es', 'dayMonth')).toBe('28 ene – 3 feb');
  });

  it('writes a moment as a long date and a time', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
    expect(formatDateTime('2026-07-10T10:00:00Z', 'en')).toMatch(/July 10, 2026/);
  });
});

describe('lists', () => {
  it('joins words as each language joins a list', () => {
    expect(formatList(['2 adultos', '1 niño'], 'es')).toBe('2 adultos y 1 niño');
    expect(formatList(['2 adults', '1 child'], 'en')).toBe('2 adults and 1 child');
    expect(formatList(['2 adultes'], 'fr')).toBe('2 adultes');
  });
});
