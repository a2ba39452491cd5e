import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../../support/test';
import { RUNTIME_DIR } from '../../../scripts/stack.mjs';
import { brandUrl, releaseEntry } from '../../support/env';
import { remotes } from '../../support/remotes-command';

/**
 * A new screen goes live with its remote, on the host build already served: a deals version that
 * adds /weekend-deals (e2e/fixtures/weekend-deals, its routes declared in its build) is published
 * to the release store and pinned for one brand by `pnpm remotes` alone, against the stack's own
 * manifest file; that brand serves the new screen while another answers not found, and a
 * rollback through the command takes it away again.
 */
const VERSION = '1.1.0-weekend';
const PINNED = 'flyfree';
const MANIFEST = path.join(RUNTIME_DIR, 'remotes.manifest.json');

/** The id of the history entry a write printed (`#12 deals: …`). */
const entryId = (stdout: string) => Number(/^#(\d+) /m.exec(stdout)?.[1]);

test('a version that adds a route, put live by pnpm remotes for one brand, and rolled back', async ({
  page,
}) => {
  // a release build of the fixture (about 20 s on a loaded machine) and several page loads
  test.setTimeout(300_000);
  const original = await readFile(MANIFEST, 'utf8');
  try {
    // published: built into the release store and listed, its routes read from its build
    const published = await remotes(
      'publish',
      'remote-deals',
      '--source',
      'e2e/fixtures/weekend-deals',
      '--force',
      '--reason',
      'weekend deals screen',
    );
    expect(published.stderr).not.toMatch(/^remotes:/m);
    expect(published.code).toBe(0);
    const added = entryId(published.stdout);
    expect(published.stdout).toContain(
      `deals: added ${VERSION} (/deals, /deal-search, /weekend-deals)`,
    );
    const listed = JSON.parse(await readFile(MANIFEST, 'utf8'));
    expect(listed.remotes.deals.versions[VERSION]).toMatchObject({
      entry: releaseEntry('deals', VERSION),
      integrity: expect.stringMatching(/^sha384-/),
      serverIntegrity: expect.stringMatching(/^sha384-/),
    });

    // a version that is not listed is refused, and nothing is written
    const refused = await remotes('pin', `${PINNED}.localhost`, 'deals', '9.9.9', '--reason', 'x');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('deals has no version "9.9.9"');

    const pinned = await remotes(
      'pin',
      `${PINNED}.localhost`,
      'deals',
      VERSION,
      '--reason',
      'try the weekend deals on one brand',
    );
    expect(pinned.code).toBe(0);
    expect(pinned.stdout).toContain(`deals: pin for ${PINNED}.localhost none → ${VERSION}`);

    // the pinned brand (in French) serves the new screen; the operator panel says why and
    // lists the route
    await page.goto(brandUrl(PINNED, '/weekend-deals?travel.operator_panel=true'));
    await expect(page.getByRole('heading', { level: 1, name: 'Weekend deals' })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Remotes chargés' });
    await panel.getByText('Remotes chargés', { exact: true }).click();
    const row = panel.getByRole('row', { name: /^deals/ });
    await expect(row).toContainText(VERSION);
    await expect(row).toContainText('Épinglé pour la marque');
    await expect(row).toContainText('/weekend-deals');

    // another brand, same host build, same manifest: not found; its deals are today's
    await page.goto(brandUrl('sunsea', '/weekend-deals'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    await page.goto(brandUrl('sunsea', '/deals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();

    // the history says who, what and why
    const history = await remotes('history');
    expect(history.stdout).toMatch(
      new RegExp(`#${added + 1} .* e2e {2}pin: deals: pin for ${PINNED}.localhost`),
    );
    expect(history.stdout).toContain('why: try the weekend deals on one brand');

    // rolled back to the state before the version was published: the route is gone again
    const rolledBack = await remotes(
      'rollback',
      '--to',
      String(added - 1),
      '--reason',
      'weekend deals not ready',
    );
    expect(rolledBack.code).toBe(0);
    expect(rolledBack.stdout).toContain(`returned to the state of entry ${added - 1}`);
    await page.goto(brandUrl(PINNED, '/weekend-deals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await page.goto(brandUrl(PINNED, '/deals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Offres' })).toBeVisible();
    expect(JSON.parse(await readFile(MANIFEST, 'utf8'))).toEqual(JSON.parse(original));
  } finally {
    // whatever happened above, the other specs get the environment's manifest back
    const now = await readFile(MANIFEST, 'utf8');
    if (JSON.stringify(JSON.parse(now)) !== JSON.stringify(JSON.parse(original))) {
      await writeFile(MANIFEST, original);
    }
  }
});
