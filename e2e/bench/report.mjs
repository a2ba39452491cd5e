#!/usr/bin/env node
// The bench's report, from its results: a Markdown table of every figure against its target,
// and a chart of them as SVG (bytes per route, Lighthouse per page, route changes), drawn here
// with no library. `pnpm bench` writes both beside results.json in e2e/bench/out/;
// `pnpm bench:report` draws them again from an existing results.json without measuring:
//
//   pnpm bench:report                                   e2e/bench/out/results.json -> e2e/bench/out/
//   pnpm bench:report -- <results.json> --out <folder>  any results file, any folder
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');

export const BUDGET = { landingKB: 160, screenKB: 60, growthKB: 4 };
/**
 * Lighthouse's targets hold with the pages rendered on the server (STOREFRONT_RENDER=server):
 * LCP, performance, TBT and the ratio as a page that is the browser's page must hold them.
 */
export const TARGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  lcpMs: 1200,
  tbtMs: 100,
  cls: 0.02,
  /** a page's LCP rendered on the server ÷ its LCP rendered in the browser, same run */
  lcpRatio: 0.4,
  routeChangeMs: 100,
};

const mark = (ok) => (ok ? 'met' : '**not met**');

/** Each Lighthouse target: its name, how it is written, and whether a page's figures meet it. */
const LIGHTHOUSE_TARGETS = [
  ['LCP', `LCP ≤ ${TARGET.lcpMs} ms`, (r) => r.lcpMs <= TARGET.lcpMs],
  [
    'performance',
    `performance ≥ ${TARGET.performance}`,
    (r) => r.performance >= TARGET.performance,
  ],
  ['TBT', `TBT ≤ ${TARGET.tbtMs} ms`, (r) => r.tbtMs <= TARGET.tbtMs],
  ['CLS', `CLS ≤ ${TARGET.cls}`, (r) => r.cls <= TARGET.cls],
  ['SEO', `SEO ≥ ${TARGET.seo}`, (r) => r.seo >= TARGET.seo],
  [
    'accessibility',
    `accessibility ${TARGET.accessibility}`,
    (r) => r.accessibility >= TARGET.accessibility,
  ],
  [
    'best practices',
    `best practices ≥ ${TARGET.bestPractices}`,
    (r) => r.bestPractices >= TARGET.bestPractices,
  ],
];

/** The targets a page's figures miss, by name. */
const missed = (r) => LIGHTHOUSE_TARGETS.filter(([, , ok]) => !ok(r)).map(([name]) => name);

/**
 * Lighthouse's results by rendering ({ server, client }); a results file from before the bench
 * measured both holds one list, of pages rendered in the browser.
 */
export function lighthouseByRender(results) {
  const { lighthouse } = results;
  if (!lighthouse) return null;
  return Array.isArray(lighthouse) ? { client: lighthouse } : lighthouse;
}

/** A page's LCP rendered on the server ÷ rendered in the browser, when the run measured both. */
function lcpRatios(byRender) {
  if (!byRender.server || !byRender.client) return [];
  return byRender.server.map((server) => {
    const client = byRender.client.find((c) => c.page === server.page);
    const ratio = client ? Number((server.lcpMs / client.lcpMs).toFixed(2)) : null;
    return { page: server.page, server, client, ratio };
  });
}

