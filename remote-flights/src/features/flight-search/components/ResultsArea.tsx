/**
 * What a search's results need beyond their column: the filters and the page of flights.
 * Fetched with the first search (FlightsPage), so the bare search screen does not carry their
 * code; the search's calls (useFlightSearchId, useFlightProposals) run in FlightsPage and start
 * beside this module's download.
 */
import type { ComponentProps } from 'react';
import type { FlightFilters } from '@storefront/shared/domain/flight-filters';
import { FilterPanel, hasFilters } from './filters/FilterPanel';
import { ProposalList } from './results/ProposalList';
import type { ProposalListProps } from './results/ProposalList';

export function FiltersPart(props: ComponentProps<typeof FilterPanel>) {
  return <FilterPanel {...props} />;
}

export function ProposalsPart({
  urlFilters,
  ...props
}: Omit<ProposalListProps, 'filtered'> & {
  /** the filters of the URL (the panel may show a choice the URL has not caught up with yet) */
  urlFilters: FlightFilters;
}) {
  return <ProposalList {...props} filtered={hasFilters(urlFilters)} />;
}
