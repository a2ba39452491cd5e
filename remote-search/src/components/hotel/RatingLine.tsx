/** A hotel's guest rating and the number of reviews it comes from, on one line. */
import { formatNumber, formatRating } from '@storefront/shared/domain/format';
import { useSearchTranslation } from '../../hooks/useSearchTranslation';

export function RatingLine({
  rating,
  reviewsCount,
  className,
}: {
  rating: number;
  reviewsCount: number;
  className: string;
}) {
  const { t, language } = useSearchTranslation();
  return (
    <p className={className}>
      <span className="rs-rating">
        {t('hotel.rating', { rating: formatRating(rating, language) })}
      </span>{' '}
      <span className="rs-muted">
        {t('hotel.reviews', {
          count: reviewsCount,
          formatted: formatNumber(reviewsCount, language),
        })}
      </span>
    </p>
  );
}
