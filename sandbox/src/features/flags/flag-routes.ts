/**
 * FeatureToogle (sic, as the backend spells it): the toggles of the caller's brand, read from the
 * bearer token's domain. Every known flag is listed, off unless the brand turns it on.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FLAGS } from '../../../../shared/src/domain/contract';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/validation';
import { findBrand, type FlagName } from '../../inventory/brands';

const DESCRIPTIONS: Record<FlagName, string> = {
  [FLAGS.maintenance]: 'Replaces every route with the maintenance page',
  [FLAGS.tealium]: 'Injects the tag manager script for the Lastminute brand',
  [FLAGS.operatorPanel]: 'Shows the operator panel to signed-in operators',
};

const KNOWN_FLAGS = Object.values(FLAGS) as FlagName[];

function togglesFor(request: FastifyRequest): { name: FlagName; enabled: boolean }[] {
  const flags = findBrand(request.session?.domain ?? '')?.flags ?? {};
  return KNOWN_FLAGS.map((name) => ({ name, enabled: flags[name] ?? false }));
}

export const flagRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/services/app/FeatureToogle/FlagProviderList', async (request) =>
    ok({ toggles: togglesFor(request) }),
  );

  app.post('/api/services/app/FeatureToogle/IsFeatureEnabled', async (request) => {
    const { featureName } = parseInput(
      z.object({ featureName: z.string().min(1) }),
      request.query,
      'query',
    );
    return ok(togglesFor(request).some((toggle) => toggle.name === featureName && toggle.enabled));
  });

  app.post('/api/services/app/FeatureToogle/ListKnowToggles', async () =>
    ok({ toggles: KNOWN_FLAGS.map((name) => ({ name, description: DESCRIPTIONS[name] })) }),
  );
};
