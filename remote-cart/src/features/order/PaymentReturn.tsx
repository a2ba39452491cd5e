/**
 * The shopper is back from the payment provider's page on the order address, with the signed
 * result of the payment. A payment that went through is handed to the backend (ConfirmCart),
 * which checks it against the cart before the cart becomes an order, once per payment: this
 * device remembers the payments it has seen confirmed (lib/confirmed-payments.ts), so the same
 * return opened again (Back from the provider, another tab, a copied link, a reload) shows the
 * order without confirming it again. Anything else goes back to the payment step with its reason.
 * The address's result is dropped from history as soon as it is read, and the order's heading
 * takes the focus (`onDone`).
 *
 * What the device remembers is read in an effect, never while rendering: the server renders this
 * screen as the browser first does (confirming), whatever the device knows.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { confirmCart } from '@storefront/shared/api/payments';
import {
  cartExpiredAtom,
  setOrderAtom,
  useStateAction,
  useStateValue,
} from '@storefront/shared/state';
import { track } from '@storefront/shared/tracking/tracker';
import { CartExpired } from '../../components/CartExpired';
import { Loading } from '../../components/ScreenStates';
import { callErrorKey, useCartCall } from '../../lib/cart-call';
import { checkoutHref, orderHref, readCartLocation } from '../../lib/cart-url';
import type { CartLocation } from '../../lib/cart-url';
import { useCartStrings } from '../../lib/i18n';
import type { PaymentStepState, ReturnedPayment } from '../../lib/payment-return';
import { withoutPaymentReturn } from '../../lib/payment-return';
import { clearCartSession, forgetCarried } from '../../lib/session-store';
import {
  confirmationFrom,
  confirmedPayment,
  rememberConfirmedPayment,
  withPaymentLock,
} from '../../lib/confirmed-payments';

export function PaymentReturn({
  cartId,
  location,
  returned,
  onDone,
}: {
  cartId: string;
  location: CartLocation;
  returned: ReturnedPayment;
  /** the order is shown (the screen then gives its heading the focus) */
  onDone: () => void;
}) {
  const { t } = useCartStrings();
  const navigate = useNavigate();
  const run = useCartCall();
  const setOrder = useStateAction(setOrderAtom);
  const expired = useStateValue(cartExpiredAtom);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const clean = readCartLocation(withoutPaymentReturn(location.params));
  const toPaymentStep = useCallback(
    (state: PaymentStepState) => navigate(checkoutHref(clean, 5), { replace: true, state }),
    // the address this screen was opened with does not change under it
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate],
  );

  useEffect(() => {
    if (returned.outcome) {
      toPaymentStep({ paymentOutcome: returned.outcome });
      return undefined;
    }
    let live = true;
    const { paymentId } = returned.result;
    const showOrder = () => {
      navigate(orderHref(clean), { replace: true });
      onDone();
    };
    void withPaymentLock(paymentId, async (afterAnotherTab) => {
      // confirmed already, on this page or another (whose record may still be on its way): the
      // order, without a second ConfirmCart
      if (confirmedPayment(paymentId)) return null;
      if (afterAnotherTab && (await confirmationFrom(paymentId))) return null;
      const outcome = await run(() =>
        // one key per payment: the same result sent again is the same confirmation
        confirmCart(cartId, returned.result, { requestUuid: `confirm-${paymentId}` }),
      );
      if (outcome.ok)
        rememberConfirmedPayment({ paymentId, cartId, orderId: outcome.value.orderId });
      return outcome;
    }).then((outcome) => {
      if (!live) return;
      if (outcome === null) {
        showOrder();
      } else if (outcome.ok) {
        setOrder(outcome.value);
        clearCartSession(cartId);
        forgetCarried();
        void track('checkout.order-confirmed', {
          properties: {
            paymentMethod: outcome.value.paymentMethod,
            products: outcome.value.products.length,
          },
        });
        showOrder();
      } else if (outcome.expired) {
        // the expiry state below; the backend has voided the payment
      } else if (outcome.code === 'PAYMENT_DECLINED') {
        // paid, but the booking was refused: the backend gave the payment back
        toPaymentStep({ paymentOutcome: 'BOOKING_FAILED' });
      } else if (outcome.code === 'VALIDATION_ERROR') {
        toPaymentStep({ paymentOutcome: 'UNTRUSTED' });
      } else {
        setFailed(outcome.code);
      }
    });
    return () => {
      live = false;
    };
    // once per result and per retry
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (expired) return <CartExpired cartId={cartId} productType={clean.search.product ?? null} />;
  if (failed)
    return (
      <div className="cart-alert cart-alert--error" role="alert">
        <p>{t('paymentReturn.failed', { reason: t(callErrorKey(failed)) })}</p>
        <button
          type="button"
          className="cart-button"
          onClick={() => {
            setFailed(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t('paymentReturn.retry')}
        </button>{' '}
        <Link className="cart-button" to={checkoutHref(clean, 5)} replace>
          {t('paymentReturn.backToPayment')}
        </Link>
      </div>
    );
  return <Loading label={t('paymentReturn.confirming')} />;
}
