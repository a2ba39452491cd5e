import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { initI18n, i18n } from '@storefront/shared/i18n';
import { readCookie } from '@storefront/shared/lib/cookies';
import { LANGUAGE_COOKIE } from '@storefront/shared/start-up';
import en from '../../../i18n/en.json';
import de from '../../../i18n/de.json';
import { LanguageSwitch } from './LanguageSwitch';

/** The shell's strings as the host serves them; French is not to be had. */
const served: Record<string, unknown> = { en, de };

beforeAll(async () => {
  globalThis.fetch = jest.fn((url: string | URL | Request) => {
    const language = /\/i18n\/(\w+)\.json/.exec(String(url))?.[1] ?? '';
    const bundle = served[language];
    if (!bundle) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(bundle) });
  }) as unknown as typeof fetch;
  await initI18n({ language: 'en' });
});
beforeEach(() => {
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});
afterEach(() => i18n.changeLanguage('en'));

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderAt(address = '/') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <LanguageSwitch />
      <Address />
    </MemoryRouter>,
  );
}

test('a language that cannot be loaded is said so, and not kept for the next visit (the language cookie)', async () => {
  const user = userEvent.setup();
  renderAt();
  const select = screen.getByRole('combobox', { name: 'Language' });
  await user.selectOptions(select, 'fr');
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    'This language could not be loaded. Please try again.',
  );
  expect(select).toHaveValue('en');
  expect(select).toHaveAccessibleDescription(
    'This language could not be loaded. Please try again.',
  );
  expect(i18n.language).toBe('en');
  expect(readCookie(LANGUAGE_COOKIE)).toBeNull();

  // another language that loads: the page switches, the message goes, the choice is kept
  await user.selectOptions(select, 'de');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(readCookie(LANGUAGE_COOKIE)).toBe('de');
});

test("an address that names its language names the shopper's new one", async () => {
  const user = userEvent.setup();
  renderAt('/H?destination=pmi&lang=en');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '?destination=pmi&lang=de',
    ),
  );
  expect(readCookie(LANGUAGE_COOKIE)).toBe('de');
});
