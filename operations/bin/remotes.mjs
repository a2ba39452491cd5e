#!/usr/bin/env node
// `pnpm remotes <verb> …`: what an environment serves, changed without editing its remotes
// manifest by hand. Every change is checked (the manifest's schema, by the checker the host reads
// it with, and the compatibility check of `pnpm remotes:check`), written atomically and only if
// the file has not changed since it was read, and recorded in `<manifest>.history.jsonl` beside
// it (operations/src/manifest-store.ts). Run `pnpm remotes help` for the verbs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { hostRemotes } from '../../scripts/remotes-declared.cjs';
import { ScaffoldError, scaffoldRemote } from './remote-scaffold.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// the host's modules read the remotes it is built with (its build defines them): here, the
// remotes this checkout declares
globalThis.__STOREFRONT_REMOTES__ ??= hostRemotes();

const USAGE = `usage: pnpm remotes <verb> [arguments] [options]

A new remote:
  new <name>                       create remote-<name>/ (lower-case letters and digits): one
                                   screen on /<name>, its strings in six languages, its tests,
                                   its builds and README; then pnpm install, pnpm build and
                                   publish it

Changes (each needs --reason "<why>"):
  publish remote-<name> [--version x.y.z] [--source <folder>] [--force] [--origin <URL>]
                                   build, upload to the release store and list the version
                                   (--source: build it from another checkout, e.g. a git
                                   worktree of another branch, with that checkout's tooling and
                                   install, made there if missing; --origin: where the store is
                                   served, else the stack's whose manifest it is)
  add <remote> <version> --entry <mf-manifest.json URL> [--integrity <sha384-…>]
      [--server-integrity <sha384-…>]
                                   list a version published elsewhere (its server build is
                                   server/remoteEntry.js beside the entry)
  default <remote> <version>       what the environment serves (every brand without a pin)
  default <remote> none            no default: served only to the brands that pin it
  pin <brand> <remote> <version>   what one brand serves, over the default
  unpin <brand> <remote>           the brand gets the default again
  canary <remote> [<next> [<percent>]] [--next <version>] [--percent <n>] [--brand <brand>]
      [--min-page-views <n> [--window-page-views <n>] [--window-minutes <n>]
       [--max-error-rate <0..1>] [--max-error-ratio <x>] [--max-inp-increase <ms>]
       [--max-lcp-increase <ms>]]
                                   start a canary (percent of visitors on next) or change it;
                                   with --min-page-views, the rules \`watch\` judges it by
  stop-canary <remote> [--brand <brand>]   everyone back on the canary's stable version
  promote <remote> [--brand <brand>]       everyone on the canary's next version
  rollback [--to <history entry>]  return to an earlier state (default: the state before the
                                   last change still in effect; rolling back again goes
                                   further back, never undoing a rollback)

Watching:
  watch [--once] [--every <seconds>] [--signals <URL>]
                                   judge every canary with rules by its shoppers' page signals
                                   (the event receiver's sums per version; default: the local
                                   sandbox's /__sandbox/signals): roll back one that breaks a
                                   rule, promote one healthy at its window's end, each decision
                                   written to the history with its figures; every 60 s, or once

Reading:
  show [--brand <brand>]           what each brand gets, why, and its routes
  history [--limit <n>]            who changed what, when and why, and what each rollback undid
  check                            the compatibility check of the whole manifest

Operators:
  operator <name> [--operators <file>]
                                   add an operator of the dashboard (/__operator) or change
                                   their passphrase, read from standard input (at least 12
                                   characters); only its scrypt hash is kept

Options:
  --operators <file>  the operators file (default: $STOREFRONT_OPERATORS_FILE, else the local
                      stack's .runtime/…/operators)
  --manifest <file>   the environment's manifest (default: $STOREFRONT_MANIFEST, else the local
                      stack's .runtime/…/remotes.manifest.json)
  --reason <text>     why: recorded in the history (required for a change)
  --who <name>        who: recorded in the history (default: $STOREFRONT_OPERATOR, else your
                      user name)
  --host <file|URL>   the host build's mf-manifest.json the check runs against
                      (default: host/dist/mf-manifest.json)`;

