import {
  cartConfigAtom,
  cartDetailAtom,
  cartExpiredAtom,
  cleanCheckoutAtom,
  createStorefrontStore,
  finishFetchingProposalsAtom,
  isFetchingProposalsAtom,
  markCartExpiredAtom,
  noResultMessageAtom,
  orderAtom,
  retrieveProposalsAtom,
  setCartConfigAtom,
  setCartDetailAtom,
  setOrderAtom,
  setSortSelectorAtom,
  sortSelectorAtom,
  startFetchingProposalsAtom,
  availableAncillariesAtom,
  setAvailableAncillariesAtom,
  openCartAtom,
} from '@storefront/shared/state';
import { readOpenCart } from './open-cart';
import type { ProposalsResult } from '@storefront/shared/state';
import type { AvailableProduct, Cart, CartConfig, Order } from '@storefront/shared/domain/cart';

/** The store keeps whatever it is given; these tests need identity, not a full entity. */
const stub = <T>(value: Record<string, unknown>) => value as unknown as T;

/** What a clean checkout resets: detail, config, order, ancillaries, the expired flag. */
const checkoutState = (store: ReturnType<typeof createStorefrontStore>) => [
  store.get(cartDetailAtom),
  store.get(cartConfigAtom),
  store.get(orderAtom),
  store.get(availableAncillariesAtom),
  store.get(cartExpiredAtom),
];

describe('cart state', () => {
  it('starts with the RECOMMENDED ascending sort', () => {
    const store = createStorefrontStore();
    expect(store.get(sortSelectorAtom)).toEqual({ name: 'RECOMMENDED', ascending: true });
    store.set(setSortSelectorAtom, { name: 'PRICE', ascending: false });
    expect(store.get(sortSelectorAtom)).toEqual({ name: 'PRICE', ascending: false });
  });

  it('keeps the proposal-fetching flag true while loading and false afterwards', () => {
    const store = createStorefrontStore();
    store.set(startFetchingProposalsAtom);
    expect(store.get(isFetchingProposalsAtom)).toBe(true);
    store.set(finishFetchingProposalsAtom, {
      proposals: stub<ProposalsResult>({ kind: 'flights', page: {} }),
    });
    expect(store.get(isFetchingProposalsAtom)).toBe(false);
    expect(store.get(retrieveProposalsAtom)).toEqual({ kind: 'flights', page: {} });
    expect(store.get(noResultMessageAtom)).toBe(false);
  });

  it('sets noResultMessage when a search ends without results', () => {
    const store = createStorefrontStore();
    store.set(startFetchingProposalsAtom);
    store.set(finishFetchingProposalsAtom, { noResults: true });
    expect(store.get(noResultMessageAtom)).toBe(true);
    expect(store.get(retrieveProposalsAtom)).toBeNull();
    store.set(startFetchingProposalsAtom);
    expect(store.get(noResultMessageAtom)).toBe(false);
  });

  it('clean checkout resets cart, config, detail, order, ancillaries and the expired flag', () => {
    const store = createStorefrontStore();
    store.set(setCartDetailAtom, stub<Cart>({ id: 'c1' }));
    store.set(setCartConfigAtom, stub<CartConfig>({ ttl: 10 }));
    store.set(setOrderAtom, stub<Order>({ id: 'o1' }));
    store.set(setAvailableAncillariesAtom, [stub<AvailableProduct>({ id: 'seat' })]);
    store.set(markCartExpiredAtom);
    expect(store.get(cartExpiredAtom)).toBe(true);
    store.set(cleanCheckoutAtom);
    expect(checkoutState(store)).toEqual([null, null, null, null, false]);
  });

  it('starts a clean checkout when another cart is put in, the expired flag of the one before included', () => {
    const store = createStorefrontStore();
    store.set(setCartDetailAtom, stub<Cart>({ cartId: 'old' }));
    store.set(setCartConfigAtom, stub<CartConfig>({ cartId: 'old' }));
    store.set(setOrderAtom, stub<Order>({ id: 'o1' }));
    store.set(setAvailableAncillariesAtom, [stub<AvailableProduct>({ id: 'seat' })]);
    store.set(markCartExpiredAtom);
    store.set(setCartDetailAtom, stub<Cart>({ cartId: 'new' }));
    expect(checkoutState(store)).toEqual([{ cartId: 'new' }, null, null, null, false]);
  });

  it('drops the expired flag when a cart comes into a store that holds none', () => {
    const store = createStorefrontStore();
    store.set(markCartExpiredAtom);
    store.set(setCartDetailAtom, stub<Cart>({ cartId: 'new' }));
    expect(store.get(cartExpiredAtom)).toBe(false);
  });

  it('keeps the state of the cart it holds (by its detail or its configuration) when that cart is put in again', () => {
    const store = createStorefrontStore();
    store.set(setCartConfigAtom, stub<CartConfig>({ cartId: 'c1' }));
    store.set(markCartExpiredAtom);
    store.set(setCartDetailAtom, stub<Cart>({ cartId: 'c1', version: 1 }));
    store.set(setCartDetailAtom, stub<Cart>({ cartId: 'c1', version: 2 }));
    expect(store.get(cartDetailAtom)).toEqual({ cartId: 'c1', version: 2 });
    expect(store.get(cartConfigAtom)).toEqual({ cartId: 'c1' });
    expect(store.get(cartExpiredAtom)).toBe(true);
  });

  it('keeps two stores apart', () => {
    const a = createStorefrontStore();
    const b = createStorefrontStore();
    a.set(markCartExpiredAtom);
    expect(b.get(cartExpiredAtom)).toBe(false);
  });
});

