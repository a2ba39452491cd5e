/**
 * The page signals the storefront sends (`page-signals` events: host/src/lib/page-signals.ts),
 * summed per version of one remote, as a canary's watch reads them: for each version, the page
 * views it was on, its region's errors (by kind) and their rate per page view, and the 75th
 * percentile of LCP, INP and CLS over the pages that measured each. A page's batches are joined by
 * its id: its vitals are the last it reported, its errors the sum.
 */
import type { ReceivedEvent } from './receiver-store';

export const PAGE_SIGNALS_EVENT = 'page-signals';

type Kind = 'render' | 'load' | 'rejection';
const KINDS: Kind[] = ['render', 'load', 'rejection'];
type Vital = 'LCP' | 'INP' | 'CLS';

export type VersionSignals = {
  version: string;
  pageViews: number;
  errors: number;
  errorsByKind: Record<Kind, number>;
  /** errors per page view (0 without page views) */
  errorRate: number;
  /** the 75th percentile of each vital over the pages that measured it (null: none did) */
  p75: Record<Vital, number | null>;
  /** how many pages measured each vital */
  samples: Record<Vital, number>;
};

export type SignalsFilter = {
  remote: string;
  /** the brand's domain (eventData.domain) */
  domain?: string | undefined;
  environment?: string | undefined;
  /** only events received at or after this instant (ISO 8601) */
  since?: string | undefined;
};

type Page = {
  pageViews: number;
  version: string | null;
  errors: Record<Kind, number>;
  vitals: Partial<Record<Vital, number>>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;

/** The nearest-rank percentile of some values (null for none). */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

/** The remote's figures per version, from the receiver's events. */
export function aggregateSignals(events: ReceivedEvent[], filter: SignalsFilter): VersionSignals[] {
  const since = filter.since ? Date.parse(filter.since) : Number.NEGATIVE_INFINITY;
  const pages = new Map<string, Page>();
  for (const { receivedAt, payload } of events) {
    if (payload.eventName !== PAGE_SIGNALS_EVENT || Date.parse(receivedAt) < since) continue;
    const data = isRecord(payload.eventData) ? payload.eventData : {};
    if (filter.domain && data.domain !== filter.domain) continue;
    const batch = isRecord(payload.eventProperties) ? payload.eventProperties : {};
    if (filter.environment && batch.environment !== filter.environment) continue;
    if (typeof batch.pageId !== 'string') continue;
    const page = pages.get(batch.pageId) ?? {
      pageViews: 0,
      version: null,
      errors: { render: 0, load: 0, rejection: 0 },
      vitals: {},
    };
    pages.set(batch.pageId, page);
    page.pageViews += count(batch.pageView) > 0 ? 1 : 0;
    const versions = isRecord(batch.versions) ? batch.versions : {};
    const version = versions[filter.remote];
    if (typeof version === 'string') page.version = version;
    const errors = isRecord(batch.errors) ? batch.errors[filter.remote] : undefined;
    if (isRecord(errors)) for (const kind of KINDS) page.errors[kind] += count(errors[kind]);
    const vitals = isRecord(batch.vitals) ? batch.vitals : {};
    for (const name of ['LCP', 'INP', 'CLS'] as const) {
      const value = vitals[name];
      if (typeof value === 'number' && Number.isFinite(value)) page.vitals[name] = value;
    }
  }
  const byVersion = new Map<string, Page[]>();
  for (const page of pages.values()) {
    if (page.version === null) continue;
    byVersion.set(page.version, [...(byVersion.get(page.version) ?? []), page]);
  }
  return [...byVersion.entries()]
    .map(([version, list]) => {
      const pageViews = list.reduce((sum, page) => sum + Math.min(page.pageViews, 1), 0);
      const errorsByKind = { render: 0, load: 0, rejection: 0 };
      for (const page of list) for (const kind of KINDS) errorsByKind[kind] += page.errors[kind];
      const errors = errorsByKind.render + errorsByKind.load + errorsByKind.rejection;
      const measured = (name: Vital) =>
        list.map((page) => page.vitals[name]).filter((v): v is number => v !== undefined);
      return {
        version,
        pageViews,
        errors,
        errorsByKind,
        errorRate: pageViews > 0 ? errors / pageViews : 0,
        p75: {
          LCP: percentile(measured('LCP'), 75),
          INP: percentile(measured('INP'), 75),
          CLS: percentile(measured('CLS'), 75),
        },
        samples: {
          LCP: measured('LCP').length,
          INP: measured('INP').length,
          CLS: measured('CLS').length,
        },
      };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
}
