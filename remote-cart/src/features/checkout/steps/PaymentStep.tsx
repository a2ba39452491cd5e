/**
 * Step 5, review and pay: what is booked and for whom, a voucher, the brand's payment methods
 * with their providers (GetCartConfig's paymentMethods and paymentProviders), what is paid (the
 * amount, its currency, what it covers), the terms; then CartFinalize, CreatePayment and off to
 * the provider's hosted page on its own origin (one the environment allows), which sends the
 * shopper back to the order address (see lib/payment-return). A payment that did not go through
 * brings the shopper back here with its reason and everything kept; no card data ever reaches
 * the storefront, and nothing of the payment is stored in the browser.
 */
import { formatDate, formatPoints, formatPrice, toPoints } from '@storefront/shared/domain/format';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { retrieveCartFull } from '@storefront/shared/api/cart';
import { finalizeCart } from '@storefront/shared/api/checkout';
import { createPayment } from '@storefront/shared/api/payments';
import type { Cart } from '@storefront/shared/domain/cart';
import type { PaymentMethod, PaymentProvider } from '@storefront/shared/domain/brand';
import { brandConfigAtom, useStateValue } from '@storefront/shared/state';
import { safeHref } from '@storefront/shared/lib/safe-link';
import { track } from '@storefront/shared/tracking/tracker';
import { ErrorSummary, errorAt } from '../../../components/form/ErrorSummary';
import type { FormProblem } from '../../../components/form/ErrorSummary';
import { CheckboxField, FieldError } from '../../../components/form/fields';
import { useDraftSync } from '../../../components/form/use-draft';
import { VoucherForm } from '../../../components/VoucherForm';
import { productTitle } from '../../../components/product-text';
import { callErrorKey, useCartCall, useCartChange } from '../../../lib/cart-call';
import type { CartLocation } from '../../../lib/cart-url';
import { checkoutHref, orderHref } from '../../../lib/cart-url';
import { useCartStrings } from '../../../lib/i18n';
import { paymentOutcomeOf } from '../../../lib/payment-return';
import { readDraft } from '../../../lib/session-store';
import { isAllowedProviderPage, paymentProviderOrigins } from '../../../lib/provider-origins';
import { missingBeforePayment } from '../progress';
import { StepFrame } from './StepFrame';
import type { StepProps } from './types';
import { Section } from '@storefront/shared/ui/Section';
import { CartSection } from '../../../components/CartSection';

const paymentSchema = z.object({
  method: z.string().check(z.minLength(1, 'validation.paymentMethodRequired')),
  terms: z.boolean().check(z.refine((accepted) => accepted, 'validation.termsRequired')),
});
type PaymentValues = z.infer<typeof paymentSchema>;
const isPaymentDraft = (value: unknown): value is PaymentValues =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).method === 'string' &&
  typeof (value as Record<string, unknown>).terms === 'boolean';

export function PaymentStep(props: StepProps & { location: CartLocation }) {
  const { t } = useCartStrings();
  return (
    <StepFrame id="step-payment" title={t('steps.payment')} takeFocus={props.takeFocus}>
      <Review {...props} />
      <VoucherForm voucher={props.cart.voucher} disabled={props.cart.status !== 'OPEN'} />
      <PaymentForm {...props} />
    </StepFrame>
  );
}

