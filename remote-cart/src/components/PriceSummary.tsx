/**
 * What the shopper pays: one line per product, the subtotal, the voucher's discount and the
 * total, which already holds every compulsory tax and fee (each product's breakdown lists them).
 */
import { formatPrice } from '@storefront/shared/domain/format';
import type { CartPrice } from '@storefront/shared/domain/cart';
import { useCartStrings } from '../lib/i18n';
import { productTitle } from './product-text';
import './cart.css';

export function PriceSummary({
  price,
  voucherCode,
  headingId,
  headingLevel = 2,
}: {
  price: CartPrice;
  voucherCode?: string | null;
  headingId: string;
  headingLevel?: 2 | 3;
}) {
  const { t, language } = useCartStrings();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hasDiscount = price.discount.amount > 0;
  return (
    <section className="cart-price" aria-labelledby={headingId}>
      <Heading id={headingId} className="cart-price__title">
        {t('price.title')}
      </Heading>
      <dl className="cart-price__lines">
        {price.lines.map((line) => (
          <div key={line.productId} className="cart-price__line">
            <dt>{productTitle(t, line.kind, line.title)}</dt>
            <dd>{formatPrice(line.amount, language)}</dd>
          </div>
        ))}
        {hasDiscount ? (
          <>
            <div className="cart-price__line cart-price__line--subtotal">
              <dt>{t('price.subtotal')}</dt>
              <dd>{formatPrice(price.subtotal, language)}</dd>
            </div>
            <div className="cart-price__line cart-price__line--discount">
              <dt>
                {voucherCode
                  ? t('price.discountWithCode', { code: voucherCode })
                  : t('price.discount')}
              </dt>
              <dd>−{formatPrice(price.discount, language)}</dd>
            </div>
          </>
        ) : null}
        <div className="cart-price__line cart-price__line--total">
          <dt>{t('price.total')}</dt>
          <dd data-testid="cart-total">{formatPrice(price.total, language)}</dd>
        </div>
      </dl>
      <p className="cart-price__note">{t('price.allIncluded')}</p>
    </section>
  );
}
