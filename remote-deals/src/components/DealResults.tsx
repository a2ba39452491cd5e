import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { Deal } from '@storefront/shared/domain/deal';
import type { DealsState } from '../hooks/useDeals';
import { useDealsTranslation } from '../hooks/useDealsTranslation';
import { DealCard } from './DealCard';
import { RetryAlert } from '@storefront/shared/ui/RetryAlert';

const SKELETON_CARDS = 3;

/**
 * A list of deals in each of its states: loading (skeleton cards, aria-busy), failed (a
 * translated message with a retry), empty (the caller's message and actions) and loaded.
 */
export function DealResults({
  state,
  labelledBy,
  deals,
  onRetry,
  empty,
}: {
  state: DealsState;
  /** the id of the heading that names the list */
  labelledBy: string;
  /** what to show once loaded (the state's deals, filtered) */
  deals: readonly Deal[];
  onRetry: () => void;
  empty: ReactNode;
}) {
  const { t } = useDealsTranslation();
  const region = useRef<HTMLDivElement>(null);
  const retried = useRef(false);

  // after a retry the button is gone: focus goes to what replaced it, not to the page's start
  useEffect(() => {
    if (retried.current && state.status !== 'loading') {
      retried.current = false;
      region.current?.focus();
    }
  }, [state.status]);

  const retry = () => {
    retried.current = true;
    region.current?.focus();
    onRetry();
  };

  let content: ReactNode;
  let status = '';
  if (state.status === 'error') {
    content = (
      <RetryAlert
        title={<p className="remote-deals-message__title">{t('list.error')}</p>}
        message={t('list.errorHint')}
        onRetry={retry}
      />
    );
  } else if (state.status !== 'ready') {
    status = t('list.loading');
    content = (
      <ul className="remote-deals-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="remote-deals-skeleton">
            <div className="remote-deals-skeleton__image" />
            <div className="remote-deals-skeleton__line" />
            <div className="remote-deals-skeleton__line remote-deals-skeleton__line--short" />
          </li>
        ))}
      </ul>
    );
  } else {
    status = t('list.count', { count: deals.length });
    content =
      deals.length === 0 ? (
        <div className="remote-deals-message">{empty}</div>
      ) : (
        <ul className="remote-deals-grid">
          {deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <div
      ref={region}
      className="remote-deals-results"
      role="group"
      aria-labelledby={labelledBy}
      aria-busy={state.status === 'loading'}
      tabIndex={-1}
    >
      <p className="remote-deals-count" role="status">
        {status}
      </p>
      {content}
    </div>
  );
}
