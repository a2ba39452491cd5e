import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from '../../support/test';
import { ROOT } from '../../../scripts/build.mjs';
import { publishRelease } from '../../../operations/bin/releases.mjs';
import { RUNTIME_MANIFEST as MANIFEST } from '../../support/runtime-manifest';
import { SANDBOX_URL, brandUrl, releaseEntry } from '../../support/env';
import { canaryBucket } from '../../support/manifest';
import { serverStateOf } from '../../support/render-tier';
import { signalsOf } from '../../support/sandbox';

/**
 * A canary watched by its shoppers' pages, end to end: real visitors load /deals, each page sends
 * its signals as it is left, the sandbox's receiver sums them per version, and
 * `pnpm remotes watch --once` run on the stack's manifest decides as an operator's watch would.
 * A deals release that throws on about half of its screen's renders (scripts/release.webpack.cjs,
 * `fault`), canaried for one visitor in five, is rolled back; a healthy canary of the same size
 * is promoted at its window's end; neither before each arm has its minimum of page views. The
 * canaries are on the test-only brand canary.localhost, which no other spec loads: no other
 * spec meets the faulty version, and the figures are these visitors' pages alone. The manifest
 * and its history are given back afterwards.
 */
const BRAND = 'canary';
const DOMAIN = `${BRAND}.localhost`;
const HISTORY = `${MANIFEST.replace(/\.json$/, '')}.history.jsonl`;
const SIGNALS = `${SANDBOX_URL}/__sandbox/signals`;
const FAULTY = {
  app: 'remote-deals',
  remote: 'deals',
  version: '1.1.0-faulty',
  fault: { renderErrorRate: 0.5 },
};
const PERCENT = 20;
const MIN_PAGE_VIEWS = 10;
/** visitors loading /deals at once */
const PARALLEL = 4;

type Run = { code: number; stdout: string; stderr: string };