/** How a page's document was rendered, as its server answered (`server` in every run, or not). */
function renderedCell(r) {
  if (r.render !== 'server') return 'client';
  if (r.renderedOnServer) return 'server';
  return `**not on the server**: ${r.renderedAs.map((s) => `\`${s.replace(/\|/g, '/')}\``).join(', ')}`;
}

const cellText = (value) => String(value).replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** The largest paint of each page: its element, its phases and what blocked the first render. */
function lcpLines(pages) {
  const withAnalysis = pages.filter((r) => r.lcp);
  if (!withAnalysis.length) return [];
  const phase = (r, key) => r.lcp.phases?.[key] ?? '—';
  return [
    '| page | rendered | LCP element | TTFB (ms) | load delay (ms) | load time (ms) | render delay (ms) | render-blocking resources (est. saving ms) |',
    '|---|---|---|---:|---:|---:|---:|---|',
    ...withAnalysis.map((r) => {
      const { label, selector } = r.lcp.element ?? {};
      // none when Lighthouse could not name it (the painted node was gone by the end of the load)
      const path = selector
        ? `\`${cellText(selector).split(' > ').slice(-3).join(' > ')}\``
        : 'not identified';
      const element =
        label && label !== selector ? `${path}: ${cellText(label).slice(0, 50)}` : path;
      const blocking =
        r.lcp.renderBlocking
          .map(({ url, wastedMs }) => `${cellText(url)} (${wastedMs})`)
          .join(', ') || '—';
      return `| ${r.page} | ${r.render} | ${element} | ${phase(r, 'ttfb')} | ${phase(r, 'loadDelay')} | ${phase(r, 'loadTime')} | ${phase(r, 'renderDelay')} | ${blocking} |`;
    }),
    '',
  ];
}

/** Section 2: Lighthouse per page and rendering, the targets, LCP server ÷ client, the LCP. */
function lighthouseLines(results) {
  const byRender = lighthouseByRender(results);
  if (!byRender) return [];
  const renders = ['server', 'client'].filter((r) => byRender[r]);
  const rows = renders.flatMap((render) => byRender[render].map((r) => ({ render, ...r })));
  const pageOrder = [...new Set(rows.map((r) => r.page))];
  rows.sort((a, b) => pageOrder.indexOf(a.page) - pageOrder.indexOf(b.page));
  const ratios = lcpRatios(byRender);
  const lines = [
    `### 2. Lighthouse (mobile preset, simulated throttling; median of ${results.lighthouseRuns} runs per figure)`,
    '',
    [
      byRender.server &&
        "rendered on the server (`STOREFRONT_RENDER=server`, every run's document answered `X-Storefront-Render: server`)",
      byRender.client && 'rendered in the browser (`STOREFRONT_RENDER=client`)',
    ]
      .filter(Boolean)
      .join(' and ')
      .replace(/^/, 'Each page ')
      .concat(renders.length > 1 ? ', one stack after the other in the same run.' : '.'),
    '',
    '| page | rendered | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS | FCP (ms) | targets | audits below target |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...rows.map((r) => {
      const misses = missed(r);
      const failing = [
        ...r.failing.performance,
        ...r.failing.accessibility,
        ...r.failing.bestPractices,
        ...(r.failing.seo ?? []),
      ];
      return `| ${r.page} | ${renderedCell(r)} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo ?? '—'} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.fcpMs} | ${misses.length ? `**not met**: ${misses.join(', ')}` : 'met'} | ${failing.join(', ') || '—'} |`;
    }),
    '',
  ];
  if (ratios.length) {
    lines.push(
      '| page | LCP server (ms) | LCP client (ms) | server ÷ client | ≤ ' + TARGET.lcpRatio + ' |',
      '|---|---:|---:|---:|---|',
      ...ratios.map(
        ({ page, server, client, ratio }) =>
          `| ${page} | ${server.lcpMs} | ${client?.lcpMs ?? '—'} | ${ratio ?? '—'} | ${mark(ratio !== null && ratio <= TARGET.lcpRatio && server.renderedOnServer)} |`,
      ),
      '',
    );
  }
  const targets = LIGHTHOUSE_TARGETS.map(([, text]) => text).join(', ');
  const summary = (render) => {
    const pages = byRender[render];
    const misses = pages
      .map((r) => [r.page, missed(r)])
      .filter(([, m]) => m.length)
      .map(([page, m]) => `${page}: ${m.join(', ')}`);
    return `${mark(!misses.length && (render !== 'server' || pages.every((r) => r.renderedOnServer)))}${misses.length ? ` (${misses.join('; ')})` : ''}`;
  };
  if (byRender.server)
    lines.push(`- Targets, pages rendered on the server (${targets}): ${summary('server')}.`);
  if (byRender.client)
    lines.push(
      `- The same figures, pages rendered in the browser (for comparison): ${summary('client')}.`,
    );
  if (byRender.server)
    lines.push(
      `- Every server-rendered run's document answered \`X-Storefront-Render: server\`: ${byRender.server.every((r) => r.renderedOnServer) ? 'yes' : '**no**'}.`,
    );
  if (ratios.length)
    lines.push(
      `- LCP server ÷ client ≤ ${TARGET.lcpRatio} on every page: ${mark(ratios.every((r) => r.ratio !== null && r.ratio <= TARGET.lcpRatio && r.server.renderedOnServer))}.`,
    );
  lines.push('');
  const lcp = lcpLines(rows);
  if (lcp.length)
    lines.push(
      "#### The largest paint (each page's median-LCP run; the page's own files by path)",
      '',
      ...lcp,
    );
  return lines;
}

