import { readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/test';
import { RUNTIME_MANIFEST as MANIFEST, withManifest } from '../../support/runtime-manifest';
import type { ManifestFile } from '../../support/runtime-manifest';
import { SHARES_PAGES, brandUrl } from '../../support/env';
import { consoleProblems } from '../../support/journeys';
import { canaryBucket } from '../../support/manifest';
import { HOST_PORT, rawRequest, serverStateOf } from '../../support/render-tier';

/**
 * Each request is rendered with the versions the manifest chooses for its brand: brands pinned
 * to different versions of one remote get each their own from one render process, side by side,
 * and a change of the manifest reaches the next request with no restart. The published deals
 * 0.9.0 titles its list "This week's deals" / "Ofertas de la semana"; 1.0.0 "Deals" / "Ofertas".
 * These change the environment's manifest, so they run with the other server-rendering faults,
 * one at a time.
 */

/** members on deals 0.9.0, every other brand on the environment's default (1.0.0). */
function pinMembers(manifest: ManifestFile) {
  for (const pins of Object.values(manifest.brands)) delete pins.deals;
  manifest.brands['members.localhost'] = { deals: '0.9.0' };
}

/** lastminute on deals 0.9.0, every other brand on the environment's default (1.0.0). */
function pinLastminute(manifest: ManifestFile) {
  for (const pins of Object.values(manifest.brands)) delete pins.deals;
  manifest.brands['lastminute.localhost'] = { deals: '0.9.0' };
}

/** What each brand's pages carry of the deals remote: its version's strings. */
type ServerState = {
  versions?: Record<string, string>;
  strings?: { deals?: { screens?: { deals?: string } } };
};
const TITLES: Record<string, string> = {
  'members@0.9.0': "This week's deals",
  'sunsea@1.0.0': 'Ofertas',
  'lastminute@1.0.0': 'Deals',
  'members@1.0.0': 'Deals',
};

/** The deals screen's heading as each version's server render writes it. */
const HEADINGS: Record<string, RegExp> = {
  '0.9.0': /<h1[^>]*>(This week&#x27;s deals|Ofertas de la semana)<\/h1>/,
  '1.0.0': /<h1[^>]*>(Deals|Ofertas)<\/h1>/,
};

const BRANDS = [
  { brand: 'members', version: '0.9.0' },
  { brand: 'sunsea', version: '1.0.0' },
  { brand: 'lastminute', version: '1.0.0' },
] as const;

/**
 * The deals page of `brand` as the render server sends it to a new visitor (no browser, no
 * cookie: each request is signed on afresh).
 */
async function dealsPage(_request: APIRequestContext, brand: string) {
  const answer = await rawRequest(HOST_PORT, {
    target: '/deals',
    headers: { Host: new URL(brandUrl(brand)).host },
  });
  return { render: answer.headers['x-storefront-render'], html: answer.body };
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('brands pinned to different versions of a remote get each their own, interleaved', async ({
  request,
}) => {
  await withManifest(pinMembers, async () => {
    // 16 at a time, the three brands interleaved: no page carries another brand's version
    const wrong: string[] = [];
    const rounds = 10;
    for (let round = 0; round < rounds; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) => BRANDS[(round + i) % BRANDS.length]!).map(
          async ({ brand, version }) => ({
            brand,
            version,
            ...(await dealsPage(request, brand)),
          }),
        ),
      );
      for (const { brand, version, render, html } of answers) {
        const state = serverStateOf(html) as ServerState | null;
        const title = state?.strings?.deals?.screens?.deals;
        if (render !== 'server') wrong.push(`${brand}: rendered ${render}`);
        else if (state?.versions?.deals !== version)
          wrong.push(`${brand}: deals ${state?.versions?.deals} instead of ${version}`);
        // the version's own strings, carried to the browser
        else if (title !== TITLES[`${brand}@${version}`])
          wrong.push(`${brand}: titled "${title}" with deals ${version}`);
        // and the server's render worded by that version (a page whose deals came past the
        // render budget shows their loading state, the heading with them)
        else if (/<h1/.test(html) && !HEADINGS[version]!.test(html))
          wrong.push(`${brand}: another version's heading with deals ${version}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

test('a pin, then its removal, reaches the next page of that brand only, with no restart', async ({
  request,
}) => {
  /** How the brand's deals page came: rendered where, on which version, titled in whose words. */
  const shown = async (brand: string) => {
    const { render, html } = await dealsPage(request, brand);
    const state = serverStateOf(html) as ServerState | null;
    const version = state?.versions?.deals;
    const own = state?.strings?.deals?.screens?.deals === TITLES[`${brand}@${version}`];
    return `${render}: ${version}${own ? '' : ", another version's strings"}`;
  };
  // (a version not loaded yet within the render budget leaves its first page to the browser)
  const poll = (brand: string) => expect.poll(() => shown(brand), { timeout: 20_000 });
  await withManifest(pinMembers, async () => {
    await poll('members').toBe('server: 0.9.0');
    await poll('sunsea').toBe('server: 1.0.0');
    // unpinned: the brand is on the environment's default at once
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as ManifestFile;
    delete manifest.brands['members.localhost']!.deals;
    writeFileSync(MANIFEST, JSON.stringify(manifest));
    await poll('members').toBe('server: 1.0.0');
    await poll('sunsea').toBe('server: 1.0.0');
  });
});

test('each brand hydrates its own version: no hydration error, the same heading before and after', async ({
  browser,
}) => {
  await withManifest(pinLastminute, async () => {
    for (const { brand, version } of [
      { brand: 'lastminute', version: '0.9.0' },
      { brand: 'sunsea', version: '1.0.0' },
      { brand: 'lastminute', version: '0.9.0' },
    ]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems = consoleProblems(page);
      const response = await page.goto(brandUrl(brand, '/deals'));
      expect(response?.headers()['x-storefront-render']).toBe('server');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(version === '0.9.0' ? "This week's deals" : 'Ofertas');
      // hydrated: the page's own code has taken over, and said nothing about the server's page
      await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
      await expect(heading).toHaveText(version === '0.9.0' ? "This week's deals" : 'Ofertas');
      expect(problems.filter((p) => /hydrat|#418|#419|#423|#425/i.test(p))).toEqual([]);
      await context.close();
    }
  });
});

test("a canary split: the server renders the arm of the visitor's session, and the browser keeps it", async ({
  browser,
}) => {
  await withManifest(
    (manifest) => {
      for (const pins of Object.values(manifest.brands)) delete pins.deals;
      manifest.remotes.deals!.default = { canary: { stable: '0.9.0', next: '1.0.0', percent: 50 } };
    },
    async () => {
      for (let visitor = 0; visitor < 4; visitor += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const problems = consoleProblems(page);
        const response = await page.goto(brandUrl('sunsea', '/deals'));
        expect(response?.headers()['x-storefront-render']).toBe('server');
        const state = serverStateOf(await response!.text()) as {
          versions: Record<string, string>;
        };
        const session = async () =>
          (await context.cookies()).find((c) => c.name === 'Abp.AuthToken')?.value;
        await expect.poll(session).toBeTruthy();
        // the arm of the visitor's session (signed on by the server, or by the browser beside a
        // page shared by every new visitor)
        const arm =
          canaryBucket(decodeURIComponent((await session())!), 'deals') < 50 ? '1.0.0' : '0.9.0';
        const heading = (version: string) =>
          version === '1.0.0' ? 'Ofertas' : 'Ofertas de la semana';
        // a page shared by every new visitor is on the stable arm; the server's own session's is
        // the session's arm
        const first = SHARES_PAGES ? '0.9.0' : arm;
        expect(state.versions.deals).toBe(first);
        await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
        expect(problems.filter((p) => /hydrat|#418|#419|#423|#425/i.test(p))).toEqual([]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(first));
        // the session's next pages are on its arm, which the browser told a shared cache
        const canary = (await context.cookies()).find((c) => c.name === 'storefront-canary');
        expect(canary?.value).toBe(arm === '1.0.0' ? 'deals~1.0.0' : undefined);
        const again = await page.reload();
        expect((serverStateOf(await again!.text()) as typeof state).versions.deals).toBe(arm);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(arm));
        await context.close();
      }
    },
  );
});

test('a remote only one brand pins, and one this host does not know: each brand served as the manifest says, the operator panel says which and why', async ({
  browser,
}) => {
  await withManifest(
    (manifest) => {
      for (const pins of Object.values(manifest.brands)) delete pins.deals;
      // deals without an environment default: only members, which pins it, gets it
      Reflect.deleteProperty(manifest.remotes.deals!, 'default');
      manifest.brands['members.localhost'] = { deals: '1.0.0' };
      // a remote of a newer host, on every brand: this host ignores it
      Object.assign(manifest.remotes, {
        activities: {
          versions: {
            '1.0.0': {
              entry: 'https://activities.example/1.0.0/mf-manifest.json',
              routes: [{ path: '/activities', expose: './ActivitiesScreen' }],
            },
          },
          default: '1.0.0',
        },
      });
    },
    async () => {
      const visit = async (brand: string, pathname: string, heading: string) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        const problems = consoleProblems(page);
        const response = await page.goto(brandUrl(brand, pathname));
        expect(response?.headers()['x-storefront-render']).toBe('server');
        await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        expect(problems.filter((p) => /hydrat|#418|#419|#423|#425/i.test(p))).toEqual([]);
        return { page, context };
      };
      await (await visit('members', '/deals', 'Deals')).context.close();
      await (await visit('sunsea', '/deals', 'Página no encontrada')).context.close();
      await (await visit('sunsea', '/activities', 'Página no encontrada')).context.close();
      // the other remotes as before
      await (await visit('sunsea', '/F', 'Vuelos')).context.close();

      const { page, context } = await visit('sunsea', '/F?travel.operator_panel=true', 'Vuelos');
      const panel = page.getByRole('complementary', { name: 'Remotos cargados' });
      await panel.getByText('Remotos cargados', { exact: true }).click();
      const unserved = panel.getByRole('region', { name: 'Remotos que aquí no se sirven' });
      await expect(unserved.getByRole('listitem')).toHaveText([
        /^deals: el manifiesto no da a esta marca ninguna versión/,
        /^activities: el manifiesto lo nombra, pero la aplicación principal no lo conoce/,
      ]);
      await context.close();
    },
  );
});
