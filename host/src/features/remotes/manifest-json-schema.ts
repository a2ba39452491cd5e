/**
 * The remotes manifest's JSON Schema, for operators' editors: generated from its zod schema
 * (manifest-schema.ts) for a list of remotes, never written by hand. `pnpm remotes:schema` and
 * `pnpm build` write it to schema/remotes-manifest.schema.json for the workspace's declared
 * remotes (operations/bin/remotes-schema.mjs); the file is not kept in git.
 *
 * What a JSON Schema cannot say is the zod checker's alone: that a default, a pin, a canary arm
 * or `lastKnownGood` names a listed version, that a pin's remote is listed, and that a version
 * serves each route path once.
 * Node only: the page has no use for it (and zod's JSON Schema generator is not shared).
 */
import * as z from 'zod/mini';
import { MANIFEST_PARTS, manifestSchema } from './manifest-schema';

export const SCHEMA_ID = 'https://storefront.example/schema/remotes-manifest.schema.json';

type Meta = { id?: string; title?: string; description?: string };

/** The JSON Schema (draft-07) of a manifest for these remotes. */
export function manifestJsonSchema(names: readonly string[]): Record<string, unknown> {
  const manifest = manifestSchema(names);
  const { version, choice, canaryWatch, route, entry, release } = MANIFEST_PARTS;
  const registry = z.registry<Meta>();
  registry.add(manifest, {
    title: 'Remotes manifest',
    description: `Which published version of each remote an environment serves, per brand, and the routes each version serves. Generated from host/src/features/remotes/manifest-schema.ts for the remotes ${names.join(', ')}. A host ignores a remote it does not know and serves a remote without a default only where a brand pins it. The host refuses a default, pin, canary arm or lastKnownGood naming a version not listed, a pin of a remote not listed, and a route path listed twice.`,
  });
  registry.add(version, { id: 'version' });
  registry.add(choice, {
    id: 'choice',
    description: 'A version, or percent of visitors on next and the rest on stable.',
  });
  registry.add(canaryWatch, {
    id: 'canaryWatch',
    description:
      'The rules `pnpm remotes watch` judges a canary by, from real shoppers’ page signals: no decision before each arm has minPageViews page views; rolled back when next’s errors per page view pass maxErrorRate or maxErrorRateRatio times stable’s, or its INP or LCP 75th percentile passes stable’s by more than the increase allowed; promoted once healthy at the window’s end (windowPageViews page views on next, or windowMinutes since the canary started).',
  });
  registry.add(route, {
    id: 'route',
    description:
      'A fixed path of the site (no parameters, no wildcards) and the screen the version exposes for it; callsAsShown: the screen calls the backend as it shows, so the API client loads beside it.',
  });
  registry.add(entry, {
    id: 'entry',
    description:
      'A version’s browser build (entry: its mf-manifest.json), the Subresource Integrity of its remoteEntry.js (integrity) and of its server build, server/remoteEntry.js beside the entry (serverIntegrity), and the routes it serves.',
  });
  registry.add(release, {
    id: 'release',
    description:
      'A remote’s published versions, the version the environment serves (default; none: only brands that pin it get the remote) and the version its failures fall back to (lastKnownGood).',
  });
  const { $schema, ...schema } = z.toJSONSchema(manifest, {
    target: 'draft-7',
    io: 'input',
    metadata: registry,
    unrepresentable: 'throw',
  }) as Record<string, unknown>;
  return { $schema, $id: SCHEMA_ID, ...schema };
}
