/**
 * Replacing a trip's flight. A package offers its alternative flights (GetAlternativeTransports),
 * a flight the other proposals of its search (GetTransportProposalByProposalId, then
 * RetrieveProposals by price, under the spec's rules for flight proposals: NO_CONTENT is no other
 * flight, GENERIC_ERROR is retried up to MAX_FLIGHT_RETRIES times); the chosen one replaces the
 * product (ReplaceProductsInCart: a new selection after UpdateTransport for a package, the
 * proposal for a flight).
 */
import { formatPrice } from '@storefront/shared/domain/format';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { replaceProductsInCart } from '@storefront/shared/api/cart';
import {
  createSelection,
  getAlternativeTransports,
  updateTransport,
} from '@storefront/shared/api/holiday-packages';
import { withGenericErrorRetries } from '@storefront/shared/api/retry';
import { getFlightProposal, retrieveFlightProposals } from '@storefront/shared/api/transport';
import type { ProposalQuery } from '@storefront/shared/domain/proposal-search';
import type { Cart, CartProduct } from '@storefront/shared/domain/cart';
import type { FlightLeg, FlightProposal } from '@storefront/shared/domain/flight';
import type { Money } from '@storefront/shared/domain/money';
import { apiErrorCode, callErrorKey, useCartCall, useCartChange } from '../../../lib/cart-call';
import { useCartStrings } from '../../../lib/i18n';
import type { CartT } from '../../../lib/i18n';

const ALTERNATIVES = 5;

type Option = { proposal: FlightProposal; difference: Money | null };

/** Whether a product's flight can be changed here. */
export function canChangeFlight(product: CartProduct): boolean {
  return (
    (product.kind === 'PACKAGE' && product.details.pricingId !== null && product.legs.length > 0) ||
    (product.kind === 'FLIGHT' && product.details.proposalId !== null)
  );
}

/**
 * A page of flight proposals under the spec's rules (sections 4, 8, 9), as the flights screen
 * reads them: GENERIC_ERROR is retried up to MAX_FLIGHT_RETRIES times, NO_CONTENT means none (an
 * empty list), any other failure (or the last GENERIC_ERROR) is the caller's.
 */
async function flightProposals(query: ProposalQuery): Promise<FlightProposal[]> {
  try {
    return (await withGenericErrorRetries(() => retrieveFlightProposals(query))).proposals;
  } catch (error) {
    if (apiErrorCode(error) === 'NO_CONTENT') return [];
    throw error;
  }
}

async function loadOptions(product: CartProduct, language: string): Promise<Option[]> {
  if (product.kind === 'PACKAGE' && product.details.pricingId) {
    const found = await getAlternativeTransports({
      pricingId: product.details.pricingId,
      sort: { name: 'PRICE', ascending: true },
      pageSize: ALTERNATIVES,
    });
    return found.alternatives.map((proposal) => ({
      proposal,
      difference: proposal.priceDifference,
    }));
  }
  const proposalId = product.details.proposalId ?? '';
  const current = await getFlightProposal(proposalId);
  const proposals = await flightProposals({
    searchId: current.searchId,
    language,
    sort: { name: 'PRICE', ascending: true },
    pageSize: ALTERNATIVES + 1,
  });
  return proposals
    .filter((proposal) => proposal.id !== proposalId)
    .slice(0, ALTERNATIVES)
    .map((proposal) => ({
      proposal,
      difference: {
        amount: Math.round((proposal.price.total.amount - current.price.total.amount) * 100) / 100,
        currency: proposal.price.total.currency,
      },
    }));
}

function legText(t: CartT, leg: FlightLeg): string {
  return t('changeFlight.leg', {
    from: leg.departure.airport,
    to: leg.arrival.airport,
    departs: leg.departure.dateTime.slice(11, 16),
    arrives: leg.arrival.dateTime.slice(11, 16),
    stops:
      leg.stops === 0 ? t('changeFlight.direct') : t('changeFlight.stops', { count: leg.stops }),
  });
}

