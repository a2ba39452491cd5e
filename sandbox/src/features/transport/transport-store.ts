/** Flight searches in memory; their offers come from the deterministic generator. */
import { randomUUID } from 'node:crypto';
import { SandboxError } from '../../lib/envelope';
import { countPassengers, type Party, type PassengerCounts } from '../../lib/travellers';
import { flightOffers, type FlightOffer, type Route } from '../../inventory/flights';

export type TransportSearch = {
  id: string;
  productType: 'F' | 'FF';
  route: Route;
  party: Party;
  passengers: PassengerCounts;
  currency: string;
};

export type TransportStore = {
  create(input: Omit<TransportSearch, 'id' | 'passengers'>): TransportSearch;
  /** The search, or NOT_FOUND. */
  get(searchId: string): TransportSearch;
  /** A proposal by the id RetrieveProposals gave it, or NOT_FOUND. */
  findProposal(proposalId: string): { search: TransportSearch; offer: FlightOffer };
  clear(): void;
};

export function proposalId(searchId: string, offer: FlightOffer): string {
  return `${searchId}_${offer.index}`;
}

export function createTransportStore(): TransportStore {
  const searches = new Map<string, TransportSearch>();
  const get = (searchId: string): TransportSearch => {
    const search = searches.get(searchId);
    if (!search) throw new SandboxError('NOT_FOUND', `No flight search ${searchId}`);
    return search;
  };
  return {
    create(input) {
      const search = {
        ...input,
        id: `ts-${randomUUID()}`,
        passengers: countPassengers([input.party]),
      };
      searches.set(search.id, search);
      return search;
    },
    get,
    findProposal(id) {
      const separator = id.lastIndexOf('_');
      const search = get(separator > 0 ? id.slice(0, separator) : id);
      const offer = flightOffers(search.route)[Number(id.slice(separator + 1))];
      if (!offer) throw new SandboxError('NOT_FOUND', `No flight proposal ${id}`);
      return { search, offer };
    },
    clear() {
      searches.clear();
    },
  };
}
