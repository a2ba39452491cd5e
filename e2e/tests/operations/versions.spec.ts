import { expect, test } from '../../support/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { brandUrl, releaseEntry } from '../../support/env';
import { canaryBucket, serveManifest } from '../../support/manifest';

/**
 * Two versions of the deals remote served at once, on the same host build: today's 1.0.0 on the
 * remote's own origin and the published 0.9.0 in the release store (0.9.0 titles the list
 * "This week's deals" / "Ofertas de la semana"; 1.0.0 "Deals" / "Ofertas").
 */
const AUTH_COOKIE = 'Abp.AuthToken';

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

/** The arm a canary split gives this context's visitor: a hash of their session's token. */
async function sessionBucket(context: BrowserContext): Promise<number> {
  const cookie = (await context.cookies()).find((c) => c.name === AUTH_COOKIE);
  expect(cookie, 'the sign-on gate gave the visitor a session').toBeTruthy();
  return canaryBucket(decodeURIComponent(cookie!.value), 'deals');
}

/** A new visitor on a manifest rolling 1.0.0 out to half of the visitors (the rest on 0.9.0). */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  await serveManifest(context, (manifest) => {
    manifest.remotes.deals!.default = { canary: { stable: '0.9.0', next: '1.0.0', percent: 50 } };
  });
  return context;
}

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
    `a canary split puts a visitor whose session falls in the ${arm} version's bucket on it, across reloads and new tabs`,
    { tag: '@client-render' },
    async ({ browser }) => {
      // new visitors until one's session falls on this arm (each has an even chance)
      for (let tries = 0; ; tries += 1) {
        expect(tries, 'a visitor on each arm within 16 sessions').toBeLessThan(16);
        const context = await visitor(browser);
        const page = await context.newPage();
        await page.goto(brandUrl('sunsea', '/deals?travel.operator_panel=true'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          /^(Ofertas|Ofertas de la semana)$/,
        );
        const bucket = await sessionBucket(context);
        if (bucket < range[0] || bucket >= range[1]) {
          await context.close();
          continue;
        }
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
        // nothing of the visitor's own is stored for the split
        expect(await tab.evaluate(() => Object.keys(localStorage))).not.toContain(
          'storefront-visitor',
        );
        await context.close();
        return;
      }
    },
  );
}