export function ChangeFlight({
  cartId,
  product,
  onCart,
}: {
  cartId: string;
  product: CartProduct;
  onCart: (cart: Cart, message: string) => void;
}) {
  const { t, language } = useCartStrings();
  const run = useCartCall();
  const change = useCartChange();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Option[] | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** the selection made for a chosen package flight, reused if the replacement is retried */
  const [selection, setSelection] = useState<{ proposalId: string; selectionId: string } | null>(
    null,
  );

  const toggle = async () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    if (options) return;
    setBusy(true);
    setFailure(null);
    const outcome = await run(() => loadOptions(product, language));
    setBusy(false);
    if (outcome.ok) setOptions(outcome.value);
    else if (!outcome.expired) setFailure(t(callErrorKey(outcome.code)));
  };

  const replace = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setFailure(t('changeFlight.chooseOne'));
      return;
    }
    setBusy(true);
    setFailure(null);
    const pricingId = product.details.pricingId;
    let request:
      { type: 'SELECTION'; selectionId: string } | { type: 'TRANSPORT'; proposalId: string };
    if (product.kind === 'PACKAGE' && pricingId) {
      let selectionId = selection?.proposalId === choice ? selection.selectionId : null;
      if (!selectionId) {
        const made = await run(async () => {
          await updateTransport(pricingId, choice);
          return createSelection(pricingId);
        });
        if (!made.ok) {
          setBusy(false);
          if (!made.expired) setFailure(t(callErrorKey(made.code)));
          return;
        }
        selectionId = made.value.selectionId;
        setSelection({ proposalId: choice, selectionId });
      }
      request = { type: 'SELECTION', selectionId };
    } else {
      request = { type: 'TRANSPORT', proposalId: choice };
    }
    const outcome = await change(cartId, `replace:${product.id}`, request, (requestUuid) =>
      replaceProductsInCart(
        cartId,
        { productIds: [product.id], products: [request] },
        { requestUuid },
      ),
    );
    setBusy(false);
    if (outcome.ok) {
      setOpen(false);
      onCart(
        outcome.value,
        t('changeFlight.replaced', { total: formatPrice(outcome.value.price.total, language) }),
      );
    } else if (!outcome.expired) {
      setFailure(t(callErrorKey(outcome.code)));
    }
  };

  return (
    <div className="cart-change-flight">
      <button
        type="button"
        className="cart-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => void toggle()}
      >
        {t('changeFlight.open', { title: product.title })}
      </button>
      <div id={`${id}-panel`} hidden={!open}>
        {busy && !options ? <p role="status">{t('changeFlight.loading')}</p> : null}
        {options && options.length === 0 ? <p>{t('changeFlight.none')}</p> : null}
        {options && options.length > 0 ? (
          <form onSubmit={(event) => void replace(event)} noValidate>
            <fieldset>
              <legend className="cart-section-title">{t('changeFlight.legend')}</legend>
              {options.map(({ proposal, difference }) => (
                <div className="cart-choice" key={proposal.id}>
                  <input
                    type="radio"
                    id={`${id}-${proposal.id}`}
                    name={`${id}-flight`}
                    value={proposal.id}
                    checked={choice === proposal.id}
                    onChange={() => setChoice(proposal.id)}
                  />
                  <label htmlFor={`${id}-${proposal.id}`}>
                    {[proposal.outbound, proposal.inbound]
                      .filter((leg): leg is FlightLeg => leg !== null)
                      .map((leg) => legText(t, leg))
                      .join(' · ')}{' '}
                    <span className="cart-choice__price">
                      {difference
                        ? t('changeFlight.difference', {
                            amount: `${difference.amount >= 0 ? '+' : '−'}${formatPrice(
                              { ...difference, amount: Math.abs(difference.amount) },
                              language,
                            )}`,
                          })
                        : null}
                    </span>
                  </label>
                </div>
              ))}
            </fieldset>
            <button type="submit" className="cart-button cart-button--primary" disabled={busy}>
              {t('changeFlight.replace')}
            </button>
          </form>
        ) : null}
        {failure ? (
          <p className="cart-alert cart-alert--error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </div>
  );
}
