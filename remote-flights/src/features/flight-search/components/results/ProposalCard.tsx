import { useId, useState } from 'react';
import type { FlightProposal } from '@storefront/shared/domain/flight';
import { useFlightsTranslation } from '../../../../hooks/useFlightsTranslation';
import type { AddToCartState } from '@storefront/shared/state/add-to-cart';
import { LegSummary } from './LegSummary';
import { ProposalPrice } from './Price';
import type { PriceDisplay } from './Price';
import { ProposalDetails } from './ProposalDetails';

export type Names = {
  airline: (code: string) => string;
  airport: (code: string) => string;
};

/** One proposal: both legs, airlines, the luggage included, the full price, and its details. */
export function ProposalCard({
  proposal,
  names,
  display,
  booking,
  onBook,
}: {
  proposal: FlightProposal;
  names: Names;
  display: PriceDisplay;
  booking: AddToCartState;
  onBook: (proposalId: string) => void;
}) {
  const { t } = useFlightsTranslation();
  const titleId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const airlines = proposal.airlines.map(names.airline).join(', ');
  return (
    <article className="remote-flights-card" aria-labelledby={titleId}>
      <div className="remote-flights-card__main">
        <h3 id={titleId} className="remote-flights-card__title">
          {airlines}
        </h3>
        <LegSummary
          direction="outbound"
          leg={proposal.outbound}
          language={display.language}
          airportName={names.airport}
        />
        {proposal.inbound ? (
          <LegSummary
            direction="inbound"
            leg={proposal.inbound}
            language={display.language}
            airportName={names.airport}
          />
        ) : null}
        <p className="remote-flights-card__luggage">
          {t('luggage.included', {
            luggage: t(`translation:domain.luggage.${proposal.luggage}`),
          })}
        </p>
      </div>
      <div className="remote-flights-card__side">
        <ProposalPrice
          total={proposal.price.total}
          perAdult={proposal.price.perAdult}
          display={display}
        />
        <button
          type="button"
          className="remote-flights-button remote-flights-button--primary"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-describedby={titleId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('card.hideDetails') : t('card.showDetails')}
        </button>
      </div>
      <div id={detailsId} className="remote-flights-card__details" hidden={!open}>
        {open ? (
          <ProposalDetails
            proposalId={proposal.id}
            names={names}
            display={display}
            booking={booking}
            onBook={onBook}
          />
        ) : null}
      </div>
    </article>
  );
}
