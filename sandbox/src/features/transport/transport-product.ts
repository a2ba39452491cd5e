/** A flight proposal as a cart product (AddProductToCart with a TRANSPORT item). */
import type { CartProductDraft } from '../../lib/cart-product';
import { findDestination } from '../../inventory/destinations';
import { flightPrice, offerLegs } from '../../inventory/flights';
import type { TransportStore } from './transport-store';

export function transportProduct(transport: TransportStore, proposalId: string): CartProductDraft {
  const { search, offer } = transport.findProposal(proposalId);
  const price = flightPrice(offer, search.passengers);
  const from = findDestination(search.route.from.code)?.names.en ?? search.route.from.code;
  const to = findDestination(search.route.to.code)?.names.en ?? search.route.to.code;
  return {
    kind: 'FLIGHT',
    productType: search.productType,
    title: `${from} - ${to}`,
    startDate: search.route.outboundDate,
    endDate: search.route.returnDate,
    passengers: search.passengers,
    price: { total: price.total, breakdown: price.lines },
    legs: offerLegs(offer).map((leg, index) => ({
      legId: leg.id,
      direction: index === 0 ? 'OUTBOUND' : 'INBOUND',
      segments: leg.segments.map(({ id, flightNumber, departureAirport, arrivalAirport }) => ({
        id,
        flightNumber,
        departureAirport,
        arrivalAirport,
      })),
    })),
    details: {
      proposalId,
      luggage: offer.luggage,
      airlines: [...new Set(offerLegs(offer).map((leg) => leg.airlineCode))],
    },
  };
}
