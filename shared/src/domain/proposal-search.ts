/**
 * What the hotel-and-package and the flight searches share: who travels, how a page of proposals
 * is asked for (spec section 3, "Search result request"), how it is paged, and what a filter
 * panel is told about the facets (filtersMetadata).
 */
import type { Facet, Sort } from './contract';

/** One room (or, for a flight, the whole party): adults and the ages of the children. */
export type TravellerParty = { adults: number; childrenAges: readonly number[] };

/** A page of proposals to fetch. Defaults: page 1, PROPOSAL_PAGE_SIZE, DEFAULT_SORT, no facets. */
export type ProposalQuery = {
  searchId: string;
  /** language of the static data (names of places, airlines …), e.g. 'es' */
  language: string;
  facets?: readonly Facet[];
  sort?: Sort;
  /** page number, from 1 */
  page?: number;
  pageSize?: number;
  /** ask for the filter panel's metadata (counts, ranges) along with the page */
  filtersMetadata?: boolean;
  /** cancels the call; a cancelled call rejects with an ApiError coded ABORTED */
  signal?: AbortSignal;
};

export type ResultPage = { number: number; size: number; totalPages: number; totalItems: number };

/**
 * What a filter panel needs about one facet, computed on the results filtered by every other
 * facet: the values with their counts, a range, or the box around the results on a map.
 */
export type FilterMetadata =
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