function Review({ cart, config, location }: StepProps & { location: CartLocation }) {
  const { t, language } = useCartStrings();
  const { contact } = cart;
  return (
    <CartSection className="cart-review" level={3} title={t('review.title')}>
      <div className="cart-review__block">
        <h4>{t('review.travellers')}</h4>
        {cart.travellers.length > 0 ? (
          <ul>
            {cart.travellers.map((traveller) => (
              <li key={traveller.id}>
                {t(`travellers.title.${traveller.title}`)} {traveller.firstName}{' '}
                {traveller.lastName}{' '}
                <span className="cart-muted">
                  ({t(`travellers.type.${traveller.type}`)},{' '}
                  {formatDate(traveller.birthDate, language, 'written')})
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('review.noTravellers')}</p>
        )}
        <Link to={checkoutHref(location, 1)}>{t('review.changeTravellers')}</Link>
      </div>
      <div className="cart-review__block">
        <h4>{t('review.contact')}</h4>
        {contact ? (
          <p>
            {contact.firstName} {contact.lastName}
            <br />
            {contact.email}
            <br />
            {contact.phonePrefix} {contact.phoneNumber}
          </p>
        ) : (
          <p>{t('review.noContact')}</p>
        )}
        <Link to={checkoutHref(location, 2)}>{t('review.changeContact')}</Link>
      </div>
      {config.travellerRules.documentRequired ? (
        <p className="cart-field__hint">{t('review.documentsNote')}</p>
      ) : null}
    </CartSection>
  );
}

function methodText(
  t: ReturnType<typeof useCartStrings>['t'],
  method: PaymentMethod,
  provider: PaymentProvider | undefined,
  points: string | null,
): string {
  const name = provider?.name ?? method.provider;
  switch (provider?.mode) {
    case 'EMBEDDED':
      return t('payment.mode.EMBEDDED', { provider: name });
    case 'REDIRECT':
      return t('payment.mode.REDIRECT', { provider: name });
    case 'INTERNAL':
      return points ? t('payment.mode.INTERNAL_POINTS', { points }) : t('payment.mode.INTERNAL');
    default:
      return t('payment.mode.OTHER', { provider: name });
  }
}

function PaymentForm({
  cartId,
  cart,
  config,
  onCart,
  location,
}: StepProps & { location: CartLocation }) {
  const { t, language } = useCartStrings();
  const brand = useStateValue(brandConfigAtom);
  const change = useCartChange();
  const run = useCartCall();
  const methods = config.paymentMethods;
  // back from the provider's page (a declined card, a cancelled payment) or reloaded: the method
  // chosen and the terms accepted for this cart are as the shopper left them
  const draft = readDraft(cartId, 'payment', isPaymentDraft);
  const form = useForm<PaymentValues>({
    resolver: zodResolver(paymentSchema),
    defaultValues:
      draft && methods.some((m) => m.code === draft.method)
        ? draft
        : { method: methods[0]?.code ?? '', terms: draft?.terms ?? false },
    shouldFocusError: false,
  });
  useDraftSync(form, cartId, 'payment');
  const { errors, submitCount } = form.formState;
  // back from the provider's page without paying: why, from the history entry's state
  const outcome = paymentOutcomeOf(useLocation().state);
  const [failure, setFailure] = useState<{ text: string; steps: number[] } | null>(
    outcome
      ? {
          text: t(`payment.outcome.${outcome}`),
          // a booking refused after paying: the details to check
          steps: outcome === 'BOOKING_FAILED' ? [1, 2] : [],
        }
      : null,
  );
  const [paying, setPaying] = useState<string | null>(null);
  const submittingRef = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  // Back from the provider's page may restore this page as it was left: payable again
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      submittingRef.current = false;
      setPaying(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  // the brand's links are data: one that is not a path here or an http(s) address is not linked
  const termsHref = safeHref(brand?.brand.termsUrl);
  const privacyHref = safeHref(brand?.brand.privacyPolicyUrl);
  const missing = missingBeforePayment(cart, config);
  const total = formatPrice(cart.price.total, language);
  const rate = brand?.brand.pointsConversionRate ?? null;
  const points =
    rate && rate > 0
      ? t('payment.points', {
          count: toPoints(cart.price.total.amount, rate) ?? 0,
          points: formatPoints(toPoints(cart.price.total.amount, rate) ?? 0, language),
          label: brand?.brand.customPointsLabel ?? t('payment.pointsLabel'),
        })
      : null;
  const message = (field: string) => {
    const key = errorAt(errors, field);
    return key ? t(key) : undefined;
  };
  const problems: FormProblem[] = [
    ...(message('method')
      ? [{ fieldId: 'payment-method-0', message: message('method') ?? '' }]
      : []),
    ...(message('terms') ? [{ fieldId: 'payment-terms', message: message('terms') ?? '' }] : []),
  ];
  const providerName = (method: string) => {
    const code = methods.find((m) => m.code === method)?.provider;
    return config.paymentProviders.find((item) => item.code === code)?.name ?? code ?? method;
  };

  const startPayment = async ({ method }: PaymentValues) => {
    submittingRef.current = true;
    const stop = (next: { text: string; steps: number[] } | null) => {
      submittingRef.current = false;
      setPaying(null);
      setFailure(next);
    };
    setPaying(providerName(method));
    setFailure(null);
    let current: Cart = cart;
    if (current.status === 'OPEN') {
      const finalized = await change(
        cartId,
        'finalize',
        { total: cart.price.total },
        (requestUuid) => finalizeCart(cartId, { requestUuid }),
      );
      if (!finalized.ok) {
        if (finalized.expired) return stop(null);
        if (finalized.code !== 'VALIDATION_ERROR')
          return stop({ text: t(callErrorKey(finalized.code)), steps: [] });
        // the cart may have moved on in another tab: paid there (the checkout then says it is
        // booked), or being paid there (this payment replaces that one)
        const fresh = await run(() => retrieveCartFull(cartId));
        if (fresh.ok && fresh.value.status !== 'OPEN') onCart(fresh.value);
        if (!fresh.ok || fresh.value.status !== 'FINALIZED')
          return stop(
            fresh.ok && fresh.value.status === 'CONFIRMED'
              ? null
              : { text: t('payment.incomplete'), steps: missing.length > 0 ? missing : [1, 2] },
          );
        current = fresh.value;
      } else {
        current = finalized.value;
        onCart(current);
      }
    }
    // where the provider sends the shopper back: the order address of this cart
    const returnUrl = new URL(orderHref(location), window.location.href).toString();
    const created = await change(
      cartId,
      'pay',
      { method, total: current.price.total },
      (requestUuid) =>
        createPayment(cartId, { paymentMethod: method, returnUrl, language }, { requestUuid }),
    );
    if (!created.ok) {
      if (created.expired) return stop(null);
      return stop({ text: t(callErrorKey(created.code)), steps: [] });
    }
    const origins = await paymentProviderOrigins();
    if (!isAllowedProviderPage(created.value.redirectUrl, origins))
      return stop({ text: t('payment.providerUnavailable'), steps: [] });
    void track('checkout.payment-started', { properties: { paymentMethod: method } });
    window.location.assign(created.value.redirectUrl);
  };

  const methodError = message('method');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        // a second click while a payment is under way does nothing
        if (submittingRef.current) event.preventDefault();
        else void form.handleSubmit(startPayment)(event);
      }}
      className="cart-form cart-payment"
    >
      <h3 className="cart-section-title">{t('payment.title')}</h3>
      <ErrorSummary
        title={t('form.problems', { count: problems.length })}
        problems={problems}
        focusKey={submitCount}
      />
      {missing.length > 0 ? (
        <div className="cart-alert cart-alert--error">
          <p>{t('payment.missing')}</p>
          <ul>
            {missing.map((step) => (
              <li key={step}>
                <Link to={checkoutHref(location, step)}>{t(`payment.missingStep.${step}`)}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset
        className="cart-field cart-methods"
        aria-describedby={methodError ? 'payment-method-error' : undefined}
      >
        <legend className="cart-field__label">{t('payment.methodLegend')}</legend>
        {methods.map((method, index) => {
          const provider = config.paymentProviders.find((item) => item.code === method.provider);
          const id = `payment-method-${index}`;
          return (
            <div key={method.code} className="cart-choice cart-method">
              <input
                type="radio"
                id={id}
                value={method.code}
                aria-describedby={`${id}-text`}
                {...form.register('method')}
              />
              <label htmlFor={id}>
                {method.iconUrl ? (
                  <img
                    src={method.iconUrl}
                    alt=""
                    width={40}
                    height={26}
                    className="cart-method__icon"
                  />
                ) : null}
                <span className="cart-method__name">
                  {t(`payment.methodName.${method.code}`, {
                    defaultValue: provider?.name ?? method.code,
                  })}
                </span>
              </label>
              <p id={`${id}-text`} className="cart-field__hint cart-method__text">
                {methodText(t, method, provider, points)}
              </p>
            </div>
          );
        })}
        <FieldError id="payment-method" error={methodError} />
      </fieldset>
      <CheckboxField
        id="payment-terms"
        registration={form.register('terms')}
        error={message('terms')}
        label={t('payment.terms')}
      />
      {termsHref || privacyHref ? (
        <p className="cart-field__hint">
          {termsHref ? (
            <a href={termsHref} target="_blank" rel="noreferrer">
              {t('payment.termsLink')}
            </a>
          ) : null}
          {termsHref && privacyHref ? ' · ' : null}
          {privacyHref ? (
            <a href={privacyHref} target="_blank" rel="noreferrer">
              {t('payment.privacyLink')}
            </a>
          ) : null}
        </p>
      ) : null}
      {failure ? (
        <div ref={alertRef} tabIndex={-1} className="cart-alert cart-alert--error" role="alert">
          <p>{failure.text}</p>
          {failure.steps.length > 0 ? (
            <ul>
              {failure.steps.map((step) => (
                <li key={step}>
                  <Link to={checkoutHref(location, step)}>{t(`payment.reviewStep.${step}`)}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Section className="cart-payment__amount" level={4} title={t('payment.amountTitle')}>
        <dl className="cart-facts">
          <div className="cart-facts__item">
            <dt>{t('payment.amount')}</dt>
            <dd>{total}</dd>
          </div>
          <div className="cart-facts__item">
            <dt>{t('payment.currency')}</dt>
            <dd>{cart.price.total.currency}</dd>
          </div>
          <div className="cart-facts__item">
            <dt>{t('payment.covers')}</dt>
            <dd>
              <ul className="cart-payment__covers">
                {cart.products.map((product) => (
                  <li key={product.id}>{productTitle(t, product.kind, product.title)}</li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      </Section>
      <p className="cart-payment__total">
        {t('payment.totalToPay')} <strong>{total}</strong>
      </p>
      <button
        type="submit"
        className="cart-button cart-button--primary cart-button--block"
        disabled={paying !== null || missing.length > 0}
      >
        {paying !== null
          ? t('payment.redirecting', { provider: paying })
          : t('payment.submit', { total })}
      </button>
    </form>
  );
}
