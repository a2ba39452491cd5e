import { formatPoints, formatPrice, toPoints } from '@storefront/shared/domain/format';
import type { Money } from '@storefront/shared/domain/money';
import { useFlightsTranslation } from '../../../../hooks/useFlightsTranslation';

/** How prices are shown: in the shopper's language, and in points on a member search. */
export type PriceDisplay = {
  language: string;
  /** the brand's points (member search on a brand that has them) */
  points: { rate: number; label: string } | null;
};

/** A price in points, e.g. "12.950 Punti Stella", or null without points. */
export function usePointsText(display: PriceDisplay) {
  const { t } = useFlightsTranslation();
  return (money: Money) => {
    if (!display.points) return null;
    const points = toPoints(money.amount, display.points.rate);
    return points === null
      ? null
      : t('price.points', {
          points: formatPoints(points, display.language),
          label: display.points.label,
        });
  };
}

/** The full price of a proposal, per adult, and in points where the brand has them. */
export function ProposalPrice({
  total,
  perAdult,
  display,
}: {
  total: Money;
  perAdult: Money;
  display: PriceDisplay;
}) {
  const { t } = useFlightsTranslation();
  const points = usePointsText(display)(total);
  return (
    <div className="remote-flights-price">
      <p className="remote-flights-price__total">
        <span className="sf-visually-hidden">{t('price.total')} </span>
        {formatPrice(total, display.language)}
      </p>
      {points ? <p className="remote-flights-price__points">{points}</p> : null}
      <p className="remote-flights-price__note">
        {t('price.perAdult', { price: formatPrice(perAdult, display.language) })}
      </p>
    </div>
  );
}