describe('the open cart for the header', () => {
  const future = new Date(Date.now() + 30 * 60_000).toISOString();
  const cart = (cartId: string, status: string, products: number) =>
    stub<Cart>({ cartId, status, expiresAt: future, products: Array.from({ length: products }) });

  beforeEach(() => localStorage.clear());

  it('is the store cart with its product count, remembered on the device', () => {
    const store = createStorefrontStore();
    expect(store.get(openCartAtom)).toBeNull();
    store.set(setCartDetailAtom, cart('c-1', 'OPEN', 2));
    expect(store.get(openCartAtom)).toEqual({ cartId: 'c-1', count: 2, expiresAt: future });
    expect(JSON.parse(localStorage.getItem('storefront.openCart') ?? 'null')).toEqual({
      cartId: 'c-1',
      count: 2,
      expiresAt: future,
    });
  });

  it('is no cart once it expired or became an order, and forgets it on the device', () => {
    const store = createStorefrontStore();
    store.set(setCartDetailAtom, cart('c-1', 'OPEN', 1));
    store.set(markCartExpiredAtom);
    expect(store.get(openCartAtom)).toBeNull();
    expect(localStorage.getItem('storefront.openCart')).toBeNull();

    const other = createStorefrontStore();
    other.set(setCartDetailAtom, cart('c-2', 'OPEN', 1));
    other.set(setCartDetailAtom, cart('c-2', 'CONFIRMED', 1));
    expect(other.get(openCartAtom)).toBeNull();
    expect(localStorage.getItem('storefront.openCart')).toBeNull();
  });

  it('reads a remembered cart only while it has not expired, and ignores a malformed record', () => {
    localStorage.setItem(
      'storefront.openCart',
      JSON.stringify({ cartId: 'c-9', count: 3, expiresAt: future }),
    );
    expect(readOpenCart()).toEqual({ cartId: 'c-9', count: 3, expiresAt: future });
    expect(readOpenCart(Date.parse(future) + 1)).toBeNull();
    localStorage.setItem('storefront.openCart', '{"cartId":7}');
    expect(readOpenCart()).toBeNull();
    localStorage.setItem('storefront.openCart', 'not json');
    expect(readOpenCart()).toBeNull();
  });
});
