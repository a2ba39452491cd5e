import { execFile } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../scripts/build.mjs';
import { RUNTIME_MANIFEST } from './runtime-manifest';

export type CommandRun = { code: number; stdout: string; stderr: string };

/**
 * `pnpm remotes …` as an operator runs it, on the stack's manifest, recorded in its history as
 * done by `e2e` (a command that publishes builds first: up to 4 minutes).
 */
export function remotes(...args: string[]): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'operations/bin/remotes.mjs'), ...args, '--who', 'e2e'],
      {
        cwd: ROOT,
        timeout: 240_000,
        env: { ...process.env, STOREFRONT_MANIFEST: RUNTIME_MANIFEST },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error.code as number | undefined) ?? 1) : 0, stdout, stderr }),
    );
  });
}
