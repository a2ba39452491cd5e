/**
 * The control API under /__sandbox/ for tests: faults, reset, runtime settings and the call log.
 * Storefront bundles never call it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { SandboxError } from '../../lib/envelope';
import type { SandboxSettings } from '../../lib/settings';
import { parseInput } from '../../lib/validation';
import { normalizeDomain } from '../../inventory/brands';
import type { CallLog } from './call-log';
import { FAULT_KINDS, type FaultStore } from './faults';

export type ControlOptions = {
  faults: FaultStore;
  calls: CallLog;
  settings: SandboxSettings;
  /** Every backend call name the server answers, e.g. `CartApiService/CreateCart`. */
  knownCalls: () => string[];
  reset: () => void;
};

const faultSchema = z.object({
  call: z.string().min(1),
  kind: z.enum(FAULT_KINDS),
  times: z.number().int().min(1).optional(),
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  brand: z.string().min(1).optional(),
});

const settingsSchema = z.object({ cartTtlSeconds: z.number().positive().max(86_400) });

export const controlRoutes: FastifyPluginAsync<ControlOptions> = async (app, options) => {
  app.get('/__sandbox/health', async () => ({ ok: true }));

  app.post('/__sandbox/faults', async (request, reply) => {
    const input = parseInput(faultSchema, request.body, 'fault');
    if (!options.knownCalls().includes(input.call)) {
      throw new SandboxError('VALIDATION_ERROR', `Unknown call ${input.call}`, {
        known: options.knownCalls(),
      });
    }
    const fault = options.faults.add({
      call: input.call,
      kind: input.kind,
      times: input.times ?? null,
      latencyMs: input.latencyMs ?? null,
      brand: input.brand ? normalizeDomain(input.brand) : null,
    });
    return reply.code(201).send({ fault });
  });

  app.get('/__sandbox/faults', async () => ({ faults: options.faults.list() }));

  // ?brand=<domain>: only the faults scoped to that brand (a test's own, left unfired)
  app.delete<{ Querystring: { brand?: string } }>('/__sandbox/faults', async (request) => ({
    removed: options.faults.clear(
      request.query.brand ? normalizeDomain(request.query.brand) : undefined,
    ),
  }));

  app.post('/__sandbox/reset', async () => {
    options.reset();
    return { reset: true };
  });

  app.get('/__sandbox/config', async () => ({ ...options.settings }));

  app.post('/__sandbox/config', async (request) => {
    const input = parseInput(settingsSchema, request.body, 'settings');
    options.settings.cartTtlSeconds = input.cartTtlSeconds;
    return { ...options.settings };
  });

  app.get('/__sandbox/calls', async (request) => {
    const { call } = parseInput(z.object({ call: z.string().optional() }), request.query, 'query');
    return call
      ? options.calls.get(call)
      : { counts: options.calls.counts(), known: options.knownCalls() };
  });
};
