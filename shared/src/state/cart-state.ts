/**
 * The cart state of spec section 3 as jotai atoms. One store per page: the host creates it
 * with `createStorefrontStore()` and provides it once; every remote reads and writes the same
 * atoms through this module (the package is a federation singleton), never through `jotai`.
 *
 * Primitive atoms stay private; what is exported are read atoms and named actions, so every
 * transition the spec describes (expiry, clean checkout, ...) has one place.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { atom, createStore, useStore, type Atom, type Setter } from 'jotai';
import type { Sort } from '../domain/contract';
import { DEFAULT_SORT } from '../domain/contract';
import type { AccommodationFilters } from '../domain/accommodation-filters';
import type { BrandConfig } from '../domain/brand';
import type { AvailableProduct, Cart, CartConfig, Order } from '../domain/cart';
import type { Deal } from '../domain/deal';
import type { FlightFilters } from '../domain/flight-filters';
import type { FlightProposalsPage } from '../domain/flight';
import type { HotelProposalsPage } from '../domain/hotel';
import { isLive, readOpenCart, rememberOpenCart } from './open-cart';
import type { OpenCart } from './open-cart';

export type { OpenCart };
import type { MapTiles } from '../domain/map-tiles';

export type StorefrontStore = ReturnType<typeof createStore>;

export function createStorefrontStore(): StorefrontStore {
  return createStore();
}

/** The last proposals result: flights or accommodation, whichever screen searched last. */
export type ProposalsResult =
  | { kind: 'flights'; page: FlightProposalsPage }
  | { kind: 'accommodation'; page: HotelProposalsPage };

const sortSelector = atom<Sort>({ ...DEFAULT_SORT });
const flightFilters = atom<FlightFilters | null>(null);
const hdpFilters = atom<AccommodationFilters | null>(null);
const brandConfig = atom<BrandConfig | null>(null);
const priceId = atom<string | null>(null);
const currentSearchId = atom<string | null>(null);
const retrieveProposals = atom<ProposalsResult | null>(null);
const isFetchingProposals = atom(false);
const noResultMessage = atom(false);
const cartDetail = atom<Cart | null>(null);
const cartConfig = atom<CartConfig | null>(null);
const order = atom<Order | null>(null);
const availableAncillaries = atom<AvailableProduct[] | null>(null);
const cartExpired = atom(false);
const currentPageNumber = atom(1);
const deals = atom<Deal[] | null>(null);
/** the open cart remembered on the device, for a page whose store holds no cart yet */
const rememberedCart = atom<OpenCart | null>(readOpenCart());

function remember(set: Setter, cart: OpenCart | null): void {
  rememberOpenCart(cart);
  set(rememberedCart, cart);
}
/** the environment's base map (null: maps show no tiles) */
const mapTiles = atom<MapTiles | null>(null);

function resetCheckout(set: Setter): void {
  set(cartDetail, null);
  set(cartConfig, null);
  set(priceId, null);
  set(order, null);
  set(availableAncillaries, null);
  set(cartExpired, false);
}

const readOnly = <T>(a: ReturnType<typeof atom<T>>) => atom((get) => get(a));

export const sortSelectorAtom = readOnly(sortSelector);
export const flightFiltersAtom = readOnly(flightFilters);
export const hdpFiltersAtom = readOnly(hdpFilters);
export const brandConfigAtom = readOnly(brandConfig);
export const priceIdAtom = readOnly(priceId);
export const currentSearchIdAtom = readOnly(currentSearchId);
export const retrieveProposalsAtom = readOnly(retrieveProposals);
export const isFetchingProposalsAtom = readOnly(isFetchingProposals);
export const noResultMessageAtom = readOnly(noResultMessage);
export const cartDetailAtom = readOnly(cartDetail);
export const cartConfigAtom = readOnly(cartConfig);
export const orderAtom = readOnly(order);
export const availableAncillariesAtom = readOnly(availableAncillaries);
export const cartExpiredAtom = readOnly(cartExpired);
export const currentPageNumberAtom = readOnly(currentPageNumber);
export const dealsAtom = readOnly(deals);
/**
 * The shopper's open cart for the header: the store's cart while it is open, else the one this
 * device remembers; null with none, once it expired, or once it became an order.
 */
export const openCartAtom = atom<OpenCart | null>((get) => {
  if (get(cartExpired)) return null;
  const detail = get(cartDetail);
  if (detail)
    return detail.status === 'OPEN'
      ? { cartId: detail.cartId, count: detail.products.length, expiresAt: detail.expiresAt }
      : null;
  const remembered = get(rememberedCart);
  return isLive(remembered) ? remembered : null;
});
export const mapTilesAtom = readOnly(mapTiles);

