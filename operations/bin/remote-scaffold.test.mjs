// node --test operations/bin/ (the operations package's `test`, part of `pnpm test:unit`). What
// `pnpm remotes new` writes, in a workspace of its own; the scaffolded remote built, published
// and served is `pnpm test:scaffold`.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { declaredRemotes } from '../../scripts/remotes-declared.cjs';
import { ScaffoldError, scaffoldRemote } from './remote-scaffold.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(tmpdir(), 'remote-scaffold-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** A copy of this workspace's list and its remotes' package.json files. */
function workspace() {
  const root = mkdtempSync(path.join(work, 'ws-'));
  cpSync(path.join(ROOT, 'pnpm-workspace.yaml'), path.join(root, 'pnpm-workspace.yaml'));
  for (const { app } of declaredRemotes()) {
    mkdirSync(path.join(root, app));
    cpSync(path.join(ROOT, app, 'package.json'), path.join(root, app, 'package.json'));
  }
  return root;
}

/** Every key path of a strings file ("screen.heading", …). */
const keysOf = (value, prefix = '') =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('pnpm remotes new', () => {
  it('writes a remote that declares itself: one route, ports of its own, every file it needs', () => {
    const root = workspace();
    const made = scaffoldRemote('activities', { root });
    const remote = declaredRemotes(root).find((r) => r.name === 'activities');
    assert.deepEqual(remote, {
      name: 'activities',
      app: 'remote-activities',
      federationName: 'storefront_activities',
      port: 4170,
      devPort: 4205,
      routes: [{ path: '/activities', expose: './ActivitiesScreen' }],
      localReleases: [],
    });
    for (const file of [
      'package.json',
      'webpack.config.cjs',
      'jest.config.cjs',
      'README.md',
      'src/index.ts',
      'src/bootstrap.tsx',
      'src/exposed/ActivitiesScreen.tsx',
      'src/features/activities/ActivitiesScreen.tsx',
      'src/features/activities/ActivitiesScreen.test.tsx',
      'e2e/activities.spec.mts',
    ])
      assert.ok(made.files.includes(file), file);
    // its namespace is its name, as the host loads a remote's strings
    assert.match(
      readFileSync(path.join(made.dir, 'src/lib/namespace.ts'), 'utf8'),
      /NAMESPACE = 'activities'/,
    );
  });

  it('words its screen in the six languages, each with the same keys', () => {
    const root = workspace();
    const { dir } = scaffoldRemote('tours', { root });
    const read = (language) =>
      JSON.parse(readFileSync(path.join(dir, 'i18n', `${language}.json`), 'utf8'));
    const english = keysOf(read('en'));
    assert.deepEqual(english, ['screen.heading', 'screen.intro', 'screen.loading']);
    for (const language of ['es', 'it', 'fr', 'de', 'pt']) {
      assert.deepEqual(keysOf(read(language)), english, language);
      assert.match(read(language).screen.intro, /\{\{brand\}\}/, language);
      assert.notEqual(read(language).screen.intro, read('en').screen.intro, language);
    }
  });

  it('takes the next free ports when remotes have taken some', () => {
    const root = workspace();
    scaffoldRemote('one', { root });
    const two = scaffoldRemote('two', { root });
    assert.deepEqual([two.port, two.devPort], [4171, 4206]);
  });

  it('refuses a name that is not a remote name, or one taken, writing nothing', () => {
    const root = workspace();
    for (const [name, message] of [
      ['Activities', /not a remote's name/],
      ['my-tours', /not a remote's name/],
      ['', /not a remote's name/],
      ['deals', /remote-deals\/ exists already/],
    ])
      assert.throws(
        () => scaffoldRemote(name, { root }),
        (error) => error instanceof ScaffoldError && message.test(error.message),
      );
    assert.equal(declaredRemotes(root).length, 4);
  });
});
