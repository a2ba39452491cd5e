#!/usr/bin/env node
// `pnpm bench:load`: the render tier under load and faults, behind nginx as deployed
// (STOREFRONT_SERVER=nginx, STOREFRONT_RENDER=server), with autocannon (the spike with h2load). Every
// target in one run:
//
// 1. Throughput of private pages (visitors with a session of their own, which the page cache
//    never serves): LOAD_REQUESTS (10,000) landing and as many accommodation-results requests at
//    LOAD_CONNECTIONS (32) connections, with 1 and with 2 render processes (LOAD_PROCESSES):
//    errors, 5xx, p50/p95/p99 of the complete response, requests per second, the ratio, and how
//    many came from the page cache (0).
// 2. Memory: the resident set (and heap) each render process reports on /metrics after 5,000
//    requests and after LOAD_MEMORY_REQUESTS (50,000): within 10 %.
//    The last stack serves two versions of the deals remote side by side all along: members
//    pinned to the published 0.9.0 (`pnpm remotes pin`), every other brand on the default, and
//    the memory run asks for both brands' deals too.
// 3. Versions: LOAD_VERSION_REQUESTS (10,000) deals pages of three brands interleaved at
//    LOAD_CONNECTIONS, members on 0.9.0 and the others on 1.0.0: every page carries its brand's
//    version (read from the page's server state), none fails; after `pnpm remotes unpin`, the
//    next members page is on 1.0.0, with no restart.
// 4. A render process killed (SIGKILL, by its PID) in the middle of a run of LOAD_REQUESTS:
//    no failed request (nginx tries another process), and the process is started again.
// 5. The backend slowed by 2 s (the sandbox's LATENCY fault on every call): every page answers
//    completely within the render budget plus 200 ms, none fails.
// 6. LOAD_FUZZ (2,000) fuzzed requests (seed LOAD_SEED): oversized addresses and headers,
//    malformed cookies, unknown hosts, other methods, junk search parameters: no 5xx, no
//    render process exits.
// 7. A campaign spike (its own stack, the page cache keeping pages LOAD_SHARED_CACHE_SECONDS,
//    10): LOAD_SPIKE_SECONDS (60) of new visitors on the landing and three search links, phones
//    and computers, each connection asking again as soon as it is answered (h2load), at each of
//    LOAD_SPIKE_CONNECTIONS (32 and 128): pages per second (≥ 2,000), p99 (≤ 100 ms), failures, the cache's hit ratio, renders per distinct page and lifetime; and
//    a remote version pinned by `pnpm remotes` during the first run, seen by every new visitor's
//    landing from the change's lifetime on.
// LOAD_PHASES=tier or LOAD_PHASES=spike runs 1–6 or 7 alone.
//
// Prints the table of figures against their targets, writes it to e2e/bench/out/load.md (not
// tracked) and exits non-zero when a target is missed.
import http from 'node:http';
import net from 'node:net';
import { execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import fc from 'fast-check';
import { APPS, ROOT, buildApp } from '../../scripts/build.mjs';
import { publishLocalReleases } from '../../operations/bin/releases.mjs';
import { PORTS, RUNTIME_DIR, Stack, portOf } from '../../scripts/stack.mjs';

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const REQUESTS = env('LOAD_REQUESTS', 10_000);
const CONNECTIONS = env('LOAD_CONNECTIONS', 32);
const MEMORY_FIRST = env('LOAD_MEMORY_FIRST', 5_000);
const MEMORY_REQUESTS = env('LOAD_MEMORY_REQUESTS', 50_000);
const FUZZ = env('LOAD_FUZZ', 2_000);
const VERSION_REQUESTS = env('LOAD_VERSION_REQUESTS', 10_000);
const SEED = env('LOAD_SEED', 20_240_601);
const SLOW_REQUESTS = env('LOAD_SLOW_REQUESTS', 400);
const SLOW_CONNECTIONS = env('LOAD_SLOW_CONNECTIONS', 4);
const SLOW_MS = 2_000;
/** `tier` (points 1–6 above) and `spike` (point 7), or one of them */
const PHASES = (process.env.LOAD_PHASES ?? 'tier,spike').split(',');
const SPIKE_SECONDS = env('LOAD_SPIKE_SECONDS', 60);
const SPIKE_CONNECTIONS = (process.env.LOAD_SPIKE_CONNECTIONS ?? '32,128').split(',').map(Number);
/** How long the page cache keeps a page in the spike (the render processes' setting). */
const SHARED_CACHE_SECONDS = env('LOAD_SHARED_CACHE_SECONDS', 10);
const BUDGET_MS = env('STOREFRONT_RENDER_BUDGET_MS', 600);
const PROCESS_COUNTS = (process.env.LOAD_PROCESSES ?? '1,2').split(',').map(Number);
const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');

const HOST = `sunsea.localhost:${PORTS.host}`;
const BASE = `http://127.0.0.1:${PORTS.host}`;
const SANDBOX = `http://127.0.0.1:${PORTS.sandbox}`;

function urlDate(days) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}
const RESULTS_URL = `/H?${new URLSearchParams({ destination: 'pmi', outboundDate: urlDate(60), returnDate: urlDate(67) })}`;
const PAGES = { landing: '/', 'accommodation results': RESULTS_URL };
const STAY = { outboundDate: urlDate(60), returnDate: urlDate(67) };
/** A campaign's links: the landing and three search links, as a newsletter or an ad opens them. */
const CAMPAIGN = {
  landing: '/',
  'accommodation results': RESULTS_URL,
  'flight results': `/F?${new URLSearchParams({ departure: 'mad', destination: 'pmi', ...STAY, adults: '2' })}`,
  'package results': `/DP?${new URLSearchParams({ departure: 'mad', destination: 'pmi', ...STAY })}`,
};
/** A spike's visitors: phones and computers, as browsers send their requests. */
const VISITOR_HEADERS = [
  {
    'user-agent':
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
  },
  {
    'user-agent':
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    'sec-ch-ua-mobile': '?0',
  },
].map((headers) => ({ ...headers, 'accept-encoding': 'gzip, deflate, br' }));

