/**
 * /cart?cartId=…: the cart in the URL. Its products come from RetrieveCart (with their details
 * and breakdowns), its time and options from GetCartConfig, its voucher from RetrieveVoucherCode,
 * the extras it can take from GetAvailableProducts. Products can be removed, a flight replaced,
 * extras and a voucher added; every change answers the whole cart, which updates the store.
 * /cart without a cartId (the header's Cart link) opens the store's cart when there is one.
 * The voucher and the extras are optional: when their call fails it is logged (spec section 8)
 * and their section left out, the cart itself still shown.
 */
import { formatPrice } from '@storefront/shared/domain/format';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import {
  getCartConfig,
  removeProductsFromCart,
  retrieveCart,
  retrieveVoucherCode,
} from '@storefront/shared/api/cart';
import { getAvailableProducts } from '@storefront/shared/api/ancillaries';
import type { AvailableProduct, Cart, CartSummary, Voucher } from '@storefront/shared/domain/cart';
import {
  availableAncillariesAtom,
  brandConfigAtom,
  cartConfigAtom,
  cartDetailAtom,
  cartExpiredAtom,
  setAvailableAncillariesAtom,
  setCartConfigAtom,
  setCartDetailAtom,
  useStateAction,
  useStateValue,
  noteOpenCartAtom,
  openCartAtom,
} from '@storefront/shared/state';
import { AncillaryOffers } from '../../components/AncillaryOptions';
import { CartEditingProvider } from '../../components/cart-editing';
import { ChangeFlight, canChangeFlight } from './components/ChangeFlight';
import { CartExpired } from '../../components/CartExpired';
import { ExpiryNotice } from '../../components/ExpiryNotice';
import { PriceSummary } from '../../components/PriceSummary';
import { ProductCard } from '../../components/ProductCard';
import { isTrip, productTitle } from '../../components/product-text';
import { Loading, LoadFailed, NoCart } from '../../components/ScreenStates';
import { UrlIssues } from '../../components/UrlIssues';
import { callErrorKey, useCartCall, useCartChange, useCartLoad } from '../../lib/cart-call';
import { noteReceived } from '../../lib/cart-clock';
import { useCartScope } from '../../lib/cart-session';
import { cartHref, checkoutHref, orderHref, useCartLocation } from '../../lib/cart-url';
import type { CartLocation } from '../../lib/cart-url';
import { useCartStrings } from '../../lib/i18n';
import '../../components/cart.css';

// the form library comes with the voucher form, after the cart itself is on screen
const VoucherForm = lazy(() =>
  import('../../components/VoucherForm').then((m) => ({ default: m.VoucherForm })),
);

/** `voucherKnown`: false when RetrieveVoucherCode failed (the voucher form is left out). */
type CartView = CartSummary & { voucher: Voucher | null; voucherKnown: boolean };

export default function CartScreen() {
  const { ready, t } = useCartStrings();
  const location = useCartLocation();
  const { cartId } = location;
  useCartScope(cartId);
  const expired = useStateValue(cartExpiredAtom);
  const detail = useStateValue(cartDetailAtom);
  const config = useStateValue(cartConfigAtom);
  const open = useStateValue(openCartAtom);
  // the store's cart, else the open cart this device remembers (after a reload, say)
  const current = detail?.cartId ?? config?.cartId ?? open?.cartId ?? null;
  // the store's cart, written into the URL so that a reload keeps it
  if (!cartId && current) return <Navigate replace to={cartHref(location, current)} />;
  if (!ready) return <Loading label="" />;
  return (
    <section className="cart-screen" aria-labelledby="cart-title">
      <h1 id="cart-title">{t('screens.cart')}</h1>
      <UrlIssues issues={location.issues} />
      {expired && cartId ? (
        <CartExpired
          cartId={cartId}
          productType={detail?.productType ?? location.search.product ?? null}
        />
      ) : cartId ? (
        <CartContent key={cartId} cartId={cartId} location={location} />
      ) : (
        <NoCart />
      )}
    </section>
  );
}

