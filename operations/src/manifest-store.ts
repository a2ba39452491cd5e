/**
 * Writing a remotes manifest file safely (`pnpm remotes`, operations/bin/remotes.mjs), in Node:
 *   - every new state is checked before it is written: the manifest's schema, by the checker the
 *     host reads it with (parseManifest, manifest-check.ts), and the compatibility check of
 *     `pnpm remotes:check` (a version that cannot be served, or a route the page would refuse, is
 *     refused with the reasons);
 *   - it is written atomically (a temporary file beside it, then a rename), and only if the file
 *     is still the one that was read (its SHA-256 compared under a lock file): two operators
 *     never lose each other's change, the second is told to read it again;
 *   - each write appends who, when, what and why, with the state it wrote, to a history file
 *     beside the manifest (`<name>.history.jsonl`), so any earlier state can be returned to.
 * Node only, never in the host's browser bundle: the commands and the host's render server (the
 * operator dashboard reads the file and its history) import it.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { parseManifest } from '../../host/src/features/remotes/manifest-check';
import type { RemoteName, RemotesManifest } from '../../host/src/features/remotes/manifest';
import type { Edit } from './manifest-edits';
import type { VersionResult } from './compatibility';
import { formatReport } from './compatibility';

type Json = Record<string, unknown>;

export type ManifestFile = { file: string; hash: string; value: Json };

export type HistoryEntry = {
  id: number;
  at: string;
  who: string;
  /** the verb: add, default, pin, unpin, canary, stop-canary, promote, rollback; baseline */
  action: string;
  /** what changed, in words */
  what: string;
  reason: string;
  /** SHA-256 of the file before and after the write */
  before: string | null;
  after: string;
  /** the whole manifest as written */
  manifest: Json;
  /** a rollback: the entry whose state it wrote again (older rollbacks say it in `what` only) */
  restores?: number;
  /** a decision of the canary's watch: the figures it was made on */
  figures?: Json;
};

/** Refused: the file changed since it was read, or another write holds the lock. */
export class ConflictError extends Error {
  override name = 'ConflictError';
}

/** Refused: the new state fails the schema or the compatibility check. */
export class RefusedError extends Error {
  override name = 'RefusedError';
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(message);
  }
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const historyFileOf = (file: string) => `${file.replace(/\.json$/, '')}.history.jsonl`;
const lockFileOf = (file: string) => `${file}.lock`;

export function readManifestFile(file: string): ManifestFile {
  const text = readFileSync(file, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new RefusedError(`${file} is not JSON`, [String(error)]);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RefusedError(`${file} is not a remotes manifest`, ['not an object']);
  }
  return { file, hash: sha256(text), value: value as Json };
}

export function readHistory(file: string): HistoryEntry[] {
  const history = historyFileOf(file);
  if (!existsSync(history)) return [];
  return readFileSync(history, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as HistoryEntry);
}

/** The manifest's schema, as the host reads it; throws RefusedError with the reason. */
export function validateManifest(value: unknown): RemotesManifest {
  try {
    return parseManifest(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new RefusedError('the manifest would not be valid', [reason]);
  }
}

/**
 * The compatibility check's problems that block a write: those of a version the manifest chooses
 * (default, pin, canary arm, last known good) or that the change touches. A version only listed
 * and never chosen is left to `pnpm remotes:check` to report.
 */
export function blockingProblems(results: VersionResult[], touched: Edit['touched']): string[] {
  const blocking = results.filter(
    (r) =>
      r.usedBy.length > 0 || touched.some((t) => t.remote === r.remote && t.version === r.version),
  );
  return formatReport(blocking).lines.filter((line) => line.startsWith('FAIL'));
}

export type WriteDeps = {
  /** the compatibility check of a manifest (compatibility.ts's checkManifest, wired to fetch) */
  check: (manifest: RemotesManifest) => Promise<VersionResult[]>;
  /** for tests: runs after the file was read and checked, before the write */
  beforeWrite?: () => void;
  now?: () => Date;
};

/**
 * Checks and writes a change: schema, the host's reading, the compatibility check, then the
 * compare-and-swap write and its history entry. Returns the entry written.
 */
export async function writeChecked(
  read: ManifestFile,
  edit: Edit,
  record: { who: string; action: string; reason: string; figures?: Json },
  deps: WriteDeps,
): Promise<HistoryEntry> {
  const parsed = validateManifest(edit.manifest);
  const problems = blockingProblems(await deps.check(parsed), edit.touched);
  if (problems.length) {
    throw new RefusedError('the change would serve what this host cannot', problems);
  }
  deps.beforeWrite?.();
  return writeIfUnchanged(
    read,
    edit.manifest,
    {
      ...record,
      what: edit.summary,
      ...(edit.restores === undefined ? {} : { restores: edit.restores }),
    },
    deps.now,
  );
}

function writeAtomically(file: string, text: string) {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temp, 'wx');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temp, file);
  } catch (error) {
    unlinkSync(temp);
    throw error;
  }
}

