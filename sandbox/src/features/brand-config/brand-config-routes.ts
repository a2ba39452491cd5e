/**
 * Strapi/GetConfig, RemoveConfig and CleanAllConfigurationCaches: brand configurations in the
 * content service's shape `{ data: { id, attributes }, meta }`. Related content is included
 * only when populated. A domain without configuration answers `{ data: null, meta: {} }`
 * (success), which the storefront tells apart from a failed load (an error).
 *
 * Content is localized as the content service localizes it: `locale` asks for the content in a
 * language, and the answer is that locale's content when the brand has it, else its default
 * locale's (the brand's own language); `attributes.locale` always says which one came.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok, SandboxError } from '../../lib/envelope';
import { parseLanguage, type Language } from '../../lib/languages';
import { parseInput } from '../../lib/validation';
import { contentIn, findBrand, type Brand } from '../../inventory/brands';
import { readPopulate, type Relation } from './populate';

const COLLECTION = 'brand-configurations/';
const PUBLISHED_AT = '2026-01-15T09:00:00.000Z';

export type BrandConfigResponse = {
  data: { id: number; attributes: Record<string, unknown> } | null;
  meta: Record<string, never>;
};

export type ConfigCache = {
  get(key: string): BrandConfigResponse | undefined;
  set(key: string, path: string, value: BrandConfigResponse): void;
  /** Drops every cached answer for a path; returns how many there were. */
  remove(path: string): number;
  clear(): number;
};

export function createConfigCache(): ConfigCache {
  const entries = new Map<string, { path: string; value: BrandConfigResponse }>();
  return {
    get: (key) => entries.get(key)?.value,
    set: (key, path, value) => void entries.set(key, { path, value }),
    remove(path) {
      const keys = [...entries.entries()]
        .filter(([, entry]) => entry.path === path)
        .map(([key]) => key);
      keys.forEach((key) => entries.delete(key));
      return keys.length;
    },
    clear() {
      const count = entries.size;
      entries.clear();
      return count;
    },
  };
}

function component(brand: Brand, content: Brand['content'], relation: Relation): unknown {
  const value = content[relation];
  if (Array.isArray(value))
    return value.map((item, index) => ({ id: brand.id * 100 + index + 1, ...item }));
  return { id: brand.id, ...value };
}

function buildResponse(
  brand: Brand | undefined,
  relations: Relation[],
  locale: Language | undefined,
): BrandConfigResponse {
  if (!brand) return { data: null, meta: {} };
  const localized = contentIn(brand, locale);
  const attributes: Record<string, unknown> = {
    domain: brand.domain,
    language: brand.language,
    locale: localized.locale,
    country: brand.country,
    environment: brand.environment,
    createdAt: PUBLISHED_AT,
    updatedAt: PUBLISHED_AT,
    publishedAt: PUBLISHED_AT,
  };
  for (const relation of relations)
    attributes[relation] = component(brand, localized.content, relation);
  return { data: { id: brand.id, attributes }, meta: {} };
}

/** The locale asked for (`es`, `en-GB`...), if any; one outside the six is a VALIDATION_ERROR. */
function readLocale(query: Record<string, unknown>): Language | undefined {
  const { locale } = query;
  if (locale === undefined || locale === '') return undefined;
  if (typeof locale !== 'string') {
    throw new SandboxError('VALIDATION_ERROR', 'locale must be a single language');
  }
  return parseLanguage(locale, 'es');
}

function readPath(query: unknown): { path: string; domain: string } {
  const { path } = parseInput(z.object({ path: z.string().min(1) }), query, 'query');
  const trimmed = path.replace(/^\/+/, '');
  if (!trimmed.startsWith(COLLECTION) || trimmed.length === COLLECTION.length) {
    throw new SandboxError('NOT_FOUND', `Unknown content path ${path}`, {
      supported: `${COLLECTION}{domain}`,
    });
  }
  return { path: trimmed, domain: trimmed.slice(COLLECTION.length) };
}

export const brandConfigRoutes: FastifyPluginAsync<{ cache: ConfigCache }> = async (
  app,
  { cache },
) => {
  app.get('/api/services/app/Strapi/GetConfig', async (request) => {
    const query = request.query as Record<string, unknown>;
    const { path, domain } = readPath(query);
    const relations = readPopulate(query);
    const locale = readLocale(query);
    const key = `${path}|${relations.join(',')}|${locale ?? ''}`;
    const cached = cache.get(key);
    if (cached) return ok(cached);
    const response = buildResponse(findBrand(domain), relations, locale);
    cache.set(key, path, response);
    return ok(response);
  });

  app.delete('/api/services/app/Strapi/RemoveConfig', async (request) => {
    const { path } = readPath(request.query);
    return ok({ path, removed: cache.remove(path) });
  });

  app.post('/api/services/app/Strapi/CleanAllConfigurationCaches', async () =>
    ok({ removed: cache.clear() }),
  );
};