/** The Lighthouse figures set beside the baseline's, each with its run-to-run noise. */
const NOISE_FIGURES = [
  ['performance', 'performance'],
  ['lcpMs', 'LCP (ms)'],
  ['tbtMs', 'TBT (ms)'],
  ['cls', 'CLS'],
  ['accessibility', 'accessibility'],
  ['bestPractices', 'best practices'],
  ['seo', 'SEO'],
];

/**
 * A figure of this run and of the baseline: each median with the range of its runs. It moved
 * beyond its noise when the medians differ by more than the wider of the two ranges (a single run
 * has no range: its noise is the other side's).
 */
export function compareFigure(now, before, key) {
  const runs = (r) => r.figureRuns?.[key] ?? [r[key]];
  const range = (xs) => Math.max(...xs) - Math.min(...xs);
  const change = Number((now[key] - before[key]).toFixed(3));
  const noise = Number(Math.max(range(runs(now)), range(runs(before))).toFixed(3));
  return { now: runs(now), before: runs(before), change, noise, moved: Math.abs(change) > noise };
}

/** Lighthouse against the baseline revision, when the run measured it (BENCH_BASELINE_LIGHTHOUSE=1). */
function baselineLighthouseLines(results) {
  const { baseline } = results;
  const now = lighthouseByRender(results);
  const before = baseline?.lighthouse && lighthouseByRender(baseline);
  if (!now || !before) return [];
  const spread = (xs) => (xs.length > 1 ? ` (${Math.min(...xs)}–${Math.max(...xs)})` : '');
  const rows = [];
  for (const render of ['server', 'client'])
    for (const page of now[render] ?? []) {
      const then = before[render]?.find((b) => b.page === page.page);
      if (!then) continue;
      for (const [key, label] of NOISE_FIGURES) {
        const c = compareFigure(page, then, key);
        rows.push({
          ...c,
          cells: [
            page.page,
            render,
            label,
            `${then[key]}${spread(c.before)}`,
            `${page[key]}${spread(c.now)}`,
            c.change,
            c.noise,
          ],
        });
      }
    }
  const moved = rows.filter((r) => r.moved);
  return [
    `#### Lighthouse against ${baseline.revision} (${baseline.commit}), same run`,
    '',
    'Each figure is the median of its runs, with their range; its noise is the wider range of the two sides.',
    '',
    '| page | rendered | figure | before | now | change | noise | beyond noise |',
    '|---|---|---|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.cells.join(' | ')} | ${r.moved ? '**yes**' : 'no'} |`),
    '',
    `- Figures that moved beyond their run-to-run noise: ${moved.length} of ${rows.length}${moved.length ? ` (${moved.map((r) => `${r.cells[0]} ${r.cells[1]} ${r.cells[2]} ${r.change > 0 ? '+' : ''}${r.change}`).join('; ')})` : ''}.`,
    '',
  ];
}

/** Lighthouse's CPU benchmark index over the run's Lighthouse runs: lowest–highest, or null. */
function benchmarkRange(results) {
  const byRender = lighthouseByRender(results);
  const indexes = Object.values(byRender ?? {})
    .flat()
    .flatMap((page) => page.benchmarkIndexRuns ?? [])
    .filter((n) => typeof n === 'number');
  if (indexes.length === 0) return null;
  return `${Math.min(...indexes)}–${Math.max(...indexes)}`;
}

