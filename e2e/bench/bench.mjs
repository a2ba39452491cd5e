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
//    flight results, a hotel's detail and a checkout step, with the pages rendered on the server
//    (STOREFRONT_RENDER=server; each document checked to have been answered
//    `X-Storefront-Render: server`) and in the browser, one stack after the other in the same
//    run: scores (SEO included), LCP, CLS, TBT, LCP server ÷ client, and what the largest paint
//    was and what held it back.
// 3. Route changes with the remotes preloaded: landing -> flights and landing -> cart, time until
//    the new screen has settled (its last change to <main>) minus the time its data calls took
//    until then.
// 4. The head sent early (pages rendered on the server): the accommodation results asked for with
//    the backend's results call answering SLOW_BACKEND_MS late, the time from the request to the
//    answer's first byte, to the end of its head (and whether the head came before anything of
//    the screen) and to its last byte.
// 5. The parity sweep (`pnpm test:parity`) with BENCH_PARITY_COUNT combinations (default 2,000;
//    PARITY_SEED its seed), once the measured stacks have stopped: its count, seed, failures and
//    time. BENCH_PARITY=0 skips it.
//
// BENCH_RUNS (default 3) runs per route for the times; BENCH_LIGHTHOUSE_RUNS (default 3) per
// page, the median of each figure; BENCH_LIGHTHOUSE=0 skips Lighthouse; BENCH_RENDER=server or
// client measures one stack only (default both; bytes and route changes on the browser-rendered
// one); BENCH_PAGES=<names, comma-separated> measures only those Lighthouse pages (`landing,hotel
// detail`); BENCH_BYTES=0 skips the bytes and the route changes. BENCH_BASELINE=<git revision> also measures the bytes of that revision (checked out
// beside, in .bench/baseline) and sets each route's JavaScript beside it (BYTES_GROWTH_KB: the
// most a route may grow); with BENCH_BASELINE_LIGHTHOUSE=1 the revision's Lighthouse figures
// too (same renderings, pages and runs; the two revisions' stacks take turns, one run per page
// each turn, so the computer's other work falls on both alike), each beside this one's with
// their run-to-run spread, and whether it moved beyond that noise.
//
// Writes e2e/bench/out/ (not tracked): results.json, results.md (the figures against their
// targets) and figures.svg (a chart of them), the last two by report.mjs, and lighthouse/ (the
// median-LCP run's Lighthouse report of each page and rendering).
import { execFileSync, spawnSync } from 'node:child_process';
import { createGunzip, gzipSync } from 'node:zlib';
import http from 'node:http';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { format } from 'prettier';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { APPS, ROOT, buildApp } from '../../scripts/build.mjs';
import { PORTS, Stack } from '../../scripts/stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/env.ts';
import { clearFaults, injectFault } from '../support/sandbox.ts';
import { createPackageCart } from '../support/pages/cart-sandbox.ts';
import { OUT_DIR, lighthouseByRender, reportMarkdown, writeReport } from './report.mjs';

