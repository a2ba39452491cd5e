/** One hotel of the results: picture, name (the link to its detail), stars, rating, plan, price. */
import { formatDate, formatPrice } from '@storefront/shared/domain/format';
import { Link } from 'react-router-dom';
import type { HotelProposal } from '@storefront/shared/domain/hotel';
import { perNight } from '@storefront/shared/domain/money';
import { safeHref } from '@storefront/shared/lib/safe-link';
import { codeLabel } from '../../lib/labels';
import { useSearchTranslation } from '../../hooks/useSearchTranslation';
import type { PointsRule } from '../../hooks/useMemberPoints';
import { PointsValue } from '../price/Price';
import { RatingLine } from './RatingLine';

export function Stars({ count }: { count: number }) {
  const { t } = useSearchTranslation();
  if (count <= 0) return null;
  return (
    <span className="rs-stars" role="img" aria-label={t('hotel.stars', { count })}>
      {'★'.repeat(Math.round(count))}
    </span>
  );
}

export function HotelCard({
  proposal,
  href,
  points,
  highlighted,
  first,
}: {
  proposal: HotelProposal;
  href: string;
  points: PointsRule | null;
  highlighted?: boolean;
  /** the first card of the list: its picture is the screen's largest paint, asked for first */
  first?: boolean;
}) {
  const { t, language } = useSearchTranslation();
  const { accommodation: hotel, price } = proposal;
  const night = perNight(price.total, proposal.nights);
  const image = safeHref(hotel.imageUrls[0]);
  const headingId = `rs-hotel-${proposal.id}`;
  return (
    <article
      className={highlighted ? 'rs-hotel rs-hotel--highlighted' : 'rs-hotel'}
      aria-labelledby={headingId}
      data-hotel-id={hotel.id}
    >
      <div className="rs-hotel__media">
        {image ? (
          <img
            src={image}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            width={320}
            height={200}
          />
        ) : null}
        {proposal.dealDiscountPercent ? (
          <span className="rs-badge rs-badge--deal">
            {t('hotel.deal', { percent: proposal.dealDiscountPercent })}
          </span>
        ) : null}
      </div>
      <div className="rs-hotel__body">
        <h3 className="rs-hotel__name" id={headingId}>
          <Link to={href} className="rs-hotel__link">
            {hotel.name}
          </Link>
        </h3>
        <p className="rs-hotel__meta">
          <Stars count={hotel.stars} />{' '}
          <span>
            {t(`translation:domain.propertyType.${hotel.propertyType}`, {
              defaultValue: hotel.propertyType,
            })}
          </span>
          {hotel.address ? <span className="rs-muted"> · {hotel.address.city}</span> : null}
        </p>
        <RatingLine
          rating={hotel.rating}
          reviewsCount={hotel.reviewsCount}
          className="rs-hotel__rating"
        />
        <ul className="rs-hotel__facts">
          <li>
            {t(`translation:domain.mealPlan.${proposal.mealPlan}`, {
              defaultValue: proposal.mealPlan,
            })}
          </li>
          {proposal.freeCancellationUntil ? (
            <li className="rs-positive">
              {t('hotel.freeCancellationUntil', {
                date: formatDate(proposal.freeCancellationUntil, language),
              })}
            </li>
          ) : (
            <li className="rs-muted">{t('hotel.noFreeCancellation')}</li>
          )}
          {hotel.amenities.slice(0, 3).map((code) => (
            <li key={code} className="rs-muted">
              {codeLabel(t, 'amenity', code)}
            </li>
          ))}
        </ul>
      </div>
      <div className="rs-hotel__price">
        {price.original && price.original.amount > price.total.amount ? (
          <span className="rs-price__original">
            <span className="sf-visually-hidden">{t('price.before')} </span>
            <s>{formatPrice(price.original, language)}</s>
          </span>
        ) : null}
        <span className="rs-price__total">{formatPrice(price.total, language)}</span>
        <span className="rs-muted rs-price__note">
          {t('price.totalFor', { count: proposal.nights })}
        </span>
        {night ? (
          <span className="rs-price__night">
            {t('price.perNight', { price: formatPrice(night, language) })}
          </span>
        ) : null}
        <span className="rs-muted rs-price__note">
          {t('price.perPerson', { price: formatPrice(price.perPerson, language) })}
        </span>
        {points ? <PointsValue money={price.total} points={points} /> : null}
        <Link
          to={href}
          className="rs-button rs-button--primary rs-hotel__cta"
          aria-describedby={headingId}
        >
          {t('hotel.see')}
        </Link>
      </div>
    </article>
  );
}
