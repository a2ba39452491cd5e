/**
 * Travel insurance and extra luggage offered for the cart (GetAvailableProducts): choose, then
 * save; AddProductToCart replaces an ancillary of the same kind, RemoveProductsFromCart drops it.
 */
import { formatPrice } from '@storefront/shared/domain/format';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { addProductToCart, removeProductsFromCart } from '@storefront/shared/api/cart';
import type { AvailableProduct, Cart, CartProduct } from '@storefront/shared/domain/cart';
import { money } from '@storefront/shared/domain/money';
import { callErrorKey, useCartChange } from '../lib/cart-call';
import type { CallOutcome } from '../lib/cart-call';
import { useCartStrings } from '../lib/i18n';
import './cart.css';
import { CartSection } from './CartSection';
import { useCartEditing } from './cart-editing';

type Insurance = Extract<AvailableProduct, { kind: 'INSURANCE' }>;
type Luggage = Extract<AvailableProduct, { kind: 'EXTRA_LUGGAGE' }>;

function useSaver() {
  const { t } = useCartStrings();
  const { onCart } = useCartEditing();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const save = async (call: () => Promise<CallOutcome<Cart>>, done: (cart: Cart) => string) => {
    setBusy(true);
    setFailure(null);
    setStatus('');
    const outcome = await call();
    setBusy(false);
    if (outcome.ok) {
      onCart(outcome.value);
      setStatus(done(outcome.value));
    } else if (!outcome.expired) {
      setFailure(t(callErrorKey(outcome.code)));
    }
  };
  return { busy, failure, status, save };
}