const OPTIONS = {
  manifest: { type: 'string' },
  reason: { type: 'string' },
  who: { type: 'string' },
  host: { type: 'string' },
  brand: { type: 'string' },
  next: { type: 'string' },
  percent: { type: 'string' },
  to: { type: 'string' },
  limit: { type: 'string' },
  entry: { type: 'string' },
  integrity: { type: 'string' },
  'server-integrity': { type: 'string' },
  version: { type: 'string' },
  origin: { type: 'string' },
  source: { type: 'string' },
  force: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
  // a canary's watch rules
  'min-page-views': { type: 'string' },
  'window-page-views': { type: 'string' },
  'window-minutes': { type: 'string' },
  'max-error-rate': { type: 'string' },
  'max-error-ratio': { type: 'string' },
  'max-inp-increase': { type: 'string' },
  'max-lcp-increase': { type: 'string' },
  // the watch
  once: { type: 'boolean', default: false },
  every: { type: 'string' },
  signals: { type: 'string' },
  operators: { type: 'string' },
};

/** The canary's watch rules given on the command line, or undefined when none is. */
function watchRules(values) {
  const fields = {
    minPageViews: 'min-page-views',
    windowPageViews: 'window-page-views',
    windowMinutes: 'window-minutes',
    maxErrorRate: 'max-error-rate',
    maxErrorRateRatio: 'max-error-ratio',
    maxInpIncreaseMs: 'max-inp-increase',
    maxLcpIncreaseMs: 'max-lcp-increase',
  };
  const given = Object.entries(fields).filter(([, flag]) => values[flag] !== undefined);
  if (given.length === 0) return undefined;
  if (values['min-page-views'] === undefined) {
    throw new UsageError('a canary watched by rules needs --min-page-views <n>');
  }
  const rules = {};
  for (const [field, flag] of given) {
    const number = Number(values[flag]);
    if (!Number.isFinite(number) || number < 0) throw new UsageError(`--${flag} takes a number`);
    rules[field] = number;
  }
  if (rules.windowPageViews === undefined && rules.windowMinutes === undefined) {
    throw new UsageError(
      'a watched canary needs a window: --window-page-views <n> or --window-minutes <n>',
    );
  }
  return rules;
}

/**
 * One pass of the watch: each watched canary judged (operations/src/canary-watch.ts)
 * on the receiver's figures since it started; a rollback or a promotion written like any change.
 */
async function watchOnce({ file, store, edits, signalsUrl, who, check }) {
  const { judgeCanary, canariesOf, canaryStart, signalsQuery } = await load(
    'operations/src/canary-watch.ts',
  );
  const current = store.readManifestFile(file);
  const history = store.readHistory(file);
  const canaries = canariesOf(current.value, { watched: true });
  if (canaries.length === 0) console.log('no canary carries watch rules');
  for (const { scope, canary } of canaries) {
    const where = `${scope.remote} (${scope.brand ?? 'every brand without a pin'})`;
    const startedAt = canaryStart(history, scope, canary.next);
    const response = await fetch(`${signalsUrl}?${signalsQuery(scope, startedAt)}`, {
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`signals: ${signalsUrl} answered HTTP ${response.status}`);
    const { versions } = await response.json();
    const minutes = startedAt ? (Date.now() - Date.parse(startedAt)) / 60_000 : 0;
    const verdict = judgeCanary(canary, canary.watch, versions, minutes);
    console.log(`${where} ${canary.stable} → ${canary.next}: ${verdict.decision}`);
    for (const reason of verdict.reasons) console.log(`  ${reason}`);
    if (verdict.decision === 'wait') continue;
    // the decision applied to the file as it is now (an earlier decision of this pass may have
    // changed it), and written only if nothing changes it meanwhile
    const now = store.readManifestFile(file);
    const edit =
      verdict.decision === 'rollback'
        ? edits.stopCanary(now.value, scope)
        : edits.promote(now.value, scope);
    const entry = await store.writeChecked(
      now,
      edit,
      {
        who,
        action: `watch ${verdict.decision}`,
        reason: verdict.reasons.join('; '),
        figures: verdict.figures,
      },
      { check },
    );
    console.log(`  #${entry.id} ${entry.what}`);
  }
}

class UsageError extends Error {}

const load = (file) => tsImport(pathToFileURL(path.join(ROOT, file)).href, import.meta.url);

/** A file path, a file: URL or an http(s) URL, as text. */
async function read(location) {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  }
  return readFile(location.startsWith('file:') ? fileURLToPath(location) : location, 'utf8');
}

