#!/usr/bin/env node
// `pnpm bench`: production builds served as deployed, measured in Debian's Chromium. Every
// figure of the performance targets in one run (docs/performance.md):
//
// 1. Bytes, per route (every screen as its link opens it, and the accommodation and flight
//    results of a search), at Playwright's default 1280 px wide, with a cold cache and before the
//    shopper interacts (idle-time work such as prefetching, warm-ups and the error-reporting SDK
//    is held back): JavaScript transferred (raw; gzip of each file, the figure the budgets are
//    set in; and as sent, the build's brotli files where the browser takes brotli),
//    what the route's screen adds to the shell (its remote's files, and the host files the shell
//    loads for it beyond those every route loads, such as the API client's axios), the copies of each shared singleton on the page,
//    and whether the Sentry replay code or the map library was loaded.
// 2. Lighthouse (mobile preset, simulated throttling) on the landing page, accommodation results,
//    flight results, a hotel's detail and a checkout step: scores, LCP, CLS, TBT.
// 3. Route changes with the remotes preloaded: landing -> flights and landing -> cart, time until
//    the new screen has settled (its last change to <main>) minus the time its data calls took
//    until then.
//
// BENCH_RUNS (default 3) runs per route for the times; BENCH_LIGHTHOUSE_RUNS (default 1) per
// page, median by performance score; BENCH_LIGHTHOUSE=0 skips Lighthouse. BENCH_BASELINE=<git
// revision> also measures the bytes of that revision (checked out beside, in .bench/baseline)
// and sets each route's JavaScript beside it (BYTES_GROWTH_KB: the most a route may grow).
//
// Writes e2e/bench/out/ (not tracked): results.json, results.md (the figures against their
// targets) and figures.svg (a chart of them), the last two by report.mjs.
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { format } from 'prettier';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { APPS, ROOT, buildApp } from '../../scripts/build.mjs';
import { PORTS, Stack } from '../../scripts/stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/env.ts';
import { createPackageCart } from '../support/pages/cart-sandbox.ts';
import { OUT_DIR, reportMarkdown, writeReport } from './report.mjs';

