import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@storefront/shared/i18n';
import { TravellersField } from './TravellersField';
import type { TravellersValue } from './TravellersField';
import { initTestI18n } from '@storefront/testing/ui-strings';

function Harness({
  initial,
  onValue,
}: {
  initial: TravellersValue;
  onValue: (v: TravellersValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <TravellersField
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </I18nextProvider>
  );
}

beforeAll(() => initTestI18n('en'));

describe('TravellersField', () => {
  it('adds a child with an age the shopper can change, and removes it again', async () => {
    const user = userEvent.setup();
    const seen: TravellersValue[] = [];
    render(<Harness initial={{ adults: 2, childrenAges: [] }} onValue={(v) => seen.push(v)} />);
    await user.click(screen.getByRole('button', { name: 'One more child' }));
    const age = screen.getByRole('combobox', { name: 'Age of child 1' });
    await user.selectOptions(age, '4');
    expect(seen.at(-1)).toEqual({ adults: 2, childrenAges: [4] });
    await user.click(screen.getByRole('button', { name: 'One child fewer' }));
    expect(screen.queryByRole('combobox', { name: 'Age of child 1' })).not.toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ adults: 2, childrenAges: [] });
  });

  it('keeps adults between 1 and 9', async () => {
    const user = userEvent.setup();
    const seen: TravellersValue[] = [];
    render(<Harness initial={{ adults: 1, childrenAges: [] }} onValue={(v) => seen.push(v)} />);
    expect(screen.getByRole('button', { name: 'One adult fewer' })).toBeDisabled();
    for (let i = 0; i < 10; i += 1)
      await user
        .click(screen.getByRole('button', { name: 'One more adult' }))
        .catch(() => undefined);
    expect(seen.at(-1)?.adults).toBe(9);
    expect(screen.getByRole('button', { name: 'One more adult' })).toBeDisabled();
  });
});
