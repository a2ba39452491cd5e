/**
 * A canary judged by what real shoppers' pages say of each arm (`page-signals`, summed per version
 * by the event receiver): the rules a canary carries in the manifest (`watch`), the decision they
 * give, and the figures that made it. Pure: `pnpm remotes watch` reads the figures and writes the
 * decision (operations/bin/remotes.mjs).
 *
 * - No decision before each arm has `minPageViews` page views: a small sample supports nothing.
 * - Rolled back when next's errors per page view pass `maxErrorRate`, or pass `maxErrorRateRatio`
 *   times stable's (judged only once next has at least MIN_ERRORS_FOR_RATIO errors: one error
 *   against none is no ratio); or when next's INP or LCP 75th percentile passes stable's by more
 *   than `maxInpIncreaseMs` or `maxLcpIncreaseMs` (judged only when each arm has MIN_VITAL_SAMPLES
 *   pages that measured it, else said and waited for).
 * - Promoted when every rule holds at the window's end: `windowPageViews` page views on next, or
 *   `windowMinutes` since the canary started. Before then, it waits.
 */
import type { CanaryWatch, Choice } from '../../host/src/features/remotes/manifest-schema';

export type { CanaryWatch };

/** One version's figures, as the receiver sums them. */
export type ArmSignals = {
  version: string;
  pageViews: number;
  errors: number;
  errorRate: number;
  p75: { LCP: number | null; INP: number | null; CLS: number | null };
  samples: { LCP: number; INP: number; CLS: number };
};

export const MIN_ERRORS_FOR_RATIO = 5;
export const MIN_VITAL_SAMPLES = 20;

/**
 * One rule of a watch against the figures, as the decision reads it: it holds, it fails, there is
 * too little to judge it by (`short`), or (a window) it is not over yet (`open`). The dashboard
 * shows these as they are.
 */
export type RuleResult = {
  rule:
    | 'minPageViews'
    | 'maxErrorRate'
    | 'maxErrorRateRatio'
    | 'maxInpIncreaseMs'
    | 'maxLcpIncreaseMs'
    | 'windowPageViews'
    | 'windowMinutes';
  stable: number | null;
  next: number | null;
  /** the figure next must stay at or under (at or over, for the minimum and the window) */
  limit: number;
  state: 'holds' | 'fails' | 'short' | 'open';
  /** why, a line each, where the rule fails or holds the decision back */
  reasons?: string[];
};

export type Verdict = {
  decision: 'rollback' | 'promote' | 'wait';
  /** why, one line per rule that decided or held the decision back */
  reasons: string[];
  /** every rule of the watch against the figures, the decision's own reading */
  rules: RuleResult[];
  /** the figures it was judged on */
  figures: { stable: ArmSignals; next: ArmSignals; minutes: number };
};

const empty = (version: string): ArmSignals => ({
  version,
  pageViews: 0,
  errors: 0,
  errorRate: 0,
  p75: { LCP: null, INP: null, CLS: null },
  samples: { LCP: 0, INP: 0, CLS: 0 },
});

const pct = (rate: number) => `${(rate * 100).toFixed(2)} %`;

