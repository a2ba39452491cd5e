/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHELL_PATHS } from '../../host/src/app/routes';
import { checkManifest, hostSharedFrom } from './compatibility';
import type { RemotesManifest } from '../../host/src/features/remotes/manifest';
import { addVersion, canary, choose, promote, stopCanary, unpin } from './manifest-edits';
import type { Edit } from './manifest-edits';
import {
  ConflictError,
  historyFileOf,
  historyLines,
  readHistory,
  readManifestFile,
  RefusedError,
  rollbackEdit,
  rollbackLastEdit,
  writeChecked,
} from './manifest-store';
import type { WriteDeps } from './manifest-store';

/** The published builds, at the network's edge (trimmed mf-manifest.json files, as built). */
const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(__dirname, 'fixtures', `${name}.mf-manifest.json`), 'utf8'));
const CDN = 'https://cdn.example';
const entryOf = (remote: string, version: string) => `${CDN}/${remote}/${version}/mf-manifest.json`;
const weekend = { path: '/deals/weekend', expose: './DealsScreen', callsAsShown: true };
const deals110 = {
  ...fixture('deals-1.0.0'),
  metaData: {
    ...fixture('deals-1.0.0').metaData,
    buildInfo: { buildVersion: '1.1.0' },
    routes: [...fixture('deals-1.0.0').metaData.routes, weekend],
  },
};
const network: Record<string, string> = {
  [entryOf('search', '1.0.0')]: JSON.stringify(fixture('search-1.0.0')),
  [entryOf('flights', '1.0.0')]: JSON.stringify(fixture('flights-1.0.0')),
  [entryOf('cart', '1.0.0')]: JSON.stringify(fixture('cart-1.0.0')),
  [entryOf('deals', '1.0.0')]: JSON.stringify(fixture('deals-1.0.0')),
  [entryOf('deals', '1.1.0')]: JSON.stringify(deals110),
  // built for react ^99 and without the deal search screen
  [entryOf('deals', '2.0.0')]: JSON.stringify(fixture('deals-2.0.0')),
};
const host = hostSharedFrom(fixture('host'));
const check = (manifest: RemotesManifest) =>
  checkManifest(manifest, host, SHELL_PATHS, {
    read: async (url) => {
      const body = network[url];
      if (body === undefined) throw new Error('HTTP 404');
      return body;
    },
  });
const deps: WriteDeps = { check, now: () => new Date('2026-05-01T10:00:00.000Z') };

const dealsRoutes = fixture('deals-1.0.0').metaData.routes;
const version = (remote: string, v: string, routes: unknown[]) => ({
  [v]: { entry: entryOf(remote, v), routes },
});
const environmentManifest = () => ({
  environment: 'production',
  production: true,
  remotes: {
    search: {
      versions: version('search', '1.0.0', [{ path: '/', expose: './LandingScreen' }]),
      default: '1.0.0',
    },
    flights: {
      versions: version('flights', '1.0.0', [{ path: '/F', expose: './FlightsScreen' }]),
      default: '1.0.0',
    },
    cart: {
      versions: version('cart', '1.0.0', [{ path: '/cart', expose: './CartScreen' }]),
      default: '1.0.0',
    },
    deals: { versions: version('deals', '1.0.0', dealsRoutes), default: '1.0.0' },
  },
  brands: {},
  overrides: { allowedOrigins: [] },
});

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'remotes-manifest-'));
  file = path.join(dir, 'remotes.manifest.json');
  writeFileSync(file, JSON.stringify(environmentManifest(), null, 2));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const onDisk = () => JSON.parse(readFileSync(file, 'utf8'));
const who = (action: string) => ({ who: 'ana', action, reason: `${action} for the test` });
const add110 = () =>
  addVersion(readManifestFile(file).value, 'deals', '1.1.0', {
    entry: entryOf('deals', '1.1.0'),
    integrity: 'sha384-abc',
    serverIntegrity: 'sha384-def',
    routes: deals110.metaData.routes,
  });