export const setSortSelectorAtom = atom(null, (_get, set, next: Sort) => set(sortSelector, next));
export const setFlightFiltersAtom = atom(null, (_get, set, next: FlightFilters | null) =>
  set(flightFilters, next),
);
export const setHdpFiltersAtom = atom(null, (_get, set, next: AccommodationFilters | null) =>
  set(hdpFilters, next),
);
export const setBrandConfigAtom = atom(null, (_get, set, next: BrandConfig | null) =>
  set(brandConfig, next),
);
export const setPriceIdAtom = atom(null, (_get, set, next: string | null) => set(priceId, next));
export const setCurrentSearchIdAtom = atom(null, (_get, set, next: string | null) =>
  set(currentSearchId, next),
);
export const setCurrentPageNumberAtom = atom(null, (_get, set, next: number) =>
  set(currentPageNumber, next),
);
export const setDealsAtom = atom(null, (_get, set, next: Deal[] | null) => set(deals, next));
export const setMapTilesAtom = atom(null, (_get, set, next: MapTiles | null) =>
  set(mapTiles, next),
);
/**
 * Another cart than the one the store holds (its detail's, or its configuration's before the
 * detail comes) starts a clean checkout: what the flights and hotel screens do after creating a
 * cart, also after the previous one answered CART_EXPIRED. Nothing of the previous cart stays
 * with the new one, its expired flag included.
 */
export const setCartDetailAtom = atom(null, (get, set, next: Cart | null) => {
  const held = get(cartDetail)?.cartId ?? get(cartConfig)?.cartId ?? null;
  if (next !== null && next.cartId !== held) resetCheckout(set);
  set(cartDetail, next);
  if (next === null) return;
  remember(
    set,
    next.status === 'OPEN'
      ? { cartId: next.cartId, count: next.products.length, expiresAt: next.expiresAt }
      : get(rememberedCart)?.cartId === next.cartId
        ? null
        : get(rememberedCart),
  );
});
export const setCartConfigAtom = atom(null, (_get, set, next: CartConfig | null) =>
  set(cartConfig, next),
);
export const setOrderAtom = atom(null, (_get, set, next: Order | null) => set(order, next));
export const setAvailableAncillariesAtom = atom(
  null,
  (_get, set, next: AvailableProduct[] | null) => set(availableAncillaries, next),
);

/**
 * A cart seen in its short view (the cart screen's RetrieveCart, with its configuration's expiry):
 * the header counts its products.
 */
export const noteOpenCartAtom = atom(
  null,
  (get, set, seen: { cartId: string; status: string; count: number; expiresAt: string }) => {
    const { cartId, count, expiresAt } = seen;
    if (seen.status === 'OPEN') remember(set, { cartId, count, expiresAt });
    else if (get(rememberedCart)?.cartId === cartId) remember(set, null);
  },
);

/** Proposal fetching: the flag is true while loading and false afterwards (spec section 4). */
export const startFetchingProposalsAtom = atom(null, (_get, set) => {
  set(isFetchingProposals, true);
  set(noResultMessage, false);
});
export const finishFetchingProposalsAtom = atom(
  null,
  (_get, set, outcome: { proposals: ProposalsResult } | { noResults: true }) => {
    set(isFetchingProposals, false);
    if ('noResults' in outcome) {
      set(noResultMessage, true);
      set(retrieveProposals, null);
    } else {
      set(noResultMessage, false);
      set(retrieveProposals, outcome.proposals);
    }
  },
);

/** cartExpired is set when a cart call fails with CART_EXPIRED (spec section 4). */
export const markCartExpiredAtom = atom(null, (get, set) => {
  set(cartExpired, true);
  const expired = get(cartDetail)?.cartId ?? get(cartConfig)?.cartId ?? null;
  if (expired === null || get(rememberedCart)?.cartId === expired) remember(set, null);
});

/** Clean checkout resets cart, config, detail, order, ancillaries and the expired flag. */
export const cleanCheckoutAtom = atom(null, (_get, set) => resetCheckout(set));

/**
 * An atom's value, and a render whenever it changes. Read through React's external-store hook:
 * a component renders again only when the value it read has changed since (jotai's own hook
 * renders every reader once more as it mounts, which, on a page hydrating, makes React hydrate
 * the regions under those readers at once, in one long task, instead of in slices).
 */
export function useStateValue<Value>(read: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((changed: () => void) => store.sub(read, changed), [store, read]);
  const current = useCallback(() => store.get(read), [store, read]);
  return useSyncExternalStore(subscribe, current, current);
}

/**
 * Reads an atom when asked (in an effect or a handler), without rendering again as it changes:
 * for a value a component needs at a moment, not on screen.
 */
export function useStateReader<Value>(read: Atom<Value>): () => Value {
  const store = useStore();
  return useCallback(() => store.get(read), [store, read]);
}

export { useSetAtom as useStateAction } from 'jotai';
