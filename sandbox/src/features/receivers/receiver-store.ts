/** What the receivers got, kept in memory until a reset, readable through /__sandbox/. */
import type { Envelope } from './sentry-envelope';

export type ReceivedEvent = {
  receivedAt: string;
  origin: string | null;
  payload: Record<string, unknown> & { eventName: string };
};
export type ReceivedReport = { receivedAt: string; projectId: string; envelope: Envelope };

export type ReceiverStore = ReturnType<typeof createReceiverStore>;

export function createReceiverStore(deps: { now: () => number }) {
  let events: ReceivedEvent[] = [];
  let reports: ReceivedReport[] = [];
  const stamp = () => new Date(deps.now()).toISOString();
  return {
    addEvent(payload: ReceivedEvent['payload'], origin: string | null): void {
      events.push({ receivedAt: stamp(), origin, payload });
    },
    events: (eventName: string | null): ReceivedEvent[] =>
      events.filter((event) => eventName === null || event.payload.eventName === eventName),
    addReport(projectId: string, envelope: Envelope): void {
      reports.push({ receivedAt: stamp(), projectId, envelope });
    },
    reports: (): ReceivedReport[] => [...reports],
    clear(): void {
      events = [];
      reports = [];
    },
  };
}
