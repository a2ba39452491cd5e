import { formatTime } from './format';

describe('formatTime', () => {
  it('reads the time of a local flight date-time', () => {
    expect(formatTime('2026-07-10T07:45')).toBe('07:45');
    expect(formatTime('2026-07-10')).toBe('');
  });
});
