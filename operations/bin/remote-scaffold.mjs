/**
 * `pnpm remotes new <name>`: a new remote, `remote-<name>/`, that works as it is: one screen on
 * one route (`/<name>`, `./<Name>Screen`), its strings in the six languages, a screen test against
 * the sandbox, an e2e that puts it live for one brand, its server and browser builds (the common
 * webpack configuration), its standalone dev server and its README. It declares itself in its
 * package.json's `storefront` field (scripts/remotes-declared.cjs), so no file outside its folder
 * changes: the workspace, lint, builds, stack, manifest schema and host's list take it from there.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { declaredRemotes } = require('../../scripts/remotes-declared.cjs');

/** A remote's name as remotes-declared.cjs reads it: lower-case letters and digits. */
const NAME = /^[a-z][a-z0-9]*$/;
/** The stack's ports left to remotes (docs/federation.md): below them its render processes. */
const PORTS = { first: 4170, last: 4189 };
/** Remotes' development servers start here (each a port of its own). */
const FIRST_DEV_PORT = 4201;

export class ScaffoldError extends Error {
  name = 'ScaffoldError';
}

const pascal = (name) => name[0].toUpperCase() + name.slice(1);

/**
 * The screen's strings in each language: its title is the remote's name, for the team to word;
 * the rest says where the screen is and for which brand.
 */
const STRINGS = {
  es: (title) => ({
    screen: {
      heading: title,
      intro: 'Esta pantalla de {{brand}} está lista para su contenido.',
      loading: 'Cargando…',
    },
  }),
  en: (title) => ({
    screen: {
      heading: title,
      intro: 'This {{brand}} screen is ready for its content.',
      loading: 'Loading…',
    },
  }),
  it: (title) => ({
    screen: {
      heading: title,
      intro: 'Questa schermata di {{brand}} è pronta per i suoi contenuti.',
      loading: 'Caricamento…',
    },
  }),
  fr: (title) => ({
    screen: {
      heading: title,
      intro: 'Cet écran de {{brand}} est prêt pour son contenu.',
      loading: 'Chargement…',
    },
  }),
  de: (title) => ({
    screen: {
      heading: title,
      intro: 'Dieser Bildschirm von {{brand}} ist bereit für seine Inhalte.',
      loading: 'Wird geladen…',
    },
  }),
  pt: (title) => ({
    screen: {
      heading: title,
      intro: 'Este ecrã de {{brand}} está pronto para o seu conteúdo.',
      loading: 'A carregar…',
    },
  }),
};

/** The package.json of remote-<name>, with the same dependencies as the other remotes. */
function packageJson({ name, Name, port, devPort }) {
  return {
    name: `remote-${name}`,
    version: '1.0.0',
    private: true,
    storefront: {
      federationName: `storefront_${name}`,
      port,
      devPort,
      routes: [{ path: `/${name}`, expose: `./${Name}Screen` }],
    },
    scripts: {
      build: 'webpack --mode production',
      start: `node ../scripts/standalone.mjs remote-${name}`,
      test: 'jest --passWithNoTests',
    },
    dependencies: {
      react: 'catalog:',
      'react-dom': 'catalog:',
      'react-router-dom': 'catalog:',
      jotai: 'catalog:',
      i18next: 'catalog:',
      'react-i18next': 'catalog:',
      axios: 'catalog:',
      '@storefront/shared': 'workspace:*',
      zod: 'catalog:',
      '@tanstack/react-query': 'catalog:',
    },
    devDependencies: {
      '@storefront/testing': 'workspace:*',
    },
  };
}

