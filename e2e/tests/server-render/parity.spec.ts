import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { brandUrl } from '../../support/env';
import { withManifest } from '../../support/runtime-manifest';
import { clearFaults, injectFault } from '../../support/sandbox';
import type { FaultKind } from '../../support/sandbox';
import { createHotelAndFlightCart } from '../../support/pages/cart-sandbox';
import { HOST_PORT, rawRequest } from '../../support/render-tier';
import { declaredRemotes } from '../../../scripts/remotes-declared.cjs';

/**
 * The parity sweep: a seeded random matrix of brand × address × language × device × remote
 * version pin × backend fault, each rendered by the server and hydrated in Chromium. For every
 * combination the hydrated page logs no hydration error and no React warning, and the text the
 * server's HTML shows (read with scripts off) is the text the hydrated page shows once it says
 * it has hydrated (`<html data-hydrated>`), except the regions the server hands to the browser:
 * those React marks as rendered in the browser (`<!--$!-->`, a region the budget left or that
 * threw on the server), those the page marks with `data-sf-browser` (what only the browser
 * has, such as the shopper's cart) and those still busy (`aria-busy="true"`: results whose data
 * is on its way, which the browser finishes). Such a region stands for any text there.
 *
 *   PARITY_SEED   the matrix's seed (a fixed one unless given; printed)
 *   PARITY_COUNT  how many combinations (300)
 *   PARITY_ONLY   only these combinations, by index (e.g. `17` or `17,204`), to replay a failure
 *   PARITY_SCREENS  only these screens, by name (e.g. `flight results,deals`); a declared
 *                 remote's routes are the screen `remote-<name>` (drawn only when named here)
 *
 * It runs in its own project (`server-render-parity`, `pnpm test:parity`) in one worker, three
 * combinations at a time (PARITY_LANES) but never two of one brand, on browser contexts kept for
 * the whole sweep (one per device, with scripts and without): the brand's cookies and storage
 * are cleared and its fault set just before its combination, and the fault cleared after it;
 * combinations that pin a brand's remote version run together, the manifest changed once for
 * them. Each failure is printed with the command that replays it; the summary (count, seed,
 * failures, time) is written to e2e/test-results/parity/summary.json.
 */

const SEED = Number(process.env.PARITY_SEED ?? 20260101);
const COUNT = Number(process.env.PARITY_COUNT ?? 300);
const ONLY = process.env.PARITY_ONLY
  ? new Set(process.env.PARITY_ONLY.split(',').map((index) => Number(index.trim())))
  : null;
/**
 * where the sweep writes its summary (the bench reads it), in the project's own output folder
 * (e2e/playwright.config.ts), which the run empties as it starts
 */
const SUMMARY = path.join('test-results', 'parity', 'summary.json');
/** each combination's outcome as it is known */
const OUTCOMES = path.join('test-results', 'parity', 'outcomes.jsonl');

/** The render budget the stack runs with (e2e/support/global-setup.ts). */
const BUDGET_MS = Number(process.env.STOREFRONT_RENDER_BUDGET_MS ?? 2500);

/** mulberry32: a small seeded generator, the same sequence in any run for one seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return { next, pick, between };
}
type Random = ReturnType<typeof generator>;

const LANGUAGES = ['es', 'en', 'it', 'fr', 'de', 'pt'] as const;
/** the brands, the shop's main five more often than the maintenance and missing-brand pages */
const BRANDS = [
  'sunsea',
  'sunsea',
  'lastminute',
  'lastminute',
  'flyfree',
  'flyfree',
  'members',
  'punti',
  'punti',
  'closed',
  'nobrand',
] as const;
/** the brand whose deals a combination may pin to the published 0.9.0 */
const PINNED_BRAND = 'lastminute';

/** A date `days` from today as the search address writes it (YYYYMMDD). */
function urlDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

type Fault = { call: string; kind: FaultKind; times?: number; latencyMs?: number };