const sri = (algorithm, body) =>
  `${algorithm}-${createHash(algorithm).update(body, 'utf8').digest('base64')}`;

// pnpm runs the script from the workspace root: a relative path is the caller's
const from = process.env.INIT_CWD ?? process.cwd();
const resolvePath = (location) =>
  /^(https?|file):/.test(location) ? location : path.resolve(from, location);

/** The operators file: --operators, $STOREFRONT_OPERATORS_FILE, else the local stack's. */
async function defaultOperatorsFile() {
  if (process.env.STOREFRONT_OPERATORS_FILE) return process.env.STOREFRONT_OPERATORS_FILE;
  const { RUNTIME_DIR } = await import('../../scripts/stack.mjs');
  return path.join(RUNTIME_DIR, 'operators');
}

/**
 * A passphrase from standard input: typed at a terminal, not shown (Inquirer's password prompt),
 * else its first line.
 */
async function readPassphrase() {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.split(/\r?\n/)[0] ?? '';
  }
  const { default: password } = await import('@inquirer/password');
  try {
    return await password({ message: 'passphrase', mask: false });
  } catch (error) {
    // Ctrl+C at the prompt
    if (error instanceof Error && error.name === 'ExitPromptError') process.exit(130);
    throw error;
  }
}

/** `pnpm remotes operator <name>`: the operator's line written, in place of any earlier one. */
async function addOperator(name, given) {
  if (!name) throw new UsageError('operator <name>: whom to add');
  const { operatorLine, withOperatorLine } = await load('host/server/render/operator/operators.ts');
  const file = resolvePath(given ?? (await defaultOperatorsFile()));
  let line;
  try {
    line = await operatorLine(name, await readPassphrase());
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, withOperatorLine(before, line), { mode: 0o600 });
  console.log(`${name} can sign on to the dashboard (${file})`);
  return 0;
}

async function defaultManifestFile() {
  if (process.env.STOREFRONT_MANIFEST) return process.env.STOREFRONT_MANIFEST;
  const { RUNTIME_DIR } = await import('../../scripts/stack.mjs');
  return path.join(RUNTIME_DIR, 'remotes.manifest.json');
}

/**
 * The routes and the integrity of both builds of a published version: its browser build's
 * remoteEntry.js and its server build's (server/remoteEntry.js beside the entry). `server`:
 * 'required' refuses a version without a server build, 'optional' lists it without
 * `serverIntegrity` (and says so), 'given' leaves it to the caller.
 */
async function publishedVersion(entry, { server: serverBuild = 'required' } = {}) {
  const { remoteEntryOf } = await load('host/src/features/remotes/published-manifest.ts');
  const { serverEntryOf } = await load('host/src/features/remotes/manifest.ts');
  const published = JSON.parse(await read(entry));
  const routes = published.metaData?.routes;
  if (!Array.isArray(routes)) {
    throw new UsageError(
      `${entry} declares no routes (metaData.routes): build it with its routes (tooling/webpack/create-config.cjs)`,
    );
  }
  const integrity = sri('sha384', await read(remoteEntryOf(entry, published)));
  if (serverBuild === 'given') return { routes, integrity };
  const serverEntry = serverEntryOf(entry);
  try {
    return { routes, integrity, serverIntegrity: sri('sha384', await read(serverEntry)) };
  } catch (error) {
    const reason = `cannot read its server build ${serverEntry}: ${error instanceof Error ? error.message : error}`;
    if (serverBuild === 'required') throw new UsageError(reason);
    console.warn(`remotes: ${reason}; listed without serverIntegrity`);
    return { routes, integrity };
  }
}

