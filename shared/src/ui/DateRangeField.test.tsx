import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@storefront/shared/i18n';
import { DateRangeField } from './DateRangeField';
import type { DatesValue } from './DateRangeField';
import { initTestI18n } from '@storefront/testing/ui-strings';

const TODAY = new Date(2026, 5, 10); // Wednesday 10 June 2026

function Harness({
  mode,
  onValue,
}: {
  mode: 'range' | 'single';
  onValue: (v: DatesValue) => void;
}) {
  const [value, setValue] = useState<DatesValue>({});
  return (
    <I18nextProvider i18n={i18n}>
      <DateRangeField
        label="Dates"
        mode={mode}
        value={value}
        today={TODAY}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </I18nextProvider>
  );
}

beforeAll(async () => {
  await initTestI18n('en');
  // the calendar is fetched when first opened: compiled here once, not inside a test's time
  await Promise.all([import('react-day-picker'), import('react-day-picker/locale/en-GB')]);
});

describe('DateRangeField', () => {
  it('shows weeks starting on Monday and picks a range as calendar dates', async () => {
    const user = userEvent.setup();
    const seen: DatesValue[] = [];
    render(<Harness mode="range" onValue={(v) => seen.push(v)} />);
    await user.click(screen.getByRole('button', { name: /Dates/ }));
    const grid = await screen.findByRole('grid', {}, { timeout: 8000 });
    // 1 June 2026 is a Monday: with weeks starting on Monday it opens the first row
    expect(within(grid).getAllByRole('row')[0]).toHaveAccessibleName('1 2 3 4 5 6 7');
    await user.click(within(grid).getByRole('button', { name: /\b12 June 2026/ }));
    await user.click(within(grid).getByRole('button', { name: /\b19 June 2026/ }));
    expect(seen.at(-1)).toEqual({ from: '2026-06-12', to: '2026-06-19' });
    // the calendar closes and the button says what was chosen
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Fri, 12 Jun 2026 to Fri, 19 Jun 2026/ }),
    ).toBeInTheDocument();
  });

  it('does not offer days in the past', async () => {
    const user = userEvent.setup();
    render(<Harness mode="single" onValue={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Dates/ }));
    expect(await screen.findByRole('button', { name: /\b9 June 2026/ })).toBeDisabled();
    const today = screen.getByRole('button', { name: /\b10 June 2026/ });
    expect(today).toBeEnabled();
    // nothing chosen yet: the calendar opens with today's day focused, not the first of the month
    await waitFor(() => expect(today).toHaveFocus());
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(<Harness mode="single" onValue={() => undefined} />);
    const trigger = screen.getByRole('button', { name: /Dates/ });
    await user.click(trigger);
    await screen.findByRole('grid');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
