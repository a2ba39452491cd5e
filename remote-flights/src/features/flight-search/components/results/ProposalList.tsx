/**
 * A page of flights: the proposals with their details and the page links, or why the page is
 * empty. Fetched with the first search (FlightsPage); the column around it (FlightResults), with
 * its live status line, is on the page before it.
 */
import { Link } from 'react-router-dom';
import type { FlightProposalsPage } from '@storefront/shared/domain/flight';
import { Pagination } from '@storefront/shared/ui/Pagination';
import type { AddToCartState } from '@storefront/shared/state/add-to-cart';
import { useFlightsTranslation } from '../../../../hooks/useFlightsTranslation';
import type { PriceDisplay } from './Price';
import { ProposalCard } from './ProposalCard';
import type { Names } from './ProposalCard';

function namesOf(
  page: FlightProposalsPage,
  airportLabel: (name: string, code: string) => string,
): Names {
  const airlines = new Map(page.staticData.airlines.map((airline) => [airline.code, airline.name]));
  const airports = new Map(page.staticData.airports.map((airport) => [airport.code, airport]));
  return {
    airline: (code) => airlines.get(code) ?? code,
    airport: (code) => {
      const airport = airports.get(code);
      return airport ? airportLabel(airport.name, code) : code;
    },
  };
}

export type ProposalListProps = {
  ready: FlightProposalsPage;
  headingId: string;
  page: number;
  hrefOfPage: (page: number) => string;
  filtered: boolean;
  onClearFilters: () => void;
  display: PriceDisplay;
  booking: { state: AddToCartState; book: (proposalId: string) => void };
};

export function ProposalList({
  ready,
  headingId,
  page,
  hrefOfPage,
  filtered,
  onClearFilters,
  display,
  booking,
}: ProposalListProps) {
  const { t } = useFlightsTranslation();
  const names = namesOf(ready, (name, code) => t('filters.airport', { name, code }));
  return (
    <>
      {ready.proposals.length === 0 ? (
        <div className="remote-flights-message">
          {ready.page.totalItems > 0 && page > ready.page.totalPages ? (
            <>
              <p className="remote-flights-message__title">
                {t('results.pastLastPage', { page, last: ready.page.totalPages })}
              </p>
              <Link className="remote-flights-button" to={hrefOfPage(ready.page.totalPages)}>
                {t('results.toLastPage')}
              </Link>
            </>
          ) : (
            <>
              <p className="remote-flights-message__title">{t('results.noneMatch')}</p>
              {filtered ? (
                <button type="button" className="remote-flights-button" onClick={onClearFilters}>
                  {t('filters.clearAll')}
                </button>
              ) : null}
            </>
          )}
        </div>
      ) : null}
      {ready.proposals.length > 0 ? (
        <>
          <ol className="remote-flights-list" aria-labelledby={headingId}>
            {ready.proposals.map((proposal) => (
              <li key={proposal.id}>
                <ProposalCard
                  proposal={proposal}
                  names={names}
                  display={display}
                  booking={booking.state}
                  onBook={booking.book}
                />
              </li>
            ))}
          </ol>
          <Pagination
            current={ready.page.number}
            total={ready.page.totalPages}
            hrefOf={hrefOfPage}
          />
        </>
      ) : null}
    </>
  );
}