/** `pnpm remotes …` on the stack's manifest, as an operator runs it. */
function remotes(...args: string[]) {
  return new Promise<Run>((resolve) => {
    execFile(
      process.execPath,
      ['operations/bin/remotes.mjs', ...args, '--manifest', MANIFEST],
      { cwd: ROOT, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error.code as number | undefined) ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A change, by `e2e`, that must succeed. */
async function change(...args: string[]) {
  const run = await remotes(...args, '--who', 'e2e');
  expect(run.stderr, run.stdout).toBe('');
  expect(run.code).toBe(0);
  return run;
}

/** One pass of the watch, with the receiver's address an operator passes. */
async function watchOnce() {
  const run = await remotes('watch', '--once', '--signals', SIGNALS);
  expect(run.stderr, run.stdout).toBe('');
  expect(run.code).toBe(0);
  return run.stdout;
}

type Entry = {
  who: string;
  action?: string;
  what: string;
  at: string;
  figures?: {
    stable: { version: string; pageViews: number; errors: number; errorRate: number };
    next: { version: string; pageViews: number; errors: number; errorRate: number };
  };
};
const historyEntries = (): Entry[] =>
  existsSync(HISTORY)
    ? readFileSync(HISTORY, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Entry)
    : [];

/** The files a watch that decides nothing must leave as they were. */
const files = () => ({
  manifest: readFileSync(MANIFEST, 'utf8'),
  history: existsSync(HISTORY) ? readFileSync(HISTORY, 'utf8') : null,
});

/**
 * New visitors (each a new browser context: a new session, so a new bucket) load the brand's
 * /deals and leave it, so it sends its signals; `PARALLEL` at a time. Counts each visitor on its
 * arm by its session's bucket, as the host splits the canary, and waits for the receiver to have
 * each round's pages before the next.
 */
class Visitors {
  pages = { stable: 0, next: 0 };
  /** every page left so far, and those whose signals never reached the receiver */
  visited = 0;
  lost = 0;

  constructor(
    private readonly browser: Browser,
    private readonly canary: { since: string; stable: string; next: string },
  ) {}

  async round() {
    const contexts: BrowserContext[] = [];
    try {
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          const context = await this.browser.newContext();
          contexts.push(context);
          await this.visit(context);
        }),
      );
      // each visitor's browser kept until the receiver has its page: closed at once, it could cut
      // the page's last request short
      await this.received();
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  }

  private async visit(context: BrowserContext) {
    const page = await context.newPage();
    const response = await page.goto(brandUrl(BRAND, '/deals'));
    expect(response?.status()).toBe(200);
    // the visitor's session: from the server's sign-on, or the browser's where the server left
    // the page to it (a deals version that failed its render there)
    const session = async () =>
      (await context.cookies()).find((c) => c.name === 'Abp.AuthToken')?.value;
    await expect.poll(session, { timeout: 20_000 }).toBeTruthy();
    const arm =
      canaryBucket(decodeURIComponent((await session())!), 'deals') < PERCENT ? 'next' : 'stable';
    // the page's start-up has run (its signals are sent from then on, host/src/app/startup.ts),
    // then the page is left: it sends them as it is hidden
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await page.goto('about:blank');
    this.pages[arm] += 1;
    this.visited += 1;
  }

  /** Rounds until `done` holds of the counts. */
  async until(done: (pages: { stable: number; next: number }) => boolean, limit: number) {
    while (!done(this.pages)) {
      expect(this.pages.stable + this.pages.next, 'visitors').toBeLessThan(limit);
      await this.round();
    }
  }

  /**
   * Waits until the receiver has every page left so far, on its arm; then counts what it has. A
   * page whose last request the browser never sent (seen now and then on a loaded 2-core
   * machine) does not count for the watch either: a few such pages are allowed, no more.
   */
  async received() {
    const { since, stable, next } = this.canary;
    const receiver = async () => {
      const versions = await signalsOf('deals', DOMAIN, Date.parse(since));
      const views = (version: string) =>
        versions.find((v) => v.version === version)?.pageViews ?? 0;
      return { stable: views(stable), next: views(next) };
    };
    let got = await receiver();
    for (
      const until = Date.now() + 15_000;
      Date.now() < until && (got.stable < this.pages.stable || got.next < this.pages.next);
      got = await receiver()
    ) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(got.stable, 'no page counted twice').toBeLessThanOrEqual(this.pages.stable);
    expect(got.next, 'no page counted twice').toBeLessThanOrEqual(this.pages.next);
    this.lost += this.pages.stable + this.pages.next - got.stable - got.next;
    expect(this.lost, `pages whose signals never came, of ${this.visited}`).toBeLessThanOrEqual(3);
    this.pages = got;
  }
}

/** When the canary now running started: the history's entry that started it. */
function canaryStartedAt(next: string): string {
  const entry = [...historyEntries()].reverse().find((e) => e.what.includes(`→ ${next} at`));
  expect(entry, `the history's entry starting the canary of ${next}`).toBeTruthy();
  return entry!.at;
}

/** deals as the brand's next new visitor gets it, from the server's page. */
async function dealsVersionServed(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(brandUrl(BRAND, '/deals'));
  const state = serverStateOf((await response?.text()) ?? '') as {
    versions?: Record<string, string>;
  } | null;
  await context.close();
  return state?.versions?.deals;
}

test.describe.configure({ mode: 'serial' });
// a hundred visitors and more per test, each its own browser context: no trace of each (on a
// loaded 2-core machine a trace doubles a visit's time); the history and the watch's words say
// what went wrong
test.use({ trace: 'off' });

let original: ReturnType<typeof files>;

test.beforeAll(async () => {
  // the faulty release, built only for this spec (about 50 s with no build cache, on 2 cores)
  test.setTimeout(300_000);
  publishRelease(FAULTY);
  original = files();
});

test.afterEach(() => {
  // whatever happened, the other specs get the environment's manifest and its history back
  writeFileSync(MANIFEST, original.manifest);
  if (original.history === null) rmSync(HISTORY, { force: true });
  else writeFileSync(HISTORY, original.history);
});

test('a deals version failing half of its renders, canaried at 20 %, is rolled back by the watch before 200 of its page views', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const { version } = FAULTY;
  await change(
    'add',
    'deals',
    version,
    '--entry',
    releaseEntry('deals', version),
    '--reason',
    'the next deals',
  );
  await change(
    'canary',
    'deals',
    version,
    String(PERCENT),
    '--brand',
    DOMAIN,
    '--min-page-views',
    String(MIN_PAGE_VIEWS),
    '--window-page-views',
    '100',
    '--max-error-rate',
    '0.05',
    '--reason',
    'the next deals for one visitor in five',
  );
  const since = canaryStartedAt(version);

  // no page yet: it waits, and writes nothing
  let before = files();
  let said = await watchOnce();
  expect(said).toContain(`deals (${DOMAIN}) 1.0.0 → ${version}: wait`);
  expect(said).toContain(`${version}: 0 page views of the ${MIN_PAGE_VIEWS} needed`);
  expect(files()).toEqual(before);

  // some pages on each arm, the faulty one's errors among them, still short of its minimum:
  // it waits
  const visitors = new Visitors(browser, { since, stable: '1.0.0', next: version });
  await visitors.until((pages) => pages.next >= 3, 200);
  if (visitors.pages.next < MIN_PAGE_VIEWS) {
    const errors = (await signalsOf('deals', DOMAIN, Date.parse(since))).find(
      (v) => v.version === version,
    )?.errors;
    before = files();
    said = await watchOnce();
    expect(said, `with ${errors} errors on ${version}`).toContain(`${version}: wait`);
    expect(said).toContain(
      `${version}: ${visitors.pages.next} page views of the ${MIN_PAGE_VIEWS} needed`,
    );
    expect(files()).toEqual(before);
  }

  // each arm at its minimum: rolled back, with the figures it was judged on. About one page in
  // four on the faulty arm counts an error (a render that fails on the server or in hydration is
  // tried again in the browser), so its first pages may still have none: then the watch says the
  // canary is healthy so far, writes nothing, and the next pages decide
  await visitors.until(
    (pages) => pages.next >= MIN_PAGE_VIEWS && pages.stable >= MIN_PAGE_VIEWS,
    400,
  );
  for (;;) {
    before = files();
    said = await watchOnce();
    if (!said.includes(': wait')) break;
    expect(said).toContain('healthy so far; the window is not over');
    expect(files()).toEqual(before);
    expect(visitors.pages.next, 'page views of the faulty arm').toBeLessThan(200);
    await visitors.round();
  }
  // what the watch said, in the run's log
  console.log(said);
  expect(said).toContain(`deals (${DOMAIN}) 1.0.0 → ${version}: rollback`);
  expect(said).toMatch(
    new RegExp(`errors per page view [\\d.]+ % on ${version}, over the 5\\.00 %`),
  );
  const last = historyEntries().at(-1)!;
  expect(last).toMatchObject({ who: 'canary watch', action: 'watch rollback' });
  expect(last.figures?.next).toMatchObject({ version, pageViews: visitors.pages.next });
  expect(last.figures!.next.pageViews).toBeLessThan(200);
  expect(last.figures!.next.errorRate).toBeGreaterThan(0.05);
  expect(last.figures?.stable).toMatchObject({
    version: '1.0.0',
    pageViews: visitors.pages.stable,
  });
  const history = await remotes('history', '--limit', '1');
  expect(history.stdout).toMatch(/canary watch {2}watch rollback: deals/);
  expect(history.stdout).toContain('errors per page view');

  // everyone on the brand is on the stable version again
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as {
    brands: Record<string, Record<string, unknown>>;
  };
  expect(manifest.brands[DOMAIN]?.deals).toBe('1.0.0');
  for (let i = 0; i < 3; i += 1) expect(await dealsVersionServed(browser)).toBe('1.0.0');
  // and the next pass has nothing left to judge
  expect(await watchOnce()).toContain('no canary carries watch rules');
});

test('a healthy deals canary at 20 % is promoted by the watch at the end of its window, not before', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const next = '0.9.0';
  const window = 15;
  await change(
    'canary',
    'deals',
    next,
    String(PERCENT),
    '--brand',
    DOMAIN,
    '--min-page-views',
    String(MIN_PAGE_VIEWS),
    '--window-page-views',
    String(window),
    '--max-error-rate',
    '0.05',
    '--reason',
    'the older deals for one visitor in five',
  );
  const since = canaryStartedAt(next);
  const visitors = new Visitors(browser, { since, stable: '1.0.0', next });

  // short of the minimum, then past it but short of the window: it waits, and writes nothing
  await visitors.until((pages) => pages.next >= 3, 200);
  let checked = { short: false, window: false };
  for (;;) {
    const { stable, next: onNext } = visitors.pages;
    const short = onNext < MIN_PAGE_VIEWS || stable < MIN_PAGE_VIEWS;
    const inWindow = !short && onNext < window;
    if ((short && !checked.short) || (inWindow && !checked.window)) {
      const before = files();
      const said = await watchOnce();
      expect(said).toContain(`deals (${DOMAIN}) 1.0.0 → ${next}: wait`);
      expect(said).toContain(
        short
          ? `page views of the ${MIN_PAGE_VIEWS} needed`
          : `healthy so far; the window is not over (${onNext} of ${window} page views)`,
      );
      expect(files()).toEqual(before);
      checked = { short: checked.short || short, window: checked.window || inWindow };
    }
    if (onNext >= window && stable >= MIN_PAGE_VIEWS) break;
    expect(stable + onNext, 'visitors').toBeLessThan(400);
    await visitors.round();
  }
  expect(checked, 'a pass short of the minimum, and one short of the window').toEqual({
    short: true,
    window: true,
  });

  // the window is over, every rule holding: promoted
  const said = await watchOnce();
  console.log(said);
  expect(said).toContain(`deals (${DOMAIN}) 1.0.0 → ${next}: promote`);
  expect(said).toContain(
    `healthy at the window's end (${visitors.pages.next} page views on ${next})`,
  );
  const last = historyEntries().at(-1)!;
  expect(last).toMatchObject({ who: 'canary watch', action: 'watch promote' });
  expect(last.figures?.next).toMatchObject({ version: next, pageViews: visitors.pages.next });
  expect(last.figures?.stable).toMatchObject({
    version: '1.0.0',
    pageViews: visitors.pages.stable,
  });
  const history = await remotes('history', '--limit', '1');
  expect(history.stdout).toMatch(/canary watch {2}watch promote: deals/);

  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as {
    brands: Record<string, Record<string, unknown>>;
  };
  expect(manifest.brands[DOMAIN]?.deals).toBe(next);
  for (let i = 0; i < 3; i += 1) expect(await dealsVersionServed(browser)).toBe(next);
});
