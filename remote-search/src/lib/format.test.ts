import { formatDate, formatMoney, formatTime, toPoints } from './format';

describe('formatting', () => {
  it('turns a price into the points it is worth at the brand rate, rounded up', () => {
    // punti.localhost: one point is worth 0.01 EUR
    expect(toPoints(1234.5, 0.01)).toBe(123450);
    expect(toPoints(100.1, 0.01)).toBe(10010);
    expect(toPoints(10.001, 0.01)).toBe(1001);
  });

  it('gives no points without a usable rate', () => {
    expect(toPoints(100, null)).toBeNull();
    expect(toPoints(100, 0)).toBeNull();
    expect(toPoints(100, -1)).toBeNull();
  });

  it('formats amounts, calendar dates and flight times in the page language', () => {
    expect(formatMoney({ amount: 1234.5, currency: 'EUR' }, 'en')).toBe('€1,234.50');
    expect(formatDate('2026-07-10', 'en')).toBe('Fri, Jul 10, 2026');
    expect(formatTime('2026-07-10T07:45')).toBe('07:45');
  });
});