/** An address a shopper reaches, the backend calls its data comes from, and how to make it. */
type Screen = {
  name: string;
  calls: string[];
  path: (random: Random, cartId: () => Promise<string>) => Promise<string> | string;
};

function stay(random: Random) {
  const out = random.between(20, 150);
  return { outboundDate: urlDate(out), returnDate: urlDate(out + random.between(2, 10)) };
}
function travellers(random: Random): Record<string, string> {
  const adults = random.pick(['1', '2', '2', '3', '4']);
  const children = random.pick([[], [], [], [7], [3, 11]]);
  return children.length ? { adults, childrenAges: children.join(',') } : { adults };
}
const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

const HOTEL_CALLS = ['ShoppingHDPService/CreateSearch', 'ShoppingHDPService/RetrieveProposals'];
const FLIGHT_CALLS = [
  'ShoppingTransportService/CreateSearch',
  'ShoppingTransportService/RetrieveProposals',
];
const START_UP_CALLS = ['Strapi/GetConfig', 'FeatureToogle/FlagProviderList'];
const CART_CALLS = ['CartApiService/RetrieveCartFull', 'CartApiService/GetCartConfig'];

const SCREENS: Screen[] = [
  { name: 'landing', calls: ['Deals/GetDealsByBP'], path: () => '/' },
  {
    name: 'hotel results',
    calls: HOTEL_CALLS,
    path: (random) =>
      `/H?${query({ destination: random.pick(['pmi', 'bcn', 'pmi']), ...stay(random), ...travellers(random) })}`,
  },
  {
    name: 'package results',
    calls: HOTEL_CALLS,
    path: (random) =>
      `/${random.pick(['DP', 'DP', 'HGH'])}?${query({ departure: random.pick(['mad', 'bcn']), destination: 'pmi', ...stay(random), ...travellers(random) })}`,
  },
  {
    name: 'hotel detail',
    calls: ['ShoppingHDPService/RetreiveAccommodationStaticData'],
    path: (random) => {
      const hotelId = `H-PMI-00${random.between(1, 6)}`;
      return random.next() < 0.5
        ? `/hotel-detail?${query({ hotelId })}`
        : `/hotel-detail?${query({ product: 'DP', departure: 'mad', destination: 'pmi', ...stay(random), hotelId })}`;
    },
  },
  {
    name: 'flight results',
    calls: FLIGHT_CALLS,
    path: (random) =>
      random.next() < 0.7
        ? `/F?${query({ departure: 'mad', destination: random.pick(['pmi', 'bcn', 'lon']), ...stay(random), ...travellers(random) })}`
        : `/FF?${query({ departure: 'mad', destination: 'lon', outboundDate: urlDate(random.between(20, 150)), adults: '1' })}`,
  },
  {
    name: 'deals',
    calls: ['Deals/GetDealsByBP'],
    path: (random) => random.pick(['/deals', '/deal-search', '/deal-search?budget=abc']),
  },
  {
    name: 'cart',
    calls: CART_CALLS,
    path: async (random, cartId) =>
      random.pick([
        '/cart',
        `/cart?cartId=${await cartId()}`,
        `/checkout?${query({ cartId: await cartId(), checkoutStep: '1' })}`,
        '/order',
      ]),
  },
  {
    name: 'shell pages',
    calls: [],
    path: (random) =>
      random.pick(['/no-such-page', '/hoteles/palma', '/exception', '/expired-session']),
  },
];

/**
 * Each declared remote's routes as a screen of its own, `remote-<name>`, with no backend call
 * of its own (its faults fall on the start-up's calls). They are drawn only when PARITY_SCREENS
 * names them, as the scaffold check (`pnpm test:scaffold`) does for the remote it makes.
 */
const REMOTE_SCREENS: Screen[] = declaredRemotes().map((remote) => ({
  name: remote.app,
  calls: [],
  path: (random) => random.pick(remote.routes).path,
}));