function Feedback({ failure, status }: { failure: string | null; status: string }) {
  return (
    <>
      {failure ? (
        <p className="cart-alert cart-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <p className="cart-visually-hidden-when-empty" role="status">
        {status}
      </p>
    </>
  );
}

export function InsuranceOptions({
  currency,
  offers,
  products,
  disabled = false,
}: {
  currency: string;
  offers: readonly Insurance[];
  products: readonly CartProduct[];
  disabled?: boolean;
}) {
  const { t, language } = useCartStrings();
  const { cartId } = useCartEditing();
  const change = useCartChange();
  const id = useId();
  const current = products.find((product) => product.kind === 'INSURANCE') ?? null;
  const currentCode = current?.details.insuranceCode ?? 'NONE';
  const [choice, setChoice] = useState<string | null>(null);
  const chosen = choice ?? currentCode;
  const { busy, failure, status, save } = useSaver();
  if (offers.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === currentCode) return;
    void save(
      () =>
        chosen === 'NONE' && current
          ? change(cartId, 'insurance', { remove: current.id }, (requestUuid) =>
              removeProductsFromCart(cartId, [current.id], { requestUuid }),
            )
          : change(cartId, 'insurance', { add: chosen }, (requestUuid) =>
              addProductToCart(
                cartId,
                { type: 'INSURANCE', code: chosen as 'INSURANCE_BASIC' | 'INSURANCE_PREMIUM' },
                { requestUuid },
              ),
            ),
      (cart) => {
        setChoice(null);
        return t('ancillary.insuranceSaved', {
          total: formatPrice(cart.price.total, language),
        });
      },
    );
  };

  return (
    <form className="cart-ancillary" onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <fieldset>
        <legend id={`${id}-legend`} className="cart-section-title">
          {t('ancillary.insuranceTitle')}
        </legend>
        <div className="cart-choice">
          <input
            type="radio"
            id={`${id}-none`}
            name={`${id}-insurance`}
            value="NONE"
            checked={chosen === 'NONE'}
            onChange={() => setChoice('NONE')}
            disabled={disabled}
          />
          <label htmlFor={`${id}-none`}>{t('ancillary.noInsurance')}</label>
        </div>
        {offers.map((offer) => (
          <div key={offer.code} className="cart-choice">
            <input
              type="radio"
              id={`${id}-${offer.code}`}
              name={`${id}-insurance`}
              value={offer.code}
              checked={chosen === offer.code}
              onChange={() => setChoice(offer.code)}
              disabled={disabled}
            />
            <label htmlFor={`${id}-${offer.code}`}>
              {offer.name}{' '}
              <span className="cart-choice__price">
                {t('ancillary.insurancePrice', {
                  perPassenger: formatPrice(
                    money(offer.pricePerPassenger.amount, currency),
                    language,
                  ),
                  total: formatPrice(money(offer.total.amount, currency), language),
                })}
              </span>
            </label>
          </div>
        ))}
      </fieldset>
      <button
        type="submit"
        className="cart-button"
        disabled={busy || disabled || chosen === currentCode}
      >
        {t('ancillary.saveInsurance')}
      </button>
      <Feedback failure={failure} status={status} />
    </form>
  );
}

export function LuggageOptions({
  offer,
  products,
  disabled = false,
}: {
  offer: Luggage | null;
  products: readonly CartProduct[];
  disabled?: boolean;
}) {
  const { t, language } = useCartStrings();
  const { cartId } = useCartEditing();
  const change = useCartChange();
  const id = useId();
  const current = products.find((product) => product.kind === 'EXTRA_LUGGAGE') ?? null;
  const currentPieces = current?.details.luggagePieces ?? 0;
  const [choice, setChoice] = useState<number | null>(null);
  const chosen = choice ?? currentPieces;
  const { busy, failure, status, save } = useSaver();
  if (!offer) return null;
  const piecePrice = offer.pricePerPiecePerLeg;
  const options = Array.from({ length: offer.maxPieces + 1 }, (_, pieces) => pieces);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === currentPieces) return;
    void save(
      () =>
        chosen === 0 && current
          ? change(cartId, 'luggage', { remove: current.id }, (requestUuid) =>
              removeProductsFromCart(cartId, [current.id], { requestUuid }),
            )
          : change(cartId, 'luggage', { pieces: chosen }, (requestUuid) =>
              addProductToCart(cartId, { type: 'EXTRA_LUGGAGE', pieces: chosen }, { requestUuid }),
            ),
      (cart) => {
        setChoice(null);
        return t('ancillary.luggageSaved', { total: formatPrice(cart.price.total, language) });
      },
    );
  };

  return (
    <form className="cart-ancillary" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="cart-section-title">
        {offer.name}
      </h3>
      <p className="cart-field__hint" id={`${id}-hint`}>
        {t('ancillary.luggageHint', {
          price: formatPrice(piecePrice, language),
          count: offer.legs,
        })}
      </p>
      <div className="cart-field">
        <label htmlFor={`${id}-pieces`} className="cart-field__label">
          {t('ancillary.luggagePieces')}
        </label>
        <select
          id={`${id}-pieces`}
          className="cart-field__control"
          aria-describedby={`${id}-hint`}
          value={chosen}
          onChange={(event) => setChoice(Number(event.target.value))}
          disabled={disabled}
        >
          {options.map((pieces) => (
            <option key={pieces} value={pieces}>
              {pieces === 0
                ? t('ancillary.noLuggage')
                : t('ancillary.luggageOption', {
                    count: pieces,
                    price: formatPrice(
                      money(pieces * piecePrice.amount * offer.legs, piecePrice.currency),
                      language,
                    ),
                  })}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="cart-button"
        disabled={busy || disabled || chosen === currentPieces}
      >
        {t('ancillary.saveLuggage')}
      </button>
      <Feedback failure={failure} status={status} />
    </form>
  );
}

/** The extras a cart can take, under one heading (seats are chosen during checkout). */
export function AncillaryOffers({
  currency,
  offers,
  products,
  headingLevel = 2,
}: {
  currency: string;
  offers: readonly AvailableProduct[];
  products: readonly CartProduct[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useCartStrings();
  const insurance = offers.filter((offer): offer is Insurance => offer.kind === 'INSURANCE');
  const luggage = offers.find((offer): offer is Luggage => offer.kind === 'EXTRA_LUGGAGE') ?? null;
  if (insurance.length === 0 && !luggage) return null;
  return (
    <CartSection className="cart-extras" level={headingLevel} title={t('ancillary.title')}>
      <InsuranceOptions currency={currency} offers={insurance} products={products} />
      <LuggageOptions offer={luggage} products={products} />
    </CartSection>
  );
}