const ORIGIN = `http://sunsea.localhost:${PORTS.host}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const WITH_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const BASELINE = process.env.BENCH_BASELINE;
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'i18next',
  'react-i18next',
  'axios',
  'zod/mini',
  '@storefront/shared/state',
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** A calendar date `days` from today, as the search URLs write it (yyyyMMdd). */
function urlDate(days) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}
const STAY = { outboundDate: urlDate(60), returnDate: urlDate(67) };
const ACCOMMODATION_URL = `/H?${new URLSearchParams({ destination: 'pmi', ...STAY })}`;
const FLIGHTS_URL = `/F?${new URLSearchParams({ departure: 'mad', destination: 'pmi', ...STAY, adults: '2' })}`;
// every screen as its link opens it, and the two result lists as a search opens them
const ROUTES = [
  ...[
    '/',
    '/DP',
    '/hotel-detail',
    '/F',
    '/cart',
    '/checkout',
    '/order',
    '/deals',
    '/deal-search',
  ].map((url) => ({ label: url, url })),
  { label: '/H?destination=pmi…', url: ACCOMMODATION_URL },
  { label: '/F?departure=mad…', url: FLIGHTS_URL },
];

// ---------------------------------------------------------------------------------------------
// 1. Bytes

async function measureBytes(browser, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const js = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    const url = response.url();
    if (type !== 'script' && !url.endsWith('.js')) return;
    try {
      const body = await response.body();
      // as sent: the server's own encoding (the build's brotli files, else gzip on the way)
      const { responseBodySize } = await response.request().sizes();
      js.push({
        url,
        raw: body.length,
        gzip: gzipSync(body).length,
        sent: responseBodySize,
        replay: /sentry-replay/.test(url),
        map: /\bLeaflet\b/.test(body.toString('latin1')),
      });
    } catch {
      // a response without a body (redirect, aborted prefetch) carries no code
    }
  });
  await page.addInitScript(() => {
    // before the shopper interacts: idle-time work (prefetching, the error-reporting SDK) waits
    window.requestIdleCallback = () => 0;
  });
  await page.goto(`${ORIGIN}${route}`);
  await page.waitForSelector('main h1', { timeout: 30000 });
  const visibleMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const copies = await page.evaluate((names) => {
    const share = globalThis.__FEDERATION__.__SHARE__;
    const providers = {};
    for (const scopes of Object.values(share)) {
      for (const pkgs of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(pkgs)) {
          if (!names.includes(pkg)) continue;
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded || entry.lib)
              (providers[pkg] ??= new Set()).add(`${entry.from}@${version}`);
          }
        }
      }
    }
    return Object.fromEntries(names.map((n) => [n, providers[n]?.size ?? 0]));
  }, SINGLETONS);
  await context.close();
  return { js, requests, visibleMs, copies };
}

async function benchBytes(browser) {
  const perRoute = [];
  for (const { label, url } of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measureBytes(browser, url));
    perRoute.push({ route: label, runs });
  }
  // the shell: the host files every route loads; a screen adds what its route loads beyond them
  const hostFiles = perRoute.map(({ runs }) =>
    runs.at(-1).js.filter((f) => f.url.startsWith(ORIGIN)),
  );
  const shellUrls = new Set(
    hostFiles[0]
      .map((f) => f.url)
      .filter((url) => hostFiles.every((files) => files.some((f) => f.url === url))),
  );
  const results = perRoute.map(({ route, runs }) => {
    const last = runs.at(-1);
    const gzip = last.js.reduce((n, f) => n + f.gzip, 0);
    const shell = last.js.filter((f) => shellUrls.has(f.url)).reduce((n, f) => n + f.gzip, 0);
    // what the screen adds: the remote's own files (its origin), and host files the shell loads
    // for it beyond those every route loads (the API client's axios, for a screen that calls)
    const fromHost = last.js
      .filter((f) => f.url.startsWith(ORIGIN) && !shellUrls.has(f.url))
      .reduce((n, f) => n + f.gzip, 0);
    const result = {
      route,
      jsRawKB: kb(last.js.reduce((n, f) => n + f.raw, 0)),
      jsGzipKB: kb(gzip),
      jsSentKB: kb(last.js.reduce((n, f) => n + f.sent, 0)),
      shellGzipKB: kb(shell),
      screenAddsGzipKB: kb(gzip - shell),
      shellForScreenGzipKB: kb(fromHost),
      remoteAddsGzipKB: kb(gzip - shell - fromHost),
      jsFiles: last.js.length,
      requests: last.requests,
      screenVisibleMs: Math.round(median(runs.map((r) => r.visibleMs))),
      singletonCopies: last.copies,
      replayLoaded: last.js.some((f) => f.replay),
      mapLoaded: last.js.some((f) => f.map),
    };
    console.log(
      `${route}: ${result.jsGzipKB} KB gz JS (screen adds ${result.screenAddsGzipKB}: its remote ${result.remoteAddsGzipKB}, the shell for it ${result.shellForScreenGzipKB}), ${result.requests} requests, screen at ${result.screenVisibleMs} ms`,
    );
    return result;
  });
  return results;
}

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse

/** The pages Lighthouse measures; a hotel's detail and a checkout step need a search and a cart. */
async function lighthousePages(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${ORIGIN}${ACCOMMODATION_URL}`);
  const detailLink = page.locator('main a[href*="/hotel-detail?"]').first();
  await detailLink.waitFor({ timeout: 30000 });
  const detailUrl = await detailLink.getAttribute('href');
  await context.close();
  const cartId = await createPackageCart('sunsea.localhost');
  return [
    { name: 'landing', url: '/' },
    { name: 'accommodation results', url: ACCOMMODATION_URL },
    { name: 'flight results', url: FLIGHTS_URL },
    { name: 'hotel detail', url: detailUrl },
    { name: 'checkout step', url: `/checkout?cartId=${encodeURIComponent(cartId)}&checkoutStep=1` },
  ];
}

