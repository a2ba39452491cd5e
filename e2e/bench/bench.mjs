#!/usr/bin/env node
// `pnpm bench`: production builds served as deployed, measured in Debian's Chromium.
// Per route, with a cold cache: JavaScript transferred (raw, and gzip as a compressing
// server would send it), number of requests, time until the route's screen is visible, and
// the copies of each shared singleton on the page. Writes results.json and results.md here.
import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { APPS, buildApp } from '../../scripts/build.mjs';
import { PORTS, Stack } from '../../scripts/stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ORIGIN = `http://sunsea.localhost:${PORTS.host}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTES = [
  '/',
  '/DP',
  '/hotel-detail',
  '/F',
  '/cart',
  '/checkout',
  '/order',
  '/deals',
  '/deal-search',
];
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'i18next',
  'react-i18next',
  'axios',
  '@storefront/shared/state',
];
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(1);

async function measure(browser, route) {
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
      js.push({ url, raw: body.length, gzip: gzipSync(body).length });
    } catch {
      // a response without a body (redirect, aborted prefetch) carries no code
    }
  });
  await page.addInitScript(() => {
    // idle-time prefetching is measured separately: here, what a route itself needs
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
  return {
    jsRaw: js.reduce((n, f) => n + f.raw, 0),
    jsGzip: js.reduce((n, f) => n + f.gzip, 0),
    jsFiles: js.length,
    requests,
    visibleMs,
    copies,
  };
}

for (const app of APPS) buildApp(app);
const stack = new Stack({ quiet: true });
await stack.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
const results = [];
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, route));
    const last = runs[runs.length - 1];
    results.push({
      route,
      jsRawKB: Number(kb(last.jsRaw)),
      jsGzipKB: Number(kb(last.jsGzip)),
      jsFiles: last.jsFiles,
      requests: last.requests,
      screenVisibleMs: Math.round(median(runs.map((r) => r.visibleMs))),
      singletonCopies: last.copies,
    });
    console.log(
      `${route}: ${kb(last.jsGzip)} KB gz JS, ${last.requests} requests, screen at ${Math.round(median(runs.map((r) => r.visibleMs)))} ms`,
    );
  }
} finally {
  await browser.close();
  await stack.stopAll();
}

const maxCopies = (r) => Math.max(...Object.values(r.singletonCopies));
const md = [
  `Measured ${new Date().toISOString().slice(0, 10)}, Chromium without throttling, cold cache, median of ${RUNS} runs for time.`,
  '',
  '| route | JS raw KB | JS gzip KB | JS files | requests | screen visible (ms) | max copies of a singleton |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| \`${r.route}\` | ${r.jsRawKB} | ${r.jsGzipKB} | ${r.jsFiles} | ${r.requests} | ${r.screenVisibleMs} | ${maxCopies(r)} |`,
  ),
  '',
].join('\n');
writeFileSync(
  path.join(HERE, 'results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results }, null, 2)}\n`,
);
writeFileSync(path.join(HERE, 'results.md'), md);
console.log(`\n${md}`);
