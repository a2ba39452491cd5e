import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@storefront/shared/i18n';
import { SortControl } from './SortControl';
import { initTestI18n } from '@storefront/testing/ui-strings';

beforeAll(() => initTestI18n('en'));

const OPTIONS = [
  { value: 'RECOMMENDED', label: 'Recommended' },
  { value: 'PRICE', label: 'Price: lowest first' },
];

function Harness({
  lockedBecause,
  onSort,
}: {
  lockedBecause?: string;
  onSort?: (v: string) => void;
}) {
  const [value, setValue] = useState('RECOMMENDED');
  return (
    <I18nextProvider i18n={i18n}>
      <SortControl
        value={value}
        options={OPTIONS}
        lockedBecause={lockedBecause}
        onChange={(next) => {
          setValue(next);
          onSort?.(next);
        }}
      />
    </I18nextProvider>
  );
}

describe('SortControl', () => {
  it('offers the orders under its label and reports the one chosen', async () => {
    const chosen: string[] = [];
    render(<Harness onSort={(value) => chosen.push(value)} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Recommended',
      'Price: lowest first',
    ]);
    await userEvent.selectOptions(select, 'Price: lowest first');
    expect(chosen).toEqual(['PRICE']);
    expect(select).toHaveValue('PRICE');
  });

  it('cannot be changed when the order is fixed, and says why', () => {
    render(<Harness lockedBecause="Flights are always sorted by price." />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription('Flights are always sorted by price.');
  });
});
