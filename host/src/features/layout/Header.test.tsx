import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, NavLink, Route, Routes } from 'react-router-dom';
import { initI18n } from '@storefront/shared/i18n';
import { createStorefrontStore } from '@storefront/shared/state';
import { StoreProvider } from '@storefront/shared/state/provider';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import en from '../../../i18n/en.json';
import { NAV_ITEMS } from '../../app/navigation';
import { ShellContext } from '../../lib/shell-context';
import type { Shell } from '../../lib/shell-context';
import { Header } from './Header';

beforeAll(() => initI18n({ language: 'en', resources: { en } }));

/** What the header reads of the shell: the brand's name and logo, no phone line. */
const shell = {
  brand: {
    theme: { primaryLogoUrl: '/media/brands/sunsea/logo.svg', mobileLogoUrl: null },
    brand: { phoneNumber: null, phonePrivacyPolicyUrl: null, brandName: 'Sun & Sea Viajes' },
  } as unknown as BrandConfig,
} as Shell;

function renderHeader() {
  render(
    <StoreProvider store={createStorefrontStore()}>
      <ShellContext.Provider value={shell}>
        <MemoryRouter initialEntries={['/deals']}>
          <Header navItems={NAV_ITEMS} LinkComponent={NavLink} />
          <Routes>
            <Route path="*" element={<main>page</main>} />
          </Routes>
        </MemoryRouter>
      </ShellContext.Provider>
    </StoreProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return { nav, button: screen.getByRole('button', { name: 'Menu' }) };
}

test('the menu button discloses the list of links and says whether it is shown', async () => {
  const user = userEvent.setup();
  const { nav, button } = renderHeader();
  const list = within(nav).getByRole('list');
  expect(button).toHaveAttribute('aria-controls', list.id);
  expect(list).toHaveAttribute('data-open', 'false');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(list).toHaveAttribute('data-open', 'true');
  expect(button).toHaveFocus();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the menu and puts the focus back on its button', async () => {
  const user = userEvent.setup();
  const { nav, button } = renderHeader();
  button.focus();
  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
  expect(nav).toContainElement(button);
});

test('following a link closes the menu', async () => {
  const user = userEvent.setup();
  const { button } = renderHeader();
  await user.click(button);
  await user.click(screen.getByRole('link', { name: 'Flights' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the focus leaving the menu, or a press elsewhere, closes it', async () => {
  const user = userEvent.setup();
  const { button } = renderHeader();
  await user.click(button);
  await user.click(screen.getByRole('main'));
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  // past the last link (the cart) the focus leaves the menu
  screen.getByRole('link', { name: /^Cart/ }).focus();
  await user.tab();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test("the cart link's words about the device's cart are marked as the browser's (data-sf-browser)", () => {
  const { nav } = renderHeader();
  // what the device remembers of a cart is not in the server's page: the browser fills it in
  const cart = within(nav).getByRole('link', { name: /^Cart/ });
  const words = within(cart).getByText(/cart/i, { selector: '.sf-visually-hidden' });
  expect(words).toHaveAttribute('data-sf-browser', '');
});
