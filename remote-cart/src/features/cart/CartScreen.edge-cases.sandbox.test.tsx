/**
 * The cart against the real sandbox where it can go wrong: a new cart after an expired one,
 * /cart without a cartId, an optional call (voucher, extras) failing, the expiry clock at zero
 * for a cart that is still alive, and "change flight" under the flight-proposal rules. Faults are
 * scoped to flyfree.localhost, which no other test file of this remote uses.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCart, getCartConfig, retrieveCartFull } from '@storefront/shared/api/cart';
import { expireCart, injectFault, pendingFaults, signInAs } from '@storefront/testing/sandbox';
import type { FaultKind } from '@storefront/testing/sandbox';
import {
  cartConfigAtom,
  cartExpiredAtom,
  createStorefrontStore,
  markCartExpiredAtom,
  setCartConfigAtom,
  setCartDetailAtom,
  useStateValue,
} from '@storefront/shared/state';
import { ExpiryNotice } from '../../components/ExpiryNotice';
import { noteReceived } from '../../lib/cart-clock';
import { renderAt, setUpI18n } from '../../testing/render';
import CartScreen from './CartScreen';
import { flightCart, hotelCart } from '../../testing/sandbox-carts';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const BRAND = 'flyfree.localhost';

const fault = (call: string, kind: FaultKind, times = 1) =>
  injectFault({ call: `CartApiService/${call}`, kind, brand: BRAND, times });

const expiredHeading = () =>
  screen.queryByRole('heading', { level: 2, name: 'Your cart has expired' });

let logged: jest.SpyInstance;

beforeAll(async () => {
  await setUpI18n();
  await signInAs(BRAND);
});
beforeEach(() => {
  sessionStorage.clear();
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe('the expiry state is the expired cart’s only', () => {
  it('opens a new cart put in the store after another cart expired, and still shows the old one as expired', async () => {
    const store = createStorefrontStore();
    const oldCart = await hotelCart();
    await expireCart(oldCart);
    const { unmount: leaveOldCart } = renderAt(<CartScreen />, {
      route: `/cart?cartId=${oldCart}`,
      store,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your cart has expired' }),
    ).toBeInTheDocument();
    leaveOldCart();

    // what the flights and hotel screens do: the new cart into the store, then /cart
    const newCart = await hotelCart();
    store.set(setCartDetailAtom, await retrieveCartFull(newCart));
    const { unmount: leaveNewCart } = renderAt(<CartScreen />, {
      route: `/cart?cartId=${newCart}`,
      store,
    });
    expect(expiredHeading()).not.toBeInTheDocument();
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    leaveNewCart();

    renderAt(<CartScreen />, { route: `/cart?cartId=${oldCart}`, store });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your cart has expired' }),
    ).toBeInTheDocument();
  });

  it('opens a new cart when another screen set the expired flag for the cart it replaced', async () => {
    const store = createStorefrontStore();
    const newCart = await hotelCart();
    store.set(markCartExpiredAtom);
    store.set(setCartDetailAtom, await retrieveCartFull(newCart));
    renderAt(<CartScreen />, { route: `/cart?cartId=${newCart}`, store });
    expect(expiredHeading()).not.toBeInTheDocument();
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(store.get(cartExpiredAtom)).toBe(false);
  });
});

describe('/cart without a cartId', () => {
  it('opens the store’s cart and writes its id into the URL', async () => {
    const store = createStorefrontStore();
    const cartId = await hotelCart();
    store.set(setCartDetailAtom, await retrieveCartFull(cartId));
    const { location } = renderAt(<CartScreen />, { route: '/cart?lang=en', store });
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/cart');
    expect(new URLSearchParams(location.current?.search).get('cartId')).toBe(cartId);
    expect(new URLSearchParams(location.current?.search).get('lang')).toBe('en');
  });

  it('says there is no cart when the store holds none', async () => {
    renderAt(<CartScreen />, { route: '/cart' });
    expect(await screen.findByText(/^There is no cart to show yet/)).toBeInTheDocument();
  });
});

describe('optional calls', () => {
  it('shows the cart without the voucher form when RetrieveVoucherCode fails, and logs the failure', async () => {
    const cartId = await hotelCart();
    await fault('RetrieveVoucherCode', 'GENERIC_ERROR');
    renderAt(<CartScreen />, { route: `/cart?cartId=${cartId}` });
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Extras for your trip' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Voucher code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^\[api\] CartApiService\/RetrieveVoucherCode: GENERIC_ERROR/),
    );
  });

  it('shows the cart without extras when GetAvailableProducts fails, and logs the failure', async () => {
    const cartId = await hotelCart();
    await fault('GetAvailableProducts', 'HTTP_500');
    renderAt(<CartScreen />, { route: `/cart?cartId=${cartId}` });
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Voucher code' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Extras for your trip' })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^\[api\] CartApiService\/GetAvailableProducts: HTTP_ERROR/),
    );
  });
});

/** The store's configuration, the way the cart and checkout screens give it to the notice. */
function StoredExpiry() {
  const config = useStateValue(cartConfigAtom);
  return config ? <ExpiryNotice config={config} /> : null;
}

