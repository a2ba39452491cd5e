import { createContext, useContext } from 'react';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import type { Environment } from './environment';
import type { FlagsState } from './flags';

export type Shell = {
  brand: BrandConfig;
  flags: FlagsState;
  env: Environment;
  /** remote overrides asked for in the URL and refused (shown to whoever asked) */
  refusedOverrides: ReadonlyArray<{
    remote: string;
    entry: string;
    reason: 'origin' | 'production' | 'malformed';
  }>;
};

export const ShellContext = createContext<Shell | null>(null);

/** The loaded brand, flags and environment, for the shell's own components. */
export function useShell(): Shell {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell outside the loaded shell');
  return value;
}