describe('pnpm remotes: each change, checked and recorded', () => {
  it('adds a published version with its routes, and records who, when, what and why', async () => {
    const entry = await writeChecked(readManifestFile(file), add110(), who('add'), deps);
    expect(onDisk().remotes.deals.versions['1.1.0']).toEqual({
      entry: entryOf('deals', '1.1.0'),
      integrity: 'sha384-abc',
      serverIntegrity: 'sha384-def',
      routes: [...dealsRoutes, weekend],
    });
    expect(entry).toMatchObject({
      id: 1,
      at: '2026-05-01T10:00:00.000Z',
      who: 'ana',
      action: 'add',
      what: 'deals: added 1.1.0 (/deals, /deal-search, /deals/weekend)',
      reason: 'add for the test',
    });
    // the state before the first change is kept, so it can be returned to
    expect(readHistory(file).map((e) => [e.id, e.action])).toEqual([
      [0, 'baseline'],
      [1, 'add'],
    ]);
    expect(readHistory(file)[0]?.manifest).toEqual(environmentManifest());
    expect(historyFileOf(file)).toBe(path.join(dir, 'remotes.manifest.history.jsonl'));
  });

  it('sets the default, pins and unpins a brand', async () => {
    await writeChecked(readManifestFile(file), add110(), who('add'), deps);
    const pinned = choose(
      readManifestFile(file).value,
      { remote: 'deals', brand: 'members.localhost' },
      '1.1.0',
    );
    expect(pinned.summary).toBe('deals: pin for members.localhost none → 1.1.0');
    await writeChecked(readManifestFile(file), pinned, who('pin'), deps);
    expect(onDisk().brands).toEqual({ 'members.localhost': { deals: '1.1.0' } });

    const unpinned = unpin(readManifestFile(file).value, 'deals', 'members.localhost');
    await writeChecked(readManifestFile(file), unpinned, who('unpin'), deps);
    expect(onDisk().brands).toEqual({});

    const setDefault = choose(readManifestFile(file).value, { remote: 'deals' }, '1.1.0');
    expect(setDefault.summary).toBe('deals: default 1.0.0 → 1.1.0');
    await writeChecked(readManifestFile(file), setDefault, who('default'), deps);
    expect(onDisk().remotes.deals.default).toBe('1.1.0');
    expect(() => choose(onDisk(), { remote: 'deals' }, '3.0.0')).toThrow(
      'deals has no version "3.0.0" (listed: 1.0.0, 1.1.0)',
    );
  });

  it('starts, changes, stops and promotes a canary', async () => {
    await writeChecked(readManifestFile(file), add110(), who('add'), deps);
    const started = canary(
      readManifestFile(file).value,
      { remote: 'deals' },
      { next: '1.1.0', percent: '10' },
    );
    expect(started.summary).toBe('deals: 1.0.0 → canary 1.0.0 → 1.1.0 at 10 %');
    await writeChecked(readManifestFile(file), started, who('canary'), deps);
    const raised = canary(readManifestFile(file).value, { remote: 'deals' }, { percent: 50 });
    await writeChecked(readManifestFile(file), raised, who('canary'), deps);
    expect(onDisk().remotes.deals.default).toEqual({
      canary: { stable: '1.0.0', next: '1.1.0', percent: 50 },
    });
    expect(() => canary(onDisk(), { remote: 'deals' }, { percent: 150 })).toThrow('0 to 100');

    const stopped = stopCanary(readManifestFile(file).value, { remote: 'deals' });
    await writeChecked(readManifestFile(file), stopped, who('stop-canary'), deps);
    expect(onDisk().remotes.deals.default).toBe('1.0.0');
    expect(() => promote(onDisk(), { remote: 'deals' })).toThrow('deals has no canary running');

    await writeChecked(
      readManifestFile(file),
      canary(onDisk(), { remote: 'deals' }, { next: '1.1.0', percent: 5 }),
      who('canary'),
      deps,
    );
    await writeChecked(
      readManifestFile(file),
      promote(onDisk(), { remote: 'deals' }),
      who('promote'),
      deps,
    );
    expect(onDisk().remotes.deals.default).toBe('1.1.0');
  });

  it('refuses a version this host cannot serve, with the reasons, and writes nothing', async () => {
    const before = readFileSync(file, 'utf8');
    const edit = addVersion(readManifestFile(file).value, 'deals', '2.0.0', {
      entry: entryOf('deals', '2.0.0'),
      routes: dealsRoutes,
    });
    const refusal = writeChecked(readManifestFile(file), edit, who('add'), deps);
    await expect(refusal).rejects.toThrow(RefusedError);
    await expect(refusal).rejects.toMatchObject({
      reasons: [
        'FAIL deals 2.0.0: shared "react" requires ^99.0.0, the host provides 19.3.1 (singleton)',
        'FAIL deals 2.0.0: does not expose ./DealSearchScreen, which its routes in the manifest need for /deal-search',
      ],
    });
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(existsSync(historyFileOf(file))).toBe(false);
  });

  it('refuses to choose a version whose route clashes with the shell', async () => {
    const routes = [...dealsRoutes, { path: '/search', expose: './DealsScreen' }];
    network[entryOf('deals', '1.2.0')] = JSON.stringify({
      ...deals110,
      metaData: { ...deals110.metaData, buildInfo: { buildVersion: '1.2.0' }, routes },
    });
    const listed = addVersion(readManifestFile(file).value, 'deals', '1.2.0', {
      entry: entryOf('deals', '1.2.0'),
      routes,
    });
    await writeChecked(readManifestFile(file), listed, who('add'), deps);
    const pin = choose(onDisk(), { remote: 'deals', brand: 'members.localhost' }, '1.2.0');
    await expect(writeChecked(readManifestFile(file), pin, who('pin'), deps)).rejects.toMatchObject(
      {
        reasons: [
          'FAIL deals 1.2.0: route /search clashes with a route of the shell (brand members.localhost); the page would refuse it',
        ],
      },
    );
    expect(onDisk().brands).toEqual({});
  });

  it('refuses a state the schema does not allow', async () => {
    const edit = add110();
    (edit.manifest.remotes as Record<string, Record<string, unknown>>).deals!.owner = 'team-deals';
    await expect(
      writeChecked(readManifestFile(file), edit, who('add'), deps),
    ).rejects.toMatchObject({
      reasons: ['remotes.deals: must NOT have additional properties'],
    });
  });

  it('refuses the second of two operators who read the same file, keeping the first one’s change', async () => {
    await writeChecked(readManifestFile(file), add110(), who('add'), deps);
    const first = readManifestFile(file);
    const second = readManifestFile(file);
    await writeChecked(
      first,
      choose(first.value, { remote: 'deals' }, '1.1.0'),
      who('default'),
      deps,
    );
    const late = writeChecked(
      second,
      choose(second.value, { remote: 'deals', brand: 'punti.localhost' }, '1.0.0'),
      { who: 'ben', action: 'pin', reason: 'late' },
      deps,
    );
    await expect(late).rejects.toThrow(ConflictError);
    await expect(late).rejects.toThrow('changed since it was read');
    expect(onDisk().remotes.deals.default).toBe('1.1.0');
    expect(onDisk().brands).toEqual({});
    expect(readHistory(file).map((e) => e.who)).toEqual(['ana', 'ana', 'ana']);
    // no temporary file is left beside the manifest
    expect(readdirSync(dir).sort()).toEqual([
      'remotes.manifest.history.jsonl',
      'remotes.manifest.json',
    ]);
  });

  it('refuses a write while another holds the lock', async () => {
    const read = readManifestFile(file);
    writeFileSync(`${file}.lock`, '123\n');
    await expect(writeChecked(read, add110(), who('add'), deps)).rejects.toThrow(
      /another write of .* is under way/,
    );
    expect(onDisk()).toEqual(environmentManifest());
  });

  it('returns to any earlier state through the same checks', async () => {
    await writeChecked(readManifestFile(file), add110(), who('add'), deps);
    await writeChecked(
      readManifestFile(file),
      choose(onDisk(), { remote: 'deals', brand: 'members.localhost' }, '1.1.0'),
      who('pin'),
      deps,
    );
    const back = rollbackEdit(readHistory(file), 0, onDisk());
    expect(back.summary).toMatch(/^returned to the state of entry 0 /);
    const entry = await writeChecked(readManifestFile(file), back, who('rollback'), deps);
    expect(onDisk()).toEqual(environmentManifest());
    expect(entry).toMatchObject({ id: 3, action: 'rollback' });
    expect(() => rollbackEdit(readHistory(file), 42, onDisk())).toThrow('no history entry 42');
  });
});

