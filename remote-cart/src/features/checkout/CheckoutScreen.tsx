/**
 * /checkout?cartId=…&checkoutStep=n: the checkout of the cart in the URL, one step at a time, the
 * step in the URL (written with the shared search URL codec), a progress indicator, the time left
 * on the cart and a summary of what is paid. The whole cart (RetrieveCartFull) and its
 * configuration (GetCartConfig) are in the store; each step loads what it offers again.
 */
import { formatPrice } from '@storefront/shared/domain/format';
import { lazy, Suspense, useCallback, useDeferredValue, useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { Cart } from '@storefront/shared/domain/cart';
import {
  cartConfigAtom,
  cartDetailAtom,
  cartExpiredAtom,
  setCartDetailAtom,
  useStateAction,
  useStateValue,
} from '@storefront/shared/state';
import { CartExpired } from '../../components/CartExpired';
import { ExpiryNotice } from '../../components/ExpiryNotice';
import { PriceSummary } from '../../components/PriceSummary';
import { productTitle } from '../../components/product-text';
import { Loading, LoadFailed, NoCart } from '../../components/ScreenStates';
import { UrlIssues } from '../../components/UrlIssues';
import { useCartScope, useFullCart } from '../../lib/cart-session';
import { cartHref, checkoutHref, orderHref, useCartLocation } from '../../lib/cart-url';
import type { CartLocation } from '../../lib/cart-url';
import { useCartStrings } from '../../lib/i18n';
import { CheckoutProgress } from './components/CheckoutProgress';
import { furthestStep, STEPS, stepDone } from './progress';
import type { StepProps } from './steps/types';
import { NEW_SCREEN } from '@storefront/shared/lib/navigation';
import '../../components/cart.css';
import { CartSection } from '../../components/CartSection';
import { CartEditingProvider } from '../../components/cart-editing';

// each step is its own chunk: a shopper downloads the step they are on
const TravellersStep = lazy(() =>
  import('./steps/TravellersStep').then((m) => ({ default: m.TravellersStep })),
);
const ContactStep = lazy(() =>
  import('./steps/ContactStep').then((m) => ({ default: m.ContactStep })),
);
const ExtrasStep = lazy(() =>
  import('./steps/ExtrasStep').then((m) => ({ default: m.ExtrasStep })),
);
const DetailsStep = lazy(() =>
  import('./steps/DetailsStep').then((m) => ({ default: m.DetailsStep })),
);
const PaymentStep = lazy(() =>
  import('./steps/PaymentStep').then((m) => ({ default: m.PaymentStep })),
);

export default function CheckoutScreen() {
  const { ready, t } = useCartStrings();
  const location = useCartLocation();
  const { cartId } = location;
  useCartScope(cartId);
  const expired = useStateValue(cartExpiredAtom);
  const detail = useStateValue(cartDetailAtom);
  if (!ready) return <Loading label="" />;
  return (
    <section className="cart-screen" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('screens.checkout')}</h1>
      <UrlIssues issues={location.issues} />
      {expired && cartId ? (
        <CartExpired
          cartId={cartId}
          productType={detail?.productType ?? location.search.product ?? null}
        />
      ) : cartId ? (
        <Checkout key={cartId} cartId={cartId} location={location} />
      ) : (
        <NoCart />
      )}
    </section>
  );
}