/** Where and how the figures were measured, from what the bench recorded. */
function measuredOn(results) {
  const benchmark = benchmarkRange(results);
  const facts = [
    results.commit && `commit ${results.commit}`,
    'production builds',
    results.chromium && `Chromium ${results.chromium}`,
    results.cpus && `${results.cpus} CPU cores`,
    results.loadAverage &&
      `load average ${results.loadAverage.join(' at the start, ')} at the end (1 minute)`,
    benchmark && `Lighthouse's CPU benchmark index ${benchmark} (higher is faster)`,
  ].filter(Boolean);
  return `Measured ${results.date.slice(0, 10)}: ${facts.join(', ')}.`;
}

/** Each route's JavaScript beside the baseline revision's, when the run measured one. */
function baselineLines({ bytes, baseline }) {
  if (!baseline) return [];
  const rows = bytes.map((now) => {
    const before = baseline.bytes.find((b) => b.route === now.route);
    const growth = before ? Number((now.jsGzipKB - before.jsGzipKB).toFixed(1)) : null;
    return { route: now.route, now, before, growth };
  });
  const worst = Math.max(...rows.map((r) => r.growth ?? 0));
  return [
    `#### Against ${baseline.revision} (${baseline.commit}), same run`,
    '',
    '| route | before JS gzip KB | now JS gzip KB | change KB | before files | now files |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ route, now, before, growth }) =>
        `| \`${route}\` | ${before?.jsGzipKB ?? '—'} | ${now.jsGzipKB} | ${growth ?? '—'} | ${before?.jsFiles ?? '—'} | ${now.jsFiles} |`,
    ),
    '',
    `- Largest growth of a route: ${worst} KB gz against ${BUDGET.growthKB} KB: ${mark(worst <= BUDGET.growthKB)}.`,
    '',
  ];
}

/** Section 1: the bytes per route against their budgets. */
function bytesLines(results) {
  const { bytes, runs, bytesRender } = results;
  if (!bytes) return [];
  const maxCopies = (r) => Math.max(...Object.values(r.singletonCopies));
  const landing = bytes.find((r) => r.route === '/');
  const worstScreen = bytes
    .filter((r) => r.route !== '/')
    .reduce((a, b) => (b.remoteAddsGzipKB > a.remoteAddsGzipKB ? b : a));
  return [
    `### 1. Bytes before the shopper interacts (cold cache, idle-time work held back; times: no throttling, median of ${runs}${bytesRender ? `; pages rendered ${bytesRender === 'server' ? 'on the server' : 'in the browser'}` : ''})`,
    '',
    '| route | JS raw KB | JS gzip KB | JS as sent KB | shell KB gz | screen adds KB gz | of which its remote | of which the shell for it | JS files | requests | screen visible (ms) | max copies of a singleton | Sentry replay loaded | map loaded |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...bytes.map(
      (r) =>
        `| \`${r.route}\` | ${r.jsRawKB} | ${r.jsGzipKB} | ${r.jsSentKB} | ${r.shellGzipKB} | ${r.screenAddsGzipKB} | ${r.remoteAddsGzipKB} | ${r.shellForScreenGzipKB} | ${r.jsFiles} | ${r.requests} | ${r.screenVisibleMs} | ${maxCopies(r)} | ${r.replayLoaded ? 'yes' : 'no'} | ${r.mapLoaded ? 'yes' : 'no'} |`,
    ),
    '',
    `- Landing: ${landing.jsGzipKB} KB gz against ${BUDGET.landingKB} KB: ${mark(landing.jsGzipKB <= BUDGET.landingKB)}.`,
    `- Largest addition of a screen's remote: \`${worstScreen.route}\` ${worstScreen.remoteAddsGzipKB} KB gz against ${BUDGET.screenKB} KB: ${mark(worstScreen.remoteAddsGzipKB <= BUDGET.screenKB)} (with the shell's files for it, ${worstScreen.screenAddsGzipKB}).`,
    '',
    ...baselineLines(results),
  ];
}

