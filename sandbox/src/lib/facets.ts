/**
 * Server-side facet filtering and filter-panel metadata, shared by the hotel-and-package and the
 * transport searches. Each service describes its facets once; this module turns the facets of a
 * request into predicates and computes, per facet, what a filter panel needs.
 *
 * Metadata is disjunctive, as search back ends usually do it: the counts and ranges of a facet are
 * computed on the results filtered by every OTHER requested facet, so a panel can still offer the
 * alternatives to what is already ticked.
 */
import type { Facet } from '../../../shared/src/domain/contract';
import { SandboxError } from './envelope';

type FacetBase<T> = {
  name: string;
  /**
   * Items the facet does not apply to (e.g. inbound facets on a one-way flight) pass its filter
   * and are left out of its metadata. Applies to every item when absent.
   */
  appliesTo?: (item: T) => boolean;
};

export type ValuesFacetDefinition<T> = FacetBase<T> & {
  kind: 'values';
  /** The facet values an item carries. */
  valuesOf: (item: T) => readonly string[];
  /**
   * `any`: the item carries at least one selected value. `all`: it carries every selected value.
   * `subset`: every value it carries is selected.
   */
  match: 'any' | 'all' | 'subset';
  /** Display order of values in the metadata; others follow alphabetically. */
  order?: readonly string[];
};

export type RangeFacetDefinition<T> = FacetBase<T> & {
  kind: 'range';
  valueOf: (item: T) => number;
  /** Reads a bound from the request (numbers by default). */
  parseBound?: (bound: string | number) => number | null;
  /** Writes a bound into the metadata (the number itself by default). */
  formatBound?: (value: number) => string | number;
};

export type BoundsFacetDefinition<T> = FacetBase<T> & {
  kind: 'bounds';
  pointOf: (item: T) => { latitude: number; longitude: number };
};

export type FacetDefinition<T> =
  ValuesFacetDefinition<T> | RangeFacetDefinition<T> | BoundsFacetDefinition<T>;

export type FacetMetadata =
  | { name: string; type: 'VALUES'; values: { value: string; count: number }[] }
  | { name: string; type: 'RANGE'; min: string | number | null; max: string | number | null }
  | {
      name: string;
      type: 'BOUNDS';
      south: number | null;
      west: number | null;
      north: number | null;
      east: number | null;
    };

type CompiledFacet<T> = { name: string; selected: readonly string[]; test: (item: T) => boolean };

function invalid(facet: Facet, message: string): SandboxError {
  return new SandboxError('VALIDATION_ERROR', `Facet ${facet.name}: ${message}`, { facet });
}

function readNumber(bound: string | number): number | null {
  const value = typeof bound === 'number' ? bound : Number(bound);
  return typeof bound === 'string' && bound.trim() === ''
    ? null
    : Number.isFinite(value)
      ? value
      : null;
}

function compileValues<T>(definition: ValuesFacetDefinition<T>, facet: Facet): CompiledFacet<T> {
  if (!('values' in facet) || !Array.isArray(facet.values)) {
    throw invalid(facet, 'expects a list of values');
  }
  const selected = facet.values.map(String);
  const wanted = new Set(selected);
  const test = (item: T): boolean => {
    const carried = definition.valuesOf(item);
    if (definition.match === 'all') return selected.every((value) => carried.includes(value));
    if (definition.match === 'subset') return carried.every((value) => wanted.has(value));
    return carried.some((value) => wanted.has(value));
  };
  return { name: facet.name, selected, test: selected.length === 0 ? () => true : test };
}

function compileRange<T>(definition: RangeFacetDefinition<T>, facet: Facet): CompiledFacet<T> {
  if (!('from' in facet) || !('to' in facet)) throw invalid(facet, 'expects a from/to range');
  const parse = definition.parseBound ?? readNumber;
  const from = parse(facet.from);
  const to = parse(facet.to);
  if (from === null || to === null) throw invalid(facet, 'has an unreadable bound');
  if (from > to) throw invalid(facet, 'has from greater than to');
  return {
    name: facet.name,
    selected: [],
    test: (item) => {
      const value = definition.valueOf(item);
      return value >= from && value <= to;
    },
  };
}