/** The deals version each brand is served on the last stack (members pinned, the others on the default). */
const DEALS_VERSIONS = {
  'members.localhost': '0.9.0',
  'sunsea.localhost': '1.0.0',
  'lastminute.localhost': '1.0.0',
};
const brandHost = (domain) => `${domain}:${PORTS.host}`;

/** The operator's command on the stack's manifest, as the docs write it (`pnpm remotes …`). */
function remotes(...args) {
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'operations/bin/remotes.mjs'),
      ...args,
      '--who',
      'bench',
      '--reason',
      'two versions side by side under load',
    ],
    { cwd: ROOT, stdio: 'ignore' },
  );
}

/** The deals version a page was rendered with (its server state), or what it was instead. */
function dealsVersionOf(status, headers, body) {
  if (status !== 200) return `status ${status}`;
  const render = headers?.['x-storefront-render'];
  if (render !== undefined && render !== 'server') return `rendered ${render}`;
  const state = /<script type="application\/json" id="sf-server-state">([^<]*)<\/script>/.exec(
    body,
  );
  if (!state) return 'no server state';
  try {
    return JSON.parse(state[1]).versions?.deals ?? 'no deals version';
  } catch {
    return 'server state unreadable';
  }
}

const rows = [];
/** One figure against its target (or a figure without one, `pass` undefined). */
function row(phase, measure, value, target, pass) {
  rows.push({ phase, measure, value: String(value), target: target ?? '', pass });
  const verdict = pass === undefined ? '' : pass ? '  PASS' : '  FAIL';
  console.log(`${phase} | ${measure}: ${value}${target ? ` (target ${target})` : ''}${verdict}`);
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/** Responses counted across runs (the memory is measured at counts of them), and a hook. */
const tally = { count: 0, hook: null };

/**
 * `amount` requests of `requests` (cycled) at `connections`, autocannon's counts and every
 * response's time to its last byte; `onCount(n)` after each response.
 */
function run({ requests, amount, duration, connections = CONNECTIONS, onCount }) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: BASE,
        connections,
        ...(duration ? { duration } : { amount }),
        timeout: 30,
        headers: { host: HOST },
        requests,
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({ result, times });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
      tally.count += 1;
      tally.hook?.(tally.count);
      onCount?.(times.length);
    });
  });
}

const failures = ({ result }) => result.errors + result.timeouts + result.non2xx;

/** A run's errors, 5xx and other non-2xx answers, against none. */
function failuresRow(phase, measured) {
  const { result } = measured;
  row(
    phase,
    'errors / 5xx / non-2xx',
    `${result.errors + result.timeouts} / ${result['5xx']} / ${result.non2xx}`,
    '0 / 0 / 0',
    failures(measured) === 0 && result['5xx'] === 0,
  );
}

/** A render process's own figures from its /metrics. */
async function metricsOf(port) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const values = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}
const summed = (values, prefix) =>
  [...values].filter(([name]) => name.startsWith(prefix)).reduce((n, [, v]) => n + v, 0);

async function memoryOf(stack) {
  const memory = {};
  for (const name of stack.pool) {
    const values = await metricsOf(portOf(name));
    memory[name] = {
      rss: values.get('process_resident_memory_bytes'),
      heap: values.get('nodejs_heap_size_used_bytes'),
    };
  }
  return memory;
}

async function renderedOnServer(stack) {
  let server = 0;
  let all = 0;
  for (const name of stack.pool) {
    const values = await metricsOf(portOf(name));
    server += values.get('storefront_page_renders_total{outcome="server"}') ?? 0;
    all += summed(values, 'storefront_page_renders_total{');
  }
  return { server, all };
}

function get(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: PORTS.host,
          path: pathname,
          headers: { host: HOST, ...headers },
        },
        (answer) => {
          let body = '';
          answer.on('data', (chunk) => (body += chunk));
          answer.on('end', () =>
            resolve({ status: answer.statusCode, headers: answer.headers, body }),
          );
        },
      )
      .on('error', reject);
  });
}