/**
 * The compare-and-swap write: under the lock file, the file must still hash as it did when it
 * was read; then the new text replaces it by rename, and the history gets its entry.
 */
export function writeIfUnchanged(
  read: ManifestFile,
  manifest: Json,
  record: { who: string; action: string; what: string; reason: string; restores?: number },
  now: () => Date = () => new Date(),
): HistoryEntry {
  const lock = lockFileOf(read.file);
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new ConflictError(
      `another write of ${read.file} is under way (${lock}); nothing was written: run the command again (remove the lock file only if no write is running)`,
    );
  }
  try {
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    const onDisk = readFileSync(read.file, 'utf8');
    if (sha256(onDisk) !== read.hash) {
      throw new ConflictError(
        `${read.file} changed since it was read (someone else wrote it); nothing was written: see \`pnpm remotes history\` and run the command again`,
      );
    }
    const history = readHistory(read.file);
    const at = now().toISOString();
    if (history.length === 0 || history.at(-1)?.after !== read.hash) {
      // the state before this write, so it can be returned to (first write, or a file written
      // by other means since the last entry)
      const baseline: HistoryEntry = {
        id: (history.at(-1)?.id ?? -1) + 1,
        at,
        who: record.who,
        action: 'baseline',
        what: 'the manifest as found before this write',
        reason: '',
        before: null,
        after: read.hash,
        manifest: read.value,
      };
      appendFileSync(historyFileOf(read.file), `${JSON.stringify(baseline)}\n`);
      history.push(baseline);
    }
    const text = `${JSON.stringify(manifest, null, 2)}\n`;
    writeAtomically(read.file, text);
    const entry: HistoryEntry = {
      id: (history.at(-1)?.id ?? -1) + 1,
      at,
      ...record,
      before: read.hash,
      after: sha256(text),
      manifest,
    };
    appendFileSync(historyFileOf(read.file), `${JSON.stringify(entry)}\n`);
    return entry;
  } finally {
    unlinkSync(lock);
  }
}

/** The change that returns the manifest to the state an earlier history entry wrote. */
export function rollbackEdit(history: HistoryEntry[], id: number, current: Json): Edit {
  const entry = history.find((e) => e.id === id);
  if (!entry) {
    throw new RefusedError(`no history entry ${id}`, [
      `entries: ${history.map((e) => e.id).join(', ') || 'none'}`,
    ]);
  }
  const touched: Edit['touched'] = [];
  const remotes = (entry.manifest.remotes ?? {}) as Record<string, { versions?: Json }>;
  const now = (current.remotes ?? {}) as Record<string, { versions?: Json }>;
  for (const [remote, release] of Object.entries(remotes)) {
    for (const version of Object.keys(release.versions ?? {})) {
      if (!now[remote]?.versions?.[version]) {
        touched.push({ remote: remote as RemoteName, version });
      }
    }
  }
  return {
    manifest: structuredClone(entry.manifest),
    summary: `returned to the state of entry ${entry.id} (${entry.at}: ${entry.what})`,
    touched,
    restores: entry.id,
  };
}

/** What an entry left in effect, and for a rollback what it undid and what it applied again. */
export type EntryEffect = {
  /**
   * The changes in effect after the entry, oldest first: the entries of every change not rolled
   * back since (a change, or an edit of the file by other means, recorded as "baseline" after
   * the first). A rollback leaves in effect what the entry it returned to did.
   */
  applied: number[];
  /** a rollback: the changes it undid, latest first */
  undoes: number[];
  /** a rollback to a later state than the one before (`--to`): the changes it applied again */
  reapplies: number[];
};

/** The entry a rollback returned to: recorded with it, or said in the `what` of an older one. */
function restoredBy(entry: HistoryEntry): number | undefined {
  if (entry.action !== 'rollback') return undefined;
  if (typeof entry.restores === 'number') return entry.restores;
  const said = /^returned to the state of entry (\d+) /.exec(entry.what);
  return said ? Number(said[1]) : undefined;
}

