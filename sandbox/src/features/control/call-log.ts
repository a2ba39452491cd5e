/** What the storefront sent: a count per call name and its most recent requests. */

export type RecordedRequest = {
  at: string;
  method: string;
  query: unknown;
  body: unknown;
  brand: string | null;
  signedIn: boolean;
};

const KEPT_REQUESTS = 20;

export type CallLog = {
  record(call: string, request: RecordedRequest): void;
  /** Requests of one call, oldest first (the last KEPT_REQUESTS). */
  get(call: string): { call: string; count: number; requests: RecordedRequest[] };
  counts(): Record<string, number>;
  clear(): void;
};

export function createCallLog(): CallLog {
  const calls = new Map<string, { count: number; requests: RecordedRequest[] }>();
  return {
    record(call, request) {
      const entry = calls.get(call) ?? { count: 0, requests: [] };
      entry.count += 1;
      entry.requests.push(request);
      if (entry.requests.length > KEPT_REQUESTS) entry.requests.shift();
      calls.set(call, entry);
    },
    get(call) {
      const entry = calls.get(call);
      return { call, count: entry?.count ?? 0, requests: entry ? [...entry.requests] : [] };
    },
    counts: () =>
      Object.fromEntries([...calls.entries()].map(([call, entry]) => [call, entry.count])),
    clear: () => calls.clear(),
  };
}
