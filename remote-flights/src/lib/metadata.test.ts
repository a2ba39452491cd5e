import { maxMinutesChoices, numericRangeOf, valuesOf } from './metadata';

const metadata = [
  { name: 'AIRLINES', type: 'VALUES' as const, values: [{ value: 'IB', count: 3 }] },
  { name: 'CONNECTION_TIME', type: 'RANGE' as const, min: 0, max: 420 },
  { name: 'PRICE', type: 'RANGE' as const, min: null, max: null },
];

describe('filter metadata', () => {
  it('reads the values and the ranges a facet offers', () => {
    expect(valuesOf(metadata, 'AIRLINES')).toEqual([{ value: 'IB', count: 3 }]);
    expect(valuesOf(metadata, 'LUGGAGE')).toBeNull();
    expect(numericRangeOf(metadata, 'CONNECTION_TIME')).toEqual({ min: 0, max: 420 });
    expect(numericRangeOf(metadata, 'PRICE')).toBeNull();
  });

  it('offers maximum durations in steps from the shortest to the longest on offer', () => {
    expect(maxMinutesChoices({ min: 45, max: 200 }, null)).toEqual([60, 90, 120, 150, 180, 210]);
  });

  it('widens the step to keep the list short, and keeps a chosen value between steps', () => {
    const choices = maxMinutesChoices({ min: 0, max: 1500 }, 100);
    expect(choices.length).toBeLessThanOrEqual(17);
    expect(choices).toContain(100);
    expect(Math.max(...choices)).toBeGreaterThanOrEqual(1500);
  });
});
