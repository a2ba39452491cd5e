/**
 * The cart against the real sandbox: products read from RetrieveCart with their breakdown, a
 * voucher applied and removed (the total follows), extras offered from GetAvailableProducts.
 */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '@storefront/testing/sandbox';
import { availableAncillariesAtom, cartConfigAtom } from '@storefront/shared/state';
import { renderAt, setUpI18n } from '../../testing/render';
import CartScreen from './CartScreen';
import { hotelCart } from '../../testing/sandbox-carts';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

beforeAll(async () => {
  await setUpI18n();
  await signInAs('sunsea.localhost');
});
beforeEach(() => sessionStorage.clear());

describe('cart against the sandbox', () => {
  it('shows the hotel with its breakdown and the total, and keeps config and extras in the store', async () => {
    const cartId = await hotelCart();
    const { store } = renderAt(<CartScreen />, { route: `/cart?cartId=${cartId}` });
    const product = await screen.findByRole('article');
    expect(within(product).getByRole('heading', { level: 3 })).toHaveTextContent(/^Hotel/);
    expect(within(product).getByText('Accommodation')).toBeInTheDocument();
    expect(
      screen.getByText('The total includes every compulsory tax and fee.'),
    ).toBeInTheDocument();
    expect(store.get(cartConfigAtom)?.cartId).toBe(cartId);
    expect(store.get(availableAncillariesAtom)?.map((item) => item.kind)).toEqual([
      'INSURANCE',
      'INSURANCE',
    ]);
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute(
      'href',
      `/checkout?cartId=${cartId}&checkoutStep=1`,
    );
  });

  it('applies a voucher and removes it, the total following each time', async () => {
    const user = userEvent.setup();
    const cartId = await hotelCart();
    renderAt(<CartScreen />, { route: `/cart?cartId=${cartId}` });
    const total = await screen.findByTestId('cart-total');
    const before = euros(total.textContent);

    // spec section 8: other call errors are only logged (code and message, nothing else)
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.type(await screen.findByRole('textbox', { name: 'Voucher code' }), 'EXPIRED2020');
    await user.click(screen.getByRole('button', { name: 'Apply voucher' }));
    // the backend's reason, not the general message; tied to the field, the code kept in it
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Voucher EXPIRED2020 has expired and can no longer be used.',
    );
    expect(logged).toHaveBeenCalledWith(
      '[api] CartApiService/ApplyVoucherToCart: VOUCHER_INVALID: Voucher EXPIRED2020 has expired',
    );
    const field = screen.getByRole('textbox', { name: 'Voucher code' });
    expect(field).toHaveValue('EXPIRED2020');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(/Voucher EXPIRED2020 has expired/);

    await user.clear(field);
    await user.type(field, 'NOPE2024');
    await user.click(screen.getByRole('button', { name: 'Apply voucher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Voucher NOPE2024 does not exist\./,
    );
    expect(field).toHaveValue('NOPE2024');

    await user.clear(screen.getByRole('textbox', { name: 'Voucher code' }));
    await user.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'SANDBOX10');
    await user.click(screen.getByRole('button', { name: 'Apply voucher' }));
    expect(await screen.findByText(/^Voucher SANDBOX10 applied/)).toBeInTheDocument();
    const discounted = euros(screen.getByTestId('cart-total').textContent);
    expect(discounted).toBeCloseTo(Math.max(before * 0.9, before - 200), 1);

    await user.click(screen.getByRole('button', { name: 'Remove voucher SANDBOX10' }));
    expect(await screen.findByText(/^The voucher has been removed/)).toBeInTheDocument();
    expect(euros(screen.getByTestId('cart-total').textContent)).toBeCloseTo(before, 1);
  });
});