/** Each rule of `rules` against the arms' figures. */
function readRules(
  rules: CanaryWatch,
  { stable, next, minutes }: Verdict['figures'],
): RuleResult[] {
  const short = [stable, next].filter((arm) => arm.pageViews < rules.minPageViews);
  const enough = short.length === 0;
  const results: RuleResult[] = [
    {
      rule: 'minPageViews',
      stable: stable.pageViews,
      next: next.pageViews,
      limit: rules.minPageViews,
      state: enough ? 'holds' : 'short',
      ...(enough
        ? {}
        : {
            reasons: short.map(
              (arm) =>
                `${arm.version}: ${arm.pageViews} page views of the ${rules.minPageViews} needed before any decision`,
            ),
          }),
    },
  ];
  if (rules.maxErrorRate !== undefined) {
    const fails = next.errorRate > rules.maxErrorRate;
    results.push({
      rule: 'maxErrorRate',
      stable: stable.errorRate,
      next: next.errorRate,
      limit: rules.maxErrorRate,
      state: !enough ? 'short' : fails ? 'fails' : 'holds',
      ...(enough && fails
        ? {
            reasons: [
              `errors per page view ${pct(next.errorRate)} on ${next.version}, over the ${pct(rules.maxErrorRate)} allowed (${next.errors} in ${next.pageViews})`,
            ],
          }
        : {}),
    });
  }
  if (rules.maxErrorRateRatio !== undefined) {
    const limit = rules.maxErrorRateRatio * stable.errorRate;
    const over = next.errorRate > limit;
    // under MIN_ERRORS_FOR_RATIO errors, a rate over the limit is no ratio yet: too few to judge,
    // and no reason to hold a promotion back (an absolute `maxErrorRate` covers that)
    const judged = enough && next.errors >= MIN_ERRORS_FOR_RATIO;
    results.push({
      rule: 'maxErrorRateRatio',
      stable: stable.errorRate,
      next: next.errorRate,
      limit,
      state: !enough || (over && !judged) ? 'short' : over ? 'fails' : 'holds',
      ...(judged && over
        ? {
            reasons: [
              `errors per page view ${pct(next.errorRate)} on ${next.version}, over ${rules.maxErrorRateRatio}× stable's ${pct(stable.errorRate)}`,
            ],
          }
        : {}),
    });
  }
  for (const [rule, vital, allowed] of [
    ['maxInpIncreaseMs', 'INP', rules.maxInpIncreaseMs],
    ['maxLcpIncreaseMs', 'LCP', rules.maxLcpIncreaseMs],
  ] as const) {
    if (allowed === undefined) continue;
    const [a, b] = [stable.p75[vital], next.p75[vital]];
    const base = { rule, stable: a, next: b, limit: (a ?? 0) + allowed };
    if (!enough) results.push({ ...base, state: 'short' });
    else if (
      a === null ||
      b === null ||
      stable.samples[vital] < MIN_VITAL_SAMPLES ||
      next.samples[vital] < MIN_VITAL_SAMPLES
    ) {
      results.push({
        ...base,
        state: 'short',
        reasons: [
          `${vital}: ${stable.samples[vital]} and ${next.samples[vital]} pages measured it, ${MIN_VITAL_SAMPLES} needed on each arm`,
        ],
      });
    } else if (b - a > allowed) {
      results.push({
        ...base,
        state: 'fails',
        reasons: [
          `${vital} p75 ${Math.round(b)} ms on ${next.version}, ${Math.round(b - a)} ms over stable's ${Math.round(a)} ms (${allowed} ms allowed)`,
        ],
      });
    } else results.push({ ...base, state: 'holds' });
  }
  if (rules.windowPageViews !== undefined) {
    results.push({
      rule: 'windowPageViews',
      stable: null,
      next: next.pageViews,
      limit: rules.windowPageViews,
      state: next.pageViews >= rules.windowPageViews ? 'holds' : 'open',
    });
  }
  if (rules.windowMinutes !== undefined) {
    results.push({
      rule: 'windowMinutes',
      stable: null,
      next: Math.floor(minutes),
      limit: rules.windowMinutes,
      state: minutes >= rules.windowMinutes ? 'holds' : 'open',
    });
  }
  return results;
}

/**
 * The decision for a canary from `stable` to `next` under `rules`, `minutes` after it started,
 * given the receiver's figures of every version (a version without any counts as none): read from
 * the rules' results, which it returns with it.
 */