async function show(manifest, brand, modules) {
  const { resolveRemotes } = modules.manifest;
  const { routeTable } = modules.routeTable;
  const { SHELL_PATHS } = modules.routes;
  const brands = brand ? [brand] : ['', ...Object.keys(manifest.brands)];
  const lines = [
    `environment ${manifest.environment}${manifest.production ? ' (production)' : ''}`,
  ];
  // the names in one column, as wide as the longest name the manifest has
  const width = Math.max(
    8,
    ...[...Object.keys(manifest.remotes), ...(manifest.ignored ?? [])].map((n) => n.length),
  );
  for (const domain of brands) {
    lines.push('', domain ? `brand ${domain}` : 'every brand without a pin');
    const pins = manifest.brands[domain] ?? {};
    const resolved = resolveRemotes(manifest, domain);
    const { clashes } = routeTable(resolved, SHELL_PATHS);
    for (const remote of resolved) {
      const choice = modules.manifest.choiceOf(manifest, domain, remote.name);
      const why = pins[remote.name] ? 'brand pin' : 'environment default';
      const served = modules.edits.describeChoice(choice);
      const refused = clashes.filter((c) => c.remote === remote.name).map((c) => c.path);
      const routes = (
        typeof choice === 'string' ? [choice] : [choice.canary.stable, choice.canary.next]
      )
        .map(
          (v) =>
            `${v}: ${manifest.remotes[remote.name].versions[v].routes.map((r) => r.path).join(' ') || '(none)'}`,
        )
        .join('; ');
      lines.push(`  ${remote.name.padEnd(width)} ${served} (${why})`);
      lines.push(`  ${''.padEnd(width)} routes ${routes}`);
      if (refused.length) lines.push(`  ${''.padEnd(width)} REFUSED routes ${refused.join(' ')}`);
    }
    for (const { name, why } of modules.manifest.unservedRemotes(manifest, domain)) {
      lines.push(
        `  ${name.padEnd(width)} ${why === 'unknown' ? 'ignored: not a remote of this host' : 'not served (no default, no pin): its routes are not found'}`,
      );
    }
  }
  return lines;
}

