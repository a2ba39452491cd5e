/**
 * The body of a proposal search retrieval (spec section 3 "Search result request"), shared by
 * ShoppingHDPService/RetrieveProposals and ShoppingTransportService/RetrieveProposals, and the
 * paging and sorting every result list uses.
 */
import { z } from 'zod';
import {
  DEFAULT_SORT,
  PROPOSAL_PAGE_SIZE,
  SORT_NAMES,
  type SortName,
} from '../../../shared/src/domain/contract';
import { SandboxError } from './envelope';

const bound = z.union([z.string(), z.number()]);

const facetSchema = z.union([
  z.object({
    name: z.string().min(1),
    values: z.array(z.union([z.string(), z.number()]).transform(String)),
  }),
  z.object({ name: z.string().min(1), from: bound, to: bound }),
]);

export const pageSchema = z.object({
  number: z.number().int().min(1),
  size: z.number().int().min(1).max(100),
});

export const sortSchema = z.object({ name: z.enum(SORT_NAMES), ascending: z.boolean() });

export const retrieveProposalsSchema = z.object({
  page: pageSchema.default({ number: 1, size: PROPOSAL_PAGE_SIZE }),
  facets: z.array(facetSchema).default([]),
  sort: sortSchema.default({ ...DEFAULT_SORT }),
  staticData: z.object({ language: z.string() }).optional(),
  filtersMetadata: z.boolean().default(false),
});

export type PageInfo = { number: number; size: number; totalPages: number };
export type Paged<T> = { items: T[]; page: PageInfo; total: number };

/** Cuts one page (numbered from 1) out of `items`; a page past the end is empty, not an error. */
export function paginate<T>(items: readonly T[], page: { number: number; size: number }): Paged<T> {
  const start = (page.number - 1) * page.size;
  return {
    items: items.slice(start, start + page.size),
    page: { number: page.number, size: page.size, totalPages: Math.ceil(items.length / page.size) },
    total: items.length,
  };
}

/**
 * Orders items by the key a sort name maps to, with ties broken by id so pages are stable.
 * A sort the service does not offer is a VALIDATION_ERROR.
 */
export function sortItems<T extends { id: string }>(
  items: readonly T[],
  sort: { name: SortName; ascending: boolean },
  keys: Partial<Record<SortName, (item: T) => number>>,
): T[] {
  const key = keys[sort.name];
  if (!key) {
    throw new SandboxError('VALIDATION_ERROR', `Sort ${sort.name} is not offered here`, {
      offered: Object.keys(keys),
    });
  }
  const direction = sort.ascending ? 1 : -1;
  return items
    .map((item) => ({ item, key: key(item) }))
    .sort((a, b) => direction * (a.key - b.key) || a.item.id.localeCompare(b.item.id))
    .map(({ item }) => item);
}
