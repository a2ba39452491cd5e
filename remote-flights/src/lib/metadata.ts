/** What a filter panel reads from `filtersMetadata`: the values of a facet, or its range. */
import type { FilterMetadata } from '@storefront/shared/domain/proposal-search';

export type ValueCount = { value: string; count: number };

export function valuesOf(
  metadata: readonly FilterMetadata[] | null,
  name: string,
): ValueCount[] | null {
  const entry = metadata?.find((item) => item.name === name);
  return entry?.type === 'VALUES' ? entry.values : null;
}

export function rangeOf(
  metadata: readonly FilterMetadata[] | null,
  name: string,
): { min: string | number | null; max: string | number | null } | null {
  const entry = metadata?.find((item) => item.name === name);
  return entry?.type === 'RANGE' ? { min: entry.min, max: entry.max } : null;
}

/** A numeric range, or null when the facet has none (nothing matches, or not offered). */
export function numericRangeOf(
  metadata: readonly FilterMetadata[] | null,
  name: string,
): { min: number; max: number } | null {
  const range = rangeOf(metadata, name);
  if (!range || typeof range.min !== 'number' || typeof range.max !== 'number') return null;
  return { min: range.min, max: range.max };
}

/**
 * The choices of a "longest connection" or "longest trip" list: every `step` minutes from the
 * first step at or above `min` to the first at or above `max`, with the step widened so that the
 * list stays short; `current` is listed too when it falls between steps.
 */
export function maxMinutesChoices(
  range: { min: number; max: number } | null,
  current: number | null,
  step = 30,
  most = 16,
): number[] {
  const choices = new Set<number>();
  if (range) {
    let width = step;
    const low = () => Math.max(width, Math.ceil(range.min / width) * width);
    while ((Math.ceil(range.max / width) * width - low()) / width + 1 > most) width += step;
    for (let minutes = low(); minutes < range.max + width; minutes += width) choices.add(minutes);
  }
  if (current !== null) choices.add(current);
  return [...choices].sort((a, b) => a - b);
}
