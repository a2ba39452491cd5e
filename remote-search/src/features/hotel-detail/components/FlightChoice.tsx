/** The flight of a package, and the other flights it can take, with what each changes. */
import { formatPrice } from '@storefront/shared/domain/format';
import type { FlightProposal } from '@storefront/shared/domain/flight';
import { FlightSummary } from '../../../components/flight/FlightSummary';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';
import type { useAlternativeFlights } from '../hooks/useHotelDetail';
import { RetryAlert } from '@storefront/shared/ui/RetryAlert';
import { Section } from '@storefront/shared/ui/Section';

export function FlightChoice({
  current,
  alternatives,
}: {
  current: FlightProposal;
  alternatives: ReturnType<typeof useAlternativeFlights>;
}) {
  const { t, language } = useSearchTranslation();
  const others = alternatives.items.filter((item) => item.id !== current.id);
  return (
    <Section className="rs-flights rs-card" level={2} title={t('detail.flightTitle')}>
      <div className="rs-flights__current">
        <h3>{t('detail.flightCurrent')}</h3>
        <FlightSummary flight={current} />
      </div>
      <h3>{t('detail.flightOthers')}</h3>
      {alternatives.changeFailed ? (
        <p className="rs-notice rs-notice--error" role="alert">
          {t('detail.flightChangeFailed')}
        </p>
      ) : null}
      {alternatives.status === 'error' ? (
        <RetryAlert message={t('detail.flightsError')} onRetry={alternatives.retry} />
      ) : null}
      <ul className="rs-flights__list" aria-busy={alternatives.status === 'loading'}>
        {others.map((item) => {
          const difference = item.priceDifference.amount;
          const id = `rs-flight-${item.id}`;
          return (
            <li key={item.id} className="rs-flights__item">
              <div id={id}>
                <FlightSummary flight={item} />
                <p className="rs-flights__difference">
                  {difference === 0
                    ? t('detail.flightSamePrice')
                    : difference > 0
                      ? t('detail.flightMore', {
                          amount: formatPrice(item.priceDifference, language),
                        })
                      : t('detail.flightLess', {
                          amount: formatPrice(
                            { ...item.priceDifference, amount: -difference },
                            language,
                          ),
                        })}
                </p>
              </div>
              <button
                type="button"
                className="rs-button"
                aria-describedby={id}
                disabled={alternatives.changing !== null}
                onClick={() => void alternatives.choose(item.id)}
              >
                {alternatives.changing === item.id
                  ? t('detail.flightChanging')
                  : t('detail.flightChoose')}
              </button>
            </li>
          );
        })}
      </ul>
      {alternatives.items.length < alternatives.total && alternatives.status === 'ready' ? (
        <button type="button" className="rs-button" onClick={alternatives.more}>
          {t('detail.flightMoreOptions')}
        </button>
      ) : null}
    </Section>
  );
}
