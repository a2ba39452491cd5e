/**
 * The results column: one live status line (searching, still searching after a GENERIC_ERROR,
 * how many flights, no flights), the sort, the proposals of the page and the page links.
 */
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { Sort } from '@storefront/shared/domain/contract';
import type { FlightProposalsPage } from '@storefront/shared/domain/flight';
import type { BookingState } from '../../hooks/useBookFlight';
import type { ProposalsState } from '../../hooks/useFlightProposals';
import type { SearchIdState } from '../../hooks/useFlightSearchId';
import { useFlightsTranslation } from '../../hooks/useFlightsTranslation';
import { formatNumber } from '../../lib/format';
import type { FlightSortName } from '../../lib/flights-url';
import { Pagination } from './Pagination';
import type { PriceDisplay } from './Price';
import { ProposalCard } from './ProposalCard';
import type { Names } from './ProposalCard';
import { SortControl } from './SortControl';

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

export function FlightResults({
  headingId,
  headingRef,
  search,
  proposals,
  onRetry,
  page,
  sort,
  forcedByVoucher,
  onSort,
  hrefOfPage,
  filtered,
  onClearFilters,
  display,
  booking,
}: {
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  search: SearchIdState;
  proposals: ProposalsState;
  onRetry: () => void;
  page: number;
  sort: Sort;
  forcedByVoucher: boolean;
  onSort: (sort: FlightSortName) => void;
  hrefOfPage: (page: number) => string;
  filtered: boolean;
  onClearFilters: () => void;
  display: PriceDisplay;
  booking: { state: BookingState; book: (proposalId: string) => void };
}) {
  const { t } = useFlightsTranslation();
  const loading =
    search.status === 'creating' || (search.status === 'ready' && proposals.status === 'loading');
  const failed = search.status === 'failed' || proposals.status === 'noResults';
  const ready = search.status === 'ready' && proposals.status === 'ready' ? proposals.page : null;
  const names = ready ? namesOf(ready, (name, code) => t('filters.airport', { name, code })) : null;

  let status = '';
  if (loading) {
    status =
      proposals.status === 'loading' && proposals.retry > 0
        ? t('status.stillSearching', { retry: proposals.retry, max: proposals.maxRetries })
        : t('status.searching');
  } else if (failed) {
    status = t('status.noResults');
  } else if (ready) {
    status = t('status.found', {
      count: ready.page.totalItems,
      formatted: formatNumber(ready.page.totalItems, display.language),
    });
  }

  return (
    <section
      className="remote-flights-results"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
    >
      <div className="remote-flights-results__header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t('results.heading')}
        </h2>
        <SortControl value={sort.name} forcedByVoucher={forcedByVoucher} onChange={onSort} />
      </div>
      <p role="status" className="remote-flights-results__status">
        {status}
      </p>
      {loading ? (
        <div className="remote-flights-loading" aria-hidden="true">
          <div className="remote-flights-loading__bar" />
          <div className="remote-flights-loading__card" />
          <div className="remote-flights-loading__card" />
        </div>
      ) : null}
      {failed ? (
        <div className="remote-flights-message">
          <p className="remote-flights-message__title">
            {search.status === 'failed' ? t('noResults.searchFailed') : t('noResults.title')}
          </p>
          <p>{t('noResults.hint')}</p>
          <button type="button" className="remote-flights-button" onClick={onRetry}>
            {t('noResults.retry')}
          </button>
        </div>
      ) : null}
      {ready && ready.proposals.length === 0 ? (
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
      {ready && ready.proposals.length > 0 ? (
        <>
          <ol className="remote-flights-list" aria-labelledby={headingId}>
            {ready.proposals.map((proposal) => (
              <li key={proposal.id}>
                <ProposalCard
                  proposal={proposal}
                  names={names!}
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
    </section>
  );
}