/** The screens the matrix draws from: all of SCREENS, or those PARITY_SCREENS names. */
function screensDrawn(names: string | undefined): Screen[] {
  if (!names) return SCREENS;
  const known = [...SCREENS, ...REMOTE_SCREENS];
  return names.split(',').map((name) => {
    const screen = known.find((candidate) => candidate.name === name.trim());
    if (!screen)
      throw new Error(
        `PARITY_SCREENS: no screen "${name.trim()}" (${known.map((s) => s.name).join(', ')})`,
      );
    return screen;
  });
}
const DRAWN = screensDrawn(process.env.PARITY_SCREENS);

/** What a combination's backend does: answers, or fails one of the screen's calls. */
function faultFor(random: Random, screen: Screen): Fault | null {
  const roll = random.next();
  if (roll < 0.45) return null;
  // a start-up call now and then (its page starts in the browser, or is rendered with it slow)
  const calls = screen.calls.length && random.next() < 0.85 ? screen.calls : START_UP_CALLS;
  const call = random.pick(calls);
  const kind = random.pick([
    'GENERIC_ERROR',
    'GENERIC_ERROR',
    'NO_CONTENT',
    'NO_CONTENT',
    'LATENCY',
    'HTTP_500',
    'NOT_FOUND',
  ] as const);
  if (kind === 'LATENCY')
    // an answer past the render budget, or a slow one within it
    return {
      call,
      kind,
      times: 1,
      latencyMs: random.pick([BUDGET_MS + 800, Math.round(BUDGET_MS / 3)]),
    };
  return { call, kind, times: random.pick([1, 1, 2, 12]) };
}

type Combination = {
  index: number;
  brand: string;
  screen: string;
  address: (cartId: () => Promise<string>) => Promise<string>;
  language: (typeof LANGUAGES)[number];
  /** the language told by the address's `lang`, or by the shopper's language cookie */
  languageBy: 'address' | 'cookie';
  device: 'phone' | 'desktop';
  /** the brand's deals pinned to the published 0.9.0 */
  pinned: boolean;
  fault: Fault | null;
};

/** The whole matrix for a seed: combination i is the same in every run with that seed. */
function matrix(seed: number, count: number): Combination[] {
  const random = generator(seed);
  return Array.from({ length: count }, (_, index) => {
    const brand = random.pick(BRANDS);
    const screen = random.pick(DRAWN);
    // each combination draws its own values from a generator of its own, so its address does
    // not depend on what another combination drew
    const own = generator(Math.floor(random.next() * 2 ** 32));
    const language = random.pick(LANGUAGES);
    const languageBy = random.next() < 0.7 ? 'address' : 'cookie';
    const device = random.next() < 0.5 ? 'phone' : 'desktop';
    const pinned = brand === PINNED_BRAND && random.next() < 0.5;
    const fault = faultFor(random, screen);
    let made: string | null = null;
    return {
      index,
      brand,
      screen: screen.name,
      language,
      languageBy,
      device,
      pinned,
      fault,
      address: async (cartId) => {
        if (made === null) {
          const base = await screen.path(own, cartId);
          made =
            languageBy === 'address'
              ? `${base}${base.includes('?') ? '&' : '?'}lang=${language}`
              : base;
        }
        return made;
      },
    };
  });
}

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DEVICES = {
  phone: {
    viewport: { width: 390, height: 844 },
    userAgent: PHONE_AGENT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
  },
  desktop: { viewport: { width: 1280, height: 844 } },
} as const;

/**
 * The page's visible text (the body's `innerText`, then the title), in the page: each region
 * handed to the browser becomes one mark that stands for any text. Run on the server's HTML
 * with scripts off and on the hydrated page alike.
 */
