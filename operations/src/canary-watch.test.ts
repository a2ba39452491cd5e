import { judgeCanary, MIN_ERRORS_FOR_RATIO } from './canary-watch';
import type { ArmSignals, CanaryWatch } from './canary-watch';

const arm = (
  version: string,
  pageViews: number,
  errors: number,
  inp: number | null = null,
  inpSamples = 0,
): ArmSignals => ({
  version,
  pageViews,
  errors,
  errorRate: pageViews ? errors / pageViews : 0,
  p75: { LCP: null, INP: inp, CLS: null },
  samples: { LCP: 0, INP: inpSamples, CLS: 0 },
});
const CANARY = { stable: '1.0.0', next: '1.1.0' };
const RULES: CanaryWatch = {
  minPageViews: 100,
  windowPageViews: 500,
  maxErrorRate: 0.01,
  maxErrorRateRatio: 1.5,
};

describe('a canary judged by its shoppers', () => {
  it('decides nothing before each arm has the page views the rules need, and says how many', () => {
    const verdict = judgeCanary(CANARY, RULES, [arm('1.0.0', 900, 0), arm('1.1.0', 40, 30)], 5);
    expect(verdict.decision).toBe('wait');
    expect(verdict.reasons).toEqual(['1.1.0: 40 page views of the 100 needed before any decision']);
    // a version the receiver has never heard of counts as none
    expect(judgeCanary(CANARY, RULES, [arm('1.0.0', 900, 0)], 5).reasons).toEqual([
      '1.1.0: 0 page views of the 100 needed before any decision',
    ]);
  });

  it('rolls back when next errs more than allowed, or more than the ratio times stable', () => {
    const over = judgeCanary(CANARY, RULES, [arm('1.0.0', 1000, 1), arm('1.1.0', 200, 4)], 5);
    expect(over.decision).toBe('rollback');
    expect(over.reasons[0]).toMatch(/2\.00 % on 1\.1\.0, over the 1\.00 % allowed \(4 in 200\)/);
    expect(over.figures.next.errors).toBe(4);
    // under the absolute limit, but over 1.5× stable with enough errors to say so
    const ratio = judgeCanary(
      { stable: '1.0.0', next: '1.1.0' },
      { ...RULES, maxErrorRate: 0.5 },
      [arm('1.0.0', 1000, 10), arm('1.1.0', 300, 6)],
      5,
    );
    expect(ratio.decision).toBe('rollback');
    expect(ratio.reasons[0]).toMatch(/over 1\.5× stable's 1\.00 %/);
    // fewer errors than a ratio can rest on: no ratio verdict
    const few = judgeCanary(
      CANARY,
      { ...RULES, maxErrorRate: 0.5 },
      [arm('1.0.0', 1000, 0), arm('1.1.0', 200, MIN_ERRORS_FOR_RATIO - 1)],
      5,
    );
    expect(few.decision).toBe('wait');
  });

  it('judges INP only on enough pages that measured it, and rolls back an increase over the allowed', () => {
    const rules = { ...RULES, maxInpIncreaseMs: 50 };
    const unsure = judgeCanary(
      CANARY,
      rules,
      [arm('1.0.0', 600, 0, 180, 300), arm('1.1.0', 600, 0, 400, 5)],
      5,
    );
    expect(unsure.decision).toBe('wait');
    expect(unsure.reasons[0]).toMatch(/INP: 300 and 5 pages measured it, 20 needed on each arm/);
    const slower = judgeCanary(
      CANARY,
      rules,
      [arm('1.0.0', 600, 0, 180, 300), arm('1.1.0', 600, 0, 260, 300)],
      5,
    );
    expect(slower.decision).toBe('rollback');
    expect(slower.reasons).toEqual([
      "INP p75 260 ms on 1.1.0, 80 ms over stable's 180 ms (50 ms allowed)",
    ]);
  });

  it('promotes at the end of a healthy window (page views or minutes), and waits before it', () => {
    const healthy = [arm('1.0.0', 2000, 2), arm('1.1.0', 300, 0)];
    const early = judgeCanary(CANARY, RULES, healthy, 5);
    expect(early.decision).toBe('wait');
    expect(early.reasons).toEqual([
      'healthy so far; the window is not over (300 of 500 page views)',
    ]);
    expect(
      judgeCanary(CANARY, RULES, [arm('1.0.0', 2000, 2), arm('1.1.0', 500, 1)], 5).decision,
    ).toBe('promote');
    const byTime = judgeCanary(
      CANARY,
      { minPageViews: 100, windowMinutes: 60, maxErrorRate: 0.01 },
      healthy,
      61,
    );
    expect(byTime.decision).toBe('promote');
    expect(byTime.reasons[0]).toMatch(/^healthy at the window's end \(61 minutes\)/);
  });

  it('returns each rule as the decision read it, the figures beside their limits', () => {
    const rules = { ...RULES, maxErrorRate: 0.5, maxInpIncreaseMs: 50 };
    // next over 1.5× stable's rate on fewer errors than a ratio rests on: too few to judge, and
    // no promotion held back by it; the window is over
    const verdict = judgeCanary(
      CANARY,
      rules,
      [arm('1.0.0', 1000, 1, 180, 300), arm('1.1.0', 600, MIN_ERRORS_FOR_RATIO - 1, 200, 300)],
      5,
    );
    expect(verdict.decision).toBe('promote');
    expect(verdict.rules.map(({ rule, state }) => [rule, state])).toEqual([
      ['minPageViews', 'holds'],
      ['maxErrorRate', 'holds'],
      ['maxErrorRateRatio', 'short'],
      ['maxInpIncreaseMs', 'holds'],
      ['windowPageViews', 'holds'],
    ]);
    expect(verdict.rules[2]).toMatchObject({ stable: 0.001, next: 4 / 600, limit: 1.5 * 0.001 });
    expect(verdict.rules[3]).toMatchObject({ stable: 180, next: 200, limit: 230 });
    // before the minimum, every rule is short and the windows still open
    const early = judgeCanary(CANARY, rules, [arm('1.0.0', 1000, 1), arm('1.1.0', 40, 0)], 5);
    expect(early.rules.map(({ state }) => state)).toEqual([
      'short',
      'short',
      'short',
      'short',
      'open',
    ]);
    // a failing rule carries its reason, the decision's own
    const failing = judgeCanary(CANARY, rules, [arm('1.0.0', 1000, 1), arm('1.1.0', 600, 400)], 5);
    expect(failing.decision).toBe('rollback');
    const failed = failing.rules.filter((r) => r.state === 'fails');
    expect(failed.map((r) => r.rule)).toEqual(['maxErrorRate', 'maxErrorRateRatio']);
    expect(failed.flatMap((r) => r.reasons)).toEqual(failing.reasons);
  });
});