function Checkout({ cartId, location }: { cartId: string; location: CartLocation }) {
  const { t, language } = useCartStrings();
  const navigate = useNavigate();
  const { state, reload } = useFullCart(cartId);
  const cartNow = useStateValue(cartDetailAtom);
  const configNow = useStateValue(cartConfigAtom);
  // The cart comes in the browser only (it is the shopper's own): the step it brings is a large
  // render. Its first one is deferred, so React renders it in slices, giving way to the shopper's
  // input and to paint, instead of in one long task; the loading state stays meanwhile.
  const shown = useDeferredValue(cartNow !== null && configNow !== null);
  const cart = shown ? cartNow : null;
  const config = shown ? configNow : null;
  const setDetail = useStateAction(setCartDetailAtom);
  const moved = useRef(false);
  const takeFocus = useCallback(() => {
    const value = moved.current;
    moved.current = false;
    return value;
  }, []);
  const onCart = useCallback((next: Cart) => setDetail(next), [setDetail]);

  if (state.status === 'loading' && (!cart || cart.cartId !== cartId))
    return <Loading label={t('checkout.loading')} />;
  if (state.status === 'failed') {
    if (state.expired) return null;
    return <LoadFailed code={state.code} onRetry={reload} />;
  }
  if (!cart || !config || cart.cartId !== cartId || config.cartId !== cartId)
    return <Loading label={t('checkout.loading')} />;

  if (cart.status === 'CONFIRMED')
    return (
      <div className="cart-alert">
        <p>{t('checkout.alreadyBooked')}</p>
        <Link className="cart-button cart-button--primary" to={orderHref(location)}>
          {t('cart.seeOrder')}
        </Link>
      </div>
    );
  if (!config.travellerRules.required)
    return (
      <div className="cart-empty">
        <p>{t('cart.empty')}</p>
        <Link className="cart-button" to={cartHref(location)}>
          {t('checkout.backToCart')}
        </Link>
      </div>
    );

  const requested = Math.min(location.checkoutStep ?? 1, STEPS.length);
  const furthest = furthestStep(cart, config);
  if (requested > furthest) return <Navigate replace to={checkoutHref(location, furthest)} />;
  const step = requested;
  const goTo = (next: number) => {
    moved.current = true;
    navigate(checkoutHref(location, next), { state: NEW_SCREEN });
  };
  const props: StepProps = {
    cartId,
    cart,
    config,
    onCart,
    onDone: () => goTo(Math.min(step + 1, STEPS.length)),
    takeFocus,
  };

  return (
    <div className="cart-layout">
      <div className="cart-layout__main">
        <CheckoutProgress
          current={step}
          furthest={furthest}
          isDone={(n) => stepDone(n, cart, config, step)}
          hrefOf={(n) => checkoutHref(location, n)}
          onNavigate={() => {
            moved.current = true;
          }}
        />
        <ExpiryNotice config={config} />
        <CartEditingProvider cartId={cartId} onCart={onCart}>
          <Suspense fallback={<Loading label={t('checkout.loadingStep')} />}>
            {step === 1 ? <TravellersStep key="travellers" {...props} /> : null}
            {step === 2 ? <ContactStep key="contact" {...props} /> : null}
            {step === 3 ? <ExtrasStep key="extras" {...props} /> : null}
            {step === 4 ? <DetailsStep key="details" {...props} /> : null}
            {step === 5 ? <PaymentStep key="payment" {...props} location={location} /> : null}
          </Suspense>
        </CartEditingProvider>
        {step > 1 ? (
          <p className="cart-step__back">
            <Link
              to={checkoutHref(location, step - 1)}
              state={NEW_SCREEN}
              onClick={() => (moved.current = true)}
            >
              {t('checkout.back', { step: t(`steps.${STEPS[step - 2] ?? 'travellers'}`) })}
            </Link>
          </p>
        ) : (
          <p className="cart-step__back">
            <Link to={cartHref(location)}>{t('checkout.backToCart')}</Link>
          </p>
        )}
      </div>
      <aside className="cart-layout__aside" aria-label={t('checkout.summaryLabel')}>
        <CartSection className="cart-mini" level={2} title={t('checkout.yourTrip')}>
          <ul className="cart-mini__list">
            {cart.products.map((product) => (
              <li key={product.id}>
                <span>{productTitle(t, product.kind, product.title)}</span>
                <span>{formatPrice(product.price.total, language)}</span>
              </li>
            ))}
          </ul>
        </CartSection>
        <PriceSummary
          price={cart.price}
          voucherCode={cart.voucher?.code ?? null}
          headingId="checkout-price-title"
        />
      </aside>
    </div>
  );
}
