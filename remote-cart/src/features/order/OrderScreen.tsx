/**
 * /order?cartId=…: the confirmed order (the one just placed, else GetOrders for the cart; without
 * a cart, the session's orders), with its products, travellers, contact, requests, invoices,
 * total and payment, printable. The payment provider sends the shopper back here with the
 * payment's signed result, which is confirmed first (PaymentReturn); the order's heading then
 * takes the focus.
 */
import { formatDate, formatDateTime, formatPrice } from '@storefront/shared/domain/format';
import { useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import { getOrders } from '@storefront/shared/api/orders';
import type { Order } from '@storefront/shared/domain/cart';
import { orderAtom, setOrderAtom, useStateAction, useStateValue } from '@storefront/shared/state';
import { PriceSummary } from '../../components/PriceSummary';
import { ProductCard } from '../../components/ProductCard';
import { Loading, LoadFailed } from '../../components/ScreenStates';
import { UrlIssues } from '../../components/UrlIssues';
import { useCartLoad } from '../../lib/cart-call';
import { orderHref, useCartLocation } from '../../lib/cart-url';
import type { CartLocation } from '../../lib/cart-url';
import { useCartStrings } from '../../lib/i18n';
import { readPaymentReturn } from '../../lib/payment-return';
import { PaymentReturn } from './PaymentReturn';
import '../../components/cart.css';
import './order.css';
import { CartSection } from '../../components/CartSection';

export default function OrderScreen() {
  const { ready, t } = useCartStrings();
  const location = useCartLocation();
  const order = useStateValue(orderAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  if (!ready) return <Loading label="" />;
  const returned = location.cartId ? readPaymentReturn(location.params) : null;
  const known = order && location.cartId === order.cartId ? order : null;
  return (
    <section className="cart-screen cart-order" aria-labelledby="order-title">
      <h1 id="order-title" ref={heading} tabIndex={-1}>
        {t('screens.order')}
      </h1>
      <UrlIssues issues={location.issues} />
      {returned && location.cartId ? (
        <PaymentReturn
          key={returned.result.paymentId}
          cartId={location.cartId}
          location={location}
          returned={returned}
          onDone={focusHeading}
        />
      ) : known ? (
        <OrderView order={known} />
      ) : (
        <OrderLoader key={location.cartId ?? ''} location={location} />
      )}
    </section>
  );
}

function OrderLoader({ location }: { location: CartLocation }) {
  const { t } = useCartStrings();
  const setOrder = useStateAction(setOrderAtom);
  const { cartId } = location;
  const load = useCallback(
    async (id: string) => {
      const orders = await getOrders(id === '*' ? undefined : id);
      if (id !== '*' && orders[0]) setOrder(orders[0]);
      return orders;
    },
    [setOrder],
  );
  const { state, reload } = useCartLoad(cartId ?? '*', load);
  if (state.status === 'loading') return <Loading label={t('order.loading')} />;
  if (state.status === 'failed')
    return state.expired ? null : <LoadFailed code={state.code} onRetry={reload} />;
  const orders = state.data;
  if (cartId) {
    const [order] = orders;
    return order ? (
      <OrderView order={order} />
    ) : (
      <p className="cart-empty">{t('order.notFound')}</p>
    );
  }
  if (orders.length === 0)
    return (
      <div className="cart-empty">
        <p>{t('order.none')}</p>
        <Link className="cart-button cart-button--primary" to="/">
          {t('actions.backToSearch')}
        </Link>
      </div>
    );
  return (
    <ul className="cart-order__list">
      {orders.map((order) => (
        <li key={order.orderId}>
          <Link to={orderHref(location, order.cartId)}>
            {t('order.listItem', {
              reference: order.bookingReference,
              count: order.products.length,
            })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t, language } = useCartStrings();
  const { contact } = order;
  return (
    <div className="cart-order__body">
      <div className="cart-alert cart-alert--success" role="status">
        <p className="cart-order__lead">{t('order.confirmed')}</p>
        <p>
          {t('order.reference')}{' '}
          <strong className="cart-order__reference">{order.bookingReference}</strong>
        </p>
        <p>{t('order.emailSent', { email: contact.email })}</p>
      </div>
      <dl className="cart-facts cart-order__facts">
        <div className="cart-facts__item">
          <dt>{t('order.date')}</dt>
          <dd>{formatDateTime(order.createdAt, language)}</dd>
        </div>
        <div className="cart-facts__item">
          <dt>{t('order.paymentMethod')}</dt>
          <dd>
            {t(`payment.methodName.${order.paymentMethod}`, { defaultValue: order.paymentMethod })}
            {order.payment ? ` (${order.payment.providerName})` : null}
          </dd>
        </div>
        {order.payment ? (
          <>
            <div className="cart-facts__item">
              <dt>{t('order.paymentReference')}</dt>
              <dd className="cart-order__payment-reference">{order.payment.reference}</dd>
            </div>
            <div className="cart-facts__item">
              <dt>{t('order.amountPaid')}</dt>
              <dd>{formatPrice(order.payment.amount, language)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <button
        type="button"
        className="cart-button cart-order__print"
        onClick={() => window.print()}
      >
        {t('order.print')}
      </button>
      <CartSection level={2} title={t('order.products')}>
        <ul className="cart-products">
          {order.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} breakdownOpen />
            </li>
          ))}
        </ul>
      </CartSection>
      <CartSection level={2} title={t('order.travellers')}>
        <ul className="cart-order__people">
          {order.travellers.map((traveller) => (
            <li key={traveller.id}>
              {t(`travellers.title.${traveller.title}`)} {traveller.firstName} {traveller.lastName}{' '}
              <span className="cart-muted">
                ({t(`travellers.type.${traveller.type}`)},{' '}
                {formatDate(traveller.birthDate, language, 'written')})
              </span>
            </li>
          ))}
        </ul>
      </CartSection>
      <CartSection level={2} title={t('order.contact')}>
        <p>
          {contact.firstName} {contact.lastName}
          <br />
          {contact.email}
          <br />
          {contact.phonePrefix} {contact.phoneNumber}
        </p>
      </CartSection>
      {order.specialRequests.length > 0 ? (
        <CartSection level={2} title={t('requests.title')}>
          <ul>
            {order.specialRequests.map((request) => (
              <li key={request.id}>{request.text}</li>
            ))}
          </ul>
        </CartSection>
      ) : null}
      {order.invoices.length > 0 ? (
        <CartSection level={2} title={t('invoice.title')}>
          <ul>
            {order.invoices.map((invoice) => (
              <li key={invoice.id}>
                {invoice.name} · {invoice.taxId} · {invoice.address.street},{' '}
                {invoice.address.postalCode} {invoice.address.city}
              </li>
            ))}
          </ul>
        </CartSection>
      ) : null}
      <PriceSummary
        price={order.price}
        voucherCode={order.voucher?.code ?? null}
        headingId="order-price-title"
      />
    </div>
  );
}
