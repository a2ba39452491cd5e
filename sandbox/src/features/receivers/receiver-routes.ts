/**
 * Receivers the storefront posts to: tracking events (spec section 7's payload, with the custom
 * token header) and error reports in the SDK's envelope format. Tests read them back under
 * /__sandbox/events and /__sandbox/error-reports.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SandboxError } from '../../lib/envelope';
import { parseInput } from '../../lib/validation';
import { PAGE_SIGNALS_EVENT, aggregateSignals } from './signals';
import type { ReceiverStore } from './receiver-store';
import { parseEnvelope } from './sentry-envelope';

const TRACKING_TOKEN_HEADER = 'x-tracking-token';
export const TRACKING_TOKEN = 'sandbox-tracking-token';
export const SENTRY_PUBLIC_KEY = 'sandboxpublickey';

const optionalText = z.string().nullish();

const trackingEventSchema = z.looseObject({
  eventName: z.string().min(1),
  logLevel: z.string().min(1),
  eventProperties: z.record(z.string(), z.unknown()),
  eventData: z.looseObject({
    appVersion: z.string().min(1),
    externalUserId: optionalText,
    brand: z.string().min(1),
    subBrand: optionalText,
    cartId: optionalText,
    product: optionalText,
    domain: z.string().min(1),
    fingerprint: optionalText,
    sessionFingerprint: optionalText,
  }),
  project: z.string().min(1),
});

function sentryKeyOf(request: FastifyRequest): string | null {
  const fromQuery = (request.query as Record<string, unknown>).sentry_key;
  if (typeof fromQuery === 'string') return fromQuery;
  const auth = request.headers['x-sentry-auth'];
  return (typeof auth === 'string' ? /sentry_key=([^,\s]+)/.exec(auth)?.[1] : undefined) ?? null;
}

const eventsReceiver: FastifyPluginAsync<{ receivers: ReceiverStore }> = async (
  app,
  { receivers },
) => {
  app.post('/__receivers/events', async (request, reply) => {
    if (request.headers[TRACKING_TOKEN_HEADER] !== TRACKING_TOKEN) {
      throw new SandboxError(
        'UNAUTHORIZED',
        `The ${TRACKING_TOKEN_HEADER} header is missing or wrong`,
      );
    }
    const event = parseInput(trackingEventSchema, request.body, 'tracking event');
    receivers.addEvent(event, request.headers.origin ?? null);
    return reply.code(202).send({ accepted: true });
  });

  app.get('/__sandbox/events', async (request) => {
    const { eventName } = parseInput(
      z.object({ eventName: z.string().optional() }),
      request.query,
      'query',
    );
    return { items: receivers.events(eventName ?? null) };
  });

  // the page signals of one remote, summed per version (signals.ts): what a canary's watch reads
  app.get('/__sandbox/signals', async (request) => {
    const filter = parseInput(
      z.object({
        remote: z.string().min(1),
        domain: z.string().optional(),
        environment: z.string().optional(),
        since: z.iso.datetime().optional(),
      }),
      request.query,
      'query',
    );
    return {
      remote: filter.remote,
      versions: aggregateSignals(receivers.events(PAGE_SIGNALS_EVENT), filter),
    };
  });
};

const errorReportsReceiver: FastifyPluginAsync<{ receivers: ReceiverStore }> = async (
  app,
  { receivers },
) => {
  // The SDK posts text/plain (or application/x-sentry-envelope) that may hold binary items.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const receive = async (request: FastifyRequest<{ Params: { projectId: string } }>) => {
    if (sentryKeyOf(request) !== SENTRY_PUBLIC_KEY)
      throw new SandboxError('UNAUTHORIZED', 'Unknown sentry_key');
    if (!Buffer.isBuffer(request.body))
      throw new SandboxError('VALIDATION_ERROR', 'An envelope body is required');
    let envelope;
    try {
      envelope = parseEnvelope(request.body);
    } catch (error) {
      throw new SandboxError('VALIDATION_ERROR', `Malformed envelope: ${(error as Error).message}`);
    }
    receivers.addReport(request.params.projectId, envelope);
    const eventId = envelope.header.event_id;
    return typeof eventId === 'string' ? { id: eventId } : {};
  };
  app.post<{ Params: { projectId: string } }>('/api/:projectId/envelope/', receive);
  app.post<{ Params: { projectId: string } }>('/api/:projectId/envelope', receive);

  app.get('/__sandbox/error-reports', async () => ({ items: receivers.reports() }));
};

export const receiverRoutes: FastifyPluginAsync<{ receivers: ReceiverStore }> = async (
  app,
  options,
) => {
  await app.register(eventsReceiver, options);
  await app.register(errorReportsReceiver, options);
};