async function waitReady(port, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

const ms = (n) => `${Math.round(n)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// ---------------------------------------------------------------------------------------------

/** A session of the visitor's own (from a sign-on link): their pages are rendered for them alone. */
const OWN_SESSION = 'storefront-session=own';

/** The sign-on cookie the server gives a first visit of a visitor with a session of their own. */
async function sessionCookie() {
  const first = await get('/', { cookie: OWN_SESSION });
  const cookie = [first.headers['set-cookie'] ?? []].flat()[0];
  if (!cookie) throw new Error('the first visit was not signed on by the server');
  return `${cookie.split(';')[0]}; ${OWN_SESSION}`;
}

/** Private pages: rendered per visitor, never from the page cache (counted by nginx's header). */
async function throughput(stack, n) {
  const cookie = await sessionCookie();
  let fromCache = 0;
  const counted = (request) => ({
    ...request,
    // (autocannon gives the headers by their names as sent: nginx writes X-Storefront-Cache)
    onResponse: (_status, _body, _context, headers = {}) => {
      const cache = Object.entries(headers).find(([name]) => /^x-storefront-cache$/i.test(name));
      if (cache?.[1] !== 'BYPASS') fromCache += 1;
    },
  });
  // the landing as a first visit of its own (signed on by the server), the results with a session
  const requests = {
    landing: [
      counted({ method: 'GET', path: PAGES.landing, headers: { host: HOST, cookie: OWN_SESSION } }),
    ],
    'accommodation results': [
      counted({
        method: 'GET',
        path: PAGES['accommodation results'],
        headers: { host: HOST, cookie },
      }),
    ],
  };
  const figures = {};
  for (const [page, reqs] of Object.entries(requests)) {
    const before = await renderedOnServer(stack);
    const measured = await run({ requests: reqs, amount: REQUESTS });
    const after = await renderedOnServer(stack);
    const { result, times } = measured;
    const seconds = result.duration;
    const rps = result.requests.sent ? times.length / seconds : 0;
    figures[page] = rps;
    const phase = `${page}, ${n} render process${n > 1 ? 'es' : ''}`;
    failuresRow(phase, measured);
    row(
      phase,
      'p50 / p95 / p99, requests per second',
      `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))} / ${ms(percentile(times, 99))}, ${rps.toFixed(1)}/s`,
    );
    const server = after.server - before.server;
    const all = after.all - before.all;
    row(
      phase,
      'rendered on the server',
      `${((100 * server) / Math.max(all, 1)).toFixed(1)} % of ${all}`,
    );
  }
  row(
    `private pages, ${n} render process${n > 1 ? 'es' : ''}`,
    'served by the page cache',
    fromCache,
    '0',
    fromCache === 0,
  );
  return figures;
}

/** Deals pages of three brands on two versions, interleaved: each carries its brand's own. */
async function versions() {
  const wrong = new Map();
  let checked = 0;
  let leftToBrowser = 0;
  const requests = Object.entries(DEALS_VERSIONS).map(([domain, version]) => ({
    method: 'GET',
    path: '/deals',
    headers: { host: brandHost(domain) },
    onResponse: (status, body, _context, headers) => {
      checked += 1;
      const got = dealsVersionOf(status, headers, body);
      // a page left to the browser (its start-up past the render budget) names no version: the
      // browser resolves the brand's from the same manifest
      if (/^rendered client/.test(got)) {
        leftToBrowser += 1;
        return;
      }
      if (got !== version) {
        const what = `${domain.split('.')[0]}: ${got} instead of ${version}`;
        wrong.set(what, (wrong.get(what) ?? 0) + 1);
      }
    },
  }));
  const measured = await run({ requests, amount: VERSION_REQUESTS });
  const phase = `deals on two versions, ${VERSION_REQUESTS} pages of three brands interleaved`;
  row(
    phase,
    'errors / 5xx / non-2xx',
    `${measured.result.errors + measured.result.timeouts} / ${measured.result['5xx']} / ${measured.result.non2xx}`,
    '0 / 0 / 0',
    failures(measured) === 0,
  );
  const summary = [...wrong].map(([what, n]) => `${what} ×${n}`).join('; ');
  row(
    phase,
    'pages rendered on the server with another version (of pages read)',
    `${[...wrong.values()].reduce((a, b) => a + b, 0)} of ${checked - leftToBrowser}${summary ? `: ${summary}` : ''}`,
    '0',
    wrong.size === 0 && checked >= VERSION_REQUESTS,
  );
  row(phase, 'pages left to the browser (start-up past the render budget)', leftToBrowser);
  const { times, result } = measured;
  row(
    phase,
    'p50 / p95 / p99, requests per second',
    `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))} / ${ms(percentile(times, 99))}, ${(times.length / result.duration).toFixed(1)}/s`,
  );
  // the pin removed: the brand's next page is on the default, with no restart
  remotes('unpin', 'members.localhost', 'deals');
  const next = await get('/deals', { host: brandHost('members.localhost') });
  const after = dealsVersionOf(next.status, next.headers, next.body);
  row(phase, 'the next members page after `remotes unpin`', after, '1.0.0', after === '1.0.0');
}

async function killed(stack) {
  const cookie = await sessionCookie();
  const victim = stack.pool[0];
  const pid = stack.children.get(victim).pid;
  let killedAt = null;
  const measured = await run({
    requests: [
      { method: 'GET', path: PAGES.landing },
      { method: 'GET', path: PAGES['accommodation results'], headers: { host: HOST, cookie } },
    ],
    amount: REQUESTS,
    onCount: (count) => {
      if (killedAt === null && count >= REQUESTS / 2) {
        killedAt = count;
        process.kill(pid, 'SIGKILL');
      }
    },
  });
  const phase = `${victim} (pid ${pid}) killed after ${killedAt} of ${REQUESTS} requests`;
  row(
    phase,
    'failed requests (errors, timeouts, non-2xx)',
    failures(measured),
    '0',
    failures(measured) === 0,
  );
  // the stack starts it again (a supervisor's part): a new process, warmed up and in service
  const until = Date.now() + 60_000;
  while (
    Date.now() < until &&
    !(stack.children.get(victim)?.pid !== pid && stack.children.has(victim))
  )
    await new Promise((r) => setTimeout(r, 200));
  const back = stack.children.has(victim) && (await waitReady(portOf(victim)));
  row(
    phase,
    'started again and ready',
    back ? `yes (pid ${stack.children.get(victim).pid})` : 'no',
    'yes',
    back,
  );
}

/** The resident set of each process after MEMORY_FIRST and after MEMORY_REQUESTS responses. */
async function memory(stack, snapshots) {
  const cookie = await sessionCookie();
  const left = MEMORY_REQUESTS - tally.count;
  if (left > 0)
    await run({
      requests: [
        { method: 'GET', path: PAGES.landing },
        { method: 'GET', path: PAGES['accommodation results'], headers: { host: HOST, cookie } },
        // both versions of deals, loaded side by side all along
        ...Object.keys(DEALS_VERSIONS).map((domain) => ({
          method: 'GET',
          path: '/deals',
          headers: { host: brandHost(domain) },
        })),
      ],
      amount: left,
    });
  const [first, last] = await Promise.all([snapshots.first, snapshots.last]);
  for (const name of stack.pool) {
    if (!first?.[name] || !last?.[name]) {
      row(`memory of ${name}`, 'resident set', 'not measured', '±10 %', false);
      continue;
    }
    const change = (last[name].rss - first[name].rss) / first[name].rss;
    row(
      `memory of ${name}`,
      `resident set after ${MEMORY_FIRST} → ${MEMORY_REQUESTS} requests (heap used)`,
      `${mb(first[name].rss)} → ${mb(last[name].rss)}, ${(100 * change).toFixed(1)} % (heap ${mb(first[name].heap)} → ${mb(last[name].heap)})`,
      '±10 %',
      Math.abs(change) <= 0.1,
    );
  }
}

/** Every call the sandbox knows (its answer to a fault for no call names them). */
async function knownCalls() {
  const answer = await fetch(`${SANDBOX}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ call: 'Nothing/Known', kind: 'LATENCY' }),
  });
  const body = await answer.json();
  const known = JSON.stringify(body).match(/"known":(\[[^\]]*\])/);
  if (!known) throw new Error(`the sandbox named no calls: ${JSON.stringify(body)}`);
  return JSON.parse(known[1]);
}

