/**
 * FeatureToogle (sic: the backend's spelling, spec section 7): the caller's brand toggles, one
 * toggle by name, and every toggle the backend knows. The brand is the bearer token's.
 */
import * as z from 'zod/mini';
import { parseWith, request } from '@storefront/shared/api/client';
import type { FeatureFlag, KnownToggle } from '../domain/brand';
import { optionalText } from './wire-text';

const BASE = '/api/services/app/FeatureToogle';

const togglesSchema = z.lazy(() =>
  z.object({
    toggles: z.array(
      z.object({
        name: z.string().check(z.minLength(1)),
        enabled: z.pipe(
          z.nullish(z.boolean()),
          z.transform((enabled) => enabled ?? false),
        ),
      }),
    ),
  }),
);

/** The flags of the caller's brand (loaded once at start-up by the host). */
export function flagProviderList(): Promise<FeatureFlag[]> {
  return request(
    { method: 'POST', url: `${BASE}/FlagProviderList` },
    parseWith(togglesSchema, (wire) =>
      wire.toggles.map((toggle) => ({ name: toggle.name, enabled: toggle.enabled })),
    ),
  );
}

/** Whether one toggle is on for the caller's brand; an unknown name is off. */
export function isFeatureEnabled(featureName: string): Promise<boolean> {
  return request(
    { method: 'POST', url: `${BASE}/IsFeatureEnabled`, params: { featureName } },
    parseWith(z.boolean(), (enabled) => enabled),
  );
}

const knownSchema = z.lazy(() =>
  z.object({
    toggles: z.array(
      z.object({ name: z.string().check(z.minLength(1)), description: optionalText }),
    ),
  }),
);

/** Every toggle the backend knows, with what it does. */
export function listKnownToggles(): Promise<KnownToggle[]> {
  return request(
    { method: 'POST', url: `${BASE}/ListKnowToggles` },
    parseWith(knownSchema, (wire) =>
      wire.toggles.map((toggle) => ({ name: toggle.name, description: toggle.description })),
    ),
  );
}