/** Section 3: the route changes against their target. */
function routeChangeLines({ routeChanges, runs }) {
  if (!routeChanges) return [];
  return [
    `### 3. Route changes with the remotes preloaded (no throttling, median of ${runs})`,
    '',
    '| change | new heading (ms) | screen settled (ms) | data calls | data time (ms) | settled minus data (ms) |',
    '|---|---:|---:|---:|---:|---:|',
    ...routeChanges.map(
      (r) =>
        `| ${r.change} | ${r.headingMs} | ${r.settledMs} | ${r.dataCalls} | ${r.dataMs} | ${r.overheadMs} |`,
    ),
    '',
    `- Target: settled minus data ≤ ${TARGET.routeChangeMs} ms: ${mark(routeChanges.every((r) => r.overheadMs <= TARGET.routeChangeMs))}.`,
    '',
  ];
}

/** Section 4: the head sent before the screen's data, with a slow backend. */
function headEarlyLines({ headEarly, runs }) {
  if (!headEarly) return [];
  const h = headEarly;
  return [
    `### 4. The head sent early (rendered on the server, the backend's results call ${h.backendDelayMs} ms late; no throttling, median of ${runs})`,
    '',
    '| page | rendered on the server | headers (ms) | first byte (ms) | head whole (ms) | last byte (ms) | head before the screen |',
    '|---|---|---:|---:|---:|---:|---|',
    `| \`${h.route}\` | ${h.renderedOnServer ? 'yes' : 'no'} | ${h.headersMs} | ${h.firstByteMs} | ${h.headMs} | ${h.lastByteMs} | ${h.headAlone ? 'yes' : 'no'} |`,
    '',
    `- Target: the head leaves whole before the backend's answer (${h.backendDelayMs} ms): ${mark(h.renderedOnServer && h.headAlone && h.headMs < h.backendDelayMs)}.`,
    '',
  ];
}

/** The figures as Markdown: one table per kind of measure, each with its target. */
export function reportMarkdown(results) {
  return [
    measuredOn(results),
    '',
    ...bytesLines(results),
    ...lighthouseLines(results),
    ...baselineLighthouseLines(results),
    ...routeChangeLines(results),
    ...headEarlyLines(results),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The chart: a few horizontal bar panels, one below the other, written as SVG text.

const WIDTH = 820;
const LABEL_W = 190;
const PLOT_W = 470;
const ROW_H = 22;
const COLOURS = {
  shell: '#8da9c4',
  shellForScreen: '#4f7cac',
  remote: '#1d4e89',
  score: '#2a7f62',
  lcp: '#c05a2a',
  server: '#2a7f62',
  client: '#9cc9b5',
  change: '#6a4c93',
  target: '#b00020',
  text: '#1b1b1b',
  muted: '#5a5a5a',
  grid: '#e3e3e3',
};

const escape = (s) =>
  String(s).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );
const num = (n) => Number(n.toFixed(1));
const text = (x, y, content, attrs = '') =>
  `<text x="${num(x)}" y="${num(y)}" ${attrs}>${escape(content)}</text>`;
const rect = (x, y, w, h, fill) =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(Math.max(w, 0))}" height="${num(h)}" fill="${fill}"/>`;

/** Round numbers for an axis from 0 to at least `max`. */
function ticks(max) {
  const rough = max / 5;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough);
  const top = Math.ceil(max / step) * step;
  return { top, values: Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step) };
}

/**
 * One panel: a title, a legend, rows of stacked segments, an axis and target lines.
 * rows: [{ label, segments: [{ value, colour }], note }]; targets: [{ value, label }]; the axis
 * runs to `top` when given, else to a round number above `max` and the targets; `notesAtEnd` writes
 * each row's note past the axis instead of after its bar.
 */