async function slowBackend() {
  const cookie = await sessionCookie();
  const calls = await knownCalls();
  for (const call of calls) {
    const answer = await fetch(`${SANDBOX}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ call, kind: 'LATENCY', latencyMs: SLOW_MS }),
    });
    if (!answer.ok) throw new Error(`the sandbox took no LATENCY fault for ${call}`);
  }
  try {
    const withSession = (p) => ({ method: 'GET', path: p, headers: { host: HOST, cookie } });
    const measured = await run({
      requests: [
        { method: 'GET', path: PAGES.landing },
        withSession(PAGES.landing),
        withSession(PAGES['accommodation results']),
        withSession('/deals'),
        withSession('/F'),
        withSession('/hotel-detail'),
      ],
      amount: SLOW_REQUESTS,
      connections: SLOW_CONNECTIONS,
    });
    const { times } = measured;
    const phase = `backend ${SLOW_MS / 1000} s slower, ${SLOW_REQUESTS} pages at ${SLOW_CONNECTIONS} connections`;
    row(phase, 'failed requests', failures(measured), '0', failures(measured) === 0);
    const slowest = times.at(-1) ?? 0;
    row(
      phase,
      'complete response p50 / p99 / slowest',
      `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))} / ${ms(slowest)}`,
      `≤ ${BUDGET_MS + 200} ms`,
      slowest <= BUDGET_MS + 200,
    );
  } finally {
    await fetch(`${SANDBOX}/__sandbox/faults`, { method: 'DELETE' });
  }
}

// ---------------------------------------------------------------------------------------------

/** One raw request (what an HTTP client would refuse to send), its status or 'no answer'. */
function rawRequest(text) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: PORTS.host });
    let head = '';
    const done = (status) => {
      socket.destroy();
      resolve(status);
    };
    socket.setTimeout(15_000, () => done('timeout'));
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (match) done(Number(match[1]));
    });
    socket.on('error', () => done('error'));
    socket.on('end', () => done(head ? 'malformed' : 'closed'));
    socket.write(text, 'latin1');
  });
}

const junk = fc.oneof(
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%zz',
    '%00',
    '%C0%AF',
    '%3Cscript%3E',
    '"\'',
    '..%2F..%2F',
    '-1',
    'NaN',
    '2027-02-30',
    '{"a":1}',
  ),
  fc.nat({ max: 3000 }).map((n) => 'x'.repeat(n)),
);
const param = fc.tuple(
  fc.constantFrom(
    'destination',
    'departure',
    'outboundDate',
    'returnDate',
    'adults',
    'lang',
    'page',
    'a',
    '',
    '%',
    '__proto__',
    'lang[]',
  ),
  junk,
);
const fuzzRequest = fc.record({
  method: fc.constantFrom(
    'GET',
    'GET',
    'GET',
    'HEAD',
    'POST',
    'PUT',
    'DELETE',
    'OPTIONS',
    'PATCH',
    'TRACE',
    'BREW',
  ),
  path: fc.constantFrom(
    '/',
    '/H',
    '/F',
    '/deals',
    '/hotel-detail',
    '/cart',
    '/checkout',
    '/nowhere',
    '/search',
    '//x',
    '/%2e%2e/',
  ),
  query: fc.array(param, { maxLength: 6 }),
  oversizedUrl: fc
    .boolean({ weight: 0.05 })
    .chain((on) => (on ? fc.integer({ min: 8_200, max: 20_000 }) : fc.constant(0))),
  host: fc.constantFrom(
    HOST,
    HOST,
    HOST,
    `members.localhost:${PORTS.host}`,
    `nosuchbrand.localhost:${PORTS.host}`,
    'example.com',
    '',
    '[::1]',
    'a'.repeat(300),
  ),
  cookie: fc.oneof(
    fc.constant(null),
    fc.constantFrom(
      'Abp.AuthToken=',
      'Abp.AuthToken=%',
      'Abp.AuthToken=eyJ.x.y',
      '=;=;',
      ';;;',
      'a=b; a=c',
      'Abp.AuthToken="unterminated',
      'lang=xx',
    ),
    fc.string({ maxLength: 200 }).map((s) => s.replace(/[\r\n]/g, '')),
  ),
  oversizedHeader: fc
    .boolean({ weight: 0.05 })
    .chain((on) => (on ? fc.integer({ min: 9_000, max: 40_000 }) : fc.constant(0))),
  extra: fc.constantFrom(
    null,
    'Accept-Language: zz',
    'X-Forwarded-Proto: gopher',
    'X-Request-Id: ../../',
    'Content-Length: 5',
    'Transfer-Encoding: chunked',
  ),
});

function requestText(r) {
  let target = r.path;
  if (r.query.length)
    target += `?${r.query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}`;
  if (r.oversizedUrl) target += `${r.query.length ? '&' : '?'}q=${'y'.repeat(r.oversizedUrl)}`;
  const lines = [`${r.method} ${target} HTTP/1.1`, `Host: ${r.host}`, 'Connection: close'];
  if (r.cookie !== null) lines.push(`Cookie: ${r.cookie}`);
  if (r.oversizedHeader) lines.push(`X-Big: ${'z'.repeat(r.oversizedHeader)}`);
  if (r.extra) lines.push(r.extra);
  const body =
    r.extra === 'Content-Length: 5'
      ? 'hello'
      : r.extra === 'Transfer-Encoding: chunked'
        ? '0\r\n\r\n'
        : '';
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

async function fuzz(stack) {
  const pids = new Map(stack.pool.map((name) => [name, stack.children.get(name)?.pid]));
  const restartsBefore = [...stack.restarts.values()].reduce((a, b) => a + b, 0);
  const requests = fc.sample(fuzzRequest, { seed: SEED, numRuns: FUZZ });
  const statuses = new Map();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < requests.length) {
        const status = await rawRequest(requestText(requests[next++]));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const fives = [...statuses]
    .filter(([s]) => typeof s === 'number' && s >= 500)
    .reduce((n, [, c]) => n + c, 0);
  const unanswered = [...statuses]
    .filter(([s]) => typeof s !== 'number')
    .reduce((n, [, c]) => n + c, 0);
  const phase = `${FUZZ} fuzzed requests (seed ${SEED})`;
  const summary = [...statuses]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([s, c]) => `${s}×${c}`)
    .join(' ');
  row(phase, 'answers', summary);
  row(phase, '5xx', fives, '0', fives === 0);
  row(phase, 'closed without an answer', unanswered);
  const exits =
    stack.pool.filter((name) => stack.children.get(name)?.pid !== pids.get(name)).length +
    [...stack.restarts.values()].reduce((a, b) => a + b, 0) -
    restartsBefore;
  row(phase, 'render process exits', exits, '0', exits === 0);
}

/**
 * A campaign spike: SPIKE_SECONDS of new visitors (no cookie, each request a new visitor) on the
 * landing and three search links, phones and computers, at each of SPIKE_CONNECTIONS, the page
 * cache in front: pages per second, p99, failures, the cache's hit ratio, and how often the render
 * processes rendered each distinct page (at most once per lifetime). During the first run, the
 * operator pins sunsea's deals to 0.9.0 (`pnpm remotes pin`): a new visitor's landing, asked for
 * every 250 ms beside the spike, is on 0.9.0 from the change's lifetime on.
 */
async function spike(stack) {
  const links = Object.values(CAMPAIGN);
  const requests = links.flatMap((link) =>
    VISITOR_HEADERS.map((headers) => ({
      method: 'GET',
      path: link,
      headers: { host: HOST, ...headers },
    })),
  );
  for (const [index, connections] of SPIKE_CONNECTIONS.entries()) {
    const phase = `a spike of new visitors, ${SPIKE_SECONDS} s at ${connections} connections`;
    const before = await renderedOnServer(stack);
    const logged = accessLogSize();
    const change = index === 0 ? versionChange() : null;
    const measured = await spikeRun({ requests, connections });
    const after = await renderedOnServer(stack);
    // what the page cache did, from nginx's access log (the load's own reading of every answer's
    // headers would slow the load down), once nginx has written it (at least every second)
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const statuses = new Map();
    const nginxTimes = [];
    let fives = 0;
    let others = 0;
    for (const line of accessLogLines(logged)) {
      const status = line.cache || 'none';
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      nginxTimes.push(Number(line.seconds) * 1000);
      if (line.status >= '500') fives += 1;
      else if (line.status !== '200') others += 1;
    }
    nginxTimes.sort((a, b) => a - b);
    const rps = measured.requests / measured.seconds;
    row(
      phase,
      'errors / 5xx / other than 200',
      `${measured.errors + measured.timeouts} / ${fives} / ${others}`,
      '0 / 0 / 0',
      measured.errors + measured.timeouts + fives + others === 0,
    );
    row(phase, 'pages per second', rps.toFixed(0), '≥ 2,000', rps >= 2_000);
    row(
      phase,
      "nginx's own time per answer: p50 / p99 / slowest (its access log, in whole ms)",
      `${ms(percentile(nginxTimes, 50))} / ${ms(percentile(nginxTimes, 99))} / ${ms(nginxTimes.at(-1) ?? 0)}`,
    );
    const { p50, p97_5: p97, p99 } = measured.latency;
    row(
      phase,
      'p50 / p97.5 / p99 (h2load, every request)',
      `${ms(p50)} / ${ms(p97)} / ${ms(p99)}`,
      'p99 ≤ 100 ms',
      p99 <= 100,
    );
    const hits =
      (statuses.get('HIT') ?? 0) + (statuses.get('STALE') ?? 0) + (statuses.get('UPDATING') ?? 0);
    const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
    row(
      phase,
      'page cache: hit ratio (answers by status)',
      `${((100 * hits) / Math.max(answered, 1)).toFixed(2)} % (${[...statuses]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, n]) => `${status} ${n}`)
        .join(', ')})`,
    );
    // each distinct page (address × device class) once per lifetime at most, the first included
    const distinct = requests.length;
    const lifetimes = Math.ceil(measured.seconds / SHARED_CACHE_SECONDS) + 1;
    const renders = after.server - before.server;
    row(
      phase,
      'pages rendered by the render processes (distinct pages × lifetimes)',
      `${renders} (${distinct} × ${lifetimes} = ${distinct * lifetimes})`,
      `≤ ${distinct * lifetimes}`,
      renders <= distinct * lifetimes,
    );
    if (change) await change;
  }
}

/**
 * A spike's requests for SPIKE_SECONDS at `connections`, each asked as soon as the connection's
 * last is answered: h2load (Debian's nghttp2-client, which scripts/setup.sh installs; a load
 * generator in C, so the load does not take the cores nginx answers on as a Node one does), one
 * process per kind of visitor (phone, computer), the connections shared between them, each
 * asking for the links in turn. Every request's time (to the response's last byte, as the load
 * reads it) is in h2load's per-request log, so the percentiles are of every request.
 */
async function spikeRun({ requests, connections }) {
  mkdirSync(OUT_DIR, { recursive: true });
  const visitors = [...new Set(requests.map((r) => JSON.stringify(r.headers)))].map((headers) => ({
    headers: JSON.parse(headers),
    links: requests.filter((r) => JSON.stringify(r.headers) === headers).map((r) => r.path),
  }));
  const runs = visitors.map(({ headers, links }, index) => {
    const log = path.join(OUT_DIR, `spike-${index}.log`);
    // (h2load adds to a log that is there)
    rmSync(log, { force: true });
    const share =
      Math.floor(connections / visitors.length) + (index < connections % visitors.length ? 1 : 0);
    const args = [
      '--h1',
      `--clients=${share}`,
      '--threads=1',
      `--duration=${SPIKE_SECONDS}`,
      '--connection-inactivity-timeout=30',
      `--log-file=${log}`,
      ...Object.entries(headers).flatMap(([name, value]) => [
        '-H',
        `${name === 'host' ? ':authority' : name}: ${value}`,
      ]),
      ...links.map((link) => `${BASE}${link}`),
    ];
    return new Promise((resolve, reject) => {
      const child = spawn('h2load', args, { stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.on('error', (error) =>
        reject(
          error.code === 'ENOENT' ? new Error('h2load is missing: run scripts/setup.sh') : error,
        ),
      );
      child.on('close', (code) => {
        const counts =
          /requests: (\d+) total, (\d+) started, (\d+) done, (\d+) succeeded, (\d+) failed, (\d+) errored, (\d+) timeout/.exec(
            output,
          );
        if (code !== 0 || !counts) return reject(new Error(`h2load exited ${code}:\n${output}`));
        resolve({ log, failed: Number(counts[5]), timeouts: Number(counts[7]) });
      });
    });
  });
  const done = await Promise.all(runs);
  // each line: the request's start (µs since the epoch), its status, its time (µs)
  const times = [];
  let first = Infinity;
  let last = 0;
  for (const { log } of done)
    for (const line of readFileSync(log, 'utf8').split('\n')) {
      if (!line) continue;
      const [start, , micros] = line.split('\t').map(Number);
      times.push(micros / 1000);
      first = Math.min(first, start);
      last = Math.max(last, start + micros);
    }
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    seconds: (last - first) / 1e6,
    errors: done.reduce((n, run) => n + run.failed, 0),
    timeouts: done.reduce((n, run) => n + run.timeouts, 0),
    latency: {
      p50: percentile(times, 50),
      p97_5: percentile(times, 97.5),
      p99: percentile(times, 99),
      mean: times.reduce((a, b) => a + b, 0) / Math.max(times.length, 1),
    },
  };
}

const ACCESS_LOG = path.join(RUNTIME_DIR, 'nginx', 'host', 'access.log');

/** How long the host nginx's access log is, in bytes (it is kept from run to run). */
function accessLogSize() {
  try {
    return statSync(ACCESS_LOG).size;
  } catch {
    return 0;
  }
}

/** The host nginx's access log from byte `from` on, one JSON object per answer. */
function accessLogLines(from) {
  const length = accessLogSize() - from;
  if (length <= 0) return [];
  const text = Buffer.alloc(length);
  const fd = openSync(ACCESS_LOG, 'r');
  try {
    readSync(fd, text, 0, length, from);
  } finally {
    closeSync(fd);
  }
  return text
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * The operator's change during the spike: sunsea's deals pinned to 0.9.0 after 15 s; a new
 * visitor's landing asked for every 250 ms until the spike's end. Every landing asked for from the
 * change's lifetime (plus a second for its render) on is on 0.9.0. The pin is taken out after.
 */
async function versionChange() {
  const seen = [];
  const end = Date.now() + SPIKE_SECONDS * 1000 - 1_000;
  let changedAt = null;
  const changing = new Promise((resolve) => setTimeout(resolve, 15_000)).then(() => {
    remotes('pin', 'sunsea.localhost', 'deals', '0.9.0');
    changedAt = Date.now();
  });
  while (Date.now() < end) {
    const asked = Date.now();
    // (unzipped by nginx, for the page's server state to be read)
    const { 'accept-encoding': _encoding, ...headers } = VISITOR_HEADERS[1];
    const page = await get('/', headers);
    seen.push({ asked, version: dealsVersionOf(page.status, page.headers, page.body) });
    await new Promise((r) => setTimeout(r, 250));
  }
  await changing;
  const settled = changedAt + (SHARED_CACHE_SECONDS + 1) * 1000;
  const after = seen.filter((s) => s.asked >= settled);
  const old = after.filter((s) => s.version !== '0.9.0');
  const firstNew = seen.find((s) => s.asked >= changedAt && s.version === '0.9.0');
  const phase = 'a remote version changed during the spike (`pnpm remotes pin`)';
  row(
    phase,
    `new visitors' landings asked for ${SHARED_CACHE_SECONDS + 1} s after the change or later, on another version`,
    `${old.length} of ${after.length}${old.length ? `: ${[...new Set(old.map((s) => s.version))].join(', ')}` : ''}`,
    '0',
    old.length === 0 && after.length > 0,
  );
  row(
    phase,
    'the first landing on the new version, after the change',
    firstNew ? `${((firstNew.asked - changedAt) / 1000).toFixed(1)} s` : 'none',
  );
  remotes('unpin', 'sunsea.localhost', 'deals');
}

