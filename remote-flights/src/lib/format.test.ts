import { clockOf, clockOfMinutes, daysBetween, durationParts, minutesOfClock } from './format';

describe('format', () => {
  it('reads the clock of a local flight time and counts overnight days', () => {
    expect(clockOf('2030-01-10T06:05')).toBe('06:05');
    expect(daysBetween('2030-01-31T23:10', '2030-02-01T01:00')).toBe(1);
    expect(daysBetween('2030-01-10T06:05', '2030-01-10T09:00')).toBe(0);
  });

  it('splits durations into hours and two-digit minutes', () => {
    expect(durationParts(125)).toEqual({ hours: 2, minutes: '05' });
    expect(durationParts(45)).toEqual({ hours: 0, minutes: '45' });
  });

  it('converts minutes of the day to HH:MM and back', () => {
    expect(clockOfMinutes(390)).toBe('06:30');
    expect(clockOfMinutes(1440)).toBe('24:00');
    expect(minutesOfClock('06:30')).toBe(390);
    expect(minutesOfClock('nonsense')).toBeNull();
    expect(minutesOfClock(null)).toBeNull();
  });
});
