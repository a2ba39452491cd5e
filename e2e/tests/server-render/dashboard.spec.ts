import { readFileSync } from 'node:fs';
import { OPERATOR_PASSPHRASE_FILE, RENDER_SCHEME, localOrigin } from '../../../scripts/stack.mjs';
import { expectNoAxeViolations } from '../../support/a11y';
import { PORTS, SERVER } from '../../support/env';
import { HOST_PORT, PAGE_SERVERS, portOf, rawRequest } from '../../support/render-tier';
import { withManifest } from '../../support/runtime-manifest';
import { expect, test } from '../../support/test';

/**
 * The operator dashboard (docs/operations.md, "The operator dashboard"), as an operator opens it
 * on a page server's own port: signed on with the local operator, it shows what each brand is
 * served and a watched canary's arms against its rules, in six languages, without a script.
 */
const dashboardOrigin =
  SERVER === 'nginx'
    ? `${RENDER_SCHEME}://127.0.0.1:${portOf(PAGE_SERVERS[0]!)}`
    : localOrigin(PORTS.host);
const passphrase = () => readFileSync(OPERATOR_PASSPHRASE_FILE, 'utf8').trim();

const canary = {
  canary: {
    stable: '0.9.0',
    next: '1.0.0',
    percent: 20,
    // more page views than any run makes: the watch waits, and says why
    watch: { minPageViews: 100_000, windowPageViews: 200_000, maxErrorRate: 0.02 },
  },
};

test("an operator signs on, reads each brand's versions and a canary against its rules, in six languages", async ({
  page,
}) => {
  // nine reads by axe (two forms, seven dashboards) on a shared two-core machine
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    // the refused sign-on answers 401, as it should; anything else is a problem
    if (message.type() === 'error' && !/status of 401/.test(message.text()))
      problems.push(message.text());
  });
  await withManifest(
    (manifest) => {
      manifest.remotes.deals!.default = canary;
    },
    async () => {
      await page.goto(`${dashboardOrigin}/__operator?lang=en`);
      await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-on' })).toBeVisible();
      await expectNoAxeViolations(page);

      // a wrong passphrase: said, the name kept, the passphrase not
      await page.getByLabel('Operator name').fill('operator');
      await page.getByLabel('Passphrase').fill('not the passphrase at all');
      await page.getByRole('button', { name: 'Sign on' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'That name and passphrase do not match an operator. Check both and try again.',
      );
      await expect(page.getByLabel('Operator name')).toHaveValue('operator');
      await expect(page.getByLabel('Passphrase')).toHaveValue('');
      await expectNoAxeViolations(page);

      // the right one, sent with the keyboard
      await page.getByLabel('Passphrase').fill(passphrase());
      await page.getByLabel('Passphrase').press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Remote versions' })).toBeVisible();
      await expect(page).toHaveURL(`${dashboardOrigin}/__operator?lang=en`);
      const session = (await page.context().cookies()).find(
        (c) => c.name === 'storefront-operator',
      );
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/__operator' });

      const deals = page.getByRole('region', { name: 'Versions of deals served, per brand' });
      await expect(
        deals.getByRole('row', { name: /Every brand without its own pin/ }),
      ).toContainText('0.9.0 to 80 % of visitors, 1.0.0 to 20 % (canary)');
      await expect(
        deals.getByRole('row', { name: /Every brand without its own pin/ }),
      ).toContainText('Watched by its rules');
      const section = page.getByRole('region', {
        name: 'Canary 0.9.0 → 1.0.0, Every brand without its own pin',
      });
      await expect(section.getByText('Waiting: no decision yet')).toBeVisible();
      await expect(
        section
          .getByRole('row', { name: /Page views on each arm before any decision/ })
          .getByRole('cell')
          .last(),
      ).toHaveText('Too few pages to judge');
      await expect(section.getByRole('rowheader', { name: 'Stable 0.9.0' })).toBeVisible();
      await expect(section.getByRole('rowheader', { name: 'Canary 1.0.0' })).toBeVisible();
      await expect(
        section.getByRole('img', { name: /^Chart: errors per page view, stable .+, canary .+$/ }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Latest changes' })).toBeVisible();
      await expectNoAxeViolations(page);

      // every language, by its link
      for (const [link, heading] of [
        ['Español', 'Versiones de los remotos'],
        ['Italiano', 'Versioni dei remoti'],
        ['Français', 'Versions des remotes'],
        ['Deutsch', 'Versionen der Remotes'],
        ['Português', 'Versões dos remotos'],
      ] as const) {
        await page.getByRole('link', { name: link }).click();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page);
      }

      // on a phone: nothing wider than the screen but the tables, which scroll in their region
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('link', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Remote versions' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expectNoAxeViolations(page);

      // signed out: the form again, on this load and the next
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-on' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-on' })).toBeVisible();
    },
  );
  // no script ran, none was refused, nothing failed
  expect(problems).toEqual([]);
});

test("the dashboard is private: never stored, no script allowed, and not at the shop's door", async () => {
  const port = SERVER === 'nginx' ? portOf(PAGE_SERVERS[0]!) : HOST_PORT;
  const host = { Host: `127.0.0.1:${port}` };
  const answer = await rawRequest(port, { target: '/__operator', headers: host });
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/);
  expect(answer.headers['content-security-policy']).not.toMatch(/script-src/);
  expect(answer.body).not.toMatch(/<script/i);
  // a form from another site is refused
  const forged = await rawRequest(port, {
    method: 'POST',
    target: '/__operator/sign-on',
    headers: {
      ...host,
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'https://elsewhere.example',
    },
    body: `name=operator&passphrase=${encodeURIComponent(passphrase())}`,
  });
  expect(forged.status).toBe(403);
  expect(forged.headers['set-cookie']).toBeUndefined();
  if (SERVER === 'nginx') {
    // the shop's door leaves it to the operators' network, as it does /metrics
    for (const target of ['/__operator', '/__operator/sign-on']) {
      const door = await rawRequest(HOST_PORT, {
        target,
        headers: { Host: `sunsea.localhost:${HOST_PORT}` },
      });
      expect(door.status).toBe(404);
    }
  }
});
