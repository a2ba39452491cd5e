import { differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import { calendarDateText, calendarDaysBetween, localDate } from './calendar-date';

describe('localDate', () => {
  it.each(['2027-01-27', '2024-02-29', '2026-03-29', '2026-10-25', '0050-06-01', '9999-12-31'])(
    'reads %s as parseISO does: local midnight',
    (text) => {
      expect(localDate(text).getTime()).toBe(parseISO(text).getTime());
    },
  );

  it.each(['2023-02-29', '2027-13-01', '2027-00-10', '2027-04-31', '20270127', '2027-1-27', ''])(
    'reads %s as no date',
    (text) => {
      expect(Number.isNaN(localDate(text).getTime())).toBe(true);
    },
  );
});

describe('calendarDaysBetween', () => {
  it('counts calendar days as date-fns does, across daylight-saving changes and years', () => {
    const today = new Date(2026, 2, 28, 23, 30);
    for (const text of ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-26', '2027-03-28']) {
      const date = localDate(text);
      expect(calendarDaysBetween(today, date)).toBe(differenceInCalendarDays(date, today));
    }
    expect(calendarDaysBetween(today, localDate('2026-03-27'))).toBe(-1);
  });
});

describe('calendarDateText', () => {
  it('writes a date as formatISO does with representation "date"', () => {
    for (const date of [
      new Date(2027, 0, 27, 23, 59),
      new Date(2024, 1, 29),
      new Date(2026, 9, 25, 0, 30),
      localDate('0050-06-01'),
    ]) {
      expect(calendarDateText(date)).toBe(formatISO(date, { representation: 'date' }));
    }
  });
});