describe('pnpm remotes rollback: again and again, further back through the changes', () => {
  const AT = '2026-05-01T10:00:00.000Z';
  /** "#<id>", as the history writes an entry's number */
  const ref = (id: number) => `#${id}`;
  const write = (edit: Edit, action: string) =>
    writeChecked(readManifestFile(file), edit, who(action), deps);
  /** `pnpm remotes rollback`: the state before the last change still in effect */
  const rollback = () =>
    write(rollbackLastEdit(readHistory(file), readManifestFile(file)), 'rollback');
  /** `pnpm remotes rollback --to <id>` */
  const rollbackTo = (id: number) =>
    write(rollbackEdit(readHistory(file), id, onDisk()), 'rollback');
  /** what deals serves: every brand without a pin, and members.localhost */
  const deals = () => ({
    default: onDisk().remotes.deals.default,
    members: onDisk().brands['members.localhost']?.deals ?? 'default',
  });
  const CANARY = { canary: { stable: '1.0.0', next: '1.1.0', percent: 10 } };

  it('never serves again what a rollback removed, and the history says what each undid', async () => {
    await write(add110(), 'publish'); // 1
    await write(choose(onDisk(), { remote: 'deals', brand: 'members.localhost' }, '1.1.0'), 'pin'); // 2
    await write(canary(onDisk(), { remote: 'deals' }, { next: '1.1.0', percent: 10 }), 'canary'); // 3
    expect(deals()).toEqual({ default: CANARY, members: '1.1.0' });

    // rollback: the canary is gone
    expect(await rollback()).toMatchObject({ id: 4, restores: 2 });
    expect(deals()).toEqual({ default: '1.0.0', members: '1.1.0' });
    // rollback again: the pin is gone, and the canary is not served again
    expect(await rollback()).toMatchObject({ id: 5, restores: 1 });
    expect(deals()).toEqual({ default: '1.0.0', members: 'default' });

    // rollback --to a state that a rollback removed writes it again, as asked
    expect(await rollbackTo(3)).toMatchObject({ id: 6, restores: 3 });
    expect(deals()).toEqual({ default: CANARY, members: '1.1.0' });

    await write(promote(onDisk(), { remote: 'deals' }), 'promote'); // 7
    expect(deals()).toEqual({ default: '1.1.0', members: '1.1.0' });
    // rollback undoes the promotion, then the canary (applied again by 6), the pin, the version
    expect(await rollback()).toMatchObject({ id: 8, restores: 6 });
    expect(deals()).toEqual({ default: CANARY, members: '1.1.0' });
    expect(await rollback()).toMatchObject({ id: 9, restores: 2 });
    expect(deals()).toEqual({ default: '1.0.0', members: '1.1.0' });
    expect(await rollback()).toMatchObject({ id: 10, restores: 1 });
    expect(deals()).toEqual({ default: '1.0.0', members: 'default' });
    expect(await rollback()).toMatchObject({ id: 11, restores: 0 });
    expect(onDisk()).toEqual(environmentManifest());

    // nothing further to go back to: refused, saying why, and nothing is written
    const history = readFileSync(historyFileOf(file), 'utf8');
    const refusal = () => rollbackLastEdit(readHistory(file), readManifestFile(file));
    expect(refusal).toThrow(RefusedError);
    expect(refusal).toThrow('nothing further to roll back: no entry to return to');
    expect(refusal).toThrow(
      expect.objectContaining({
        reasons: expect.arrayContaining([
          `every change since entry 0 (${AT}: the manifest as found before this write) is rolled back already: the manifest is in the state of entry 0, the earliest recorded`,
        ]),
      }),
    );
    expect(readFileSync(historyFileOf(file), 'utf8')).toBe(history);

    const state = (id: number) => {
      const entry = readHistory(file).find((e) => e.id === id)!;
      return `returned to the state of entry ${id} (${AT}: ${entry.what})`;
    };
    const why = (action: string) => `      why: ${action} for the test`;
    expect(historyLines(readHistory(file))).toEqual([
      `#0  ${AT}  ana  baseline: the manifest as found before this write`,
      `#1  ${AT}  ana  publish: deals: added 1.1.0 (/deals, /deal-search, /deals/weekend)`,
      `      rolled back by ${ref(11)}`,
      why('publish'),
      `#2  ${AT}  ana  pin: deals: pin for members.localhost none → 1.1.0`,
      `      rolled back by ${ref(10)}`,
      why('pin'),
      `#3  ${AT}  ana  canary: deals: 1.0.0 → canary 1.0.0 → 1.1.0 at 10 %`,
      `      rolled back by ${ref(9)}`,
      why('canary'),
      `#4  ${AT}  ana  rollback of ${ref(3)}: ${state(2)}`,
      why('rollback'),
      `#5  ${AT}  ana  rollback of ${ref(2)}: ${state(1)}`,
      why('rollback'),
      `#6  ${AT}  ana  rollback applies ${ref(2)}, ${ref(3)} again: ${state(3)}`,
      why('rollback'),
      `#7  ${AT}  ana  promote: deals: promoted, canary 1.0.0 → 1.1.0 at 10 % → 1.1.0`,
      `      rolled back by ${ref(8)}`,
      why('promote'),
      `#8  ${AT}  ana  rollback of ${ref(7)}: ${state(6)}`,
      why('rollback'),
      `#9  ${AT}  ana  rollback of ${ref(3)}: ${state(2)}`,
      why('rollback'),
      `#10  ${AT}  ana  rollback of ${ref(2)}: ${state(1)}`,
      why('rollback'),
      `#11  ${AT}  ana  rollback of ${ref(1)}: ${state(0)}`,
      why('rollback'),
    ]);
    expect(historyLines(readHistory(file), 2)).toEqual([
      `#10  ${AT}  ana  rollback of ${ref(2)}: ${state(1)}`,
      why('rollback'),
      `#11  ${AT}  ana  rollback of ${ref(1)}: ${state(0)}`,
      why('rollback'),
    ]);
  });

  it('marks a rollback --to that skips several changes with all it undid', async () => {
    await write(add110(), 'add'); // 1
    await write(choose(onDisk(), { remote: 'deals' }, '1.1.0'), 'default'); // 2
    await write(choose(onDisk(), { remote: 'deals', brand: 'members.localhost' }, '1.0.0'), 'pin'); // 3
    await rollbackTo(1); // 4
    expect(historyLines(readHistory(file)).filter((l) => / {2}rollback/.test(l))).toEqual([
      `#4  ${AT}  ana  rollback of ${ref(3)}, ${ref(2)}: returned to the state of entry 1 (${AT}: deals: added 1.1.0 (/deals, /deal-search, /deals/weekend))`,
    ]);
    // rollback again: before the publication, not back to the default or the pin
    await rollback(); // 5
    expect(onDisk()).toEqual(environmentManifest());
  });

  it('reads what an older rollback returned to from its words', async () => {
    await write(add110(), 'add'); // 1
    await write(choose(onDisk(), { remote: 'deals' }, '1.1.0'), 'default'); // 2
    await rollback(); // 3
    const withoutRestores = readHistory(file).map(({ restores: _, ...entry }) => entry);
    expect(withoutRestores.map((e) => 'restores' in e)).toEqual([false, false, false, false]);
    expect(historyLines(withoutRestores)).toEqual(historyLines(readHistory(file)));
    writeFileSync(
      historyFileOf(file),
      withoutRestores.map((e) => `${JSON.stringify(e)}\n`).join(''),
    );
    await rollback(); // 4: before the publication, not the default again
    expect(onDisk()).toEqual(environmentManifest());
  });

  it('counts an edit of the file by other means as the last change', async () => {
    await write(add110(), 'add'); // 1
    const edited = onDisk();
    edited.remotes.deals.default = '1.1.0';
    writeFileSync(file, JSON.stringify(edited));
    // recorded as the manifest as found (2), then rolled back (3)
    expect(await rollback()).toMatchObject({ id: 3, restores: 1 });
    expect(onDisk().remotes.deals.default).toBe('1.0.0');
    expect(historyLines(readHistory(file)).slice(-4)).toEqual([
      `#2  ${AT}  ana  baseline: the manifest as found before this write`,
      `      rolled back by ${ref(3)}`,
      `#3  ${AT}  ana  rollback of ${ref(2)}: returned to the state of entry 1 (${AT}: deals: added 1.1.0 (/deals, /deal-search, /deals/weekend))`,
      '      why: rollback for the test',
    ]);
  });

  it('refuses when no change is recorded', () => {
    expect(() => rollbackLastEdit([], readManifestFile(file))).toThrow(
      'nothing to roll back: no change of',
    );
  });
});
