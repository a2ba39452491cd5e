/**
 * The operator dashboard's pages, rendered on the server to HTML that needs no script: the
 * sign-on form, and the dashboard (per remote: the versions each brand is served, each canary's
 * arms against its rules with charts, and the latest changes of the manifest). Every figure is
 * written in the page's language; the manifest's own words (`what`, `reason`) are shown as the
 * history keeps them, in English.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { ArmSignals } from '@storefront/operations/canary-watch';
import type { RuleResult } from '@storefront/operations/canary-watch';
import type { CanaryView, DashboardData, HistoryRow } from './dashboard-data';
import { armsChart } from './charts';
import { DASHBOARD_LANGUAGES, LANGUAGE_NAMES } from './i18n';
import type { DashboardLanguage } from './i18n';

export const DASHBOARD_PATH = '/__operator';

type Page = { t: TFunction; lang: DashboardLanguage; nonce: string };

const STYLES = `
:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.45; color: #1a202c; }
body { margin: 0; background: #f7f8fa; }
a { color: #1d4f91; }
header, main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
header { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: baseline; justify-content: space-between; }
h1 { font-size: 1.6rem; margin: 0.25rem 0; }
h2 { font-size: 1.3rem; margin: 2rem 0 0.5rem; border-bottom: 2px solid #cbd2dc; }
h3 { font-size: 1.1rem; margin: 1.25rem 0 0.5rem; }
nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; list-style: none; margin: 0; padding: 0; }
nav [aria-current] { font-weight: 700; color: #1a202c; text-decoration: none; }
section.card { background: #fff; border: 1px solid #cbd2dc; border-radius: 6px; padding: 0.75rem 1rem; margin: 0.75rem 0; }
.scroll { overflow-x: auto; }
.scroll:focus-visible, a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #1d5fa8; outline-offset: 2px; }
table { border-collapse: collapse; min-width: 100%; margin: 0.5rem 0; background: #fff; }
caption { text-align: start; font-weight: 600; padding: 0.25rem 0; }
th, td { text-align: start; vertical-align: top; padding: 0.35rem 0.6rem; border-bottom: 1px solid #dfe3ea; }
thead th { background: #eef1f5; }
td.number { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
tbody th[scope=row] { min-width: 9rem; }
.what { display: block; min-width: 16rem; }
.decision { display: inline-block; font-weight: 700; padding: 0.15rem 0.5rem; border-radius: 4px; border: 2px solid currentColor; }
.decision-rollback, .state-fails { color: #a4161a; }
.decision-promote, .state-holds { color: #1e6b34; }
.decision-wait, .decision-none, .state-short, .state-open { color: #5c4100; }
.charts { display: flex; flex-wrap: wrap; gap: 1rem; }
.charts figure { margin: 0; flex: 1 1 20rem; max-width: 36rem; }
.charts svg { width: 100%; height: auto; font-size: 13px; }
.notice { background: #fff4e5; border: 1px solid #8a5a00; border-radius: 4px; padding: 0.5rem 0.75rem; }
.error { background: #fdecec; border: 1px solid #a4161a; border-radius: 4px; padding: 0.5rem 0.75rem; color: #7a1014; }
form.sign-on { display: grid; gap: 0.75rem; max-width: 24rem; background: #fff; padding: 1rem; border: 1px solid #cbd2dc; border-radius: 6px; }
label { font-weight: 600; display: grid; gap: 0.25rem; }
input { font: inherit; padding: 0.5rem; border: 1px solid #5a6474; border-radius: 4px; min-height: 2.75rem; box-sizing: border-box; }
button { font: inherit; min-height: 2.75rem; padding: 0.4rem 1rem; border-radius: 4px; border: 1px solid #1d4f91; background: #1d4f91; color: #fff; cursor: pointer; }
form.inline { display: inline; }
form.inline button { background: #fff; color: #1d4f91; }
`;

/** The whole document: the page's language, its title, and the styles the CSP lets through. */
function documentOf({ lang, nonce }: Page, title: string, body: ReactNode): string {
  const html = renderToStaticMarkup(
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {/* no icon: the browser asks for none */}
        <link rel="icon" href="data:," />
        <title>{title}</title>
        <style nonce={nonce}>{STYLES}</style>
      </head>
      <body>{body}</body>
    </html>,
  );
  return `<!doctype html>${html}`;
}

