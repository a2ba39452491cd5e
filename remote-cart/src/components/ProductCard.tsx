/**
 * One product of a cart or an order: what it is, when, for whom, what it includes, and its price
 * with every line of its breakdown (compulsory taxes and fees included in its total).
 */
import { formatDate, formatPrice } from '@storefront/shared/domain/format';
import type { ReactNode } from 'react';
import type { CartProduct } from '@storefront/shared/domain/cart';
import { useCartStrings } from '../lib/i18n';
import { productTitle } from './product-text';
import './cart.css';

export function ProductCard({
  product,
  headingLevel = 3,
  breakdownOpen = false,
  children,
}: {
  product: CartProduct;
  headingLevel?: 2 | 3 | 4;
  /** the breakdown shown open (the order view, which is printed) */
  breakdownOpen?: boolean;
  /** actions on the product (remove, change) */
  children?: ReactNode;
}) {
  const { t, language } = useCartStrings();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const { details, passengers } = product;
  const titleId = `product-${product.id}-title`;
  const facts: { term: string; value: string }[] = [];
  if (product.startDate) {
    facts.push({
      term: t('product.dates'),
      value: product.endDate
        ? t('product.dateRange', {
            from: formatDate(product.startDate, language, 'written'),
            to: formatDate(product.endDate, language, 'written'),
          })
        : formatDate(product.startDate, language, 'written'),
    });
  }
  if (details.nights !== null)
    facts.push({ term: t('product.nights'), value: String(details.nights) });
  if (passengers) {
    facts.push({
      term: t('product.travellers'),
      value: [
        t('party.adults', { count: passengers.adults }),
        passengers.children > 0 ? t('party.children', { count: passengers.children }) : null,
        passengers.infants > 0 ? t('party.infants', { count: passengers.infants }) : null,
      ]
        .filter(Boolean)
        .join(', '),
    });
  }
  if (details.rooms && details.rooms.length > 0)
    facts.push({ term: t('product.rooms'), value: String(details.rooms.length) });
  if (details.mealPlan)
    facts.push({
      term: t('product.mealPlan'),
      value: t(`translation:domain.mealPlan.${details.mealPlan}`, {
        defaultValue: details.mealPlan,
      }),
    });
  if (details.freeCancellationUntil)
    facts.push({
      term: t('product.cancellation'),
      value: t('product.freeCancellationUntil', {
        date: formatDate(details.freeCancellationUntil, language, 'written'),
      }),
    });
  if (details.luggage)
    facts.push({
      term: t('product.luggage'),
      value: t(`translation:domain.luggage.${details.luggage}`, { defaultValue: details.luggage }),
    });
  if (details.luggagePieces !== null)
    facts.push({
      term: t('product.pieces'),
      value: t('product.piecesValue', { count: details.luggagePieces }),
    });
  if (details.seats.length > 0)
    facts.push({
      term: t('product.seats'),
      value: details.seats.map((seat) => seat.seat).join(', '),
    });
  return (
    <article className="cart-product" aria-labelledby={titleId}>
      <div className="cart-product__head">
        <Heading id={titleId} className="cart-product__title">
          <span className="cart-product__kind">{t(`kind.${product.kind}`)}</span>{' '}
          {productTitle(t, product.kind, product.title)}
        </Heading>
        <p className="cart-product__total">{formatPrice(product.price.total, language)}</p>
      </div>
      {facts.length > 0 ? (
        <dl className="cart-facts">
          {facts.map((fact) => (
            <div key={fact.term} className="cart-facts__item">
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {product.legs.length > 0 ? (
        <ul className="cart-legs" aria-label={t('product.flights')}>
          {product.legs.map((leg) => (
            <li key={leg.legId}>
              <span className="cart-legs__direction">
                {t(`product.direction.${leg.direction}`)}
              </span>{' '}
              {leg.segments
                .map((segment) =>
                  t('product.segment', {
                    flight: segment.flightNumber,
                    from: segment.departureAirport,
                    to: segment.arrivalAirport,
                  }),
                )
                .join(' · ')}
            </li>
          ))}
        </ul>
      ) : null}
      {product.price.breakdown.length > 0 ? (
        <details className="cart-breakdown" open={breakdownOpen || undefined}>
          <summary>{t('product.breakdown')}</summary>
          <dl>
            {product.price.breakdown.map((line) => (
              <div key={line.code} className="cart-breakdown__line">
                <dt>
                  {t(`priceLine.${line.code}`, { defaultValue: line.code })}
                  {line.compulsory ? (
                    <span className="cart-breakdown__included"> ({t('product.included')})</span>
                  ) : null}
                </dt>
                <dd>{formatPrice(line.amount, language)}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {children ? <div className="cart-product__actions">{children}</div> : null}
    </article>
  );
}
