#!/usr/bin/env node
// Proves the boundary rules of eslint.config.mjs refuse what they should and let the rest through:
// planted imports are linted as if they were lines of real files (ESLint's Node API, `lintText`
// with a file path), and each must end with the expected verdict. Part of `pnpm lint`.
//
//   node scripts/lint-boundaries.mjs   exit 1 naming each planted import whose verdict is wrong
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULE = 'import-x/no-restricted-paths';

/**
 * `file`: where the import is written (it need not exist); `from`: what it imports (it must);
 * `refused`: whether the boundary rule must refuse it.
 */
export const CASES = [
  // inside shared: standalone > ui > i18n/tracking > state > api > domain > start-up > lib
  { file: 'shared/src/lib/planted.ts', from: '../api/errors', refused: true },
  { file: 'shared/src/domain/planted.ts', from: '../ui/LazyPart', refused: true },
  { file: 'shared/src/api/planted.ts', from: '@storefront/shared/state', refused: true },
  { file: 'shared/src/start-up/planted.ts', from: '../i18n/useNamespace', refused: true },
  { file: 'shared/src/ui/planted.ts', from: '../domain/format', refused: false },
  { file: 'shared/src/api/planted.ts', from: '../lib/cookies', refused: false },
  // inside an app: index/bootstrap/app/exposed > features > components/hooks > lib
  { file: 'remote-search/src/lib/planted.ts', from: '../hooks/useMemberPoints', refused: true },
  {
    file: 'remote-search/src/components/planted.tsx',
    from: '../features/landing/LandingScreen',
    refused: true,
  },
  {
    file: 'remote-flights/src/features/flight-search/planted.tsx',
    from: '../../exposed/FlightsScreen',
    refused: true,
  },
  { file: 'remote-cart/src/lib/planted.ts', from: '../components/ScreenStates', refused: true },
  { file: 'host/src/features/layout/planted.ts', from: '../../app/routes', refused: true },
  // the host's browser code never imports its render server; the render function imports the host
  { file: 'host/src/app/planted.ts', from: '../../server/render/document', refused: true },
  { file: 'host/server/render/planted.ts', from: '../../src/app/routes', refused: false },
  { file: 'remote-deals/src/components/planted.tsx', from: '../hooks/useDeals', refused: false },
  {
    file: 'remote-deals/src/exposed/planted.tsx',
    from: '../features/deals-list/DealsScreen',
    refused: false,
  },
  // features do not reach into each other; product code does not import test helpers
  {
    file: 'remote-search/src/features/landing/planted.tsx',
    from: '../hotel-detail/HotelDetailScreen',
    refused: true,
  },
  { file: 'remote-deals/src/lib/planted.ts', from: '../testing/deal', refused: true },
  { file: 'remote-deals/src/lib/planted.test.ts', from: '../testing/deal', refused: false },
  { file: 'shared/src/api/planted.ts', from: '@storefront/testing/sandbox', refused: true },
  { file: 'shared/src/api/planted.test.ts', from: '@storefront/testing/sandbox', refused: false },
  // the operator tooling runs in Node: the host's render server imports it, its browser code not
  {
    file: 'host/src/features/remotes/planted.ts',
    from: '@storefront/operations/canary-watch',
    refused: true,
  },
  {
    file: 'host/server/render/operator/planted.ts',
    from: '@storefront/operations/canary-watch',
    refused: false,
  },
];

/** The cases whose verdict is wrong, as readable lines. */
export async function check(cases = CASES) {
  const eslint = new ESLint({ cwd: ROOT });
  const wrong = [];
  for (const { file, from, refused } of cases) {
    // an import that resolves to nothing is never checked: each planted one must name a module
    if (from.startsWith('.')) {
      const target = path.resolve(ROOT, path.dirname(file), from);
      if (!['.ts', '.tsx'].some((extension) => fs.existsSync(target + extension))) {
        wrong.push(`${file}: ${from} names no module`);
        continue;
      }
    }
    const code = `import * as planted from '${from}';\n\nexport const kept = planted;\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    const messages = result?.messages ?? [];
    const unresolved = messages.find((message) => message.fatal);
    if (unresolved) {
      wrong.push(`${file}: ${unresolved.message}`);
      continue;
    }
    const hit = messages.some((message) => message.ruleId === RULE);
    if (hit !== refused)
      wrong.push(`${file} importing ${from}: ${refused ? 'not refused' : 'wrongly refused'}`);
  }
  return wrong;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wrong = await check();
  if (wrong.length > 0) {
    console.error(`The boundary rules give the wrong verdict:\n${wrong.join('\n')}`);
    process.exit(1);
  }
  console.log(`Boundary rules: ${CASES.length} planted imports, each with the expected verdict.`);
}
