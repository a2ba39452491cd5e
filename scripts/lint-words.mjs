#!/usr/bin/env node
// The product speaks of itself only: no tracked file tells how the project was made (numbered
// work sessions, issue-tracker numbers, attempts that were undone, "this machine", test files
// named after a review). Part of `pnpm lint`.
//
//   node scripts/lint-words.mjs              every file `git ls-files` lists; exit 1 naming file:line
//   node scripts/lint-words.mjs --self-test  proves the rules catch planted lines and pass legitimate ones
//
// "session" and "review" are product words too (session storage, session replay, the checkout's
// review step, a hotel's reviews): only their diary senses are refused. A colour such as #fff or
// #000 is not an issue number. The patterns spell their words with \s, and the planted lines with
// \u0020, so this file passes itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Refused in any line of a tracked text file. */
export const LINE_RULES = [
  { pattern: /\bsessions?\s\d+/i, says: 'a numbered work session' },
  {
    pattern: /\b(?:earlier|previous|past|later|last|next)\ssessions\b/i,
    says: 'work sessions',
  },
  {
    pattern: /\b(?:issues?|PRs?|pull\srequests?|tickets?|fix(?:es|ed)?|closes|see)\s#\d+\b/i,
    says: 'an issue-tracker number',
  },
  // a number of one or two digits after #, alone: never a colour (a colour has 3, 4, 6 or 8 digits)
  { pattern: /(?:^|[\s(])#\d{1,2}(?![\w-])/, says: 'an issue-tracker number' },
  { pattern: /\btaken\sback\b/i, says: 'an attempt that was undone' },
  {
    pattern: /\btried\sand\s(?:undone|reverted|dropped|not\skept)\b/i,
    says: 'an attempt that was undone',
  },
  { pattern: /\b(?:on|of|for|in)\sthis\smachine\b|\bthis\smachine\shas\b/i, says: 'this machine' },
  { pattern: /\breview\s(?:fix(?:es)?|mends?|findings|comments|remarks)\b/i, says: 'a review' },
];

/** Refused as a tracked file's name: test files say what they test, not who asked for them. */
export const PATH_RULES = [
  {
    pattern: /(?:^|[/.-])reviews?[.-][^/]*\b(?:test|spec)\.[cm]?[jt]sx?$/i,
    says: 'a test file named after a review',
  },
];

const BINARY = /\.(?:png|jpe?g|gif|webp|ico|woff2?|ttf|otf|eot|pdf|zip|gz|br|wasm)$/i;

/** The findings in one file's text: { line, text, says }. */
export function findInText(text) {
  const findings = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, says } of LINE_RULES) {
      if (pattern.test(line)) {
        findings.push({ line: index + 1, text: line.trim(), says });
        break;
      }
    }
  });
  return findings;
}

/** The findings in a path: { says } or null. */
export function findInPath(file) {
  const rule = PATH_RULES.find(({ pattern }) => pattern.test(file));
  return rule ? { says: rule.says } : null;
}

/** Every finding in the files git tracks under `root`, as `file:line: …` lines. */
export function lint(root) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, maxBuffer: 64 << 20 })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  const report = [];
  for (const file of files) {
    const named = findInPath(file);
    if (named) report.push(`${file}:1: file name is ${named.says}`);
    if (BINARY.test(file)) continue;
    let buffer;
    try {
      buffer = readFileSync(path.join(root, file));
    } catch {
      continue; // listed but deleted in the work tree
    }
    if (buffer.subarray(0, 8000).includes(0)) continue;
    for (const { line, text, says } of findInText(buffer.toString('utf8'))) {
      report.push(
        `${file}:${line}: ${says}: ${text.length > 120 ? `${text.slice(0, 117)}...` : text}`,
      );
    }
  }
  return report;
}

/** The rules against planted lines, and the whole run against a planted file in a scratch repository. */
function selfTest() {
  const s = 'session';
  const planted = [
    `Measured in ${s} 19, after the fixes.`,
    `as ${s}s 7 and 8 showed`,
    `read the notes of earlier ${s}s first`,
    'every figure of issue\u0020#10 in one run',
    "before\u0020#10's changes",
    'Fixes\u0020#123.',
    'It was tried, then taken\u0020back.',
    'about 100 ms of main thread on this\u0020machine',
    'Builds run one after another: this\u0020machine has two cores',
    'Review\u0020mends: the place field keeps what it found',
  ];
  const legitimate = [
    'The draft lives in session storage; sessionStorage is cleared on sign-out.',
    'Override in this session',
    'replays 0.1/0.1: one session in ten records one',
    'an earlier session’s token is not read as this one’s',
    'color: #fff; background: #000 ;',
    'border: 1px solid #333 ',
    'fill="#1a73e8"',
    'Step 5, review and pay',
    '"reviews_one": "{{formatted}} review"',
    'https://preview.storefront.example',
    'Run everything on one machine with two commands.',
    'href="#main"',
  ];
  const failures = [];
  for (const line of planted)
    if (findInText(line).length !== 1) failures.push(`not caught: ${line}`);
  for (const line of legitimate)
    if (findInText(line).length !== 0) failures.push(`wrongly refused: ${line}`);
  for (const file of [
    'remote-shop/src/features/basket/BasketScreen.review.sandbox.test.tsx',
    'e2e/tests/review-fixes.spec.ts',
  ])
    if (!findInPath(file)) failures.push(`file name not caught: ${file}`);
  for (const file of [
    'remote-shop/src/components/Reviews.tsx',
    'remote-shop/src/steps/ReviewStep.test.tsx',
  ])
    if (findInPath(file)) failures.push(`file name wrongly refused: ${file}`);

  // the whole run: a scratch repository with one clean file and one planted line
  const scratch = mkdtempSync(path.join(tmpdir(), 'lint-words-'));
  try {
    const git = (...args) => execFileSync('git', args, { cwd: scratch, stdio: 'pipe' });
    git('init', '-q');
    mkdirSync(path.join(scratch, 'docs'));
    writeFileSync(path.join(scratch, 'docs/clean.md'), 'Session storage keeps the draft.\n');
    writeFileSync(
      path.join(scratch, 'docs/planted.md'),
      `First line.\nAs ${s} 12 found, it works.\n`,
    );
    writeFileSync(path.join(scratch, 'untracked.md'), `${s} 3, never added to git.\n`);
    git('add', 'docs');
    const report = lint(scratch);
    if (report.length !== 1 || !report[0].startsWith('docs/planted.md:2: '))
      failures.push(`run on a planted file reported: ${JSON.stringify(report)}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  if (failures.length) {
    console.error(`lint-words self-test failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `lint-words self-test: ${planted.length} planted lines caught, ${legitimate.length} legitimate ones passed, a planted file found by file:line`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--self-test')) selfTest();
  else {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const report = lint(root);
    if (report.length) {
      console.error(
        `${report.join('\n')}\n\n${report.length} line(s) tell how the project was made, not what it is (scripts/lint-words.mjs).`,
      );
      process.exit(1);
    }
  }
}
