/**
 * Step 3, extras: seats on each flight segment (CreateSeatSelectionProduct), travel insurance and
 * extra luggage, from what GetAvailableProducts offers this cart. Every choice is optional; each
 * saved choice updates the total.
 */
import { formatPrice } from '@storefront/shared/domain/format';
import { useCallback, useState } from 'react';
import { removeProductsFromCart } from '@storefront/shared/api/cart';
import {
  createSeatSelectionProduct,
  getAvailableProducts,
} from '@storefront/shared/api/ancillaries';
import type { AvailableProduct, SeatRequest } from '@storefront/shared/domain/cart';
import { setAvailableAncillariesAtom, useStateAction } from '@storefront/shared/state';
import { AncillaryOffers } from '../../../components/AncillaryOptions';
import { Loading, LoadFailed } from '../../../components/ScreenStates';
import { callErrorKey, useCartChange, useCartLoad } from '../../../lib/cart-call';
import { useCartStrings } from '../../../lib/i18n';
import { readDraft, writeDraft } from '../../../lib/session-store';
import { SeatMapGrid } from '../components/SeatMapGrid';
import { StepFrame } from './StepFrame';
import type { StepProps } from './types';
import { CartSection } from '../../../components/CartSection';
import { useCartEditing } from '../../../components/cart-editing';

type SeatChoice = Record<string, string[]>;
const isSeatChoice = (value: unknown): value is SeatChoice =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (seats) => Array.isArray(seats) && seats.every((seat) => typeof seat === 'string'),
  );

