/**
 * Hotel-and-package searches, pricings and selections in memory. A search fixes who travels
 * where and when; a pricing fixes one hotel, meal plan and (for packages) flight; a selection is
 * a pricing frozen into a product the cart can take.
 */
import { randomUUID } from 'node:crypto';
import type { MealPlan } from '../../../../shared/src/domain/contract';
import type { CartProductDraft } from '../../lib/cart-product';
import { SandboxError } from '../../lib/envelope';
import type { Party, PassengerCounts } from '../../lib/travellers';
import type { Destination } from '../../inventory/destinations';
import type { FlightOffer } from '../../inventory/flights';
import type { Hotel } from '../../inventory/hotels';

export type HdpProductType = 'H' | 'DP' | 'HGH';

export type HdpSearch = {
  id: string;
  productType: HdpProductType;
  destination: Destination;
  departure: Destination | null;
  outboundDate: string;
  returnDate: string;
  nights: number;
  rooms: Party[];
  passengers: PassengerCounts;
  currency: string;
};

export type Pricing = {
  id: string;
  search: HdpSearch;
  hotel: Hotel;
  mealPlan: MealPlan;
  transport: FlightOffer | null;
};

export type HdpStore = {
  createSearch(input: Omit<HdpSearch, 'id'>): HdpSearch;
  search(searchId: string): HdpSearch;
  createPricing(input: Omit<Pricing, 'id'>): Pricing;
  pricing(pricingId: string): Pricing;
  updateTransport(pricingId: string, transport: FlightOffer): Pricing;
  createSelection(product: CartProductDraft): string;
  selection(selectionId: string): CartProductDraft;
  clear(): void;
};

export function createHdpStore(): HdpStore {
  const searches = new Map<string, HdpSearch>();
  const pricings = new Map<string, Pricing>();
  const selections = new Map<string, CartProductDraft>();
  const find = <T>(map: Map<string, T>, id: string, what: string): T => {
    const value = map.get(id);
    if (!value) throw new SandboxError('NOT_FOUND', `No ${what} ${id}`);
    return value;
  };
  return {
    createSearch(input) {
      const search = { ...input, id: `hs-${randomUUID()}` };
      searches.set(search.id, search);
      return search;
    },
    search: (id) => find(searches, id, 'hotel search'),
    createPricing(input) {
      const pricing = { ...input, id: `pr-${randomUUID()}` };
      pricings.set(pricing.id, pricing);
      return pricing;
    },
    pricing: (id) => find(pricings, id, 'pricing'),
    updateTransport(pricingId, transport) {
      const pricing = { ...find(pricings, pricingId, 'pricing'), transport };
      pricings.set(pricingId, pricing);
      return pricing;
    },
    createSelection(product) {
      const id = `sel-${randomUUID()}`;
      selections.set(id, product);
      return id;
    },
    selection: (id) => find(selections, id, 'selection'),
    clear() {
      searches.clear();
      pricings.clear();
      selections.clear();
    },
  };
}
