/**
 * Checkout steps against the real sandbox, rendered alone with the cart and configuration the
 * checkout screen would give them: the payment step's links from the brand, and the contact
 * step's phone number. Signed in for punti.localhost, which no other test file of this remote uses.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCartConfig, retrieveCartFull } from '@storefront/shared/api/cart';
import { retrieveContact } from '@storefront/shared/api/checkout';
import { createStorefrontStore, setBrandConfigAtom } from '@storefront/shared/state';
import { brandFor } from '@storefront/testing/screens';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { readCartLocation } from '../../../lib/cart-url';
import { renderAt, setUpI18n } from '../../../testing/render';
import { ContactStep } from './ContactStep';
import { PaymentStep } from './PaymentStep';
import type { StepProps } from './types';
import { CartEditingProvider } from '../../../components/cart-editing';
import { flightCart } from '../../../testing/sandbox-carts';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

let brand: BrandConfig;

async function stepProps(cartId: string, onDone = jest.fn()): Promise<StepProps> {
  const [cart, config] = await Promise.all([retrieveCartFull(cartId), getCartConfig(cartId)]);
  return { cartId, cart, config, onCart: jest.fn(), onDone, takeFocus: () => false };
}

beforeAll(async () => {
  await setUpI18n();
  brand = await brandFor('punti.localhost');
});
beforeEach(() => sessionStorage.clear());

describe('payment step', () => {
  it('does not link a terms address that is not http(s) or a path of the site', async () => {
    const cartId = await flightCart();
    const props = await stepProps(cartId);
    const store = createStorefrontStore();
    store.set(setBrandConfigAtom, {
      ...brand,
      brand: { ...brand.brand, termsUrl: 'javascript:alert(document.cookie)' },
    });
    const location = readCartLocation(new URLSearchParams(`cartId=${cartId}&checkoutStep=5`));
    renderAt(
      <CartEditingProvider cartId={props.cartId} onCart={props.onCart}>
        <PaymentStep {...props} location={location} />
      </CartEditingProvider>,
      { store },
    );
    const privacy = await screen.findByRole('link', {
      name: 'Privacy policy (opens in a new tab)',
    });
    expect(privacy).toHaveAttribute('href', brand.brand.privacyPolicyUrl);
    expect(
      screen.queryByRole('link', { name: 'Terms and conditions (opens in a new tab)' }),
    ).not.toBeInTheDocument();
    // nor left as words that promise a link
    expect(screen.queryByText('Terms and conditions (opens in a new tab)')).not.toBeInTheDocument();
  });
});

describe('payment step, left and come back to', () => {
  it('keeps the method chosen and the terms accepted for this cart', async () => {
    const cartId = await flightCart();
    const props = await stepProps(cartId);
    const store = createStorefrontStore();
    store.set(setBrandConfigAtom, brand);
    const location = readCartLocation(new URLSearchParams(`cartId=${cartId}&checkoutStep=5`));
    const step = () => (
      <CartEditingProvider cartId={props.cartId} onCart={props.onCart}>
        <PaymentStep {...props} location={location} />
      </CartEditingProvider>
    );
    const { unmount } = renderAt(step(), { store });
    const terms = await screen.findByRole('checkbox', { name: /terms/i });
    expect(terms).not.toBeChecked();
    await userEvent.click(terms);
    expect(terms).toBeChecked();
    // off to the provider's page and back (the card declined): the step is mounted afresh
    unmount();
    renderAt(step(), { store });
    expect(await screen.findByRole('checkbox', { name: /terms/i })).toBeChecked();
  });
});

describe('contact step', () => {
  it('accepts 14 digits typed in groups and sends the digits only', async () => {
    const user = userEvent.setup();
    const cartId = await flightCart();
    const onDone = jest.fn();
    const props = await stepProps(cartId, onDone);
    renderAt(<ContactStep {...props} />);
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Lucía');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'García');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'lucia@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'ES');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '612 345 678 901 23');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of residence' }), 'ES');
    await user.click(screen.getByRole('button', { name: 'Save contact details and continue' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByText('Enter 6 to 15 digits')).not.toBeInTheDocument();
    expect((await retrieveContact(cartId))?.phoneNumber).toBe('61234567890123');
  });

  it('refuses five digits, however they are spaced', async () => {
    const user = userEvent.setup();
    const cartId = await flightCart();
    const onDone = jest.fn();
    renderAt(<ContactStep {...await stepProps(cartId, onDone)} />);
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '12 34 5');
    await user.click(screen.getByRole('button', { name: 'Save contact details and continue' }));
    expect(
      await screen.findByRole('textbox', { name: 'Phone number' }),
    ).toHaveAccessibleDescription(/Enter 6 to 15 digits/);
    expect(onDone).not.toHaveBeenCalled();
  });
});
