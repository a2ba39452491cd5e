/**
 * The price the shopper pays, everything compulsory included, with its breakdown; the stay
 * (dates, travellers, meal plan, which can be changed), the cancellation terms, and the button
 * that puts the trip in a cart.
 */
import { formatDate, formatPrice } from '@storefront/shared/domain/format';
import { useId } from 'react';
import type { MealPlan } from '@storefront/shared/domain/contract';
import type { Pricing } from '@storefront/shared/domain/hotel';
import { perNight } from '@storefront/shared/domain/money';
import { codeLabel } from '../../../lib/labels';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';
import type { PointsRule } from '../../../hooks/useMemberPoints';
import { PointsValue } from '../../../components/price/Price';
import type { AddToCartState } from '@storefront/shared/state/add-to-cart';
import { Section } from '@storefront/shared/ui/Section';

export function PriceBox({
  pricing,
  mealPlans,
  points,
  booking,
  onMealPlan,
  onBook,
}: {
  pricing: Pricing;
  mealPlans: readonly MealPlan[];
  points: PointsRule | null;
  booking: AddToCartState;
  onMealPlan: (plan: MealPlan) => void;
  onBook: () => void;
}) {
  const { t, language } = useSearchTranslation();
  const planId = useId();
  const travellers = pricing.rooms.reduce(
    (sum, room) => ({
      adults: sum.adults + room.adults,
      children: sum.children + room.childrenAges.length,
    }),
    { adults: 0, children: 0 },
  );
  const { cancellationPolicy: policy } = pricing;
  const night = perNight(pricing.price.total, pricing.nights);
  const compulsory = pricing.price.breakdown.filter((line) => line.compulsory);
  const optional = pricing.price.breakdown.filter((line) => !line.compulsory);
  const plans = mealPlans.includes(pricing.mealPlan) ? mealPlans : [pricing.mealPlan, ...mealPlans];

  return (
    <Section className="rs-pricebox rs-card" level={2} title={t('detail.yourTrip')}>
      <dl className="rs-facts__dl">
        <div>
          <dt>{t('detail.dates')}</dt>
          <dd>
            {t('detail.datesValue', {
              from: formatDate(pricing.checkIn, language),
              to: formatDate(pricing.checkOut, language),
              count: pricing.nights,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('detail.travellers')}</dt>
          <dd>
            {t('detail.adults', { count: travellers.adults })}
            {travellers.children > 0
              ? `, ${t('detail.children', { count: travellers.children })}`
              : ''}
          </dd>
        </div>
      </dl>
      <div className="rs-pricebox__plan">
        <label htmlFor={planId}>{t('detail.mealPlan')}</label>
        <select
          id={planId}
          className="rs-select"
          value={pricing.mealPlan}
          onChange={(event) => onMealPlan(event.target.value as MealPlan)}
        >
          {plans.map((plan) => (
            <option key={plan} value={plan}>
              {t(`translation:domain.mealPlan.${plan}`, { defaultValue: plan })}
            </option>
          ))}
        </select>
      </div>
      <div className="rs-pricebox__total">
        <span>{t('detail.total')}</span>
        <strong>{formatPrice(pricing.price.total, language)}</strong>
        {night ? (
          <span className="rs-price__night">
            {t('price.perNight', { price: formatPrice(night, language) })}
          </span>
        ) : null}
        {points ? <PointsValue money={pricing.price.total} points={points} /> : null}
        <span className="rs-muted">{t('detail.totalIncludes')}</span>
      </div>
      <h3 className="rs-pricebox__subheading">{t('detail.breakdown')}</h3>
      <table className="rs-breakdown">
        <caption className="sf-visually-hidden">{t('detail.breakdown')}</caption>
        <thead className="sf-visually-hidden">
          <tr>
            <th scope="col">{t('detail.breakdownItem')}</th>
            <th scope="col">{t('detail.breakdownAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {compulsory.map((line) => (
            <tr key={line.code}>
              <th scope="row">{codeLabel(t, 'priceLine', line.code)}</th>
              <td>{formatPrice(line.amount, language)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('detail.total')}</th>
            <td>{formatPrice(pricing.price.total, language)}</td>
          </tr>
        </tfoot>
      </table>
      {optional.length > 0 ? (
        <>
          <h3 className="rs-pricebox__subheading">{t('detail.optional')}</h3>
          <ul className="rs-facts__list">
            {optional.map((line) => (
              <li key={line.code}>
                {codeLabel(t, 'priceLine', line.code)}: {formatPrice(line.amount, language)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="rs-pricebox__subheading">{t('detail.cancellation')}</h3>
      <p>
        {policy.freeCancellation && policy.freeCancellationUntil
          ? t('detail.cancellationFree', {
              date: formatDate(policy.freeCancellationUntil, language, 'long'),
            })
          : t('detail.cancellationNone')}
        {policy.penaltyPercentAfterDeadline !== null
          ? ` ${t('detail.cancellationPenalty', { percent: policy.penaltyPercentAfterDeadline })}`
          : ''}
      </p>
      <button
        type="button"
        className="rs-button rs-button--primary rs-pricebox__book"
        onClick={onBook}
        disabled={booking.status === 'adding'}
        aria-busy={booking.status === 'adding'}
      >
        {booking.status === 'adding' ? t('detail.booking') : t('detail.book')}
      </button>
      {booking.status === 'failed' ? (
        <p className="rs-notice rs-notice--error" role="alert">
          {t('detail.bookFailed')}
        </p>
      ) : null}
    </Section>
  );
}
