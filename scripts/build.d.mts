export const ROOT: string;
export const APPS: string[];
export function inputHash(
  app: string,
  extraEnv?: Record<string, string>,
  extraInputs?: string[],
): string;
export function buildApp(
  app: string,
  options?: {
    force?: boolean;
    outDir?: string;
    env?: Record<string, string>;
    config?: string;
    extraInputs?: string[];
    immutable?: boolean;
  },
): void;
