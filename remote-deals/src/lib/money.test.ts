import { formatCalendarDate } from './dates';
import { currencySymbol, formatMoney } from './money';

describe('formatting for people', () => {
  it('writes an amount in the language with its own currency', () => {
    expect(formatMoney({ amount: 1512.4, currency: 'EUR' }, 'es')).toBe('1512,40\u00a0€');
    expect(formatMoney({ amount: 1512.4, currency: 'EUR' }, 'en')).toBe('€1,512.40');
    expect(formatMoney({ amount: 99, currency: 'GBP' }, 'de')).toBe('99,00\u00a0£');
  });

  it('writes a currency Intl does not know with its code', () => {
    expect(formatMoney({ amount: 5, currency: 'POINTS' }, 'it')).toBe('5,00 POINTS');
    expect(currencySymbol('EUR', 'fr')).toBe('€');
    expect(currencySymbol('POINTS', 'fr')).toBe('POINTS');
  });

  it('writes a calendar date without any time zone moving it', () => {
    expect(formatCalendarDate('2026-09-10', 'es')).toBe('10 sept 2026');
    expect(formatCalendarDate('2026-09-10', 'en')).toBe('Sep 10, 2026');
  });
});
