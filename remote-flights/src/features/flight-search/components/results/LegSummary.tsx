import { formatDate } from '@storefront/shared/domain/format';
import type { FlightLeg } from '@storefront/shared/domain/flight';
import { useFlightsTranslation } from '../../../../hooks/useFlightsTranslation';
import { clockOf, daysBetween, durationParts } from '../../../../lib/format';

/** One direction of a proposal: when it leaves and lands, how long, and its stops. */
export function LegSummary({
  direction,
  leg,
  language,
  airportName,
}: {
  direction: 'outbound' | 'inbound';
  leg: FlightLeg;
  language: string;
  airportName: (code: string) => string;
}) {
  const { t } = useFlightsTranslation();
  const overnight = daysBetween(leg.departure.dateTime, leg.arrival.dateTime);
  const via = leg.connections.map((connection) => connection.airport).join(', ');
  return (
    <div className="remote-flights-leg">
      <p className="remote-flights-leg__label">
        <span className="remote-flights-leg__direction">{t(`leg.${direction}`)}</span>{' '}
        <time dateTime={leg.departure.dateTime.slice(0, 10)}>
          {formatDate(leg.departure.dateTime, language, 'weekday')}
        </time>
      </p>
      <p className="remote-flights-leg__times">
        <span>
          <time dateTime={leg.departure.dateTime} className="remote-flights-leg__clock">
            {clockOf(leg.departure.dateTime)}
          </time>{' '}
          <abbr title={airportName(leg.departure.airport)}>{leg.departure.airport}</abbr>
        </span>
        <span aria-hidden="true" className="remote-flights-leg__arrow">
          →
        </span>
        <span className="sf-visually-hidden">{t('leg.to')}</span>
        <span>
          <time dateTime={leg.arrival.dateTime} className="remote-flights-leg__clock">
            {clockOf(leg.arrival.dateTime)}
          </time>
          {overnight > 0 ? (
            <span className="remote-flights-leg__days">
              {' '}
              {t('leg.nextDay', { count: overnight })}
            </span>
          ) : null}{' '}
          <abbr title={airportName(leg.arrival.airport)}>{leg.arrival.airport}</abbr>
        </span>
      </p>
      <p className="remote-flights-leg__facts">
        {t('duration', durationParts(leg.durationMinutes))}
        {' · '}
        {leg.stops === 0
          ? t('leg.direct')
          : t('leg.stops', { count: leg.stops }) +
            (via ? ` ${t('leg.via', { airports: via })}` : '')}
      </p>
    </div>
  );
}