/** A table in a region that scrolls sideways on a narrow screen (reached by keyboard too). */
function DataTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div className="scroll" tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function LanguageLinks({ t, lang, path }: Page & { path: string }) {
  return (
    <nav aria-label={t('language')}>
      <ul>
        {DASHBOARD_LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={`${path}?lang=${code}`}
              lang={code}
              hrefLang={code}
              aria-current={code === lang ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The sign-on form; `name` is kept after a refusal (never the passphrase). */
export function signOnPage(
  page: Page,
  { name = '', problem }: { name?: string; problem?: 'refused' | 'missing' },
): string {
  const { t, lang } = page;
  return documentOf(
    page,
    t('signOn.title'),
    <>
      <header>
        <h1>{t('signOn.title')}</h1>
        <LanguageLinks {...page} path={DASHBOARD_PATH} />
      </header>
      <main>
        <p>{t('signOn.intro')}</p>
        {problem ? (
          <p className="error" role="alert" id="sign-on-problem">
            {t(`signOn.${problem}`)}
          </p>
        ) : null}
        <form className="sign-on" method="post" action={`${DASHBOARD_PATH}/sign-on?lang=${lang}`}>
          <label>
            {t('signOn.name')}
            <input
              name="name"
              autoComplete="username"
              required
              maxLength={64}
              defaultValue={name}
              aria-describedby={problem ? 'sign-on-problem' : undefined}
              aria-invalid={problem ? true : undefined}
            />
          </label>
          <label>
            {t('signOn.passphrase')}
            <input
              name="passphrase"
              type="password"
              autoComplete="current-password"
              required
              maxLength={1024}
              aria-describedby={problem ? 'sign-on-problem' : undefined}
              aria-invalid={problem ? true : undefined}
            />
          </label>
          <button type="submit">{t('signOn.submit')}</button>
        </form>
      </main>
    </>,
  );
}

function formats(lang: DashboardLanguage) {
  const percent = new Intl.NumberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  });
  const integer = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const time = new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  });
  const ms = (value: number | null) => (value === null ? null : `${integer.format(value)} ms`);
  return {
    percent: (value: number) => percent.format(value),
    integer: (value: number) => integer.format(value),
    decimal: (value: number) => decimal.format(value),
    ms,
    time: (iso: string) => time.format(new Date(iso)),
  };
}
type Formats = ReturnType<typeof formats>;

const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

function ruleFigure(rule: RuleResult['rule'], value: number | null, f: Formats, t: TFunction) {
  if (value === null) return rule.startsWith('window') ? '—' : t('canary.notMeasured');
  switch (rule) {
    case 'maxErrorRate':
    case 'maxErrorRateRatio':
      return f.percent(value);
    case 'maxInpIncreaseMs':
    case 'maxLcpIncreaseMs':
      return f.ms(value);
    default:
      return f.integer(value);
  }
}

/** A canary with both arms' figures, for its table and its charts. */
type ArmsProps = {
  view: CanaryView;
  figures: { stable: ArmSignals; next: ArmSignals };
  page: Page;
  f: Formats;
};

