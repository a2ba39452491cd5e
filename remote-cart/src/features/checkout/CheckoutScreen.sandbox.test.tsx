/**
 * The checkout against the real sandbox (started by the jest set-up; this page's origin is the
 * sandbox's): a flight cart made through the shared API modules, the travellers step validated
 * and saved, the contact offered from the lead traveller, and a cart that expires mid-step.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { expireCart, signInAs } from '@storefront/testing/sandbox';
import { cartExpiredAtom } from '@storefront/shared/state';
import { renderAt, setUpI18n } from '../../testing/render';
import CheckoutScreen from './CheckoutScreen';
import { flightCart } from '../../testing/sandbox-carts';

async function fillLeadTraveller(user: UserEvent) {
  const lead = await screen.findByRole('group', { name: /Adult 1/ });
  await user.selectOptions(within(lead).getByLabelText('Title'), 'MRS');
  await user.type(within(lead).getByRole('textbox', { name: 'First name' }), 'Lucía');
  await user.type(within(lead).getByRole('textbox', { name: 'Last name' }), 'García');
  const birth = within(lead).getByRole('group', { name: 'Date of birth' });
  await user.type(within(birth).getByRole('textbox', { name: 'Day' }), '12');
  await user.type(within(birth).getByRole('textbox', { name: 'Month' }), '4');
  await user.type(within(birth).getByRole('textbox', { name: 'Year' }), '1985');
  await user.selectOptions(within(lead).getByLabelText('Nationality'), 'ES');
  await user.selectOptions(within(lead).getByLabelText('Document type'), 'PASSPORT');
  await user.type(within(lead).getByRole('textbox', { name: 'Document number' }), 'PAB123456');
  const expiry = within(lead).getByRole('group', { name: 'Document expiry date' });
  await user.type(within(expiry).getByRole('textbox', { name: 'Day' }), '1');
  await user.type(within(expiry).getByRole('textbox', { name: 'Month' }), '6');
  await user.type(within(expiry).getByRole('textbox', { name: 'Year' }), '2035');
  await user.selectOptions(within(lead).getByLabelText('Issuing country'), 'ES');
}

// real round trips to the sandbox, typed character by character, on a shared machine
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  await setUpI18n();
  await signInAs('sunsea.localhost');
});
beforeEach(() => sessionStorage.clear());

describe('checkout against the sandbox', () => {
  it('names the missing traveller details, then saves them and offers them again as the contact', async () => {
    const user = userEvent.setup();
    const cartId = await flightCart();
    const { location } = renderAt(<CheckoutScreen />, {
      route: `/checkout?cartId=${cartId}&checkoutStep=1`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(
      await screen.findByRole('navigation', { name: 'Checkout progress' }),
    ).toBeInTheDocument();
    const save = await screen.findByRole('button', { name: 'Save travellers and continue' });

    await user.click(save);
    const summary = await screen.findByRole('alert', { name: /problems to fix/ });
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'Adult 1: Choose a title' }),
    ).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', { name: 'Adult 1: Enter a first name' }),
    ).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', { name: 'Adult 1: Enter a date of birth' }),
    ).toBeInTheDocument();
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription(/Enter a first name/);

    await fillLeadTraveller(user);
    await user.click(save);

    expect(await screen.findByRole('heading', { level: 2, name: 'Contact details' })).toHaveFocus();
    expect(location.current?.search).toContain('checkoutStep=2');
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Lucía');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('García');
    expect(screen.getByRole('combobox', { name: 'Country of residence' })).toHaveValue('ES');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('ES');
  });

  it('keeps what was typed when the cart expires, and shows the expiry state', async () => {
    const user = userEvent.setup();
    const cartId = await flightCart();
    const { store } = renderAt(<CheckoutScreen />, {
      route: `/checkout?cartId=${cartId}&checkoutStep=1`,
    });
    await fillLeadTraveller(user);
    await expireCart(cartId);
    await user.click(screen.getByRole('button', { name: 'Save travellers and continue' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your cart has expired' }),
    ).toHaveFocus();
    expect(store.get(cartExpiredAtom)).toBe(true);
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
    // what was typed waits for the next cart's checkout, and nothing is kept for the dead cart
    await waitFor(() =>
      expect(sessionStorage.getItem('storefront.cart.carried.travellers')).toContain('Lucía'),
    );
    expect(sessionStorage.getItem(`storefront.cart.draft.${cartId}.travellers`)).toBeNull();
  });
});