/** Every file of the new remote, by its path in the remote's folder. */
function files({ name, Name, port, devPort }) {
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  const strings = Object.fromEntries(
    Object.entries(STRINGS).map(([language, of]) => [`i18n/${language}.json`, json(of(Name))]),
  );
  return {
    'package.json': json(packageJson({ name, Name, port, devPort })),
    'webpack.config.cjs': `// The app's federation name, dev port and routes are package.json's \`storefront\` field.
module.exports = require('../tooling/webpack/create-config.cjs')({ dir: __dirname });
`,
    'jest.config.cjs': `// \`unit\`: src/lib, pure rules with no network. \`screens\`: the screens, rendered in jsdom and
// talking to the real sandbox.
module.exports = require('../tooling/jest.remote-config.cjs')({ dir: __dirname, unit: 'lib' });
`,
    ...strings,
    'src/index.ts': `// The async boundary federation needs: shared singletons resolve before the app's code runs.
import('./bootstrap');
`,
    'src/bootstrap.tsx': `// Standalone start: this remote alone, with what the host would provide (the shared standalone
// app signs on, puts the brand into the store, provides the i18n instance and a router;
// \`?brand=<domain>\` picks another sandbox brand).
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@storefront/shared/standalone';
import type { StandaloneRoute } from '@storefront/shared/standalone';
import ${Name}Screen from './exposed/${Name}Screen';

const routes: StandaloneRoute[] = [{ path: '/${name}', Screen: ${Name}Screen }];

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandaloneApp name="remote-${name}" routes={routes} />);
`,
    [`src/exposed/${Name}Screen.tsx`]: `/** \`./${Name}Screen\`, the route \`/${name}\`. */
import FeatureScreen from '../features/${name}/${Name}Screen';

export default function ${Name}Screen() {
  return <FeatureScreen />;
}
`,
    [`src/features/${name}/${Name}Screen.tsx`]: `/**
 * /${name}: the screen's heading and what it is, in the page's language, for the brand in the
 * shared store. Rendered on the server and hydrated in the browser like every screen: it shows the
 * same thing in both as long as it reads only the store, its strings and the address.
 */
import { useId } from 'react';
import { brandConfigAtom, useStateValue } from '@storefront/shared/state';
import { use${Name}Translation } from '../../hooks/use${Name}Translation';

export default function ${Name}Screen() {
  const { t, ready } = use${Name}Translation();
  const brand = useStateValue(brandConfigAtom);
  const headingId = useId();
  if (!ready || !brand) return <div role="status" aria-busy="true" />;
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('screen.heading')}</h1>
      <p>{t('screen.intro', { brand: brand.brand.brandName })}</p>
    </section>
  );
}
`,
    [`src/features/${name}/${Name}Screen.test.tsx`]: `/** The screen against the sandbox: the brand's name and the strings of the page's language. */
import { screen } from '@testing-library/react';
import { i18n } from '@storefront/shared/i18n';
import { act } from 'react';
import { brandFor, renderScreens, startI18n } from '../../testing/render';
import ${Name}Screen from './${Name}Screen';

beforeAll(() => startI18n('es'));

it("shows its heading and the brand's name, in the page's language", async () => {
  const brand = await brandFor('sunsea.localhost');
  renderScreens([{ path: '/${name}', element: <${Name}Screen /> }], { url: '/${name}', brand });
  expect(await screen.findByRole('heading', { level: 1, name: '${Name}' })).toBeInTheDocument();
  expect(
    screen.getByText(\`Esta pantalla de \${brand.brand.brandName} está lista para su contenido.\`),
  ).toBeInTheDocument();
  await act(() => i18n.changeLanguage('en'));
  expect(
    screen.getByText(\`This \${brand.brand.brandName} screen is ready for its content.\`),
  ).toBeInTheDocument();
  await act(() => i18n.changeLanguage('es'));
});
`,
    [`src/hooks/use${Name}Translation.ts`]: `/** This remote's strings: its namespace, loaded from its own origin, and the shared ones. */
import { useTranslation } from 'react-i18next';
import { useNamespace } from '@storefront/shared/i18n/use-namespace';
import { NAMESPACE } from '../lib/namespace';
import { remoteBaseUrl } from '../lib/public-path';

export function use${Name}Translation() {
  const { ready, error } = useNamespace(NAMESPACE, remoteBaseUrl());
  const { t, i18n } = useTranslation(NAMESPACE);
  // a namespace that failed to load still renders: keys beat a blank screen
  return { t, language: i18n.language, ready: ready || error };
}
`,
    'src/lib/namespace.ts': `/** This remote's i18n namespace (its name), served from its own origin under /locales/. */
export const NAMESPACE = '${name}';
`,
    'src/lib/public-path.ts': `/**
 * Where this remote's files are served from: webpack's public path, resolved at runtime from the
 * remote's own origin. Its translations live under it. (Outside webpack, in jest: '/'.)
 */
export function remoteBaseUrl(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__
    ? __webpack_public_path__
    : '/';
}
`,
    'src/testing/render.tsx': `/** This remote's screens rendered as the host does (@storefront/testing/screens). */
import path from 'node:path';
import type { Language } from '@storefront/shared/i18n';
import { startScreenI18n } from '@storefront/testing/screens';
import { NAMESPACE } from '../lib/namespace';

export { brandFor, renderScreens } from '@storefront/testing/screens';

/** The i18n instance with every language's strings at hand (no fetching), in \`language\`. */
export const startI18n = (language: Language = 'es') =>
  startScreenI18n({
    language,
    namespace: NAMESPACE,
    ownDir: path.resolve(__dirname, '../../i18n'),
  });
`,
    [`e2e/${name}.spec.mts`]: `/**
 * remote-${name} in the composition, put live for one brand by \`pnpm remotes\` as an operator
 * would (no default, a pin for sunsea): rendered on the server and hydrated there with no
 * hydration error, and not found on a brand without the pin. The stack's manifest is put back.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '../../e2e/support/test';
import { RUNTIME_MANIFEST } from '../../e2e/support/runtime-manifest';
import { remotes } from '../../e2e/support/remotes-command';
import { brandUrl } from '../../e2e/support/env';
import { consoleProblems } from '../../e2e/support/journeys';

test('remote-${name}: its screen on the brand that pins it, not found on another', async ({
  browser,
}) => {
  const original = await readFile(RUNTIME_MANIFEST, 'utf8');
  try {
    const version = Object.keys(JSON.parse(original).remotes['${name}'].versions)[0]!;
    for (const change of [
      ['default', '${name}', 'none'],
      ['pin', 'sunsea.localhost', '${name}', version],
    ]) {
      const run = await remotes(...change, '--reason', 'remote-${name} e2e');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
    }

    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const response = await page.goto(brandUrl('sunsea', '/${name}'));
    expect(response?.headers()['x-storefront-render']).toBe('server');
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('${Name}');
    await expect(page.getByText('Esta pantalla de')).toBeVisible();
    expect(problems.filter((p) => /hydrat|#418|#419|#423|#425/i.test(p))).toEqual([]);

    await page.goto(brandUrl('lastminute', '/${name}'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await context.close();
  } finally {
    await writeFile(RUNTIME_MANIFEST, original);
  }
});
`,
    'README.md': `# remote-${name}

The federated remote that owns \`/${name}\`. Federation name \`storefront_${name}\`; exposed
screen \`./${Name}Screen\` (a default export the shell renders inside its \`<main>\`; it renders one
\`<h1>\`). Strings are the \`${name}\` namespace (\`i18n/{es,en,it,fr,de,pt}.json\`, served from the
remote's own origin under \`locales/\`).

It declares itself in \`package.json\`'s \`storefront\` field: its federation name, the port the
local stack serves its build on (${port}), its development server's port (${devPort}) and its
routes. Every list of remotes in the workspace is read from there.

## Run it

\`\`\`sh
pnpm --filter remote-${name} start   # alone, on http://127.0.0.1:${devPort}/${name}, with hot reload
pnpm --filter remote-${name} test    # its tests (the screen against the sandbox)
pnpm --filter remote-${name} build   # its browser and server builds, into dist/
\`\`\`

Beside the running shop (\`pnpm start\`), the shop loads this dev server in one browser by an
override (docs/federation.md, "Change one remote beside the shop").

## Put it live

\`\`\`sh
pnpm remotes publish remote-${name} --reason "first version"
pnpm remotes pin <brand> ${name} 1.0.0 --reason "live on one brand"
pnpm remotes default ${name} 1.0.0 --reason "live everywhere"
\`\`\`

A published remote the manifest has never named is listed with no default: no brand serves it
until a pin or the default names a version.
`,
  };
}

