#!/usr/bin/env node
/**
 * `pnpm test`: every check of the repository, stage by stage, with each stage's time.
 *
 * A step holds lanes that run side by side (their output prefixed with the stage's name); a lane
 * is one stage or a few run one after another; the steps run one after another, and the first
 * failing step ends the run (a failing stage ends its lane). Everything the stacks serve is
 * built first (`pnpm build:tests`, beside lint and typecheck), so no later stage builds into a
 * folder another reads. The Chromium e2e stages each start their own stack on the same ports, so
 * they run one after another; the engines' journeys (WebKit, Firefox and Chromium, over HTTPS,
 * with nginx ending TLS in front of a render process as in production) run on ports of their own
 * beside the unit tests and then the scaffold check (a scratch copy, on ports of its own too).
 * The parity sweep (`pnpm test:parity`) runs after them, on its own.
 *
 *   node scripts/test.mjs             every stage
 *   node scripts/test.mjs --list      the stages, in order, without running them
 *   node scripts/test.mjs unit e2e    the named stages only, in the same order
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';

/**
 * The engines' journeys start a stack of their own beside the unit tests (whose sandbox specs
 * start a sandbox): on ports moved 3000 further than the run's, so neither meets the other nor
 * the e2e stages' stack.
 */
const ENGINES_OFFSET = String(Number(process.env.STOREFRONT_PORT_OFFSET ?? 0) + 3000);

/**
 * [name, package script, environment] in steps of lanes: a step's lanes run side by side, a
 * lane's stages one after another.
 */
const STEPS = [
  [[['lint', 'lint']], [['typecheck', 'typecheck']], [['build', 'build:tests']]],
  [
    // a remote scaffolded, built, served and published in a scratch copy of the commit (which
    // copies this checkout's builds), after the unit tests rather than beside them: its own
    // jest, build and browsers would share the two cores with theirs and the engines' too
    [
      ['unit', 'test:unit'],
      ['scaffold', 'test:scaffold'],
    ],
    // as production serves: nginx ending TLS (HTTP/2) in front of a render process
    [
      [
        'engines',
        'test:engines',
        {
          STOREFRONT_PORT_OFFSET: ENGINES_OFFSET,
          STOREFRONT_SERVER: 'nginx',
          STOREFRONT_RENDER: 'server',
          STOREFRONT_RENDER_PROCESSES: '1',
        },
      ],
    ],
  ],
  // on its own: beside the engines' journeys, the two together outlast the journeys' waits
  [[['parity', 'test:parity']]],
  [[['e2e', 'test:e2e:server']]],
  [[['e2e-client', 'test:e2e:client']]],
  [[['e2e-nginx', 'test:e2e:nginx']]],
];
const STAGES = STEPS.flat(2);

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * Runs `pnpm run <script>` with `env` added; resolves with its exit code, its lines prefixed
 * when `prefix`.
 */
function run(script, prefix, env = {}) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', script], {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        readline
          .createInterface({ input: stream })
          .on('line', (line) => process.stdout.write(`[${prefix}] ${line}\n`));
      }
    }
    child.on('close', (code, signal) => {
      // a stage ended from outside (the OOM killer, a stray kill) says so: its exit code alone
      // reads like a failing test
      if (signal) console.log(`${prefix ? `[${prefix}] ` : ''}ended by ${signal}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const steps = STEPS.map((step) =>
  step
    .map((lane) => lane.filter(([name]) => wanted.length === 0 || wanted.includes(name)))
    .filter((lane) => lane.length > 0),
).filter((step) => step.length > 0);

if (process.argv.includes('--list')) {
  for (const step of steps)
    console.log(
      step
        .map((lane) => lane.map(([name, script]) => `${name} (pnpm ${script})`).join(' then '))
        .join('  |  '),
    );
  process.exit(0);
}
const unknown = wanted.filter((name) => !STAGES.some(([stage]) => stage === name));
if (unknown.length > 0) {
  console.error(
    `test: no stage ${unknown.join(', ')} (stages: ${STAGES.map(([n]) => n).join(', ')})`,
  );
  process.exit(2);
}

const started = Date.now();
const times = [];
let failed = null;
/** A stage run, timed; its exit code. */
async function stage([name, script, env], side) {
  const from = Date.now();
  console.log(`\n== ${name}: started at ${clock(from - started)}`);
  const code = await run(script, side ? name : null, env);
  const took = Date.now() - from;
  times.push([name, took, code]);
  console.log(`== ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(took)}`);
  return code;
}

for (const step of steps) {
  const side = step.length > 1;
  // each lane's stages one after another, until one fails: the lane's failing stage, or none
  const results = await Promise.all(
    step.map(async (lane) => {
      for (const entry of lane) if ((await stage(entry, side)) !== 0) return entry[0];
      return null;
    }),
  );
  const bad = results.find((name) => name !== null);
  if (bad) {
    failed = bad;
    break;
  }
}

console.log('\n== stage times');
for (const [name, took, code] of times)
  console.log(
    `   ${name.padEnd(12)} ${clock(took).padStart(6)}  ${code === 0 ? 'passed' : 'FAILED'}`,
  );
console.log(`   ${'total'.padEnd(12)} ${clock(Date.now() - started).padStart(6)}`);
if (failed) {
  console.error(`test: stage ${failed} failed`);
  process.exit(1);
}
