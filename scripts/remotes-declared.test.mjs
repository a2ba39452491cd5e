// node --test scripts/ (part of `pnpm test:unit`)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  DeclarationError,
  declaredRemotes,
  hostRemotes,
  workspaceFolders,
} from './remotes-declared.cjs';

const work = mkdtempSync(path.join(tmpdir(), 'remotes-declared-'));
after(() => rmSync(work, { recursive: true, force: true }));

const declaration = (name, port, more = {}) => ({
  federationName: `storefront_${name}`,
  port,
  devPort: port + 100,
  routes: [{ path: `/${name}`, expose: './Screen', callsAsShown: true }],
  ...more,
});

let workspaces = 0;
/** A workspace of `packages` ({ folder: package.json }) listed by `patterns`. */
function workspace(patterns, packages) {
  const root = path.join(work, `ws-${++workspaces}`);
  mkdirSync(root);
  writeFileSync(
    path.join(root, 'pnpm-workspace.yaml'),
    `packages:\n${patterns.map((p) => `  - ${p}\n`).join('')}`,
  );
  for (const [folder, pkg] of Object.entries(packages)) {
    mkdirSync(path.join(root, folder), { recursive: true });
    writeFileSync(path.join(root, folder, 'package.json'), JSON.stringify(pkg));
  }
  return root;
}

const remote = (name, port, more) => ({
  name: `remote-${name}`,
  version: '1.0.0',
  storefront: declaration(name, port, more),
});
const refused = (root, message) =>
  assert.throws(
    () => declaredRemotes(root),
    (error) => error instanceof DeclarationError && message.test(error.message),
  );

describe('the declared remotes', () => {
  it("are this workspace's four, in the order of their ports, named as the manifest names them", () => {
    const remotes = declaredRemotes();
    assert.deepEqual(
      remotes.map(({ name, app, federationName, port, devPort }) => ({
        name,
        app,
        federationName,
        port,
        devPort,
      })),
      [
        ['search', 4101],
        ['flights', 4102],
        ['cart', 4103],
        ['deals', 4104],
      ].map(([name, port]) => ({
        name,
        app: `remote-${name}`,
        federationName: `storefront_${name}`,
        port,
        devPort: port + 100,
      })),
    );
    assert.deepEqual(
      remotes.find((r) => r.name === 'deals').routes.map((r) => r.path),
      ['/deals', '/deal-search'],
    );
    assert.deepEqual(hostRemotes(remotes)[3], { name: 'deals', container: 'storefront_deals' });
  });

  it('are found by the workspace glob, leaving out the host and packages without the field', () => {
    const root = workspace(['host', 'remote-*', 'shared'], {
      host: { name: 'host', storefront: { federationName: 'storefront_host', isHost: true } },
      shared: { name: '@storefront/shared' },
      'remote-b': remote('b', 4302),
      'remote-a': remote('a', 4301),
      'remote-plain': { name: 'remote-plain' },
      'not-a-remote': remote('zz', 4303),
    });
    assert.deepEqual(workspaceFolders(root), [
      'host',
      'remote-a',
      'remote-b',
      'remote-plain',
      'shared',
    ]);
    assert.deepEqual(
      declaredRemotes(root).map((r) => [r.name, r.app, r.port]),
      [
        ['a', 'remote-a', 4301],
        ['b', 'remote-b', 4302],
      ],
    );
  });

  it('refuses a bad declaration, naming the package and the key', () => {
    const only = (pkg) => workspace(['remote-*'], { 'remote-x': pkg });
    refused(
      only(remote('x', 4301, { port: '4301' })),
      /^remote-x\/package\.json: storefront\.port /,
    );
    refused(
      only(remote('x', 4301, { devPort: undefined })),
      /remote-x\/package\.json: storefront\.devPort /,
    );
    refused(
      only(remote('x', 4301, { federationName: 'storefront-x' })),
      /remote-x\/package\.json: storefront\.federationName /,
    );
    refused(
      only(remote('x', 4301, { route: [] })),
      /remote-x\/package\.json: storefront\.route is not a key/,
    );
    refused(
      only(remote('x', 4301, { routes: [] })),
      /storefront\.routes must list at least one route/,
    );
    refused(
      only(remote('x', 4301, { routes: [{ path: '/x/:id', expose: './X' }] })),
      /storefront\.routes\[0\]\.path must be a fixed path/,
    );
    refused(
      only(remote('x', 4301, { routes: [{ path: '/x', expose: 'X' }] })),
      /storefront\.routes\[0\]\.expose /,
    );
    refused(
      only({ ...remote('x', 4301), name: 'deals-remote' }),
      /remote-x\/package\.json: a remote's package is named remote-<name>/,
    );
    refused(only({ ...remote('x', 4301), name: 'remote-X_1' }), /lower-case letters and digits/);
    refused(
      only(remote('x', 4301, { localReleases: { version: '0.9.0' } })),
      /storefront\.localReleases must be a list/,
    );
    refused(
      only(remote('x', 4301, { localReleases: [{ version: '0.9' }] })),
      /storefront\.localReleases\[0\]\.version must be a version/,
    );
    refused(
      only(remote('x', 4301, { localReleases: [{ version: '0.9.0', fault: {} }] })),
      /storefront\.localReleases\[0\]\.fault is not a key of a release/,
    );
  });

  it("carry the older releases a remote's local stack publishes, with their strings", () => {
    const root = workspace(['remote-*'], {
      'remote-x': remote('x', 4301, {
        localReleases: [{ version: '0.9.0', strings: { en: { screens: { x: 'Old X' } } } }],
      }),
      'remote-y': remote('y', 4302),
    });
    assert.deepEqual(
      declaredRemotes(root).map((r) => [r.name, r.localReleases]),
      [
        ['x', [{ version: '0.9.0', strings: { en: { screens: { x: 'Old X' } } } }]],
        ['y', []],
      ],
    );
  });

  it('refuses a name, federation name or port two remotes declare', () => {
    refused(
      workspace(['remote-*'], { 'remote-a': remote('a', 4301), 'remote-b': remote('b', 4301) }),
      /remote-b\/package\.json: storefront\.port 4301 is remote-a's too/,
    );
    refused(
      workspace(['remote-*'], {
        'remote-a': remote('a', 4301),
        'remote-b': remote('b', 4302, { federationName: 'storefront_a' }),
      }),
      /storefront\.federationName "storefront_a" is remote-a's too/,
    );
  });
});
