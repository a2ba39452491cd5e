/** A price as the shopper reads it, with its value in points on a points brand for members. */
import { formatPoints, formatPrice, toPoints } from '@storefront/shared/domain/format';
import type { Money } from '@storefront/shared/domain/money';
import { useSearchTranslation } from '../../hooks/useSearchTranslation';
import type { PointsRule } from '../../hooks/useMemberPoints';

export function PointsValue({ money, points }: { money: Money; points: PointsRule }) {
  const { t, language } = useSearchTranslation();
  const value = toPoints(money.amount, points.rate);
  if (value === null) return null;
  const label = points.label ?? t('points.defaultLabel');
  return (
    <span className="rs-points">
      {t('points.orPoints', { points: formatPoints(value, language), label })}
    </span>
  );
}

export function PriceAmount({ money, className }: { money: Money; className?: string }) {
  const { language } = useSearchTranslation();
  return <span className={className}>{formatPrice(money, language)}</span>;
}
