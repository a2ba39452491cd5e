/** The flight of a package: each way's airports, times, stops and duration. */
import { formatDate } from '@storefront/shared/domain/format';
import type { FlightLeg, FlightProposal } from '@storefront/shared/domain/flight';
import { formatTime } from '../../lib/format';
import { useSearchTranslation } from '../../hooks/useSearchTranslation';
import './flight.css';

function Leg({ leg, direction }: { leg: FlightLeg; direction: 'outbound' | 'inbound' }) {
  const { t, language } = useSearchTranslation();
  const date = leg.departure.dateTime.split('T')[0] ?? '';
  const hours = Math.floor(leg.durationMinutes / 60);
  const minutes = leg.durationMinutes % 60;
  return (
    <div className="rs-leg">
      <span className="rs-leg__direction">{t(`flight.${direction}`)}</span>
      <span>{formatDate(date, language)}</span>
      <span>
        {t('flight.route', {
          from: leg.departure.airport,
          departure: formatTime(leg.departure.dateTime),
          to: leg.arrival.airport,
          arrival: formatTime(leg.arrival.dateTime),
        })}
      </span>
      <span className="rs-muted">
        {leg.stops === 0 ? t('flight.direct') : t('flight.stops', { count: leg.stops })}
        {' · '}
        {t('flight.duration', { hours, minutes })}
        {' · '}
        {leg.airlineCode}
      </span>
    </div>
  );
}

export function FlightSummary({ flight }: { flight: FlightProposal }) {
  return (
    <div className="rs-flight">
      <Leg leg={flight.outbound} direction="outbound" />
      {flight.inbound ? <Leg leg={flight.inbound} direction="inbound" /> : null}
    </div>
  );
}
