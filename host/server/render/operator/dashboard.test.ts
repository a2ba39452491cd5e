/** @jest-environment node */
import type { ArmSignals } from '@storefront/operations/canary-watch';
import type { HistoryEntry } from '@storefront/operations/manifest-store';
import { dashboardData } from './dashboard-data';
import { dashboardPage, signOnPage } from './dashboard-page';
import { DASHBOARD_LANGUAGES, languageOf, translatorFor } from './i18n';

const watch = {
  minPageViews: 20,
  windowPageViews: 200,
  maxErrorRate: 0.01,
  maxErrorRateRatio: 1.5,
};

const manifest = {
  environment: 'staging',
  remotes: {
    deals: {
      versions: {},
      default: { canary: { stable: '1.0.0', next: '1.1.0', percent: 20, watch } },
      lastKnownGood: '0.9.0',
    },
    search: { versions: {}, default: '1.0.0' },
  },
  brands: {
    'members.localhost': { deals: '0.9.0' },
    // a brand's name is the operator's text: it is shown, never run
    '<img src=x onerror=alert(1)>.example': {
      search: { canary: { stable: '1.0.0', next: '1.2.0', percent: 10 } },
    },
  },
};

const arm = (
  version: string,
  pageViews: number,
  errors: number,
  lcp: number | null,
): ArmSignals => ({
  version,
  pageViews,
  errors,
  errorRate: pageViews ? errors / pageViews : 0,
  p75: { LCP: lcp, INP: lcp === null ? null : 80, CLS: 0 },
  samples: { LCP: lcp === null ? 0 : pageViews, INP: lcp === null ? 0 : pageViews, CLS: pageViews },
});

const entry = (id: number, action: string, what: string, m: unknown, extra = {}): HistoryEntry => ({
  id,
  at: `2026-06-01T10:0${id}:00.000Z`,
  who: 'ana',
  action,
  what,
  reason: 'because',
  before: null,
  after: `h${id}`,
  manifest: m as Record<string, unknown>,
  ...extra,
});

const history: HistoryEntry[] = [
  entry(0, 'baseline', 'the file as found', { remotes: { deals: { default: '1.0.0' } } }),
  entry(1, 'pin', 'members.localhost on deals 0.9.0', { remotes: { deals: { default: '1.0.0' } } }),
  entry(2, 'rollback', 'returned to the state of entry 0', { remotes: {} }, { restores: 0 }),
  entry(3, 'canary', 'deals canary 1.0.0 → 1.1.0 at 20 %', manifest),
];

const NOW = new Date('2026-06-01T10:33:00.000Z');

describe('the operator dashboard', () => {
  it('shows what each brand is served, each canary against its rules, and the latest changes', async () => {
    const asked: string[] = [];
    const data = await dashboardData(
      manifest,
      history,
      async (scope, since) => {
        asked.push(`${scope.remote} ${scope.brand ?? '*'} ${since}`);
        return [arm('1.0.0', 160, 1, 1200), arm('1.1.0', 40, 20, 1900), arm('1.2.0', 3, 0, null)];
      },
      NOW,
    );
    expect(data.environment).toBe('staging');
    const deals = data.remotes.find((r) => r.remote === 'deals')!;
    expect(deals.lastKnownGood).toBe('0.9.0');
    expect(deals.served).toEqual([
      { brand: null, version: null, canary: manifest.remotes.deals.default.canary },
      { brand: 'members.localhost', version: '0.9.0', canary: null },
    ]);
    const [canary] = deals.canaries;
    // the figures since the canary started (the history's entry 3)
    expect(asked).toContain('deals * 2026-06-01T10:03:00.000Z');
    expect(canary!.startedAt).toBe('2026-06-01T10:03:00.000Z');
    expect(canary!.decision).toBe('rollback');
    expect(canary!.rules).toMatchObject([
      { rule: 'minPageViews', stable: 160, next: 40, limit: 20, state: 'holds' },
      { rule: 'maxErrorRate', stable: 1 / 160, next: 0.5, limit: 0.01, state: 'fails' },
      {
        rule: 'maxErrorRateRatio',
        stable: 1 / 160,
        next: 0.5,
        limit: 1.5 * (1 / 160),
        state: 'fails',
      },
      { rule: 'windowPageViews', stable: null, next: 40, limit: 200, state: 'open' },
    ]);
    // a canary without rules is shown, not judged
    const search = data.remotes.find((r) => r.remote === 'search')!;
    expect(search.canaries[0]).toMatchObject({ decision: null, rules: [] });
    // latest first, with what a rollback undid
    expect(data.history.map((h) => h.id)).toEqual([3, 2, 1, 0]);
    expect(data.history.find((h) => h.id === 2)?.undoes).toEqual([1]);
  });

  it('says the signals could not be read, and still shows the rest', async () => {
    const data = await dashboardData(
      manifest,
      [],
      async () => {
        throw new Error('the receiver answered HTTP 503');
      },
      NOW,
    );
    const [canary] = data.remotes[0]!.canaries;
    expect(canary).toMatchObject({ figures: null, signalsError: 'the receiver answered HTTP 503' });
    const html = dashboardPage({ t: translatorFor('en'), lang: 'en', nonce: 'n0nce' }, data, 'ana');
    expect(html).toContain(
      'The shoppers&#x27; signals could not be read: the receiver answered HTTP 503',
    );
    expect(html).toContain('No change is recorded yet.');
  });

  it.each(DASHBOARD_LANGUAGES)(
    'is written in %s, with its charts as named images',
    async (lang) => {
      const data = await dashboardData(
        manifest,
        history,
        async () => [arm('1.0.0', 160, 1, 1200), arm('1.1.0', 40, 20, 1900)],
        NOW,
      );
      const html = dashboardPage({ t: translatorFor(lang), lang, nonce: 'n0nce' }, data, 'ana');
      expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
      // every key found: no key's path, no interpolation left unfilled
      expect(html).not.toMatch(/\b(canary|served|history|signOn)\.[a-zA-Z]/);
      expect(html).not.toContain('{{');
      // the deals canary's three charts (errors, LCP, INP) and the search canary's one (its next
      // version measured nothing yet), each an image with a name, its stylesheet under the nonce
      const charts = html.match(/<svg[^>]*role="img"[^>]*>/g) ?? [];
      expect(charts).toHaveLength(4);
      for (const svg of charts) expect(svg).toMatch(/aria-label="[^"]{10,}"/);
      expect(html).not.toMatch(/<style(?![^>]*nonce="n0nce")/);
      // the brand's name as text
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;.example');
      // no script at all
      expect(html).not.toMatch(/<script/i);
    },
  );

  it('keeps the name after a refused sign-on, never the passphrase, and says why', () => {
    const html = signOnPage(
      { t: translatorFor('de'), lang: 'de', nonce: 'n' },
      { name: 'ana"><b>', problem: 'refused' },
    );
    expect(html).toContain('value="ana&quot;&gt;&lt;b&gt;"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('passen zu keinem Betreiber');
    expect(html).toMatch(/type="password"(?![^>]*value=)/);
  });

  it("speaks the language asked for, else the browser's first one it has, else English", () => {
    expect(languageOf('pt', 'de-DE')).toBe('pt');
    expect(languageOf('xx', 'nl;q=0.9, fr-CA;q=0.8, de;q=0.5')).toBe('fr');
    expect(languageOf(undefined, 'it;q=0, es;q=0.4')).toBe('es');
    expect(languageOf(undefined, undefined)).toBe('en');
  });
});