function compileBounds<T>(definition: BoundsFacetDefinition<T>, facet: Facet): CompiledFacet<T> {
  const values = 'values' in facet && Array.isArray(facet.values) ? facet.values : [];
  const box = values.map((value) => readNumber(value));
  const [south, west, north, east] = box;
  if (
    box.length !== 4 ||
    south == null ||
    west == null ||
    north == null ||
    east == null ||
    south > north
  ) {
    throw invalid(facet, 'expects values [south, west, north, east] with south <= north');
  }
  return {
    name: facet.name,
    selected: [],
    test: (item) => {
      const { latitude, longitude } = definition.pointOf(item);
      const insideLongitude =
        west <= east
          ? longitude >= west && longitude <= east
          : longitude >= west || longitude <= east;
      return latitude >= south && latitude <= north && insideLongitude;
    },
  };
}

function compile<T>(
  definitions: readonly FacetDefinition<T>[],
  facets: readonly Facet[],
): CompiledFacet<T>[] {
  return facets.map((facet) => {
    const definition = definitions.find((candidate) => candidate.name === facet.name);
    if (!definition) {
      throw new SandboxError('VALIDATION_ERROR', `Unknown facet ${facet.name}`, {
        known: definitions.map((candidate) => candidate.name),
      });
    }
    const compiled =
      definition.kind === 'values'
        ? compileValues(definition, facet)
        : definition.kind === 'range'
          ? compileRange(definition, facet)
          : compileBounds(definition, facet);
    const { appliesTo } = definition;
    return appliesTo
      ? { ...compiled, test: (item: T) => !appliesTo(item) || compiled.test(item) }
      : compiled;
  });
}

function valuesMetadata<T>(
  definition: ValuesFacetDefinition<T>,
  items: readonly T[],
  selected: readonly string[],
): FacetMetadata {
  const counts = new Map<string, number>(selected.map((value) => [value, 0]));
  for (const item of items) {
    for (const value of new Set(definition.valuesOf(item))) {
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  const order = definition.order ?? [];
  const rank = (value: string): number => {
    const index = order.indexOf(value);
    return index === -1 ? order.length : index;
  };
  const values = [...counts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => rank(a.value) - rank(b.value) || a.value.localeCompare(b.value));
  return { name: definition.name, type: 'VALUES', values };
}

function rangeMetadata<T>(definition: RangeFacetDefinition<T>, items: readonly T[]): FacetMetadata {
  if (items.length === 0) return { name: definition.name, type: 'RANGE', min: null, max: null };
  let min = Infinity;
  let max = -Infinity;
  for (const item of items) {
    const value = definition.valueOf(item);
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  const format = definition.formatBound ?? ((value: number) => value);
  return { name: definition.name, type: 'RANGE', min: format(min), max: format(max) };
}

function boundsMetadata<T>(
  definition: BoundsFacetDefinition<T>,
  items: readonly T[],
): FacetMetadata {
  const points = items.map(definition.pointOf);
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  const edge = (values: number[], pick: (...numbers: number[]) => number) =>
    values.length === 0 ? null : pick(...values);
  return {
    name: definition.name,
    type: 'BOUNDS',
    south: edge(latitudes, Math.min),
    west: edge(longitudes, Math.min),
    north: edge(latitudes, Math.max),
    east: edge(longitudes, Math.max),
  };
}

export type FacetedResult<T> = { items: T[]; metadata: FacetMetadata[] };

/**
 * Filters `items` by the requested facets (a facet not described in `definitions` is a
 * VALIDATION_ERROR) and, when `withMetadata` is set, computes every facet's metadata.
 */
export function applyFacets<T>(
  items: readonly T[],
  facets: readonly Facet[],
  definitions: readonly FacetDefinition<T>[],
  withMetadata: boolean,
): FacetedResult<T> {
  const compiled = compile(definitions, facets);
  const passes = (item: T, except?: string) =>
    compiled.every((facet) => facet.name === except || facet.test(item));
  const filtered = items.filter((item) => passes(item));
  if (!withMetadata) return { items: filtered, metadata: [] };

  const metadata = definitions.map((definition) => {
    const base = compiled.some((facet) => facet.name === definition.name)
      ? items.filter((item) => passes(item, definition.name))
      : filtered;
    const { appliesTo } = definition;
    const others = appliesTo ? base.filter((item) => appliesTo(item)) : base;
    if (definition.kind === 'values') {
      const selected = compiled.find((facet) => facet.name === definition.name)?.selected ?? [];
      return valuesMetadata(definition, others, selected);
    }
    if (definition.kind === 'range') return rangeMetadata(definition, others);
    return boundsMetadata(definition, others);
  });
  return { items: filtered, metadata };
}