/** The first port of `from`..`to` that no declared remote uses as its port or dev port. */
function freePort(used, from, to) {
  for (let port = from; port <= to; port += 1) if (!used.has(port)) return port;
  throw new ScaffoldError(`no free port left from ${from} to ${to} for a new remote`);
}

/**
 * Writes remote-<name>/ under `root`; returns the folder and its files. Refuses a name that is
 * not a remote's name, or taken.
 */
export function scaffoldRemote(name, { root }) {
  if (!NAME.test(name ?? '')) {
    throw new ScaffoldError(
      `"${name ?? ''}" is not a remote's name: lower-case letters and digits, starting with a letter`,
    );
  }
  const dir = path.join(root, `remote-${name}`);
  if (existsSync(dir)) throw new ScaffoldError(`remote-${name}/ exists already`);
  const declared = declaredRemotes(root);
  if (declared.some((remote) => remote.name === name))
    throw new ScaffoldError(`a remote "${name}" is declared already`);
  const used = new Set(declared.flatMap((remote) => [remote.port, remote.devPort]));
  const port = freePort(used, PORTS.first, PORTS.last);
  const devPort = freePort(used, FIRST_DEV_PORT, 4299);
  const written = files({ name, Name: pascal(name), port, devPort });
  for (const [file, text] of Object.entries(written)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  return { dir, files: Object.keys(written), port, devPort };
}
