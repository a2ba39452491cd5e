import { toPoints } from './points';

describe('toPoints', () => {
  it('divides the price by the value of one point (0.01 € a point: 129.50 € is 12,950 points)', () => {
    expect(toPoints(129.5, 0.01)).toBe(12950);
    expect(toPoints(0.29, 0.01)).toBe(29);
  });

  it('rounds a fraction of a point up', () => {
    expect(toPoints(10.01, 0.5)).toBe(21);
  });

  it('gives nothing for a brand without a usable rate', () => {
    expect(toPoints(100, 0)).toBeNull();
    expect(toPoints(100, -1)).toBeNull();
  });
});
