import {
  FRESH_MS,
  KEEP_MS,
  MAX_ANSWERS,
  forgetAnswers,
  keepAnswer,
  keptAnswer,
  throughCache,
} from './answer-cache';

beforeEach(() => forgetAnswers());

describe('the answer store', () => {
  it('shows an answer as it is while fresh, as stale after that, and not at all once too old', () => {
    keepAnswer('a', 1, 1_000);
    expect(keptAnswer('a', 1_000 + FRESH_MS)).toEqual({ value: 1, fresh: true });
    expect(keptAnswer('a', 1_000 + FRESH_MS + 1)).toEqual({ value: 1, fresh: false });
    expect(keptAnswer('a', 1_000 + KEEP_MS + 1)).toBeNull();
    // gone for good
    expect(keptAnswer('a', 1_000)).toBeNull();
  });

  it('keeps at most MAX_ANSWERS, dropping the least recently used first', () => {
    for (let n = 0; n < MAX_ANSWERS; n += 1) keepAnswer(`k${n}`, n, 1_000);
    // k0 used again: k1 is now the oldest
    expect(keptAnswer('k0', 1_000)?.value).toBe(0);
    keepAnswer('new', 'x', 1_000);
    expect(keptAnswer('k1', 1_000)).toBeNull();
    expect(keptAnswer('k0', 1_000)?.value).toBe(0);
    expect(keptAnswer('new', 1_000)?.value).toBe('x');
  });

  it('throughCache asks once while the answer is fresh, and keeps no failure', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['pmi']);
    await expect(throughCache('places', load)).rejects.toThrow('down');
    await expect(throughCache('places', load)).resolves.toEqual(['pmi']);
    await expect(throughCache('places', load)).resolves.toEqual(['pmi']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets answers by prefix', () => {
    keepAnswer('hotel-proposals\n1', 1);
    keepAnswer('flight-proposals\n1', 2);
    forgetAnswers('hotel-');
    expect(keptAnswer('hotel-proposals\n1')).toBeNull();
    expect(keptAnswer('flight-proposals\n1')?.value).toBe(2);
  });
});
