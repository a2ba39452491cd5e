/** Deals/GetDealsByBP: the deals of a business profile; an unknown profile is NOT_FOUND. */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { isoDay } from '../../lib/dates';
import { ok, SandboxError } from '../../lib/envelope';
import { parseInput } from '../../lib/validation';
import { findBrandByBusinessProfile } from '../../inventory/brands';
import { dealsFor } from './deals';

export const dealRoutes: FastifyPluginAsync<{ now: () => number }> = async (app, { now }) => {
  app.get('/api/services/app/Deals/GetDealsByBP', async (request) => {
    const { businessProfile } = parseInput(
      z.object({ businessProfile: z.string().min(1) }),
      request.query,
      'query',
    );
    const owner = findBrandByBusinessProfile(businessProfile);
    if (!owner) throw new SandboxError('NOT_FOUND', `Unknown business profile ${businessProfile}`);
    return ok({ items: dealsFor(businessProfile, owner.brand, owner.productType, isoDay(now())) });
  });
};
