/**
 * Feature flags (spec section 4): loaded once at start-up; a failure leaves every flag off and
 * keeps the message; a query parameter named like a flag overrides it with true or false.
 */
import type { FeatureFlag } from '@storefront/shared/domain/brand';
import { FLAGS } from '@storefront/shared/domain/contract';

/** Flags the storefront reads, overridable even when the backend does not list them. */
const KNOWN_FLAGS: readonly string[] = Object.values(FLAGS);

export type FlagsState =
  | { status: 'loaded'; flags: Record<string, boolean> }
  | { status: 'error'; flags: Record<string, boolean>; message: string };

export function applyOverrides(
  flags: Record<string, boolean>,
  search: string,
): Record<string, boolean> {
  const params = new URLSearchParams(search);
  const result = { ...flags };
  for (const name of new Set([...Object.keys(flags), ...KNOWN_FLAGS])) {
    const value = params.get(name);
    if (value === 'true') result[name] = true;
    else if (value === 'false') result[name] = false;
  }
  return result;
}

export function flagsFrom(list: FeatureFlag[], search: string): FlagsState {
  const flags: Record<string, boolean> = {};
  for (const { name, enabled } of list) flags[name] = enabled;
  return { status: 'loaded', flags: applyOverrides(flags, search) };
}

export function failedFlags(error: unknown): FlagsState {
  return {
    status: 'error',
    flags: {},
    message: error instanceof Error ? error.message : String(error),
  };
}

export function isOn(state: FlagsState, name: string): boolean {
  return state.flags[name] === true;
}