async function runLighthouse(port, url) {
  const { lhr } = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    },
    undefined,
  );
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    failing: {
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
      performance: ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time']
        .concat(['first-contentful-paint', 'speed-index'])
        .filter((id) => (lhr.audits[id]?.score ?? 1) < 0.9),
    },
  };
}

async function benchLighthouse(browser) {
  const pages = await lighthousePages(browser);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = [];
  try {
    for (const { name, url } of pages) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1)
        runs.push(await runLighthouse(chrome.port, `${ORIGIN}${url}`));
      runs.sort((a, b) => a.performance - b.performance);
      const result = { page: name, url, ...runs[Math.floor(runs.length / 2)] };
      results.push(result);
      console.log(
        `lighthouse ${name}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}, LCP ${result.lcpMs} ms, CLS ${result.cls}, TBT ${result.tbtMs} ms`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// 3. Route changes

/**
 * In the page: when the clicked route's heading appears and when <main> last changed. A change is
 * a node added or removed, text changed, or an attribute left with another value than it had:
 * React re-renders an input by clearing and restoring its `name` (keeping radio groups right),
 * which the observer reports but which leaves the page as it was.
 */
function instrumentRouteChange() {
  const main = document.querySelector('main');
  const state = {
    start: 0,
    heading: 0,
    settled: 0,
    before: document.querySelector('main h1')?.textContent ?? '',
  };
  window.__routeChange = state;
  new MutationObserver((records) => {
    if (!state.start) return;
    const before = new Map();
    let changed = false;
    for (const record of records) {
      if (record.type !== 'attributes') changed = true;
      else {
        const attributes = before.get(record.target) ?? new Map();
        before.set(record.target, attributes);
        if (!attributes.has(record.attributeName))
          attributes.set(record.attributeName, record.oldValue);
      }
    }
    for (const [target, attributes] of before)
      for (const [name, old] of attributes) if (target.getAttribute(name) !== old) changed = true;
    if (!changed) return;
    const now = performance.now();
    state.settled = now;
    const heading = document.querySelector('main h1')?.textContent ?? '';
    if (!state.heading && heading && heading !== state.before) state.heading = now;
  }).observe(main, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeOldValue: true,
  });
  document.addEventListener('click', () => (state.start = performance.now()), {
    capture: true,
    once: true,
  });
}

/**
 * Time of the data calls made after the click, until the screen settled: the union of their
 * request intervals (a call still running after that, such as a field's first suggestions, is
 * not time the screen waited for).
 */
function dataTime(settled) {
  const { start } = window.__routeChange;
  const calls = performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime >= start && e.startTime < settled && /\/api\//.test(e.name))
    .map((e) => [e.startTime, Math.min(e.responseEnd, settled)])
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of calls) {
    if (from > end) total += to - from;
    else if (to > end) total += to - end;
    end = Math.max(end, to);
  }
  return { dataMs: total, calls: calls.length };
}

async function measureRouteChange(browser, to) {
  const context = await browser.newContext();
  await context.addCookies([
    {
      name: 'cookies-acceptance',
      value: 'technical,measurement',
      domain: 'sunsea.localhost',
      path: '/',
    },
  ]);
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
  await page.waitForSelector('main h1', { timeout: 30000 });
  // remotes preloaded: the idle-time prefetch, then the link's own warm-up on hover; and the
  // other deferred work (the error-reporting SDK) done, so it does not start during the change
  await page.waitForFunction(
    () => document.querySelector('link[rel="prefetch"]') !== null && '__SENTRY__' in window,
    null,
    { timeout: 30000 },
  );
  await page.waitForLoadState('networkidle');
  const link = page.locator(`header a[href="${to}"]`).first();
  await link.hover();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.evaluate(instrumentRouteChange);
  await link.click();
  await page.waitForFunction(() => window.__routeChange.heading > 0, null, { timeout: 30000 });
  await page.waitForLoadState('networkidle');
  // settled: nothing in <main> changed for a second
  await page.waitForFunction(
    () =>
      performance.now() - Math.max(window.__routeChange.settled, window.__routeChange.heading) >
      1000,
    null,
    { timeout: 30000, polling: 100 },
  );
  const { start, heading, settled } = await page.evaluate(() => window.__routeChange);
  const { dataMs, calls } = await page.evaluate(dataTime, Math.max(settled, heading));
  await context.close();
  return {
    headingMs: heading - start,
    settledMs: Math.max(settled, heading) - start,
    dataMs,
    calls,
    overheadMs: Math.max(settled, heading) - start - dataMs,
  };
}

