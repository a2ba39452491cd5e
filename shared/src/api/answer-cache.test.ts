import {
  FRESH_MS,
  KEEP_MS,
  MAX_ANSWERS,
  forgetAnswers,
  forgetFailure,
  forgetFailures,
  holdFailure,
  keepAnswer,
  keptAnswer,
  keptFailure,
  seedAnswers,
  throughCache,
} from './answer-cache';

beforeEach(() => {
  forgetAnswers();
  forgetFailures();
});

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

describe('the failures a page was rendered with', () => {
  const told = { code: 'GENERIC_ERROR', attempts: 1 };
  /** the tasks after this one, with their timers, have run */
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 10));

  beforeEach(() => seedAnswers([], [['deals', told]]));

  it('stays for every part of the screen while any of them holds it, whichever lets go first', async () => {
    const list = holdFailure('deals');
    const destinations = holdFailure('deals');
    list();
    await nextTask();
    expect(keptFailure('deals')).toEqual(told);
    // a part that appears later, while another still shows it, finds it too
    const later = holdFailure('deals');
    destinations();
    await nextTask();
    expect(keptFailure('deals')).toEqual(told);
    later();
    await nextTask();
    expect(keptFailure('deals')).toBeNull();
  });

  it('is forgotten once no part holds it past the current task: a later screen asks again', async () => {
    const release = holdFailure('deals');
    release();
    // the same task: a part appearing in the same commit still finds it
    expect(keptFailure('deals')).toEqual(told);
    await nextTask();
    expect(keptFailure('deals')).toBeNull();
  });

  it('stays when let go and held again in the same task (an effect run again in one commit)', async () => {
    const first = holdFailure('deals');
    first();
    const again = holdFailure('deals');
    await nextTask();
    expect(keptFailure('deals')).toEqual(told);
    // a clean-up run twice counts once
    first();
    await nextTask();
    expect(keptFailure('deals')).toEqual(told);
    again();
    await nextTask();
    expect(keptFailure('deals')).toBeNull();
  });

  it('is forgotten at once by a remote built before holds, unless a part holds it', async () => {
    const shown = holdFailure('deals');
    forgetFailure('deals');
    expect(keptFailure('deals')).toEqual(told);
    shown();
    forgetFailure('deals');
    expect(keptFailure('deals')).toBeNull();
    // the release's own check, past this task, finds nothing left to forget
    await nextTask();
  });

  it('holds nothing where the page has no such failure', async () => {
    const release = holdFailure('hotels');
    release();
    await nextTask();
    expect(keptFailure('hotels')).toBeNull();
    expect(keptFailure('deals')).toEqual(told);
  });
});