function ArmsTable({ view, figures, page, f }: ArmsProps) {
  const { t } = page;
  const vital = (arm: ArmSignals, name: 'LCP' | 'INP') =>
    arm.p75[name] === null ? (
      t('canary.notMeasured')
    ) : (
      <>
        {f.ms(arm.p75[name])}
        <br />
        <small>{t('canary.measured', { count: arm.samples[name] })}</small>
      </>
    );
  return (
    <DataTable
      caption={t('canary.figures')}
      columns={[
        t('canary.arm'),
        t('canary.pageViews'),
        t('canary.errors'),
        t('canary.errorRate'),
        t('canary.lcp'),
        t('canary.inp'),
      ]}
    >
      {(['stable', 'next'] as const).map((arm) => (
        <tr key={arm}>
          <th scope="row">{t(`canary.${arm}`, { version: view.canary[arm] })}</th>
          <td className="number">{f.integer(figures[arm].pageViews)}</td>
          <td className="number">{f.integer(figures[arm].errors)}</td>
          <td className="number">{f.percent(figures[arm].errorRate)}</td>
          <td className="number">{vital(figures[arm], 'LCP')}</td>
          <td className="number">{vital(figures[arm], 'INP')}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function RulesTable({ view, page, f }: { view: CanaryView; page: Page; f: Formats }) {
  const { t } = page;
  return (
    <DataTable
      caption={t('canary.rules')}
      columns={[
        t('canary.rule'),
        t('canary.stableFigure'),
        t('canary.nextFigure'),
        t('canary.limit'),
        t('canary.state'),
      ]}
    >
      {view.rules.map((row) => (
        <tr key={row.rule}>
          <th scope="row">{t(`canary.ruleNames.${row.rule}`)}</th>
          <td className="number">{ruleFigure(row.rule, row.stable, f, t)}</td>
          <td className="number">{ruleFigure(row.rule, row.next, f, t)}</td>
          <td className="number">{ruleFigure(row.rule, row.limit, f, t)}</td>
          <td className={`state-${row.state}`}>{t(`canary.states.${row.state}`)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function Charts({ view, figures, page, f }: ArmsProps) {
  const { t, nonce } = page;
  const labels = {
    stable: t('canary.stable', { version: view.canary.stable }),
    next: t('canary.next', { version: view.canary.next }),
  };
  const limitOf = (rule: RuleResult['rule']) => view.rules.find((r) => r.rule === rule);
  const charts: string[] = [];
  // errors per page view, in errors per 100 page views (the axis a person reads)
  const rateLimits = (['maxErrorRate', 'maxErrorRateRatio'] as const)
    .map(limitOf)
    // a ratio of a stable arm without errors is no line to draw
    .filter((r): r is RuleResult => r !== undefined && r.limit > 0)
    .map((r) => ({
      label: t('canary.limitLabel', { value: f.percent(r.limit) }),
      value: r.limit * 100,
    }));
  charts.push(
    armsChart({
      name: t('canary.chartErrors', {
        stable: f.percent(figures.stable.errorRate),
        next: f.percent(figures.next.errorRate),
      }),
      bars: (['stable', 'next'] as const).map((arm) => ({
        arm,
        label: labels[arm],
        value: figures[arm].errorRate * 100,
      })),
      limits: rateLimits,
      unit: t('canary.unitRate'),
      format: (value) => f.decimal(value),
      nonce,
    }),
  );
  for (const [vital, rule, key] of [
    ['LCP', 'maxLcpIncreaseMs', 'chartLcp'],
    ['INP', 'maxInpIncreaseMs', 'chartInp'],
  ] as const) {
    const [a, b] = [figures.stable.p75[vital], figures.next.p75[vital]];
    if (a === null || b === null) continue;
    const limit = limitOf(rule);
    charts.push(
      armsChart({
        name: t(`canary.${key}`, { stable: f.ms(a), next: f.ms(b) }),
        bars: [
          { arm: 'stable', label: labels.stable, value: a },
          { arm: 'next', label: labels.next, value: b },
        ],
        limits: limit
          ? [{ label: t('canary.limitLabel', { value: f.ms(limit.limit) }), value: limit.limit }]
          : [],
        unit: t('canary.unitMs'),
        format: (value) => f.integer(value),
        nonce,
      }),
    );
  }
  return (
    <div className="charts">
      {charts.map((svg, index) => (
        // our own SVG, drawn from numbers and the page's own words; every text in it is escaped
        // by the DOM it was drawn in
        <figure key={index} dangerouslySetInnerHTML={{ __html: svg }} />
      ))}
    </div>
  );
}

function CanarySection({
  view,
  at,
  page,
  f,
}: {
  view: CanaryView;
  /** when the figures were read */
  at: string;
  page: Page;
  f: Formats;
}) {
  const { t } = page;
  const where = view.scope.brand ?? t('served.everyBrand');
  const id = `canary-${slug(view.scope.remote)}-${slug(view.scope.brand ?? 'default')}`;
  const decision = view.decision ?? 'none';
  const minutes = view.startedAt
    ? Math.max(0, Math.floor((Date.parse(at) - Date.parse(view.startedAt)) / 60_000))
    : 0;
  return (
    <section className="card" aria-labelledby={id}>
      <h3 id={id}>
        {t('canary.title', { stable: view.canary.stable, next: view.canary.next, where })}
      </h3>
      <p>
        {view.startedAt
          ? t('canary.startedAt', { time: f.time(view.startedAt), minutes: f.integer(minutes) })
          : t('canary.startUnknown')}
      </p>
      {view.signalsError ? (
        <p className="error">{t('canary.signalsError', { error: view.signalsError })}</p>
      ) : null}
      {view.figures ? (
        <>
          <p>
            <span className={`decision decision-${decision}`}>
              {t(`canary.decision.${decision}`)}
            </span>{' '}
            {view.decision === 'rollback' || view.decision === 'promote'
              ? t('canary.decisionNote')
              : null}
          </p>
          <ArmsTable view={view} figures={view.figures} page={page} f={f} />
          {view.rules.length ? <RulesTable view={view} page={page} f={f} /> : null}
          <Charts view={view} figures={view.figures} page={page} f={f} />
        </>
      ) : null}
    </section>
  );
}

function HistoryTable({ rows, page, f }: { rows: HistoryRow[]; page: Page; f: Formats }) {
  const { t } = page;
  if (rows.length === 0) return <p>{t('history.empty')}</p>;
  const actionName = (action: string) => {
    const key = `history.actions.${action.replace(/\s+/g, '-')}`;
    return page.t(key, { defaultValue: action });
  };
  return (
    <DataTable
      caption={t('history.caption')}
      columns={[
        t('history.id'),
        t('history.at'),
        t('history.who'),
        t('history.action'),
        t('history.what'),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" className="number">
            #{row.id}
          </th>
          <td className="number">{f.time(row.at)}</td>
          <td>{row.who}</td>
          <td>
            {actionName(row.action)}
            {row.undoes.length ? (
              <>
                <br />
                <small>
                  {t('history.undid', { ids: row.undoes.map((id) => `#${id}`).join(', ') })}
                </small>
              </>
            ) : null}
            {row.reapplies.length ? (
              <>
                <br />
                <small>
                  {t('history.reapplied', {
                    ids: row.reapplies.map((id) => `#${id}`).join(', '),
                  })}
                </small>
              </>
            ) : null}
          </td>
          <td>
            <span lang="en" className="what">
              {row.what}
              {row.reason ? ` — ${row.reason}` : ''}
            </span>
            {row.figures ? (
              <>
                <br />
                <small>
                  {t('history.figures', {
                    stable: row.figures.stable.version,
                    stableRate: f.percent(row.figures.stable.errorRate),
                    stableViews: f.integer(row.figures.stable.pageViews),
                    next: row.figures.next.version,
                    nextRate: f.percent(row.figures.next.errorRate),
                    nextViews: f.integer(row.figures.next.pageViews),
                  })}
                </small>
              </>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The dashboard for a signed-on operator. */
export function dashboardPage(page: Page, data: DashboardData, operator: string): string {
  const { t, lang } = page;
  const f = formats(lang);
  const served = (row: DashboardData['remotes'][number]['served'][number]) =>
    row.canary
      ? t('served.canary', {
          stable: row.canary.stable,
          stablePercent: f.integer(100 - row.canary.percent),
          next: row.canary.next,
          percent: f.integer(row.canary.percent),
        })
      : (row.version ?? '—');
  return documentOf(
    page,
    `${t('title')} · ${data.environment}`,
    <>
      <header>
        <div>
          <h1>{t('title')}</h1>
          <p>
            {t('environment', { environment: data.environment })} ·{' '}
            {t('asOf', { time: f.time(data.at) })} ·{' '}
            <a href={`${DASHBOARD_PATH}?lang=${lang}`}>{t('refresh')}</a>
          </p>
        </div>
        <div>
          <LanguageLinks {...page} path={DASHBOARD_PATH} />
          <div>
            {t('signedInAs', { name: operator })}{' '}
            <form
              className="inline"
              method="post"
              action={`${DASHBOARD_PATH}/sign-out?lang=${lang}`}
            >
              <button type="submit">{t('signOut')}</button>
            </form>
          </div>
        </div>
      </header>
      <main>
        {data.remotes.map((remote) => (
          <section key={remote.remote} aria-labelledby={`remote-${slug(remote.remote)}`}>
            <h2 id={`remote-${slug(remote.remote)}`}>{remote.remote}</h2>
            <DataTable
              caption={t('served.caption', { remote: remote.remote })}
              columns={[t('served.brand'), t('served.served'), t('served.watch')]}
            >
              {remote.served.map((row) => (
                <tr key={row.brand ?? ''}>
                  <th scope="row">{row.brand ?? t('served.everyBrand')}</th>
                  <td>{served(row)}</td>
                  <td>
                    {row.canary
                      ? row.canary.watch
                        ? t('served.watched')
                        : t('served.notWatched')
                      : '—'}
                  </td>
                </tr>
              ))}
            </DataTable>
            <p>
              {remote.lastKnownGood
                ? t('served.lastKnownGood', { version: remote.lastKnownGood })
                : t('served.noLastKnownGood')}
            </p>
            {remote.canaries.map((view) => (
              <CanarySection
                key={view.scope.brand ?? ''}
                view={view}
                at={data.at}
                page={page}
                f={f}
              />
            ))}
          </section>
        ))}
        <section aria-labelledby="history-title">
          <h2 id="history-title">{t('history.title')}</h2>
          <HistoryTable rows={data.history} page={page} f={f} />
        </section>
      </main>
    </>,
  );
}
