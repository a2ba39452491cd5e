import type { ResultsStatus } from '../hooks/useHotelResults';

/** How many stays the search found, once it is known (none while it loads or after a failure). */
export function totalOf(status: ResultsStatus): number | null {
  if (status.kind === 'ready') return status.page.page.totalItems;
  return status.kind === 'no-content' ? 0 : null;
}