async function benchRouteChanges(browser) {
  const results = [];
  for (const [name, to] of [
    ['landing -> flights', '/F'],
    ['landing -> cart', '/cart'],
  ]) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measureRouteChange(browser, to));
    const pick = (key) => Math.round(median(runs.map((r) => r[key])));
    const result = {
      change: name,
      headingMs: pick('headingMs'),
      settledMs: pick('settledMs'),
      dataMs: pick('dataMs'),
      dataCalls: runs.at(-1).calls,
      overheadMs: pick('overheadMs'),
    };
    results.push(result);
    console.log(
      `${name}: heading at ${result.headingMs} ms, settled at ${result.settledMs} ms, data ${result.dataMs} ms, screen minus data ${result.overheadMs} ms`,
    );
  }
  return results;
}

/**
 * The bytes per route of another revision: checked out in .bench/baseline, its own bench run
 * there (bytes and route changes only) on ports of its own, after this one's stack has stopped.
 */
function baselineBytes(revision) {
  const dir = path.join(ROOT, '.bench/baseline');
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, stdio: 'inherit' });
  rmSync(dir, { recursive: true, force: true });
  git('worktree', 'prune');
  git('worktree', 'add', '--detach', dir, revision);
  try {
    const run = (args, env = {}) =>
      execFileSync('pnpm', args, { cwd: dir, stdio: 'inherit', env: { ...process.env, ...env } });
    run(['install', '--frozen-lockfile', '--prefer-offline']);
    const offset = String(Number(process.env.STOREFRONT_PORT_OFFSET ?? 0) + 500);
    run(['bench'], { BENCH_LIGHTHOUSE: '0', BENCH_RUNS: '1', STOREFRONT_PORT_OFFSET: offset });
    const measured = JSON.parse(readFileSync(path.join(dir, 'e2e/bench/out/results.json'), 'utf8'));
    const bytes = measured.bytes.map(({ route, jsGzipKB, jsFiles }) => ({
      route,
      jsGzipKB,
      jsFiles,
    }));
    return { revision, commit: measured.commit, bytes };
  } finally {
    git('worktree', 'remove', '--force', dir);
  }
}

// ---------------------------------------------------------------------------------------------

for (const app of APPS) buildApp(app);
const stack = new Stack({ quiet: true });
await stack.start();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let bytes;
let lighthouseResults = null;
let routeChanges;
try {
  process.env.CHROMIUM_VERSION = browser.version();
  bytes = await benchBytes(browser);
  routeChanges = await benchRouteChanges(browser);
  if (WITH_LIGHTHOUSE) lighthouseResults = await benchLighthouse(browser);
} finally {
  await browser.close();
  await stack.stopAll();
}

const results = {
  date: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim(),
  chromium: process.env.CHROMIUM_VERSION,
  cpus: cpus().length,
  runs: RUNS,
  lighthouseRuns: LIGHTHOUSE_RUNS,
  bytes,
  lighthouse: lighthouseResults,
  routeChanges,
  ...(BASELINE ? { baseline: baselineBytes(BASELINE) } : {}),
};
mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(
  path.join(OUT_DIR, 'results.json'),
  // formatted as the repository's prettier wants it
  await format(JSON.stringify(results), { parser: 'json' }),
);
const { md, svg } = writeReport(results);
console.log(
  `\n${reportMarkdown(results)}\n${path.relative(process.cwd(), md)}, ${path.relative(process.cwd(), svg)}`,
);
