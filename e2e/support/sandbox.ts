import { SANDBOX_URL } from './env';

/** The sandbox's control API (sandbox/README.md, "Control API"), for driving and reading tests. */
async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export type FaultKind =
  | 'NO_CONTENT'
  | 'GENERIC_ERROR'
  | 'CART_EXPIRED'
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'VALIDATION_ERROR'
  | 'INVALID_TOKEN'
  | 'HTTP_500'
  | 'HTTP_503'
  | 'MALFORMED'
  | 'MALFORMED_BODY'
  | 'LATENCY'
  | 'NETWORK_ERROR';

/** A fault on the next `times` calls, scoped to a brand so parallel tests do not meet it. */
export function injectFault(fault: {
  call: string;
  kind: FaultKind;
  brand: string;
  times?: number;
  latencyMs?: number;
}) {
  return control<{ fault: { id: string } }>('POST', '/__sandbox/faults', fault);
}

/** Removes the faults scoped to `brand` that have not fired as often as they were told. */
export function clearFaults(brand: string) {
  return control<{ removed: number }>(
    'DELETE',
    `/__sandbox/faults?brand=${encodeURIComponent(brand)}`,
  );
}

export type CallRecord = {
  at: string;
  method: string;
  query: Record<string, unknown>;
  body: unknown;
  brand: string | null;
  signedIn: boolean;
};

export async function callsTo(call: string): Promise<CallRecord[]> {
  return (
    await control<{ requests: CallRecord[] }>(
      'GET',
      `/__sandbox/calls?call=${encodeURIComponent(call)}`,
    )
  ).requests;
}

export type ReceivedEvent = {
  receivedAt: string;
  origin: string | null;
  payload: {
    eventName: string;
    logLevel: string;
    eventProperties: Record<string, unknown>;
    eventData: Record<string, string | null | undefined>;
    project: string;
  };
};

export async function eventsFor(
  domain: string,
  since: number,
  eventName?: string,
): Promise<ReceivedEvent[]> {
  const query = eventName ? `?eventName=${encodeURIComponent(eventName)}` : '';
  const { items } = await control<{ items: ReceivedEvent[] }>('GET', `/__sandbox/events${query}`);
  return items.filter(
    (e) => e.payload.eventData.domain === domain && Date.parse(e.receivedAt) >= since,
  );
}

export type ErrorReport = {
  receivedAt: string;
  envelope: {
    header: Record<string, unknown>;
    items: Array<{ header: { type?: string }; payload: unknown }>;
  };
};

export async function errorReports(since: number): Promise<ErrorReport[]> {
  const { items } = await control<{ items: ErrorReport[] }>('GET', '/__sandbox/error-reports');
  return items.filter((r) => Date.parse(r.receivedAt) >= since);
}

/** Every error event in the reports received since `since`, with the tags it carried. */
export async function reportedErrors(since: number) {
  return (await errorReports(since)).flatMap((r) =>
    r.envelope.items
      .filter((i) => i.header.type === 'event')
      .map(
        (i) =>
          i.payload as {
            tags?: Record<string, string>;
            extra?: Record<string, unknown>;
            exception?: { values?: Array<{ value?: string; type?: string }> };
            message?: string;
            request?: { url?: string };
          },
      ),
  );
}

export type VersionSignals = {
  version: string;
  pageViews: number;
  errors: number;
  errorRate: number;
  p75: Record<'LCP' | 'INP' | 'CLS', number | null>;
  samples: Record<'LCP' | 'INP' | 'CLS', number>;
};

/** The receiver's page signals of one remote, summed per version (`/__sandbox/signals`). */
export async function signalsOf(
  remote: string,
  domain: string,
  since: number,
): Promise<VersionSignals[]> {
  const query = new URLSearchParams({ remote, domain, since: new Date(since).toISOString() });
  const { versions } = await control<{ versions: VersionSignals[] }>(
    'GET',
    `/__sandbox/signals?${query}`,
  );
  return versions;
}