// ---------------------------------------------------------------------------------------------

for (const app of APPS) buildApp(app);
// the published deals 0.9.0, served beside 1.0.0 on the last stack
publishLocalReleases();
const loadAtStart = loadavg()[0];
const started = Date.now();
const rps = {};
/** The stack running now: stopped, with every process it started, when the bench is stopped. */
let running = null;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    await running?.stopAll();
    process.exit(130);
  });
for (const n of PHASES.includes('tier') ? PROCESS_COUNTS : []) {
  const stack = new Stack({ quiet: true, server: 'nginx', render: 'server', processes: n });
  running = stack;
  await stack.start();
  try {
    // rendered on the server once each process's first pages are past (a process's very first
    // start-up may take longer than the render budget on a busy machine)
    let render = null;
    for (let tries = 0; tries < 10 && render !== 'server'; tries += 1) {
      render = (await get('/')).headers['x-storefront-render'];
      if (render !== 'server') await new Promise((r) => setTimeout(r, 500));
    }
    if (render !== 'server')
      throw new Error(`the landing was answered X-Storefront-Render: ${render}`);
    // warmed up: the screens, the strings and the caches of every process
    await run({
      requests: [
        { method: 'GET', path: '/' },
        { method: 'GET', path: RESULTS_URL },
      ],
      amount: 200,
    });
    const last = n === PROCESS_COUNTS.at(-1);
    if (last) {
      // two versions of deals side by side from here on: members pinned to 0.9.0
      remotes('pin', 'members.localhost', 'deals', DEALS_VERSIONS['members.localhost']);
      await run({
        requests: Object.keys(DEALS_VERSIONS).map((domain) => ({
          method: 'GET',
          path: '/deals',
          headers: { host: brandHost(domain) },
        })),
        amount: 200,
      });
    }
    // the memory is measured on the last stack, its responses counted from here (taken under
    // load both times, a little before the last response)
    const snapshots = {};
    tally.count = 0;
    tally.hook = last
      ? (count) => {
          if (!snapshots.first && count >= MEMORY_FIRST) snapshots.first = memoryOf(stack);
          if (!snapshots.last && count >= MEMORY_REQUESTS - CONNECTIONS * 2)
            snapshots.last = memoryOf(stack);
        }
      : null;
    rps[n] = await throughput(stack, n);
    if (last) {
      await memory(stack, snapshots);
      tally.hook = null;
      await versions();
      if (stack.pool.length > 1) await killed(stack);
      await slowBackend();
      await fuzz(stack);
    }
  } finally {
    await stack.stopAll();
  }
}
// the campaign spike, on a stack whose render processes let the page cache keep their pages
if (PHASES.includes('spike')) {
  process.env.STOREFRONT_SHARED_CACHE_SECONDS = String(SHARED_CACHE_SECONDS);
  const stack = new Stack({
    quiet: true,
    server: 'nginx',
    render: 'server',
    processes: PROCESS_COUNTS.at(-1),
  });
  running = stack;
  await stack.start();
  try {
    for (let tries = 0; tries < 20; tries += 1) {
      const page = await get('/', VISITOR_HEADERS[1]);
      if (page.headers['x-storefront-render'] === 'server') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await spike(stack);
  } finally {
    await stack.stopAll();
    delete process.env.STOREFRONT_SHARED_CACHE_SECONDS;
  }
}
for (const page of Object.keys(PAGES)) {
  const [one, two] = [rps[PROCESS_COUNTS[0]]?.[page], rps[PROCESS_COUNTS.at(-1)]?.[page]];
  if (one && two && PROCESS_COUNTS.length > 1)
    row(
      `${page}`,
      `requests per second, ${PROCESS_COUNTS.at(-1)} ÷ ${PROCESS_COUNTS[0]} render processes`,
      (two / one).toFixed(2),
    );
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
const failed = rows.filter((r) => r.pass === false);
const md = [
  '# Render tier under load',
  '',
  `Commit ${commit}, ${new Date().toISOString()}, ${cpus().length} CPUs, load average ${loadAtStart.toFixed(1)} → ${loadavg()[0].toFixed(1)}, ${Math.round((Date.now() - started) / 1000)} s. nginx in front, pages rendered on the server, ${CONNECTIONS} connections, render budget ${BUDGET_MS} ms.`,
  '',
  '| Phase | Measure | Value | Target | |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.phase} | ${r.measure} | ${r.value} | ${r.target} | ${r.pass === undefined ? '' : r.pass ? 'PASS' : 'FAIL'} |`,
  ),
  '',
  failed.length ? `${failed.length} target(s) missed.` : 'Every target met.',
  '',
].join('\n');
mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(path.join(OUT_DIR, 'load.md'), md);
console.log(`\n${md}\n${path.relative(process.cwd(), path.join(OUT_DIR, 'load.md'))}`);
process.exit(failed.length ? 1 : 0);
