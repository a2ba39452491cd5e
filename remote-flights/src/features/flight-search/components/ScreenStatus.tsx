/** Messages around the screen: loading, the URL's refused values, and the brand's price rules. */
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { formatMoney } from '@storefront/shared/domain/format';
import { useFlightsTranslation } from '../../../hooks/useFlightsTranslation';
import type { UrlIssue } from '../../../lib/flights-url';

/** While the screen's own strings or the brand are not there yet. */
export function ScreenLoading() {
  return <div className="remote-flights-screen-loading" role="status" aria-busy="true" />;
}

/** What the URL held that could not be used, in words; the form keeps every other value. */
export function UrlIssues({ issues }: { issues: readonly UrlIssue[] }) {
  const { t } = useFlightsTranslation();
  if (issues.length === 0) return null;
  return (
    <div className="remote-flights-message remote-flights-message--warning" role="alert">
      <p className="remote-flights-message__title">{t('url.heading')}</p>
      <ul>
        {issues.map((issue, index) => (
          <li key={`${issue.param}-${index}`}>{t(issue.key, { ...issue.values })}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The free-flight voucher rule (spec section 5), told to the shopper, and the brand's conditions
 * (spec section 1): a key the brand names, in this remote's strings, shown when they hold it (as
 * the hotel and package results do).
 */
export function FreeFlightNote({
  brand,
  cap,
  language,
}: {
  brand: BrandConfig;
  cap: number;
  language: string;
}) {
  const { t } = useFlightsTranslation();
  const conditions = brand.brand.freeFlightConditions;
  if (!conditions) return null;
  const conditionsText = conditions.conditionsKey
    ? t(conditions.conditionsKey, { defaultValue: '' })
    : '';
  return (
    <div className="remote-flights-message remote-flights-message--info">
      <p className="remote-flights-message__title">{t('freeFlight.title')}</p>
      <p>
        {t('freeFlight.rule', {
          cap: formatMoney(cap, brand.brand.currency, language, { wholeUnits: true }),
        })}
      </p>
      {conditionsText ? <p>{conditionsText}</p> : null}
    </div>
  );
}

/** On a member search: the brand's points and what one is worth, or that it has none. */
export function PointsNote({ brand, language }: { brand: BrandConfig; language: string }) {
  const { t } = useFlightsTranslation();
  const { pointsConversionRate: rate, customPointsLabel, currency } = brand.brand;
  const label = customPointsLabel || t('points.defaultLabel');
  return (
    <div className="remote-flights-message remote-flights-message--info">
      <p>
        {rate
          ? t('points.rule', {
              label,
              value: formatMoney(rate, currency, language, { maximumFractionDigits: 4 }),
            })
          : t('points.none')}
      </p>
    </div>
  );
}
