import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@storefront/shared/i18n';
import { DateRangeField } from './DateRangeField';
import { initTestI18n } from '@storefront/testing/ui-strings';

// The English calendar words fail to arrive (a chunk that did not load); Spanish ones do.
jest.mock('react-day-picker/locale/en-GB', () => {
  throw new Error('Loading chunk react-day-picker-locale-en-GB failed');
});

const TODAY = new Date(2026, 5, 10);

function Field() {
  return (
    <I18nextProvider i18n={i18n}>
      <DateRangeField
        label="Fechas"
        mode="single"
        value={{ from: '2026-06-12' }}
        today={TODAY}
        onChange={() => undefined}
      />
    </I18nextProvider>
  );
}

describe('DateRangeField in the shopper’s language', () => {
  it('says the date and names the days in Spanish', async () => {
    await initTestI18n('es');
    const user = userEvent.setup();
    render(<Field />);
    const trigger = screen.getByRole('button', { name: /Fechas/ });
    expect(trigger).toHaveAccessibleName('Fechas vie, 12 jun 2026');
    await user.click(trigger);
    const grid = await screen.findByRole('grid', {}, { timeout: 5000 });
    expect(grid).toHaveAccessibleName(/junio 2026/);
    const chosen = within(grid).getByRole('button', { name: /12 de junio de 2026/ });
    await waitFor(() => expect(chosen).toHaveFocus());
  });

  it('still opens, in react-day-picker’s own English, when the words fail to arrive', async () => {
    await initTestI18n('en');
    const user = userEvent.setup();
    render(<Field />);
    await user.click(screen.getByRole('button', { name: /Fechas/ }));
    const grid = await screen.findByRole('grid', {}, { timeout: 5000 });
    expect(grid).toHaveAccessibleName(/June 2026/);
    expect(within(grid).getByRole('button', { name: /Friday, June 12th, 2026/ })).toBeEnabled();
  });
});