function CartContent({ cartId, location }: { cartId: string; location: CartLocation }) {
  const { t, language } = useCartStrings();
  const brand = useStateValue(brandConfigAtom);
  const config = useStateValue(cartConfigAtom);
  const ancillaries = useStateValue(availableAncillariesAtom);
  const setDetail = useStateAction(setCartDetailAtom);
  const setConfig = useStateAction(setCartConfigAtom);
  const setAncillaries = useStateAction(setAvailableAncillariesAtom);
  const noteOpenCart = useStateAction(noteOpenCartAtom);
  const run = useCartCall();
  const change = useCartChange();
  const domainName = brand?.domain;

  const load = useCallback(
    async (id: string): Promise<CartView> => {
      const [summary, cartConfig] = await Promise.all([
        retrieveCart({ cartId: id, ...(domainName ? { domainName } : {}) }),
        getCartConfig(id),
      ]);
      setConfig(noteReceived(cartConfig));
      noteOpenCart({
        cartId: summary.cartId,
        status: summary.status,
        count: summary.products.length,
        expiresAt: cartConfig.expiresAt,
      });
      // optional: a failure is logged (or marks the cart expired) and leaves its section out
      const [voucher, available] = await Promise.all([
        run(() => retrieveVoucherCode(id, summary.currency)),
        run(() => getAvailableProducts(id, summary.currency)),
      ]);
      setAncillaries(available.ok ? available.value : null);
      return {
        ...summary,
        voucher: voucher.ok ? voucher.value : null,
        voucherKnown: voucher.ok,
      };
    },
    [domainName, run, setConfig, setAncillaries, noteOpenCart],
  );
  const { state, reload } = useCartLoad(cartId, load);
  const [changed, setChanged] = useState<CartView | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const productsHeading = useRef<HTMLHeadingElement>(null);

  const applyCart = useCallback(
    (cart: Cart) => {
      setDetail(cart);
      setChanged({
        cartId: cart.cartId,
        status: cart.status,
        currency: cart.currency,
        remainingSeconds: cart.remainingSeconds,
        products: cart.products,
        price: cart.price,
        voucher: cart.voucher,
        voucherKnown: true,
      });
      // what can be added depends on what is in the cart (flights for seats, party for insurance)
      void run(() => getAvailableProducts(cart.cartId, cart.currency)).then((outcome) => {
        if (outcome.ok) setAncillaries(outcome.value);
      });
    },
    [run, setDetail, setAncillaries],
  );

  if (state.status === 'loading') return <Loading label={t('cart.loading')} />;
  if (state.status === 'failed') {
    if (state.expired) return null; // the screen shows the expiry state
    return <LoadFailed code={state.code} onRetry={reload} />;
  }
  const view = changed ?? state.data;

  const remove = async (productId: string, title: string) => {
    setRemoving(productId);
    setFailure(null);
    const outcome = await change(cartId, `remove:${productId}`, productId, (requestUuid) =>
      removeProductsFromCart(cartId, [productId], { requestUuid }),
    );
    setRemoving(null);
    if (outcome.ok) {
      applyCart(outcome.value);
      setAnnouncement(
        t('cart.removed', { title, total: formatPrice(outcome.value.price.total, language) }),
      );
      productsHeading.current?.focus();
    } else if (!outcome.expired) {
      setFailure(t(callErrorKey(outcome.code)));
    }
  };

  const trips = view.products.filter((product) => isTrip(product.kind));
  const locked = view.status !== 'OPEN';
  const offers: AvailableProduct[] = ancillaries ?? [];

  return (
    <CartEditingProvider cartId={cartId} onCart={applyCart}>
      <div className="cart-layout">
        <div className="cart-layout__main">
          {config && config.cartId === cartId ? <ExpiryNotice config={config} /> : null}
          <p className="cart-visually-hidden-when-empty" role="status">
            {announcement}
          </p>
          {failure ? (
            <p className="cart-alert cart-alert--error" role="alert">
              {failure}
            </p>
          ) : null}
          {view.status === 'CONFIRMED' ? (
            <p className="cart-alert">
              {t('cart.alreadyBooked')} <Link to={orderHref(location)}>{t('cart.seeOrder')}</Link>
            </p>
          ) : null}
          <h2
            id="cart-products-title"
            ref={productsHeading}
            tabIndex={-1}
            className="cart-section-title"
          >
            {t('cart.productsTitle')}
          </h2>
          {view.products.length === 0 ? (
            <div className="cart-empty">
              <p>{t('cart.empty')}</p>
              <Link className="cart-button cart-button--primary" to="/">
                {t('actions.backToSearch')}
              </Link>
            </div>
          ) : (
            <ul className="cart-products" aria-labelledby="cart-products-title">
              {view.products.map((product) => {
                const title = productTitle(t, product.kind, product.title);
                return (
                  <li key={product.id}>
                    <ProductCard product={product}>
                      {locked ? null : (
                        <>
                          <button
                            type="button"
                            className="cart-button cart-button--quiet"
                            onClick={() => void remove(product.id, title)}
                            disabled={removing !== null}
                          >
                            {t('cart.remove', { title })}
                          </button>
                          {canChangeFlight(product) ? (
                            <ChangeFlight
                              cartId={cartId}
                              product={product}
                              onCart={(cart, message) => {
                                applyCart(cart);
                                setAnnouncement(message);
                              }}
                            />
                          ) : null}
                        </>
                      )}
                    </ProductCard>
                  </li>
                );
              })}
            </ul>
          )}
          {trips.length > 0 && !locked ? (
            <AncillaryOffers currency={view.currency} offers={offers} products={view.products} />
          ) : null}
        </div>
        <aside className="cart-layout__aside" aria-label={t('cart.summaryLabel')}>
          <PriceSummary
            price={view.price}
            voucherCode={view.voucher?.code ?? null}
            headingId="cart-price-title"
          />
          {view.products.length > 0 && view.voucherKnown ? (
            <Suspense fallback={null}>
              <VoucherForm voucher={view.voucher} disabled={locked} />
            </Suspense>
          ) : null}
          {trips.length > 0 && view.status !== 'CONFIRMED' ? (
            <Link
              className="cart-button cart-button--primary cart-button--block"
              to={checkoutHref(location, 1)}
            >
              {t('cart.toCheckout')}
            </Link>
          ) : null}
        </aside>
      </div>
    </CartEditingProvider>
  );
}
