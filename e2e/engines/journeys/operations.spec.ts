/**
 * The operator panel in every engine (behind the `travel.operator_panel` flag, turned on here by
 * the page's address): opened from its summary, it lists each loaded remote with its version and
 * why that version was chosen, with nothing to scroll sideways at either width; axe finds
 * nothing on the page with the panel open.
 */
import { brandUrl } from '../../support/env';
import { axeFindingsIn } from '../axe';
import { SCREENS, expect, test } from '../test';

for (const screen of SCREENS) {
  test(`the operator panel: the loaded remotes and their versions, axe-clean (${screen.name})`, async ({
    shopper: open,
  }) => {
    const shopper = await open(screen);
    await shopper.tab.goto(brandUrl('sunsea', '/deals?travel.operator_panel=true'));
    await shopper.hydrated();
    await shopper.find({ role: 'heading', level: 1, within: { role: 'main' } });
    const panel = { role: 'complementary', name: 'Remotos cargados' } as const;
    await shopper.activate({ role: 'button', name: 'Remotos cargados', within: panel });
    const table = {
      role: 'table',
      name: 'Versión, origen y motivo de cada remoto',
      within: panel,
    } as const;
    // a row per loaded remote (name, version, why, routes, state, …): the deals remote, which
    // serves this page, among them, loaded in the environment's default version
    const cells = async () =>
      shopper.tab.evaluate(
        (s: string) =>
          Array.from(document.querySelector<HTMLTableElement>(s)?.tBodies[0]?.rows ?? []).map(
            (row) => Array.from(row.cells).map((cell) => (cell.textContent ?? '').trim()),
          ),
        await shopper.find(table),
      );
    await expect
      .poll(cells)
      .toContainEqual([
        'deals',
        expect.stringMatching(/^\d+\.\d+\.\d+/),
        'Por defecto del entorno',
        expect.stringContaining('/deals'),
        'Cargado',
        expect.stringMatching(/^\d+ ms$/),
        expect.stringMatching(/^https:\/\/.+\/mf-manifest\.json$/),
      ]);
    for (const row of await cells()) expect(row[1], row[0]).toMatch(/^\d+\.\d+\.\d+/);
    // read where it is, at any width: neither the panel nor its table scrolls sideways (on a
    // phone each remote's row is stacked, every value beside its column's name)
    const overflow = await shopper.tab.evaluate(
      (panelSelector: string, tableSelector: string) =>
        [panelSelector, tableSelector].map((s) => {
          const element = document.querySelector(s);
          return element ? element.scrollWidth - element.clientWidth : -1;
        }),
      await shopper.find(panel),
      await shopper.find(table),
    );
    expect(overflow, 'sideways overflow of the panel and of its table, in px').toEqual([0, 0]);
    // the panel sits at the page's foot: its table brought into view for the step's picture,
    // where the operator sees it (laid out, and on screen)
    const seen = await shopper.tab.evaluate(
      (s: string) => {
        const element = document.querySelector(s);
        element?.scrollIntoView({ block: 'start' });
        const box = element?.getBoundingClientRect();
        return box
          ? { top: Math.round(box.top), height: Math.round(box.height), window: window.innerHeight }
          : null;
      },
      await shopper.find(table),
    );
    expect(seen?.height, 'the table laid out, in px').toBeGreaterThan(40);
    expect(seen?.top, 'the table scrolled to, px from the window top').toBeLessThan(
      (seen?.window ?? 0) - 40,
    );
    await shopper.snap('operator-panel');
    expect.soft(await axeFindingsIn(shopper), 'axe on the operator panel').toEqual([]);
  });
}
