/** Reading the filter panel's metadata (RetrieveProposals' filtersMetadata) by facet name. */
import type { FilterMetadata } from '@storefront/shared/domain/proposal-search';

export type ValueCount = { value: string; count: number };

export function metadataValues(
  metadata: readonly FilterMetadata[] | null,
  name: string,
): ValueCount[] | null {
  const entry = metadata?.find((item) => item.name === name);
  return entry && entry.type === 'VALUES' ? entry.values : null;
}

export function metadataRange(
  metadata: readonly FilterMetadata[] | null,
  name: string,
): { min: number; max: number } | null {
  const entry = metadata?.find((item) => item.name === name);
  if (!entry || entry.type !== 'RANGE') return null;
  const min = Number(entry.min);
  const max = Number(entry.max);
  return entry.min === null || entry.max === null || !Number.isFinite(min) || !Number.isFinite(max)
    ? null
    : { min, max };
}

export type Bounds = { south: number; west: number; north: number; east: number };

export function metadataBounds(
  metadata: readonly FilterMetadata[] | null,
  name: string,
): Bounds | null {
  const entry = metadata?.find((item) => item.name === name);
  if (!entry || entry.type !== 'BOUNDS') return null;
  const { south, west, north, east } = entry;
  return south === null || west === null || north === null || east === null
    ? null
    : { south, west, north, east };
}

/** The count of one value ('true' for a flag facet), 0 when it is not listed. */
export function countOf(values: readonly ValueCount[] | null, value: string): number | null {
  if (!values) return null;
  return values.find((item) => item.value === value)?.count ?? 0;
}