/** Each entry's effect, by id, read from the history in its order. */
export function historyEffects(history: HistoryEntry[]): Map<number, EntryEffect> {
  const effects = new Map<number, EntryEffect>();
  let inEffect: number[] = [];
  history.forEach((entry, index) => {
    const restored = restoredBy(entry);
    const target = restored === undefined ? undefined : effects.get(restored);
    let effect: EntryEffect;
    if (target) {
      effect = {
        applied: [...target.applied],
        undoes: inEffect.filter((id) => !target.applied.includes(id)).reverse(),
        reapplies: target.applied.filter((id) => !inEffect.includes(id)),
      };
    } else if (entry.action === 'baseline' && index === 0) {
      // the manifest as the first change found it: nothing before it to return to
      effect = { applied: [], undoes: [], reapplies: [] };
    } else {
      effect = { applied: [...inEffect, entry.id], undoes: [], reapplies: [] };
    }
    effects.set(entry.id, effect);
    inEffect = effect.applied;
  });
  return effects;
}

/**
 * `pnpm remotes rollback` without `--to`: the change that returns the manifest to the state
 * before the last change still in effect. Earlier rollbacks are stepped over, never undone, so
 * rolling back again goes further back through the changes and never serves again what a
 * rollback removed. An edit of the file by other means since the last entry is the last change.
 * Refused when no change is left to undo.
 */
export function rollbackLastEdit(history: HistoryEntry[], current: ManifestFile): Edit {
  const last = history.at(-1);
  if (!last) {
    throw new RefusedError(`nothing to roll back: no change of ${current.file} is recorded`, [
      `its history ${historyFileOf(current.file)} has no entry`,
    ]);
  }
  if (last.after !== current.hash) return rollbackEdit(history, last.id, current.value);
  const inEffect = historyEffects(history).get(last.id)?.applied ?? [];
  const undone = inEffect.at(-1);
  const first = history[0]!;
  if (undone === undefined) {
    throw new RefusedError('nothing further to roll back: no entry to return to', [
      `every change since entry ${first.id} (${first.at}: ${first.what}) is rolled back already: the manifest is in the state of entry ${first.id}, the earliest recorded`,
      'to write a later state again: pnpm remotes rollback --to <entry> (see pnpm remotes history)',
    ]);
  }
  const index = history.findIndex((e) => e.id === undone);
  const before = history[index - 1];
  if (!before) {
    throw new RefusedError('nothing further to roll back: no entry to return to', [
      `the state before entry ${undone}, the last change in effect, is not recorded`,
    ]);
  }
  return rollbackEdit(history, before.id, current.value);
}

/** A rollback in words: "rollback of #<id>", "rollback of #<id>, #<id>; applies #<id> again". */
export function rollbackLabel(effect: EntryEffect): string {
  const ids = (list: number[]) => list.map((id) => `#${id}`).join(', ');
  const parts = [];
  if (effect.undoes.length) parts.push(`of ${ids(effect.undoes)}`);
  if (effect.reapplies.length) parts.push(`applies ${ids(effect.reapplies)} again`);
  return `rollback${parts.length ? ` ${parts.join('; ')}` : ''}`;
}

/**
 * `pnpm remotes history`: one entry a line (#id, when, who, what), then under it the rollback
 * that undid it when it is no longer in effect, and why it was made. A rollback says which
 * entries it undid. The last `limit` entries when given.
 */
export function historyLines(history: HistoryEntry[], limit = 0): string[] {
  const effects = historyEffects(history);
  const inEffect = new Set(effects.get(history.at(-1)?.id ?? -1)?.applied ?? []);
  const undoneBy = new Map<number, number>();
  for (const entry of history) {
    for (const id of effects.get(entry.id)?.undoes ?? []) undoneBy.set(id, entry.id);
  }
  const shown = limit > 0 ? history.slice(-limit) : history;
  return shown.flatMap((entry) => {
    const effect = effects.get(entry.id);
    const action = restoredBy(entry) !== undefined && effect ? rollbackLabel(effect) : entry.action;
    const lines = [`#${entry.id}  ${entry.at}  ${entry.who}  ${action}: ${entry.what}`];
    const by = undoneBy.get(entry.id);
    if (by !== undefined && !inEffect.has(entry.id)) lines.push(`      rolled back by #${by}`);
    if (entry.reason) lines.push(`      why: ${entry.reason}`);
    return lines;
  });
}
