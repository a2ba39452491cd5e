import { formatDate, formatPrice } from '@storefront/shared/domain/format';
import type { FlightLeg } from '@storefront/shared/domain/flight';
import { useFlightsTranslation } from '../../../../hooks/useFlightsTranslation';
import { useProposalDetail } from '../../hooks/useProposalDetail';
import type { AddToCartState } from '@storefront/shared/state/add-to-cart';
import { clockOf, durationParts } from '../../../../lib/format';
import type { Names } from './ProposalCard';
import { usePointsText } from './Price';
import type { PriceDisplay } from './Price';
import { RetryAlert } from '@storefront/shared/ui/RetryAlert';

/**
 * A proposal read back by id (GetTransportProposalByProposalId): every flight of each leg, the
 * connections, the price breakdown, and the button that puts it in a cart.
 */
export function ProposalDetails({
  proposalId,
  names,
  display,
  booking,
  onBook,
}: {
  proposalId: string;
  names: Names;
  display: PriceDisplay;
  booking: AddToCartState;
  onBook: (proposalId: string) => void;
}) {
  const { t } = useFlightsTranslation();
  const { state, retry } = useProposalDetail(proposalId);
  const points = usePointsText(display);
  if (state.status === 'loading') {
    return (
      <p role="status" className="remote-flights-muted">
        {t('details.loading')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return <RetryAlert message={t('details.failed')} onRetry={retry} />;
  }
  const { detail } = state;
  const busy = booking.status === 'adding' && booking.item === proposalId;
  const failed = booking.status === 'failed' && booking.item === proposalId;
  const totalPoints = points(detail.price.total);
  const leg = (direction: 'outbound' | 'inbound', value: FlightLeg) => (
    <section className="remote-flights-details__leg" aria-label={t(`leg.${direction}`)}>
      <h4>
        {t(`leg.${direction}`)} ·{' '}
        {formatDate(value.departure.dateTime, display.language, 'weekday')}
      </h4>
      <ol className="remote-flights-segments">
        {value.segments.map((segment, index) => (
          <li key={segment.id}>
            <p>
              <strong>{segment.flightNumber}</strong> · {names.airline(segment.airlineCode)}
            </p>
            <p>
              {t('details.segment', {
                from: names.airport(segment.departure.airport),
                departure: clockOf(segment.departure.dateTime),
                to: names.airport(segment.arrival.airport),
                arrival: clockOf(segment.arrival.dateTime),
              })}{' '}
              ({t('duration', durationParts(segment.durationMinutes))})
            </p>
            {value.connections[index] ? (
              <p className="remote-flights-details__connection">
                {t('details.connection', {
                  airport: names.airport(value.connections[index].airport),
                  duration: t('duration', durationParts(value.connections[index].minutes)),
                })}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
  return (
    <div className="remote-flights-details">
      {leg('outbound', detail.outbound)}
      {detail.inbound ? leg('inbound', detail.inbound) : null}
      <dl className="remote-flights-breakdown">
        {detail.price.breakdown.map((line) => (
          <div key={line.code}>
            <dt>{t(`details.breakdown.${line.code}`, { defaultValue: line.code })}</dt>
            <dd>{formatPrice(line.amount, display.language)}</dd>
          </div>
        ))}
        <div className="remote-flights-breakdown__total">
          <dt>{t('price.total')}</dt>
          <dd>
            {formatPrice(detail.price.total, display.language)}
            {totalPoints ? ` · ${totalPoints}` : ''}
          </dd>
        </div>
      </dl>
      {detail.seatsLeft !== null && detail.seatsLeft <= 9 ? (
        <p className="remote-flights-muted">
          {t('details.seatsLeft', { count: detail.seatsLeft })}
        </p>
      ) : null}
      <button
        type="button"
        className="remote-flights-button remote-flights-button--primary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => onBook(proposalId)}
      >
        {busy ? t('details.booking') : t('details.book')}
      </button>
      {failed ? (
        <p role="alert" className="remote-flights-error">
          {t('details.bookFailed')}
        </p>
      ) : null}
    </div>
  );
}