export function ExtrasStep(props: StepProps) {
  const { t } = useCartStrings();
  const { cart } = props;
  const setAncillaries = useStateAction(setAvailableAncillariesAtom);
  const currency = cart.currency;
  const load = useCallback(
    async (id: string) => {
      const available = await getAvailableProducts(id, currency);
      setAncillaries(available);
      return available;
    },
    [currency, setAncillaries],
  );
  const { state, reload } = useCartLoad(props.cartId, load);
  return (
    <StepFrame id="step-extras" title={t('steps.extras')} takeFocus={props.takeFocus}>
      {state.status === 'loading' ? <Loading label={t('extras.loading')} /> : null}
      {state.status === 'failed' && !state.expired ? (
        <LoadFailed code={state.code} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? <Extras {...props} available={state.data} /> : null}
    </StepFrame>
  );
}

function Extras({
  cart,
  config,
  onDone,
  available,
}: StepProps & { available: AvailableProduct[] }) {
  const { t } = useCartStrings();
  const seatOffer = available.find(
    (item): item is Extract<AvailableProduct, { kind: 'SEAT_SELECTION' }> =>
      item.kind === 'SEAT_SELECTION',
  );
  const others = available.filter((item) => item.kind !== 'SEAT_SELECTION');
  return (
    <div className="cart-extras-step">
      <p className="cart-field__hint">{t('extras.intro')}</p>
      {seatOffer ? <SeatSelection cart={cart} config={config} offer={seatOffer} /> : null}
      {others.length > 0 ? (
        <AncillaryOffers
          currency={cart.currency}
          offers={others}
          products={cart.products}
          headingLevel={3}
        />
      ) : null}
      {!seatOffer && others.length === 0 ? <p>{t('extras.none')}</p> : null}
      <div className="cart-step__actions">
        <button type="button" className="cart-button cart-button--primary" onClick={onDone}>
          {t('extras.continue')}
        </button>
      </div>
    </div>
  );
}

function SeatSelection({
  cart,
  config,
  offer,
}: Pick<StepProps, 'cart' | 'config'> & {
  offer: Extract<AvailableProduct, { kind: 'SEAT_SELECTION' }>;
}) {
  const { t, language } = useCartStrings();
  const { cartId, onCart } = useCartEditing();
  const change = useCartChange();
  const product = cart.products.find((item) => item.kind === 'SEAT_SELECTION') ?? null;
  const savedChoice: SeatChoice = {};
  for (const seat of product?.details.seats ?? []) {
    (savedChoice[seat.segmentId] ??= []).push(seat.seat);
  }
  const [choice, setChoice] = useState<SeatChoice>(
    () => readDraft(cartId, 'seats', isSeatChoice) ?? savedChoice,
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const required = config.travellerRules.required;
  const limit = required ? required.adults + required.children : 1;
  const seated = cart.travellers.filter((traveller) => traveller.type !== 'INFANT');

  const toggle = (segmentId: string, seat: string) => {
    setChoice((current) => {
      const seats = current[segmentId] ?? [];
      const next = {
        ...current,
        [segmentId]: seats.includes(seat) ? seats.filter((s) => s !== seat) : [...seats, seat],
      };
      writeDraft(cartId, 'seats', next);
      return next;
    });
  };

  const requests: SeatRequest[] = offer.seatMaps.flatMap((map) =>
    (choice[map.segmentId] ?? []).map((seat, index) => {
      const travellerId = seated[index]?.id;
      return { segmentId: map.segmentId, seat, ...(travellerId ? { travellerId } : {}) };
    }),
  );

  const save = async () => {
    setBusy(true);
    setFailure(null);
    setStatus('');
    const outcome =
      requests.length === 0
        ? product
          ? await change(cartId, 'seats', { remove: product.id }, (requestUuid) =>
              removeProductsFromCart(cartId, [product.id], { requestUuid }),
            )
          : null
        : await change(cartId, 'seats', requests, (requestUuid) =>
            createSeatSelectionProduct(cartId, requests, { requestUuid }),
          );
    setBusy(false);
    if (!outcome) return;
    if (outcome.ok) {
      onCart(outcome.value);
      setStatus(
        t('seats.saved', {
          count: requests.length,
          total: formatPrice(outcome.value.price.total, language),
        }),
      );
    } else if (!outcome.expired) {
      setFailure(t('seats.saveFailed', { reason: t(callErrorKey(outcome.code)) }));
    }
  };

  return (
    <CartSection className="cart-seats" level={3} title={offer.name}>
      <p className="cart-field__hint" id="seats-help">
        {t('seats.help', { count: limit })}
      </p>
      <ul className="cart-seats__legend" aria-label={t('seats.legendLabel')}>
        <li>
          <span className="cart-seat cart-seat--standard cart-seat--sample" aria-hidden="true">
            A
          </span>{' '}
          {t('seats.legend.standard')}
        </li>
        <li>
          <span className="cart-seat cart-seat--legroom cart-seat--sample" aria-hidden="true">
            A
          </span>{' '}
          {t('seats.legend.legroom')}
        </li>
        <li>
          <span className="cart-seat cart-seat--exit cart-seat--sample" aria-hidden="true">
            A
          </span>{' '}
          {t('seats.legend.exit')}
        </li>
        <li>
          <span className="cart-seat cart-seat--chosen cart-seat--sample" aria-hidden="true">
            ✓
          </span>{' '}
          {t('seats.legend.chosen')}
        </li>
        <li>
          <span className="cart-seat cart-seat--taken cart-seat--sample" aria-hidden="true">
            ×
          </span>{' '}
          {t('seats.legend.taken')}
        </li>
      </ul>
      <div className="cart-seats__maps">
        {offer.seatMaps.map((map) => {
          const seats = choice[map.segmentId] ?? [];
          return (
            <div key={map.segmentId} className="cart-seats__map">
              <p className="cart-seats__count">
                {t('seats.count', { chosen: seats.length, count: limit, flight: map.flightNumber })}
                {seats.length > 0 ? ` ${seats.join(', ')}` : ''}
              </p>
              <SeatMapGrid
                map={map}
                chosen={seats}
                limit={limit}
                onToggle={(seat) => toggle(map.segmentId, seat)}
              />
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className="cart-button"
        onClick={() => void save()}
        disabled={busy || (requests.length === 0 && !product)}
      >
        {requests.length === 0 && product ? t('seats.remove') : t('seats.save')}
      </button>
      {failure ? (
        <p className="cart-alert cart-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <p className="cart-visually-hidden-when-empty" role="status">
        {status}
      </p>
    </CartSection>
  );
}