/** `new <name>`: the remote's folder, and what to run next. */
function newRemote(name) {
  let made;
  try {
    made = scaffoldRemote(name, { root: ROOT });
  } catch (error) {
    if (error instanceof ScaffoldError) throw new UsageError(error.message);
    throw error;
  }
  const folder = path.relative(ROOT, made.dir);
  // in the workspace's style, whatever the length of its name
  const prettier = createRequire(import.meta.url).resolve('prettier/bin/prettier.cjs');
  spawnSync(process.execPath, [prettier, '--write', '--log-level', 'warn', made.dir], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  console.log(`created ${folder}/ (port ${made.port}, dev port ${made.devPort}):`);
  for (const file of made.files) console.log(`  ${folder}/${file}`);
  console.log(`
next:
  pnpm install                    (the workspace takes the new package)
  pnpm --filter ${folder} test    (its tests)
  pnpm build                      (its builds, and the host's, which now knows it)
  pnpm remotes publish ${folder} --reason "first version"
  pnpm remotes pin <brand> ${name} 1.0.0 --reason "live on one brand"`);
  return 0;
}

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: OPTIONS,
  });
  const [verb, ...args] = positionals;
  if (!verb || values.help || verb === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (verb === 'operator') return addOperator(args[0], values.operators);
  if (verb === 'new') return newRemote(args[0]);
  const modules = {
    manifest: await load('host/src/features/remotes/manifest.ts'),
    edits: await load('operations/src/manifest-edits.ts'),
    store: await load('operations/src/manifest-store.ts'),
    compatibility: await load('operations/src/compatibility.ts'),
    routeTable: await load('host/src/features/remotes/route-table.ts'),
    routes: await load('host/src/app/routes.tsx'),
  };
  const { edits, store } = modules;
  const file = resolvePath(values.manifest ?? (await defaultManifestFile()));
  if (!existsSync(file)) throw new UsageError(`no manifest at ${file} (--manifest <file>)`);
  const current = store.readManifestFile(file);

  if (verb === 'show') {
    const manifest = store.validateManifest(current.value);
    for (const line of await show(manifest, values.brand, modules)) console.log(line);
    return 0;
  }
  if (verb === 'history') {
    const history = store.readHistory(file);
    if (!history.length) console.log(`no history yet for ${file}`);
    for (const line of store.historyLines(history, Number(values.limit) || 0)) console.log(line);
    return 0;
  }

  const hostFile = resolvePath(values.host ?? path.join(ROOT, 'host/dist/mf-manifest.json'));
  const check = async (manifest) => {
    const host = modules.compatibility.hostSharedFrom(JSON.parse(await read(hostFile)));
    return modules.compatibility.checkManifest(manifest, host, modules.routes.SHELL_PATHS, {
      read,
      digest: async (algorithm, body) => sri(algorithm, body),
    });
  };
  if (verb === 'watch') {
    const { localOrigin, PORTS } = await import('../../scripts/stack.mjs');
    const signalsUrl = values.signals ?? `${localOrigin(PORTS.sandbox)}/__sandbox/signals`;
    const who = values.who ?? 'canary watch';
    const every = Number(values.every ?? 60);
    if (!Number.isFinite(every) || every <= 0) throw new UsageError('--every <seconds>');
    if (values.once) {
      await watchOnce({ file, store, edits, signalsUrl, who, check });
      return 0;
    }
    for (;;) {
      // a receiver that does not answer, or a change refused, is said and tried again next pass:
      // the watch outlives an outage of what it reads
      await watchOnce({ file, store, edits, signalsUrl, who, check }).catch((error) =>
        console.error(`remotes watch: ${error instanceof Error ? error.message : error}`),
      );
      await new Promise((resolve) => setTimeout(resolve, every * 1000));
    }
  }
  if (verb === 'check') {
    const report = modules.compatibility.formatReport(
      await check(store.validateManifest(current.value)),
    );
    for (const line of report.lines) console.log(line);
    return report.ok ? 0 : 1;
  }

  const writes = [
    'publish',
    'add',
    'default',
    'pin',
    'unpin',
    'canary',
    'stop-canary',
    'promote',
    'rollback',
  ];
  if (!writes.includes(verb)) throw new UsageError(`unknown verb "${verb}"\n\n${USAGE}`);
  if (!values.reason?.trim()) {
    throw new UsageError(`say why with --reason "<text>": it goes into the history`);
  }
  const remote = (value) => edits.remoteName(value);
  let edit;
  let action = verb;
  switch (verb) {
    case 'publish': {
      const [app] = args;
      if (!app || !/^remote-\w+$/.test(app) || !existsSync(path.join(ROOT, app, 'package.json'))) {
        throw new UsageError(
          'publish remote-<name> [--version x.y.z] [--source <folder>] [--force] [--origin <url>]',
        );
      }
      // everything that can refuse the publish is checked before the install and the build
      const publish = await import('./publish.mjs');
      const { LOCAL_RELEASES, RELEASES_DIR, planRelease, remoteOfApp } =
        await import('./releases.mjs');
      const stack = await import('../../scripts/stack.mjs');
      const source = publish.findSource(app, values.source, { root: ROOT, from });
      const install = publish.installNeeded(source);
      const version = values.version ?? source.version;
      const name = remote(remoteOfApp(app));
      const store = publish.releaseStoreOf({
        manifestFile: file,
        manifestGiven: values.manifest !== undefined,
        origin: values.origin,
        local: {
          origin: stack.RELEASES_ORIGIN,
          dir: RELEASES_DIR,
          portOffset: stack.PORT_OFFSET,
        },
        root: ROOT,
      });
      const entry = `${store.origin}/${name}/${version}/mf-manifest.json`;
      // listed already with another entry: refused now rather than after the build
      try {
        edits.addVersion(
          current.value,
          name,
          version,
          { entry, routes: [] },
          { replace: values.force },
        );
      } catch (error) {
        if (error instanceof Error && error.name === 'EditError') {
          error.message += ': publish it as another version (--version x.y.z)';
        }
        throw error;
      }
      publish.checkWritable(file);
      await read(hostFile).catch((error) => {
        throw new UsageError(
          `the manifest is checked against the host's build ${hostFile}, which cannot be read ` +
            `(${error instanceof Error ? error.message : error}): build it (\`pnpm build host\`) ` +
            `or name the served host's with --host <file or URL>`,
        );
      });
      await publish.checkStoreAnswers(store);
      const known = LOCAL_RELEASES.find(
        (r) => path.join(ROOT, r.app) === source.packageDir && r.version === version,
      );
      const release = planRelease(known ?? { app: source.packageDir, version, remote: name }, {
        force: values.force,
        immutable: !known,
        root: source.checkout,
        store: store.dir,
      });
      console.log(
        `remotes: ${app} ${version} from ${source.packageDir}, built with the tooling and ` +
          `install of ${source.checkout}, into ${release.outDir}, listed at ${entry}`,
      );
      if (install && !release.skipped) publish.runInstall(install);
      const outDir = release.build();
      const built = await publishedVersion(
        pathToFileURL(path.join(outDir, 'mf-manifest.json')).href,
      );
      console.log(`${app} ${version} published in ${outDir}/`);
      edit = edits.addVersion(
        current.value,
        name,
        version,
        { entry, ...built },
        {
          replace: values.force,
        },
      );
      break;
    }
    case 'add': {
      const [name, version] = args;
      if (!values.entry || !version) throw new UsageError('add <remote> <version> --entry <url>');
      const serverIntegrity = values['server-integrity'];
      const built = await publishedVersion(values.entry, {
        server: serverIntegrity === undefined ? 'optional' : 'given',
      });
      edit = edits.addVersion(
        current.value,
        remote(name),
        version,
        {
          entry: values.entry,
          routes: built.routes,
          integrity: values.integrity ?? built.integrity,
          serverIntegrity: serverIntegrity ?? built.serverIntegrity,
        },
        { replace: values.force },
      );
      break;
    }
    case 'default':
      edit =
        args[1] === 'none'
          ? edits.dropDefault(current.value, remote(args[0]))
          : edits.choose(current.value, { remote: remote(args[0]) }, args[1]);
      break;
    case 'pin':
      if (!args[0]) throw new UsageError('pin <brand> <remote> <version>');
      edit = edits.choose(current.value, { remote: remote(args[1]), brand: args[0] }, args[2]);
      break;
    case 'unpin':
      if (!args[0]) throw new UsageError('unpin <brand> <remote>');
      edit = edits.unpin(current.value, remote(args[1]), args[0]);
      break;
    case 'canary':
      edit = edits.canary(
        current.value,
        { remote: remote(args[0]), brand: values.brand },
        {
          next: values.next ?? args[1],
          percent: values.percent ?? args[2],
          watch: watchRules(values),
        },
      );
      break;
    case 'stop-canary':
      edit = edits.stopCanary(current.value, { remote: remote(args[0]), brand: values.brand });
      break;
    case 'promote':
      edit = edits.promote(current.value, { remote: remote(args[0]), brand: values.brand });
      break;
    case 'rollback': {
      const history = store.readHistory(file);
      if (values.to === undefined) {
        // the state before the last change still in effect, stepping over earlier rollbacks
        edit = store.rollbackLastEdit(history, current);
        break;
      }
      const to = Number(values.to.replace(/^#/, ''));
      if (!Number.isInteger(to)) throw new UsageError('rollback --to <history entry number>');
      edit = store.rollbackEdit(history, to, current.value);
      break;
    }
    default:
      throw new UsageError(`unknown verb "${verb}"\n\n${USAGE}`);
  }
  const who = values.who ?? process.env.STOREFRONT_OPERATOR ?? os.userInfo().username;
  const entry = await store.writeChecked(
    current,
    edit,
    { who, action, reason: values.reason.trim() },
    { check },
  );
  const effect =
    verb === 'rollback' ? store.historyEffects(store.readHistory(file)).get(entry.id) : undefined;
  console.log(`#${entry.id} ${effect ? `${store.rollbackLabel(effect)}: ` : ''}${entry.what}`);
  console.log(`written to ${file} (history: ${store.historyFileOf(file)})`);
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const name = error?.name;
  console.error(`remotes: ${error instanceof Error ? error.message : error}`);
  for (const reason of error?.reasons ?? []) console.error(`  ${reason}`);
  process.exitCode =
    error instanceof UsageError ||
    (error instanceof TypeError && error.code?.startsWith('ERR_PARSE_ARGS'))
      ? 2
      : name === 'RefusedError' || name === 'ConflictError' || name === 'EditError'
        ? 1
        : 2;
}