function visibleText(mark: string): { text: string; handed: number } {
  let handed = 0;
  // regions React left to the browser: <!--$!--> … <!--/$--> (or still pending: <!--$?-->)
  const comments: Comment[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) comments.push(node as Comment);
  for (const start of comments) {
    if (!start.isConnected || (start.data !== '$!' && start.data !== '$?')) continue;
    let depth = 0;
    let end: Node | null = start.nextSibling;
    for (; end; end = end.nextSibling) {
      if (end.nodeType !== Node.COMMENT_NODE) continue;
      const data = (end as Comment).data;
      if (data === '$' || data === '$!' || data === '$?' || data === '$~') depth += 1;
      else if (data === '/$') {
        if (depth === 0) break;
        depth -= 1;
      }
    }
    const range = document.createRange();
    range.setStartBefore(start);
    if (end) range.setEndAfter(end);
    else range.setEndAfter(start.parentNode!.lastChild!);
    range.deleteContents();
    const stand = document.createElement('span');
    stand.textContent = mark;
    range.insertNode(stand);
    handed += 1;
  }
  // regions a screen marks as the browser's, and those still busy (`aria-busy`: their data on its
  // way, which the browser finishes); their element kept, for the page's line breaks
  const handedRegions = '[data-sf-browser], [aria-busy="true"]';
  for (const region of Array.from(document.querySelectorAll(handedRegions))) {
    if (!region.isConnected || region.parentElement?.closest(handedRegions)) continue;
    region.replaceChildren(mark);
    handed += 1;
  }
  // what only a page without scripts shows
  for (const element of Array.from(document.querySelectorAll('noscript'))) element.remove();
  const text = `${document.body.innerText}\n[title] ${document.title}`
    .replace(/[ \t\u00a0\u202f]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
  return { text, handed };
}

const MARK = '\u2063';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the hydrated text is the server's, each of the server's marks standing for any text. */
function sameText(server: string, hydrated: string): boolean {
  // a region the browser was handed may be handed still: its mark in the hydrated text too
  const pattern = server
    .split(MARK)
    .map((part) => escape(part.trim()))
    .join('[\\s\\S]*?');
  return new RegExp(`^\\s*${pattern}\\s*$`).test(hydrated.replaceAll(MARK, ''));
}

/** The first lines where the two texts part, for the report. */
function difference(server: string, hydrated: string): string {
  const a = server.split('\n');
  const b = hydrated.split('\n');
  let first = 0;
  while (first < a.length && first < b.length && a[first] === b[first]) first += 1;
  let lastA = a.length - 1;
  let lastB = b.length - 1;
  while (lastA > first && lastB > first && a[lastA] === b[lastB]) {
    lastA -= 1;
    lastB -= 1;
  }
  const show = (lines: string[], from: number, to: number) =>
    lines
      .slice(Math.max(0, from - 1), Math.min(to + 2, from + 12))
      .map((line) => `      | ${line.replaceAll(MARK, '⟨browser⟩').slice(0, 160)}`)
      .join('\n');
  return `    server's HTML (line ${first + 1}):\n${show(a, first, lastA)}\n    hydrated (line ${first + 1}):\n${show(b, first, lastB)}`;
}

/** A hydration error or a React warning or error, by React's codes and its development texts. */
const REACT_PROBLEM =
  /#41[89]|#42[35]|hydrat|did not match|server rendered|Minified React error|Warning: |React|each child in a list|unique "key"|flushSync|act\(|\[hydration\]/i;

const describe = (c: Combination, address: string) =>
  `#${c.index} ${c.brand} ${address} [${c.language} by ${c.languageBy}, ${c.device}${c.pinned ? ', deals 0.9.0' : ''}${c.fault ? `, ${c.fault.call} ${c.fault.kind}${c.fault.latencyMs ? ` ${c.fault.latencyMs} ms` : ''}${c.fault.times ? ` ×${c.fault.times}` : ''}` : ''}]`;

type Outcome = {
  index: number;
  combination: string;
  render: string;
  handed: number;
  ms: number;
  problems: string[];
  /** what a first check found that a second did not (as the suite's CI retries a test once) */
  flaky?: string[];
};

const combinations = matrix(SEED, COUNT).filter((c) => !ONLY || ONLY.has(c.index));

/**
 * A cart per brand (a brand's pages may show any cart of that brand); a brand that cannot make
 * one (no configuration, closed) is given the address of a cart it does not know. The sandbox
 * holds a cart for 30 minutes and the bench's sweep runs longer: a cart is made again once it is
 * a quarter of an hour old, so every combination shows a live cart (an expired cart's screen is
 * the expiry tests').
 */
const CART_KEPT_MS = 15 * 60_000;
const carts = new Map<string, { made: number; id: Promise<string> }>();
const cartOf = (brand: string) => () => {
  const kept = carts.get(brand);
  if (kept && Date.now() - kept.made < CART_KEPT_MS) return kept.id;
  const id = createHotelAndFlightCart(`${brand}.localhost`).catch(() => `cart-unknown-${brand}`);
  carts.set(brand, { made: Date.now(), id });
  return id;
};

type Contexts = Record<'phone' | 'desktop', { scripts: BrowserContext; bare: BrowserContext }>;
let contexts: Contexts | null = null;

async function openContexts(browser: Browser): Promise<Contexts> {
  const open = async (device: 'phone' | 'desktop') => ({
    scripts: await browser.newContext({ ...DEVICES[device], ignoreHTTPSErrors: true }),
    bare: await browser.newContext({
      ...DEVICES[device],
      ignoreHTTPSErrors: true,
      javaScriptEnabled: false,
    }),
  });
  return { phone: await open('phone'), desktop: await open('desktop') };
}

/** One combination: rendered by the server, hydrated, compared. */
async function check(c: Combination, step: { now: string }): Promise<Outcome> {
  const from = Date.now();
  const { scripts, bare } = contexts![c.device];
  const domain = `${c.brand}.localhost`;
  const problems: string[] = [];
  let address = '';
  let render = '';
  let handed = 0;
  let page: Page | null = null;
  try {
    step.now = 'making its address';
    address = await c.address(cartOf(c.brand));
    step.now = 'setting cookies and faults';
    const url = brandUrl(c.brand, address);
    // a new visitor of the brand (other brands' combinations may be under way in the context)
    await scripts.clearCookies({ domain });
    if (c.languageBy === 'cookie')
      await scripts.addCookies([
        { name: 'storefront-language', value: c.language, url: brandUrl(c.brand, '/') },
      ]);
    await clearFaults(domain);
    if (c.fault) await injectFault({ ...c.fault, brand: domain });
    page = await scripts.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      if (REACT_PROBLEM.test(message.text()))
        problems.push(`console ${message.type()}: ${message.text().slice(0, 300)}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 300)}`));
    step.now = 'asking for the page';
    const response = await page.goto(url, { waitUntil: 'commit' });
    if (!response) throw new Error('no answer');
    render = response.headers()['x-storefront-render'] ?? '(none)';
    step.now = 'reading the page';
    const html = await response.text();
    // the server's HTML read with scripts off while the page hydrates
    const server = serverText(bare, response.url(), response.status(), html);
    server.catch(() => undefined);
    step.now = 'hydrating';
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
    step.now = 'reading the hydrated text';
    const hydrated = await page.evaluate(visibleText, MARK);
    step.now = "reading the server's text";
    const { text, handed: regions } = await server;
    handed = regions;
    if (render === 'server' && !sameText(text, hydrated.text))
      problems.push(
        `the hydrated page's text is not the server's:\n${difference(text, hydrated.text)}`,
      );
    if (render === 'server' && hydrated.text.replaceAll(MARK, '').trim() === '')
      problems.push('the hydrated page shows no text');
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
  } catch (error) {
    problems.push(`failed: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    step.now = 'closing';
    await page?.close().catch(() => undefined);
    await clearFaults(domain).catch(() => undefined);
  }
  return {
    index: c.index,
    combination: describe(c, address),
    render,
    handed,
    ms: Date.now() - from,
    problems,
  };
}

/** The text of `html` as a page with scripts off shows it at `address`. */
async function serverText(bare: BrowserContext, address: string, status: number, html: string) {
  const page = await bare.newPage();
  try {
    const served = new URL(address);
    await page.route(
      (asked) => asked.pathname === served.pathname && asked.search === served.search,
      (route) => route.fulfill({ status, contentType: 'text/html', body: html }),
    );
    // the text is laid out once the document and its stylesheets are in (pictures change none)
    await page.goto(served.href, { waitUntil: 'domcontentloaded' });
    await page
      .evaluate(() =>
        Promise.all(
          // (a disabled one, naming a stylesheet written into the head, never loads)
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
            .filter((link) => !link.sheet && !link.disabled)
            .map(
              (link) =>
                new Promise((done) => {
                  // a stylesheet that fails lays out nothing more; one that takes long, no longer
                  link.addEventListener('load', done);
                  link.addEventListener('error', done);
                  setTimeout(done, 5_000);
                }),
            ),
        ),
      )
      .catch(() => undefined);
    return await page.evaluate(visibleText, MARK);
  } finally {
    await page.close();
  }
}

function pinBrand(manifest: Parameters<Parameters<typeof withManifest>[0]>[0]) {
  for (const pins of Object.values(manifest.brands)) delete pins.deals;
  manifest.brands[`${PINNED_BRAND}.localhost`] = { deals: '0.9.0' };
}

/**
 * Combinations several at a time (PARITY_LANES, 3), never two of one brand at once: a fault is
 * the brand's, and so are the cookies cleared for a new visitor.
 */
const LANES = Number(process.env.PARITY_LANES ?? 3);
async function runAll(items: Combination[]) {
  const queue = [...items];
  const busy = new Set<string>();
  const lane = async () => {
    while (queue.length > 0) {
      const at = queue.findIndex((c) => !busy.has(c.brand));
      if (at < 0) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        continue;
      }
      const [c] = queue.splice(at, 1) as [Combination];
      busy.add(c.brand);
      try {
        let outcome = await bounded(c);
        // a combination that fails is checked once more, as CI retries a failed test once: one
        // that passes then is reported as flaky, with what the first check found
        if (outcome.problems.length > 0) {
          const again = await bounded(c);
          outcome = again.problems.length === 0 ? { ...again, flaky: outcome.problems } : outcome;
        }
        mkdirSync(path.dirname(OUTCOMES), { recursive: true });
        appendFileSync(OUTCOMES, `${JSON.stringify({ ...outcome, at: Date.now() })}\n`);
      } finally {
        busy.delete(c.brand);
      }
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
}

/**
 * A combination's check within CHECK_MS: one that takes longer is a failure that names the step
 * it was at, and the sweep goes on (its page is closed as the check ends).
 */
const CHECK_MS = 60_000;
async function bounded(c: Combination): Promise<Outcome> {
  const step = { now: 'starting' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Outcome>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          index: c.index,
          combination: describe(c, '(address not made)'),
          render: '',
          handed: 0,
          ms: CHECK_MS,
          problems: [`did not finish in ${CHECK_MS / 1000} s: still ${step.now}`],
        }),
      CHECK_MS,
    );
  });
  try {
    return await Promise.race([check(c, step), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Combinations in groups: those that pin the brand's deals together, each group in chunks. */
const CHUNK = 60;
const groups: Array<{ title: string; pinned: boolean; items: Combination[] }> = [];
for (const pinned of [false, true]) {
  const items = combinations.filter((c) => c.pinned === pinned);
  for (let at = 0; at < items.length; at += CHUNK)
    groups.push({
      title: `${pinned ? `${PINNED_BRAND}'s deals pinned to 0.9.0` : 'versions as chosen'}: ${at + 1}–${Math.min(at + CHUNK, items.length)} of ${items.length}`,
      pinned,
      items: items.slice(at, at + CHUNK),
    });
}

test.beforeAll(async ({ browser }) => {
  contexts = await openContexts(browser);
  // each screen once, as a deploy's readiness check does: a screen's code not yet loaded in the
  // render process may take past the budget on its very first request
  for (const screen of [
    '/',
    '/H',
    '/DP',
    '/hotel-detail?hotelId=H-PMI-001',
    '/F',
    '/deals',
    '/cart',
    ...declaredRemotes()
      .filter((remote) => DRAWN.some((screen) => screen.name === remote.app))
      .flatMap((remote) => remote.routes.map((route) => route.path)),
  ])
    await rawRequest(HOST_PORT, {
      target: screen,
      headers: { Host: new URL(brandUrl('sunsea')).host },
    }).catch(() => undefined);
});

test.afterAll(async () => {
  for (const device of Object.values(contexts ?? {})) {
    await device.scripts.close();
    await device.bare.close();
  }
  contexts = null;
});

console.log(
  `parity: seed ${SEED}, ${COUNT} combinations${ONLY ? `, only ${[...ONLY].join(',')}` : ''}${process.env.PARITY_SCREENS ? ` of ${DRAWN.map((screen) => screen.name).join(', ')}` : ''} (PARITY_SEED=${SEED} PARITY_COUNT=${COUNT})`,
);

// the groups record what they find and do not fail: the last test reports every combination
for (const group of groups)
  test(group.title, async () => {
    test.setTimeout(60_000 + group.items.length * 10_000);
    if (group.pinned) await withManifest(pinBrand, () => runAll(group.items));
    else await runAll(group.items);
  });

test('every combination: no hydration error, the server’s text once hydrated', () => {
  const outcomes = existsSync(OUTCOMES)
    ? readFileSync(OUTCOMES, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Outcome & { at: number })
    : [];
  // from the first combination's start (the worker may have been started again since)
  const startedAt = Math.min(Date.now(), ...outcomes.map((o) => o.at - o.ms));
  const failed = outcomes.filter((o) => o.problems.length > 0);
  const flaky = outcomes.filter((o) => o.flaky?.length);
  const missing = combinations.filter((c) => !outcomes.some((o) => o.index === c.index));
  const seconds = (Date.now() - startedAt) / 1000;
  const rendered = outcomes.filter((o) => o.render === 'server').length;
  const summary = {
    seed: SEED,
    count: outcomes.length,
    failures: failed.length + missing.length,
    seconds: Math.round(seconds),
    msPerCombination: Math.round((seconds * 1000) / Math.max(1, outcomes.length)),
    renderedOnServer: rendered,
    handedRegions: outcomes.reduce((sum, o) => sum + o.handed, 0),
    failed: failed.map((o) => ({
      index: o.index,
      combination: o.combination,
      problems: o.problems,
    })),
    notRun: missing.map((c) => c.index),
    flaky: flaky.map((o) => ({ index: o.index, combination: o.combination, problems: o.flaky })),
  };
  mkdirSync(path.dirname(SUMMARY), { recursive: true });
  writeFileSync(SUMMARY, JSON.stringify(summary, null, 2));
  const report = [
    `parity: ${outcomes.length} combinations (seed ${SEED}), ${rendered} rendered on the server, ${summary.handedRegions} regions handed to the browser, ${failed.length} failed, ${flaky.length} flaky, in ${Math.round(seconds)} s (${summary.msPerCombination} ms each)`,
    ...failed.map(
      (o) =>
        `  ${o.combination} (${o.render})\n    replay: PARITY_SEED=${SEED} PARITY_ONLY=${o.index} pnpm test:parity\n${o.problems.map((p) => `    ${p}`).join('\n')}`,
    ),
    ...(missing.length ? [`  not run: ${missing.map((c) => c.index).join(', ')}`] : []),
    ...flaky.map(
      (o) =>
        `  flaky (passed when checked again): ${o.combination}\n    replay: PARITY_SEED=${SEED} PARITY_ONLY=${o.index} pnpm test:parity\n${(o.flaky ?? []).map((p) => `    ${p}`).join('\n')}`,
    ),
  ].join('\n');
  console.log(report);
  expect(summary.failures, report).toBe(0);
});