describe('the expiry clock at zero', () => {
  it('asks again while the cart is alive, takes the fresh time left, and never says "0 minutes"', async () => {
    const store = createStorefrontStore();
    const cart = await createCart({ productType: 'H' });
    const config = await getCartConfig(cart.cartId);
    // this browser's clock ran out; the backend's answers are lost twice, then it is alive
    store.set(setCartConfigAtom, noteReceived({ ...config, remainingSeconds: 0 }));
    await fault('GetCartConfig', 'GENERIC_ERROR', 2);
    renderAt(<StoredExpiry />, { store });
    expect(await screen.findByRole('timer')).toHaveTextContent('0:00');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Less than 1 minute left: finish soon or your cart will expire.',
    );
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/^(29|30):\d\d$/));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(await pendingFaults(BRAND)).toEqual([]);
    expect(store.get(cartExpiredAtom)).toBe(false);
  });

  it('marks the cart expired once the backend answers CART_EXPIRED', async () => {
    const store = createStorefrontStore();
    const cart = await createCart({ productType: 'H' });
    const config = await getCartConfig(cart.cartId);
    store.set(setCartConfigAtom, noteReceived({ ...config, remainingSeconds: 0 }));
    await fault('GetCartConfig', 'GENERIC_ERROR');
    await expireCart(cart.cartId);
    renderAt(<StoredExpiry />, { store });
    await waitFor(() => expect(store.get(cartExpiredAtom)).toBe(true));
  });
});

describe('change flight', () => {
  const transportFault = (kind: FaultKind, times: number) =>
    injectFault({ call: 'ShoppingTransportService/RetrieveProposals', kind, brand: BRAND, times });

  async function openChangeFlight() {
    const user = userEvent.setup();
    const cartId = await flightCart();
    renderAt(<CartScreen />, { route: `/cart?cartId=${cartId}` });
    const product = await screen.findByRole('article');
    return { user, open: within(product).getByRole('button', { name: /^Change the flight of/ }) };
  }

  it('says there are no other flights when the proposals answer NO_CONTENT', async () => {
    const { user, open } = await openChangeFlight();
    await transportFault('NO_CONTENT', 1);
    await user.click(open);
    expect(await screen.findByText('There are no other flights for this trip.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('retries a GENERIC_ERROR up to 10 times, then offers the flights', async () => {
    const { user, open } = await openChangeFlight();
    await transportFault('GENERIC_ERROR', 10);
    await user.click(open);
    expect(await screen.findByRole('group', { name: 'Choose another flight' })).toBeVisible();
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(0);
    expect(await pendingFaults(BRAND)).toEqual([]);
  });

  it('gives up after the 10th retry and says something went wrong', async () => {
    const { user, open } = await openChangeFlight();
    await transportFault('GENERIC_ERROR', 11);
    await user.click(open);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong on our side/);
    // all eleven answers were GENERIC_ERROR and no twelfth call was made
    expect(await pendingFaults(BRAND)).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Choose another flight' })).not.toBeInTheDocument();
  });
});
