export const ROOT: string;
export const APPS: string[];
export function inputHash(
  app: string,
  extraEnv?: Record<string, string>,
  extraInputs?: string[],
  root?: string,
): string;
export type BuildOptions = {
  force?: boolean;
  outDir?: string;
  env?: Record<string, string>;
  config?: string;
  extraInputs?: string[];
  immutable?: boolean;
  root?: string;
};
export function planBuild(app: string, options?: BuildOptions): { skipped: boolean; run(): void };
export function buildApp(app: string, options?: BuildOptions): void;
