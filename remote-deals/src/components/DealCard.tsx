import { formatDate, formatPrice } from '@storefront/shared/domain/format';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Deal, DealInclusion } from '@storefront/shared/domain/deal';
import { trackedClick } from '@storefront/shared/tracking/tracked-click';
import { useDealsTranslation } from '../hooks/useDealsTranslation';
import { dealSearchTarget } from '../lib/deal-link';

const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 225;

/** One deal: picture, where and when, what is included, the price, and the way to book it. */
export function DealCard({ deal }: { deal: Deal }) {
  const { t, language } = useDealsTranslation();
  const titleId = useId();
  const target = dealSearchTarget(deal);
  const { perPerson, originalPerPerson } = deal.price;
  const inclusion = (item: DealInclusion) =>
    item === 'MEAL_PLAN' && deal.mealPlan
      ? t('deal.include.MEAL_PLAN_named', {
          mealPlan: t(`translation:domain.mealPlan.${deal.mealPlan}`),
        })
      : t(`deal.include.${item}`);

  return (
    <article className="remote-deals-card" aria-labelledby={titleId}>
      {deal.imageUrl ? (
        <img
          className="remote-deals-card__image"
          src={deal.imageUrl}
          alt={t('deal.imageAlt', { destination: deal.destination.name })}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="remote-deals-card__image remote-deals-card__image--none" />
      )}
      <div className="remote-deals-card__body">
        <p className="remote-deals-card__kind">
          {t(`translation:domain.product.${deal.productType}`)}
        </p>
        <h3 id={titleId} className="remote-deals-card__title">
          {deal.title}
        </h3>
        <dl className="remote-deals-card__facts">
          <div>
            <dt>{t('deal.destination')}</dt>
            <dd>{deal.destination.name}</dd>
          </div>
          {deal.departure ? (
            <div>
              <dt>{t('deal.departure')}</dt>
              <dd>{deal.departure.name}</dd>
            </div>
          ) : null}
          {deal.accommodation ? (
            <div>
              <dt>{t('deal.hotel')}</dt>
              <dd>
                {deal.accommodation.name}{' '}
                {deal.accommodation.stars > 0 ? (
                  <span
                    className="remote-deals-card__stars"
                    role="img"
                    aria-label={t('deal.stars', { count: deal.accommodation.stars })}
                  >
                    {'★'.repeat(Math.floor(deal.accommodation.stars))}
                  </span>
                ) : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('deal.dates')}</dt>
            <dd>
              <time dateTime={deal.outboundDate}>
                {formatDate(deal.outboundDate, language, 'short')}
              </time>
              {deal.returnDate ? (
                <>
                  {' – '}
                  <time dateTime={deal.returnDate}>
                    {formatDate(deal.returnDate, language, 'short')}
                  </time>
                </>
              ) : (
                <> · {t('deal.oneWay')}</>
              )}
              {deal.nights ? <> · {t('deal.nights', { count: deal.nights })}</> : null}
            </dd>
          </div>
          {deal.includes.length > 0 ? (
            <div>
              <dt>{t('deal.includes')}</dt>
              <dd>
                <ul className="remote-deals-card__includes">
                  {deal.includes.map((item) => (
                    <li key={item}>{inclusion(item)}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="remote-deals-card__price">
          {originalPerPerson && originalPerPerson.amount > perPerson.amount ? (
            <s className="remote-deals-card__was">
              {t('deal.was', { price: formatPrice(originalPerPerson, language) })}
            </s>
          ) : null}
          <span className="remote-deals-card__now">
            {t('deal.perPerson', { price: formatPrice(perPerson, language) })}
          </span>
        </p>
        <Link
          className="remote-deals-card__cta"
          to={target}
          {...trackedClick('clicked.deal', { dealId: deal.id, productType: deal.productType })}
        >
          {t('deal.cta')}
          <span className="sf-visually-hidden">: {deal.title}</span>
        </Link>
      </div>
    </article>
  );
}
