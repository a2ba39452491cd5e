/**
 * What the operator dashboard shows, read from the manifest, its history and the event
 * receiver's page signals: per remote, the version each brand is served (an environment default
 * or a brand's pin, a canary's split), each canary's two arms side by side against its watch
 * rules, with the decision the watch would take now (@storefront/operations/canary-watch judges it, as `pnpm remotes
 * watch` does), and the latest changes with what each undid and the figures a watch decided on.
 */
import type {
  ArmSignals,
  Canary,
  CanaryScope,
  CanaryWatch,
  RuleResult,
} from '@storefront/operations/canary-watch';
import {
  canariesOf,
  canaryStart,
  isCanary,
  judgeCanary,
} from '@storefront/operations/canary-watch';
import type { HistoryEntry } from '@storefront/operations/manifest-store';
import { historyEffects } from '@storefront/operations/manifest-store';

type ManifestJson = {
  environment?: string;
  remotes?: Record<string, { default?: unknown; lastKnownGood?: string }>;
  brands?: Record<string, Record<string, unknown> | undefined>;
};

export type CanaryView = {
  scope: CanaryScope;
  canary: Canary;
  startedAt: string | null;
  /** the receiver's figures of each arm, null when they could not be read */
  figures: { stable: ArmSignals; next: ArmSignals; minutes: number } | null;
  signalsError: string | null;
  /** what the watch decides now; null when the canary has no rules */
  decision: 'rollback' | 'promote' | 'wait' | null;
  /** each rule against the figures, as the watch reads them */
  rules: RuleResult[];
};

export type ServedRow = {
  /** null: every brand without a pin of its own */
  brand: string | null;
  version: string | null;
  canary: Canary | null;
};

export type RemoteView = {
  remote: string;
  lastKnownGood: string | null;
  served: ServedRow[];
  canaries: CanaryView[];
};

export type HistoryRow = Pick<HistoryEntry, 'id' | 'at' | 'who' | 'action' | 'what' | 'reason'> & {
  undoes: number[];
  reapplies: number[];
  figures: { stable: ArmSignals; next: ArmSignals } | null;
};

export type DashboardData = {
  environment: string;
  at: string;
  remotes: RemoteView[];
  history: HistoryRow[];
};

/** The receiver's figures of a remote's versions where a canary runs, since it started. */
export type ReadSignals = (scope: CanaryScope, since: string | null) => Promise<ArmSignals[]>;

export const HISTORY_SHOWN = 20;

function served(brand: string | null, choice: unknown): ServedRow {
  if (isCanary(choice)) return { brand, version: null, canary: choice.canary };
  return { brand, version: typeof choice === 'string' ? choice : null, canary: null };
}

async function canaryView(
  scope: CanaryScope,
  canary: Canary,
  history: HistoryEntry[],
  readSignals: ReadSignals,
  now: Date,
): Promise<CanaryView> {
  const startedAt = canaryStart(history, scope, canary.next);
  const minutes = startedAt ? (now.getTime() - Date.parse(startedAt)) / 60_000 : 0;
  let versions: ArmSignals[];
  try {
    versions = await readSignals(scope, startedAt);
  } catch (error) {
    const signalsError = error instanceof Error ? error.message : String(error);
    return { scope, canary, startedAt, figures: null, signalsError, decision: null, rules: [] };
  }
  const rules: CanaryWatch = canary.watch ?? { minPageViews: 0 };
  const verdict = judgeCanary(canary, rules, versions, minutes);
  return {
    scope,
    canary,
    startedAt,
    figures: verdict.figures,
    signalsError: null,
    decision: canary.watch ? verdict.decision : null,
    rules: canary.watch ? verdict.rules : [],
  };
}

function figuresOf(entry: HistoryEntry): HistoryRow['figures'] {
  const figures = entry.figures as { stable?: ArmSignals; next?: ArmSignals } | undefined;
  return figures?.stable && figures.next ? { stable: figures.stable, next: figures.next } : null;
}

/** The dashboard's figures: `manifest` as it is now, with its `history`. */
export async function dashboardData(
  manifest: ManifestJson,
  history: HistoryEntry[],
  readSignals: ReadSignals,
  now: Date = new Date(),
): Promise<DashboardData> {
  const canaries = canariesOf(manifest);
  const remotes = await Promise.all(
    Object.entries(manifest.remotes ?? {}).map(async ([remote, release]) => {
      const pins = Object.entries(manifest.brands ?? {})
        .filter(([, choices]) => choices?.[remote] !== undefined)
        .map(([brand, choices]) => served(brand, choices?.[remote]));
      const views = await Promise.all(
        canaries
          .filter(({ scope }) => scope.remote === remote)
          .map(({ scope, canary }) => canaryView(scope, canary, history, readSignals, now)),
      );
      return {
        remote,
        lastKnownGood: release.lastKnownGood ?? null,
        served: [served(null, release.default), ...pins],
        canaries: views,
      };
    }),
  );
  const effects = historyEffects(history);
  const latest = history.slice(-HISTORY_SHOWN).reverse();
  return {
    environment: manifest.environment ?? '',
    at: now.toISOString(),
    remotes,
    history: latest.map((entry) => ({
      id: entry.id,
      at: entry.at,
      who: entry.who,
      action: entry.action,
      what: entry.what,
      reason: entry.reason,
      undoes: effects.get(entry.id)?.undoes ?? [],
      reapplies: effects.get(entry.id)?.reapplies ?? [],
      figures: figuresOf(entry),
    })),
  };
}
