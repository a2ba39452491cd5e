/**
 * What a shopping service hands the cart: a priced product ready to be added. The cart feature
 * asks for these through a port, so it never reaches into the shopping features' stores.
 */
import type { ProductType } from '../../../shared/src/domain/contract';
import type { PassengerCounts } from './travellers';

export type PriceLine = { code: string; amount: number; compulsory: boolean };

/** A flight leg as the seat map needs it. */
export type ProductLeg = {
  legId: string;
  direction: 'OUTBOUND' | 'INBOUND';
  segments: {
    id: string;
    flightNumber: string;
    departureAirport: string;
    arrivalAirport: string;
  }[];
};

export type CartProductDraft = {
  kind: 'ACCOMMODATION' | 'PACKAGE' | 'FLIGHT';
  productType: ProductType;
  title: string;
  startDate: string;
  endDate: string | null;
  passengers: PassengerCounts;
  price: { total: number; breakdown: PriceLine[] };
  legs: ProductLeg[];
  details: Record<string, unknown>;
};

export type ProductSource = {
  /** The product of an HDP selection (ShoppingHDPService/CreateSelection), or NOT_FOUND. */
  selection(selectionId: string): CartProductDraft;
  /** The product of a flight proposal (ShoppingTransportService), or NOT_FOUND. */
  transportProposal(proposalId: string): CartProductDraft;
};
