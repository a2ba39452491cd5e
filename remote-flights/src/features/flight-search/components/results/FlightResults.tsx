/**
 * The results column: one live status line (searching, still searching after a GENERIC_ERROR,
 * how many flights, no flights, the search could not start), the sort, and the page of flights
 * (`renderPage`: ProposalList, whose code comes with the first search, while this column and its
 * live line are already on the page, so a screen reader hears the count).
 */
import { formatNumber } from '@storefront/shared/domain/format';
import type { ReactNode, RefObject } from 'react';
import type { Sort } from '@storefront/shared/domain/contract';
import type { FlightProposalsPage } from '@storefront/shared/domain/flight';
import type { ProposalsState } from '../../hooks/useFlightProposals';
import type { SearchIdState } from '../../hooks/useFlightSearchId';
import { useFlightsTranslation } from '../../../../hooks/useFlightsTranslation';
import type { FlightSortName } from '../../../../lib/flights-url';
import { SortControl } from './SortControl';

export function FlightResults({
  headingId,
  headingRef,
  search,
  proposals,
  onRetry,
  language,
  sort,
  forcedByVoucher,
  onSort,
  renderPage,
}: {
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  search: SearchIdState;
  proposals: ProposalsState;
  onRetry: () => void;
  language: string;
  sort: Sort;
  forcedByVoucher: boolean;
  onSort: (sort: FlightSortName) => void;
  /** the page of flights, once it is there (ProposalList, fetched with the first search) */
  renderPage: (ready: FlightProposalsPage) => ReactNode;
}) {
  const { t } = useFlightsTranslation();
  const loading =
    search.status === 'creating' || (search.status === 'ready' && proposals.status === 'loading');
  const failed = search.status === 'failed' || proposals.status === 'noResults';
  const ready = search.status === 'ready' && proposals.status === 'ready' ? proposals.page : null;

  let status = '';
  if (loading) {
    status =
      proposals.status === 'loading' && proposals.retry > 0
        ? t('status.stillSearching', { retry: proposals.retry, max: proposals.maxRetries })
        : t('status.searching');
  } else if (search.status === 'failed') {
    status = t('status.searchFailed');
  } else if (failed) {
    status = t('status.noResults');
  } else if (ready) {
    status = t('status.found', {
      count: ready.page.totalItems,
      formatted: formatNumber(ready.page.totalItems, language),
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
          <div className="sf-loading-bar" />
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
      {ready ? renderPage(ready) : null}
    </section>
  );
}