const ORIGIN = `http://sunsea.localhost:${PORTS.host}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const WITH_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const WITH_BYTES = process.env.BENCH_BYTES !== '0';
/** BENCH_PAGES: the Lighthouse pages to measure, by name (`landing,hotel detail`); default all */
const PAGES = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
const BASELINE = process.env.BENCH_BASELINE || undefined;
const BASELINE_LIGHTHOUSE = WITH_LIGHTHOUSE && process.env.BENCH_BASELINE_LIGHTHOUSE === '1';
/** The stacks measured: pages rendered on the server, in the browser, or both (the default). */
const RENDERS = { server: ['server'], client: ['client'], both: ['server', 'client'] }[
  process.env.BENCH_RENDER ?? 'both'
];
if (!RENDERS)
  throw new Error(`BENCH_RENDER is server, client or both, not ${process.env.BENCH_RENDER}`);
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
/** the parity sweep's size (BENCH_PARITY_COUNT, 2,000), its seed (PARITY_SEED); BENCH_PARITY=0 skips it */
const WITH_PARITY = process.env.BENCH_PARITY !== '0';
const PARITY_COUNT = process.env.BENCH_PARITY_COUNT ?? '2000';
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
  // only a hotel's address is wanted here, not every picture of the list: its document is enough
  await page.goto(`${ORIGIN}${ACCOMMODATION_URL}`, { waitUntil: 'domcontentloaded' });
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
  ].filter(({ name }) => !PAGES || PAGES.includes(name));
}

/**
 * How the server said it rendered the page Lighthouse measured: the `X-Storefront-Render`
 * header of the main document's response in Lighthouse's own DevTools log (`server`, `client
 * (<reason>)`, or null from a host that does not render).
 */
function renderedAs(artifacts) {
  const documentUrl = artifacts.URL?.mainDocumentUrl;
  const responses = (artifacts.DevtoolsLog ?? [])
    .filter((e) => e.method === 'Network.responseReceived' && e.params.type === 'Document')
    .map((e) => e.params.response);
  const response = responses.find((r) => r.url === documentUrl) ?? responses.at(-1);
  if (!response) return null;
  const header = Object.entries(response.headers).find(
    ([name]) => name.toLowerCase() === 'x-storefront-render',
  );
  return header ? String(header[1]) : null;
}

/** What Lighthouse says holds the largest paint back: its element, phases and blockers. */
function lcpAnalysis(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = details[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (details[1]?.items ?? []).map((p) => [
      String(p.phase)
        .toLowerCase()
        .replace(/ (\w)/g, (_, c) => c.toUpperCase()),
      Math.round(p.timing),
    ]),
  );
  const blocking = lhr.audits['render-blocking-resources']?.details?.items ?? [];
  const lcpImage = lhr.audits['prioritize-lcp-image']?.details?.debugData?.initiatorPath ?? [];
  return {
    element: node
      ? { label: node.nodeLabel, selector: node.selector, snippet: node.snippet }
      : null,
    // ttfb, loadDelay, loadTime, renderDelay (the load phases are 0 for a text element)
    phases,
    // the image's request chain when the largest paint is an image, the document first
    imageChain: lcpImage.map((r) =>
      r.url.startsWith(ORIGIN) ? r.url.slice(ORIGIN.length) : r.url,
    ),
    lazyLoaded: (lhr.audits['lcp-lazy-loaded']?.score ?? 1) < 1,
    renderBlocking: blocking.map((r) => ({
      url: r.url.startsWith(ORIGIN) ? r.url.slice(ORIGIN.length) : r.url,
      wastedMs: Math.round(r.wastedMs ?? 0),
    })),
    serverResponseMs: Math.round(lhr.audits['server-response-time']?.numericValue ?? 0),
  };
}

async function runLighthouse(port, url) {
  const { lhr, artifacts } = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
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
    lhr,
    renderedAs: renderedAs(artifacts),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    // Lighthouse's measure of the computer's speed as the run began: its simulated throttling
    // scales the CPU time it observes, so a slower computer shows longer tasks
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0) || null,
    failing: {
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
      seo: failing('seo'),
      performance: ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time']
        .concat(['first-contentful-paint', 'speed-index'])
        .filter((id) => (lhr.audits[id]?.score ?? 1) < 0.9),
    },
    lcp: lcpAnalysis(lhr),
  };
}

const FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'tbtMs'];

/**
 * Lighthouse on every page against the running stack, `runsPerPage` runs each, one page after
 * the other: every run's figures, by page.
 */
async function lighthouseRuns(browser, runsPerPage) {
  const pages = await lighthousePages(browser);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const measured = [];
  try {
    for (const { name, url } of pages) {
      const runs = [];
      for (let i = 0; i < runsPerPage; i += 1)
        runs.push(await runLighthouse(chrome.port, `${ORIGIN}${url}`));
      measured.push({ name, url, runs });
    }
  } finally {
    await chrome.kill();
  }
  return measured;
}

/**
 * Each page's Lighthouse figures from all its runs, on a stack rendering as `render` says: each
 * figure the median of its runs, with every run's kept (their spread is the run-to-run noise);
 * the audits below target and the LCP analysis are the median-LCP run's, whose report is kept in
 * out/lighthouse/. A page the server did not render in every run (its document not answered
 * `X-Storefront-Render: server`) says so.
 */
function lighthouseFigures(render, measured) {
  mkdirSync(path.join(OUT_DIR, 'lighthouse'), { recursive: true });
  return measured.map(({ name, url, runs }) => {
    const byLcp = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
    const { lhr, failing, lcp } = byLcp[Math.floor(byLcp.length / 2)];
    writeFileSync(
      path.join(OUT_DIR, 'lighthouse', `${render}-${name.replace(/\W+/g, '-')}.json`),
      JSON.stringify(lhr),
    );
    const served = runs.map((r) => r.renderedAs);
    const result = {
      page: name,
      url,
      render,
      ...Object.fromEntries(FIGURES.map((key) => [key, median(runs.map((r) => r[key]))])),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      lcpRuns: runs.map((r) => r.lcpMs),
      benchmarkIndexRuns: runs.map((r) => r.benchmarkIndex),
      figureRuns: Object.fromEntries(FIGURES.map((key) => [key, runs.map((r) => r[key])])),
      // every run's document as its server answered it: `server` for each, on the server stack
      renderedAs: [...new Set(served.map((s) => s ?? 'client'))],
      renderedOnServer: served.every((s) => s === 'server'),
      failing,
      lcp,
    };
    const fellBack = render === 'server' && !result.renderedOnServer;
    console.log(
      `lighthouse ${render} ${name}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}, SEO ${result.seo}, LCP ${result.lcpMs} ms (${result.lcpRuns.join(', ')}), CLS ${result.cls}, TBT ${result.tbtMs} ms; LCP element ${lcp.element?.selector ?? '—'}${fellBack ? `; NOT RENDERED ON THE SERVER: ${result.renderedAs.join(', ')}` : ''}`,
    );
    return result;
  });
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

/** How late the backend answers the results call while the head's timing is measured. */
const SLOW_BACKEND_MS = 400;
const RESULTS_CALL = 'ShoppingHDPService/RetrieveProposals';

/**
 * One document asked of the page server as a browser asks (gzip taken): the times from the
 * request to the answer's headers, to the first byte of its body, to the end of its head and to
 * its last byte, and whether the head came before anything of the rendered screen.
 */
function timeDocument(route) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const since = () => Math.round(performance.now() - started);
    http
      .get(
        {
          host: '127.0.0.1',
          port: PORTS.host,
          path: route,
          headers: { host: new URL(ORIGIN).host, 'accept-encoding': 'gzip' },
        },
        (answer) => {
          const headersMs = since();
          const body =
            answer.headers['content-encoding'] === 'gzip' ? answer.pipe(createGunzip()) : answer;
          let firstByteMs = null;
          let headMs = null;
          let headAlone = false;
          let text = '';
          body.on('data', (chunk) => {
            firstByteMs ??= since();
            text += String(chunk);
            if (headMs === null && text.includes('</head>')) {
              headMs = since();
              // the head came on its own, before anything of the rendered screen
              headAlone = !text.includes('id="root"');
            }
          });
          body.on('end', () =>
            resolve({
              render: answer.headers['x-storefront-render'] ?? null,
              headersMs,
              firstByteMs,
              headMs,
              lastByteMs: since(),
              headAlone,
            }),
          );
          body.on('error', reject);
        },
      )
      .on('error', reject);
  });
}

/**
 * Section 4: the accommodation results rendered on the server with a slow backend (its results
 * call answered SLOW_BACKEND_MS late): the median times of RUNS documents.
 */
async function benchHeadEarly() {
  const brand = new URL(ORIGIN).hostname;
  await injectFault({
    call: RESULTS_CALL,
    kind: 'LATENCY',
    latencyMs: SLOW_BACKEND_MS,
    brand,
  });
  try {
    // the first page warms what a process keeps (the screen's code, its strings and styles)
    await timeDocument(ACCOMMODATION_URL);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await timeDocument(ACCOMMODATION_URL));
    const figure = (key) => median(runs.map((r) => r[key]));
    return {
      route: ACCOMMODATION_URL,
      backendDelayMs: SLOW_BACKEND_MS,
      renderedOnServer: runs.every((r) => r.render === 'server'),
      headersMs: figure('headersMs'),
      firstByteMs: figure('firstByteMs'),
      headMs: figure('headMs'),
      lastByteMs: figure('lastByteMs'),
      headAlone: runs.every((r) => r.headAlone),
    };
  } finally {
    await clearFaults(brand);
  }
}

/**
 * The stack renders pages as it should before anything is measured: the landing's document
 * answered `X-Storefront-Render: server` by a server-rendering stack, and not so by the other.
 */
async function checkRender(render) {
  // the brand's host name, asked of 127.0.0.1 (a *.localhost name is the browser's to resolve)
  const header = await new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port: PORTS.host, path: '/', headers: { host: new URL(ORIGIN).host } },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.headers['x-storefront-render'] ?? null));
        },
      )
      .on('error', reject);
  });
  if ((render === 'server') !== (header === 'server'))
    throw new Error(
      `the ${render}-rendering stack answered the landing with X-Storefront-Render: ${header ?? '(none)'}`,
    );
}

/**
 * Another revision to measure beside this one: checked out in .bench/baseline with its own
 * install; `bench(env)` runs its own bench there on ports of its own (while this one's stack is
 * stopped) and answers its results; `remove()` takes the checkout away.
 */
function checkOutBaseline(revision) {
  const dir = path.join(ROOT, '.bench/baseline');
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, stdio: 'inherit' });
  rmSync(dir, { recursive: true, force: true });
  git('worktree', 'prune');
  git('worktree', 'add', '--detach', dir, revision);
  const run = (args, env = {}) =>
    execFileSync('pnpm', args, { cwd: dir, stdio: 'inherit', env: { ...process.env, ...env } });
  try {
    run(['install', '--frozen-lockfile', '--prefer-offline']);
  } catch (error) {
    git('worktree', 'remove', '--force', dir);
    throw error;
  }
  return {
    bench(env) {
      run(['bench'], {
        // the revision's own figures, measured once: not against a baseline of its own
        BENCH_BASELINE: '',
        BENCH_BASELINE_LIGHTHOUSE: '',
        BENCH_RUNS: '1',
        STOREFRONT_PORT_OFFSET: String(Number(process.env.STOREFRONT_PORT_OFFSET ?? 0) + 500),
        ...env,
      });
      return JSON.parse(readFileSync(path.join(dir, 'e2e/bench/out/results.json'), 'utf8'));
    },
    remove: () => git('worktree', 'remove', '--force', dir),
  };
}

/** One page's Lighthouse figures from several runs of a bench, each its own figures. */
function joinLighthouse(rounds) {
  const [first] = rounds;
  const runsOf = (key) => rounds.flatMap((r) => r.figureRuns?.[key] ?? [r[key]]);
  const figureRuns = Object.fromEntries(FIGURES.map((key) => [key, runsOf(key)]));
  return {
    ...first,
    ...Object.fromEntries(FIGURES.map((key) => [key, median(figureRuns[key])])),
    fcpMs: median(rounds.map((r) => r.fcpMs)),
    lcpRuns: figureRuns.lcpMs,
    figureRuns,
    renderedAs: [...new Set(rounds.flatMap((r) => r.renderedAs))],
    renderedOnServer: rounds.every((r) => r.renderedOnServer),
  };
}

// ---------------------------------------------------------------------------------------------

for (const app of APPS) buildApp(app);
const baseline = BASELINE ? checkOutBaseline(BASELINE) : null;
// the computer's load (1-minute average) as the measuring starts and ends: figures move with it
const loadAtStart = loadavg()[0];
// Lighthouse against a baseline: one run per page at a time, this revision's and the baseline's
// stacks taking turns, so that what else the computer does falls on both alike
const rounds = BASELINE_LIGHTHOUSE ? LIGHTHOUSE_RUNS : 1;
const runsPerRound = BASELINE_LIGHTHOUSE ? 1 : LIGHTHOUSE_RUNS;
// the stacks one after the other on the same ports: server rendering first, then the browser's;
// bytes and route changes on the browser-rendered one (on the server-rendered one alone, there)
const bytesRender = RENDERS.includes('client') ? 'client' : 'server';
let bytes;
const measuredRuns = {};
const baselineRounds = [];
let routeChanges;
let headEarly;
try {
  for (let round = 0; round < rounds; round += 1) {
    for (const render of RENDERS) {
      const stack = new Stack({ quiet: true, render });
      await stack.start();
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      });
      try {
        process.env.CHROMIUM_VERSION = browser.version();
        await checkRender(render);
        if (render === 'server' && round === 0) headEarly = await benchHeadEarly();
        if (WITH_BYTES && render === bytesRender && round === 0) {
          bytes = await benchBytes(browser);
          routeChanges = await benchRouteChanges(browser);
        }
        if (WITH_LIGHTHOUSE) {
          const measured = await lighthouseRuns(browser, runsPerRound);
          measuredRuns[render] ??= measured.map(({ name, url }) => ({ name, url, runs: [] }));
          for (const page of measured)
            measuredRuns[render].find((p) => p.name === page.name).runs.push(...page.runs);
        }
      } finally {
        await browser.close();
        await stack.stopAll();
      }
    }
    if (BASELINE_LIGHTHOUSE) {
      console.log(`\nbaseline ${BASELINE}, Lighthouse round ${round + 1} of ${rounds}`);
      baselineRounds.push(
        baseline.bench({
          BENCH_LIGHTHOUSE_RUNS: '1',
          BENCH_RENDER: process.env.BENCH_RENDER ?? 'both',
          BENCH_BYTES: '0',
        }),
      );
    }
  }
} catch (error) {
  baseline?.remove();
  throw error;
}
const lighthouseResults = Object.fromEntries(
  Object.entries(measuredRuns).map(([render, measured]) => [
    render,
    lighthouseFigures(render, measured),
  ]),
);

/**
 * The baseline's figures: its bytes per route (on the rendering this run measured them on), and
 * with BENCH_BASELINE_LIGHTHOUSE=1 its Lighthouse figures from its rounds.
 */
function baselineFigures() {
  try {
    const measured = WITH_BYTES
      ? baseline.bench({
          BENCH_LIGHTHOUSE: '0',
          BENCH_RENDER: bytesRender === 'client' ? 'client' : 'server',
        })
      : null;
    const commit = measured?.commit ?? baselineRounds[0]?.commit;
    const lighthouse = BASELINE_LIGHTHOUSE
      ? Object.fromEntries(
          Object.keys(lighthouseByRender(baselineRounds[0]) ?? {}).map((render) => [
            render,
            lighthouseByRender(baselineRounds[0])[render].map((page) =>
              joinLighthouse(
                baselineRounds.map((r) =>
                  lighthouseByRender(r)[render].find((p) => p.page === page.page),
                ),
              ),
            ),
          ]),
        )
      : undefined;
    return {
      revision: BASELINE,
      commit,
      bytes: measured?.bytes?.map(({ route, jsGzipKB, jsFiles }) => ({ route, jsGzipKB, jsFiles })),
      ...(lighthouse ? { lighthouse } : {}),
    };
  } finally {
    baseline.remove();
  }
}

const parity = WITH_PARITY ? runParitySweep() : undefined;

const results = {
  date: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim(),
  chromium: process.env.CHROMIUM_VERSION,
  cpus: cpus().length,
  loadAverage: [loadAtStart, loadavg()[0]].map((n) => Number(n.toFixed(1))),
  runs: RUNS,
  lighthouseRuns: LIGHTHOUSE_RUNS,
  renders: RENDERS,
  bytesRender,
  bytes,
  lighthouse: WITH_LIGHTHOUSE ? lighthouseResults : null,
  routeChanges,
  headEarly,
  ...(parity ? { parity } : {}),
  ...(baseline ? { baseline: baselineFigures() } : {}),
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
if (parity)
  console.log(
    `\nparity sweep: ${parity.count} combinations, seed ${parity.seed}, ${parity.failures} failed, in ${clockOf(parity.seconds)} (${parity.msPerCombination} ms each)${parity.failures ? `\n${parity.failed.map((f) => `  #${f.index} ${f.combination}`).join('\n')}` : ''}`,
  );
if (parity?.failures) process.exitCode = 1;

/**
 * 5. The parity sweep (e2e/tests/server-render/parity.spec.ts) with BENCH_PARITY_COUNT
 * combinations on a stack of its own, after the measured ones have stopped: its count, seed,
 * failures and time (the sweep's summary, test-results/parity/summary.json).
 */
function runParitySweep() {
  const summary = path.join(ROOT, 'e2e', 'test-results', 'parity', 'summary.json');
  rmSync(summary, { force: true });
  const started = Date.now();
  const run = spawnSync('pnpm', ['run', 'test:parity'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PARITY_COUNT },
  });
  let figures;
  try {
    figures = JSON.parse(readFileSync(summary, 'utf8'));
  } catch {
    throw new Error(`the parity sweep wrote no summary (exit ${run.status})`);
  }
  return { ...figures, wallSeconds: Math.round((Date.now() - started) / 1000) };
}

function clockOf(seconds) {
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