function panel(
  y0,
  { title, unit, legend = [], rows, targets = [], max, top: fixedTop, notesAtEnd },
) {
  const parts = [];
  const { top, values } = fixedTop
    ? { top: fixedTop, values: ticks(fixedTop).values.filter((v) => v <= fixedTop) }
    : ticks(Math.max(max, ...targets.map((t) => t.value)) * 1.05);
  const scale = (v) => (v / top) * PLOT_W;
  let y = y0;
  parts.push(text(0, y + 16, title, `font-size="15" font-weight="bold" fill="${COLOURS.text}"`));
  y += 26;
  let lx = 0;
  for (const { label, colour } of legend) {
    parts.push(rect(lx, y + 2, 10, 10, colour));
    parts.push(text(lx + 14, y + 11, label, `font-size="11" fill="${COLOURS.muted}"`));
    lx += 24 + label.length * 6;
  }
  if (legend.length) y += 20;
  if (targets.length) y += 12; // room for the targets' labels
  const plotTop = y;
  const plotH = rows.length * ROW_H;
  for (const v of values) {
    const x = LABEL_W + scale(v);
    parts.push(
      `<line x1="${num(x)}" y1="${num(plotTop)}" x2="${num(x)}" y2="${num(plotTop + plotH)}" stroke="${COLOURS.grid}"/>`,
    );
    parts.push(
      text(
        x,
        plotTop + plotH + 14,
        v,
        `font-size="10" text-anchor="middle" fill="${COLOURS.muted}"`,
      ),
    );
  }
  parts.push(
    text(
      LABEL_W + PLOT_W,
      plotTop + plotH + 28,
      unit,
      `font-size="10" text-anchor="end" fill="${COLOURS.muted}"`,
    ),
  );
  rows.forEach((row, i) => {
    const ry = plotTop + i * ROW_H;
    parts.push(
      text(
        LABEL_W - 8,
        ry + 15,
        row.label,
        `font-size="12" text-anchor="end" fill="${COLOURS.text}"`,
      ),
    );
    let x = LABEL_W;
    for (const { value, colour } of row.segments) {
      parts.push(rect(x, ry + 4, scale(value), ROW_H - 8, colour));
      x += scale(value);
    }
    const noteX = notesAtEnd ? LABEL_W + PLOT_W + 8 : x + 6;
    parts.push(text(noteX, ry + 15, row.note, `font-size="11" fill="${COLOURS.text}"`));
  });
  for (const { value, label } of targets) {
    const x = LABEL_W + scale(value);
    parts.push(
      `<line x1="${num(x)}" y1="${num(plotTop - 4)}" x2="${num(x)}" y2="${num(plotTop + plotH)}" stroke="${COLOURS.target}" stroke-width="1.5" stroke-dasharray="4 3"/>`,
    );
    parts.push(
      text(x, plotTop - 7, label, `font-size="10" text-anchor="middle" fill="${COLOURS.target}"`),
    );
  }
  return { svg: parts.join('\n'), height: plotTop + plotH + 36 - y0 };
}