export function judgeCanary(
  canary: { stable: string; next: string },
  rules: CanaryWatch,
  signals: ReadonlyArray<ArmSignals>,
  minutes: number,
): Verdict {
  const stable = signals.find((s) => s.version === canary.stable) ?? empty(canary.stable);
  const next = signals.find((s) => s.version === canary.next) ?? empty(canary.next);
  const figures = { stable, next, minutes };
  const results = readRules(rules, figures);
  const verdict = (decision: Verdict['decision'], reasons: string[]): Verdict => ({
    decision,
    reasons,
    rules: results,
    figures,
  });
  const reasonsOf = (states: RuleResult[]) => states.flatMap((r) => r.reasons ?? []);
  const [minimum] = results;
  if (minimum?.state === 'short') return verdict('wait', reasonsOf([minimum]));
  const failed = results.filter((r) => r.state === 'fails');
  if (failed.length > 0) return verdict('rollback', reasonsOf(failed));
  // a vital measured by too few pages holds the decision back (it carries the reason)
  const held = results.filter((r) => r.state === 'short' && r.reasons);
  if (held.length > 0) return verdict('wait', reasonsOf(held));
  const windows = results.filter((r) => r.rule === 'windowPageViews' || r.rule === 'windowMinutes');
  const over = windows.find((r) => r.state === 'holds');
  if (over) {
    return verdict('promote', [
      `healthy at the window's end (${over.rule === 'windowPageViews' ? `${next.pageViews} page views on ${next.version}` : `${Math.floor(minutes)} minutes`}): errors per page view ${pct(next.errorRate)} against stable's ${pct(stable.errorRate)}`,
    ]);
  }
  const window = [
    rules.windowPageViews !== undefined
      ? `${next.pageViews} of ${rules.windowPageViews} page views`
      : null,
    rules.windowMinutes !== undefined
      ? `${Math.floor(minutes)} of ${rules.windowMinutes} minutes`
      : null,
  ].filter(Boolean);
  return verdict('wait', [
    `healthy so far; the window is not over (${window.join(', ') || 'no window set'})`,
  ]);
}

/** Where a canary runs: a remote's environment default, or one brand's pin. */
export type CanaryScope = { remote: string; brand?: string };

/** A canary as the manifest holds it (a remote's default or a brand's pin). */
/** A canary split as the manifest's schema has it (manifest-schema.ts). */
export type Canary = Extract<Choice, { canary: unknown }>['canary'];
type CanaryChoice = { canary: Canary };
type ManifestLike = {
  remotes?: Record<string, { default?: unknown }>;
  brands?: Record<string, Record<string, unknown> | undefined>;
};
/** Whether a manifest's choice is a canary (else a version). */
export const isCanary = (choice: unknown): choice is CanaryChoice =>
  typeof choice === 'object' && choice !== null && 'canary' in choice;

/** Every canary of a manifest (with `watched`, only those that carry watch rules). */
export function canariesOf(
  manifest: ManifestLike,
  { watched = false }: { watched?: boolean } = {},
): Array<{ scope: CanaryScope; canary: Canary }> {
  const found: Array<{ scope: CanaryScope; canary: Canary }> = [];
  for (const [remote, release] of Object.entries(manifest.remotes ?? {})) {
    if (isCanary(release.default))
      found.push({ scope: { remote }, canary: release.default.canary });
  }
  for (const [brand, pins] of Object.entries(manifest.brands ?? {})) {
    for (const [remote, choice] of Object.entries(pins ?? {})) {
      if (isCanary(choice)) found.push({ scope: { remote, brand }, canary: choice.canary });
    }
  }
  return watched ? found.filter(({ canary }) => canary.watch) : found;
}

/**
 * When the canary now in `scope` started: the time of the earliest entry of the history's last
 * run of entries that served it (the same next version); null when the history does not show it.
 */
export function canaryStart(
  history: ReadonlyArray<{ at: string; manifest: unknown }>,
  scope: CanaryScope,
  next: string,
): string | null {
  const choiceIn = (manifest: ManifestLike | undefined) =>
    scope.brand
      ? manifest?.brands?.[scope.brand]?.[scope.remote]
      : manifest?.remotes?.[scope.remote]?.default;
  let start: string | null = null;
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const entry = history[i]!;
    const choice = choiceIn(entry.manifest as ManifestLike | undefined);
    if (!isCanary(choice) || choice.canary.next !== next) break;
    start = entry.at;
  }
  return start;
}

/** The receiver's query for a canary's figures: its remote, its brand, since it started. */
export function signalsQuery(scope: CanaryScope, since: string | null): URLSearchParams {
  const query = new URLSearchParams({ remote: scope.remote });
  if (scope.brand) query.set('domain', scope.brand);
  if (since) query.set('since', since);
  return query;
}
