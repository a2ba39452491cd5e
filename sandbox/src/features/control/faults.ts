/**
 * Faults injected on demand: per call name (`<Service>/<Call>`), optionally for one brand, for
 * the next `times` calls or until cleared. When several faults match a call, the oldest fires.
 */
import { ERROR_CODES, type ErrorCode } from '../../../../shared/src/domain/contract';

const TRANSPORT_FAULTS = [
  'HTTP_500',
  'HTTP_503',
  'MALFORMED',
  'MALFORMED_BODY',
  'LATENCY',
  'NETWORK_ERROR',
] as const;
export const FAULT_KINDS = [...ERROR_CODES, ...TRANSPORT_FAULTS] as const;
export type FaultKind = ErrorCode | (typeof TRANSPORT_FAULTS)[number];

const DEFAULT_LATENCY_MS = 3000;

export type Fault = {
  id: string;
  call: string;
  kind: FaultKind;
  /** Calls left before the fault retires itself; null means until cleared. */
  remaining: number | null;
  latencyMs: number;
  brand: string | null;
  fired: number;
};

export type FaultInput = Pick<Fault, 'call' | 'kind' | 'brand'> & {
  times: number | null;
  latencyMs: number | null;
};

export type FaultStore = {
  add(input: FaultInput): Fault;
  /** The fault to apply to this call (counted as fired), if any. */
  take(call: string, brand: string | null): Fault | undefined;
  list(): Fault[];
  /** Removes the faults (only those scoped to `brand` when given); returns how many. */
  clear(brand?: string): number;
};

export function createFaultStore(): FaultStore {
  let faults: Fault[] = [];
  let sequence = 0;
  return {
    add(input) {
      sequence += 1;
      const fault: Fault = {
        id: `fault-${sequence}`,
        call: input.call,
        kind: input.kind,
        remaining: input.times,
        latencyMs: input.latencyMs ?? DEFAULT_LATENCY_MS,
        brand: input.brand,
        fired: 0,
      };
      faults.push(fault);
      return { ...fault };
    },
    take(call, brand) {
      const fault = faults.find(
        (candidate) =>
          candidate.call === call && (candidate.brand === null || candidate.brand === brand),
      );
      if (!fault) return undefined;
      fault.fired += 1;
      if (fault.remaining !== null) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault);
      }
      return { ...fault };
    },
    list: () => faults.map((fault) => ({ ...fault })),
    clear(brand) {
      const count = faults.length;
      faults = brand === undefined ? [] : faults.filter((fault) => fault.brand !== brand);
      return count - faults.length;
    },
  };
}