/** The figures as an SVG chart: bytes per route, Lighthouse per page, route changes. */
export function chartSvg(results) {
  const panels = [];
  const bytes = results.bytes;
  if (bytes)
    panels.push({
      title: 'JavaScript before the shopper interacts, per route (KB gzip)',
      unit: 'KB gzip',
      legend: [
        { label: 'shell (every route)', colour: COLOURS.shell },
        { label: 'shell files for the screen', colour: COLOURS.shellForScreen },
        { label: "the screen's remote", colour: COLOURS.remote },
      ],
      rows: bytes.map((r) => ({
        label: r.route,
        segments: [
          { value: r.shellGzipKB, colour: COLOURS.shell },
          { value: r.shellForScreenGzipKB, colour: COLOURS.shellForScreen },
          { value: r.remoteAddsGzipKB, colour: COLOURS.remote },
        ],
        note: `${r.jsGzipKB} (remote ${r.remoteAddsGzipKB})`,
      })),
      targets: [{ value: BUDGET.landingKB, label: `landing ≤ ${BUDGET.landingKB}` }],
      max: Math.max(...bytes.map((r) => r.jsGzipKB)) * 1.15,
    });
  const byRender = lighthouseByRender(results);
  if (byRender) {
    const renders = ['server', 'client'].filter((r) => byRender[r]);
    const rows = renders.flatMap((render) => byRender[render].map((r) => ({ render, ...r })));
    const pageOrder = [...new Set(rows.map((r) => r.page))];
    rows.sort((a, b) => pageOrder.indexOf(a.page) - pageOrder.indexOf(b.page));
    const colour = { server: COLOURS.server, client: COLOURS.client };
    const legend = renders.map((render) => ({
      label: render === 'server' ? 'rendered on the server' : 'rendered in the browser',
      colour: colour[render],
    }));
    panels.push({
      title: 'Lighthouse performance score, mobile (0–100)',
      unit: 'score',
      legend,
      rows: rows.map((p) => ({
        label: `${p.page} · ${p.render}`,
        segments: [{ value: p.performance, colour: colour[p.render] }],
        note: String(p.performance),
      })),
      targets: [{ value: TARGET.performance, label: `≥ ${TARGET.performance}` }],
      max: 100,
      top: 100,
      notesAtEnd: true,
    });
    panels.push({
      title: 'Lighthouse Largest Contentful Paint, mobile (ms)',
      unit: 'ms',
      legend,
      rows: rows.map((p) => ({
        label: `${p.page} · ${p.render}`,
        segments: [{ value: p.lcpMs, colour: colour[p.render] }],
        note: String(p.lcpMs),
      })),
      targets: [{ value: TARGET.lcpMs, label: `≤ ${TARGET.lcpMs}` }],
      max: Math.max(...rows.map((p) => p.lcpMs)) * 1.1,
    });
    const ratios = lcpRatios(byRender).filter((r) => r.ratio !== null);
    if (ratios.length)
      panels.push({
        title: 'LCP rendered on the server ÷ rendered in the browser',
        unit: 'ratio',
        rows: ratios.map((r) => ({
          label: r.page,
          segments: [{ value: r.ratio, colour: COLOURS.lcp }],
          note: String(r.ratio),
        })),
        targets: [{ value: TARGET.lcpRatio, label: `≤ ${TARGET.lcpRatio}` }],
        max: Math.max(1, ...ratios.map((r) => r.ratio)) * 1.05,
      });
  }
  if (results.routeChanges)
    panels.push({
      title: 'Route change with the remotes preloaded, minus data time (ms)',
      unit: 'ms',
      rows: results.routeChanges.map((r) => ({
        label: r.change.replace('->', '→'),
        segments: [{ value: r.overheadMs, colour: COLOURS.change }],
        note: String(r.overheadMs),
      })),
      targets: [{ value: TARGET.routeChangeMs, label: `≤ ${TARGET.routeChangeMs}` }],
      max: TARGET.routeChangeMs * 1.2,
    });

  const body = [];
  let y = 36;
  for (const p of panels) {
    const { svg, height } = panel(y, p);
    body.push(svg);
    y += height + 18;
  }
  const caption = measuredOn(results);
  const height = Math.ceil(y);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="-10 0 ${WIDTH} ${height}" role="img" aria-labelledby="title desc" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif">`,
    `<title id="title">Storefront bench figures</title>`,
    `<desc id="desc">${escape(`JavaScript bytes per route, Lighthouse performance and LCP per page rendered on the server and in the browser, LCP server ÷ browser, and route-change times, each against its target (dashed red line). ${caption}`)}</desc>`,
    `<rect x="-10" y="0" width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    text(0, 22, caption, `font-size="12" fill="${COLOURS.muted}"`),
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/** Writes results.md and figures.svg for `results` into `outDir`; returns their paths. */
export function writeReport(results, outDir = OUT_DIR) {
  mkdirSync(outDir, { recursive: true });
  const md = path.join(outDir, 'results.md');
  const svg = path.join(outDir, 'figures.svg');
  writeFileSync(md, reportMarkdown(results));
  writeFileSync(svg, chartSvg(results));
  return { md, svg };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let input;
  let outDir = OUT_DIR;
  const args = process.argv.slice(2).filter((a) => a !== '--');
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--out') outDir = path.resolve(args[(i += 1)]);
    else input = args[i];
  }
  const file = path.resolve(input ?? path.join(OUT_DIR, 'results.json'));
  const { md, svg } = writeReport(JSON.parse(readFileSync(file, 'utf8')), outDir);
  console.log(`${path.relative(process.cwd(), md)}\n${path.relative(process.cwd(), svg)}`);
}
