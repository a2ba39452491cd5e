import { expect, test } from '../../support/test';
import type { Browser, Page } from '@playwright/test';
import { brandUrl, releaseEntry } from '../../support/env';
import { canaryBucket, serveManifest } from '../../support/manifest';

/**
 * Two versions of the deals remote served at once, on the same host build: today's 1.0.0 on the
 * remote's own origin and the published 0.9.0 in the release store (0.9.0 titles the list
 * "This week's deals" / "Ofertas de la semana"; 1.0.0 "Deals" / "Ofertas").
 */
const VISITOR_KEY = 'storefront-visitor';

// several page loads per test, on a 2-core machine shared with the rest of the suite
test.describe.configure({ timeout: 60_000 });

async function dealsRow(page: Page, title: string) {
  const panel = page.getByRole('complementary', { name: title });
  await panel.getByText(title, { exact: true }).click();
  return panel.getByRole('row', { name: /^deals/ });
}

test(
  'a brand pinned to the older deals release sees it, while another brand gets the newer',
  { tag: '@client-render' },
  async ({ browser }) => {
    const context = await browser.newContext();
    await serveManifest(context, (manifest) => {
      manifest.brands['members.localhost'] = { deals: '0.9.0' };
    });
    const scripts: string[] = [];
    context.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));

    // members: operator panel on for the brand
    const pinned = await context.newPage();
    await pinned.goto(brandUrl('members', '/deals'));
    await expect(
      pinned.getByRole('heading', { level: 1, name: "This week's deals" }),
    ).toBeVisible();
    const pinnedRow = await dealsRow(pinned, 'Loaded remotes');
    await expect(pinnedRow).toContainText('0.9.0');
    await expect(pinnedRow).toContainText('Brand pin');
    await expect(pinnedRow).toContainText(releaseEntry('deals', '0.9.0'));
    expect(
      scripts.some((url) =>
        url.startsWith(releaseEntry('deals', '0.9.0').replace(/mf-manifest\.json$/, '')),
      ),
    ).toBe(true);

    // lastminute, same language, same host build and manifest: the environment default
    const other = await context.newPage();
    await other.goto(brandUrl('lastminute', '/deals?travel.operator_panel=true'));
    await expect(other.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    await expect(other.getByRole('heading', { level: 1, name: "This week's deals" })).toHaveCount(
      0,
    );
    const otherRow = await dealsRow(other, 'Loaded remotes');
    await expect(otherRow).toContainText('1.0.0');
    await expect(otherRow).toContainText('Environment default');
    await context.close();
  },
);

/** A returning visitor: its id is already in local storage (kept if the page changes it). */
async function visitor(browser: Browser, seed: string) {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    { key: VISITOR_KEY, value: seed },
  );
  await serveManifest(context, (manifest) => {
    // rolling 1.0.0 out to half of the visitors, the rest stay on 0.9.0
    manifest.remotes.deals!.default = { canary: { stable: '0.9.0', next: '1.0.0', percent: 50 } };
  });
  return context;
}

const seedIn = (from: number, to: number) => {
  for (let i = 0; ; i += 1) {
    const bucket = canaryBucket(`visitor-${i}`, 'deals');
    if (bucket >= from && bucket < to) return { seed: `visitor-${i}`, bucket };
  }
};

const ARMS = [
  { arm: 'new', range: [0, 50], heading: 'Ofertas', version: '1.0.0', reason: 'versión nueva' },
  {
    arm: 'current',
    range: [50, 100],
    heading: 'Ofertas de la semana',
    version: '0.9.0',
    reason: 'versión actual',
  },
] as const;

for (const { arm, range, heading, version, reason } of ARMS) {
  test(
    `a canary split puts a visitor of the ${arm} version's bucket on it, across reloads and new tabs`,
    { tag: '@client-render' },
    async ({ browser }) => {
      const { seed, bucket } = seedIn(range[0], range[1]);
      const context = await visitor(browser, seed);
      const page = await context.newPage();
      await page.goto(brandUrl('sunsea', '/deals?travel.operator_panel=true'));
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
      ).toBeVisible();
      const row = await dealsRow(page, 'Remotos cargados');
      await expect(row).toContainText(version);
      // the host's bucket for this visitor is the one the test computed
      await expect(row).toContainText(`Canario, ${reason} (cubo ${bucket};`);

      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
      ).toBeVisible();
      const tab = await context.newPage();
      await tab.goto(brandUrl('sunsea', '/deals'));
      await expect(
        tab.getByRole('heading', { level: 1, name: heading, exact: true }),
      ).toBeVisible();
      await context.close();
    },
  );
}

test(
  'a first-time visitor is given an id that keeps the version it landed on',
  { tag: '@client-render' },
  async ({ browser }) => {
    const context = await browser.newContext();
    await serveManifest(context, (manifest) => {
      manifest.remotes.deals!.default = { canary: { stable: '0.9.0', next: '1.0.0', percent: 50 } };
    });
    const page = await context.newPage();
    await page.goto(brandUrl('sunsea', '/deals'));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^(Ofertas|Ofertas de la semana)$/);
    const first = await heading.textContent();
    const seed = await page.evaluate((key) => localStorage.getItem(key), VISITOR_KEY);
    expect(seed).toBeTruthy();
    expect(first).toBe(canaryBucket(seed!, 'deals') < 50 ? 'Ofertas' : 'Ofertas de la semana');
    for (let i = 0; i < 2; i += 1) {
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: first!, exact: true }),
      ).toBeVisible();
    }
    await context.close();
  },
);
