import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SeatMap } from '@storefront/shared/domain/cart';
import { renderAt, setUpI18n } from '../../../testing/render';
import { SeatMapGrid } from './SeatMapGrid';

const seat = (code: string, available: boolean, characteristics: string[], amount: number) => ({
  code,
  available,
  characteristics,
  price: { amount, currency: 'EUR' },
});

const MAP: SeatMap = {
  segmentId: 'seg-1',
  flightNumber: 'SS123',
  departureAirport: 'MAD',
  arrivalAirport: 'PMI',
  columns: ['A', 'B', 'C'],
  aisleAfter: ['B'],
  rows: [
    {
      number: 1,
      seats: [
        seat('1A', true, ['WINDOW', 'EXTRA_LEGROOM'], 24),
        seat('1B', false, ['MIDDLE', 'EXTRA_LEGROOM'], 24),
        seat('1C', true, ['AISLE', 'EXTRA_LEGROOM'], 24),
      ],
    },
    {
      number: 2,
      seats: [
        seat('2A', true, ['WINDOW'], 9),
        seat('2B', true, ['MIDDLE'], 6),
        seat('2C', true, ['AISLE'], 9),
      ],
    },
  ],
};

function Harness({ limit = 2 }: { limit?: number }) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <SeatMapGrid
      map={MAP}
      chosen={chosen}
      limit={limit}
      onToggle={(code) =>
        setChosen((seats) =>
          seats.includes(code) ? seats.filter((s) => s !== code) : [...seats, code],
        )
      }
    />
  );
}

beforeAll(setUpI18n);

describe('SeatMapGrid', () => {
  it('names every seat with its position, features and price, inside a captioned grid', async () => {
    renderAt(<Harness />);
    expect(
      await screen.findByRole('grid', { name: 'Seat map, flight SS123 MAD → PMI' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Seat 1A, window, extra legroom, €24.00' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Seat 1B, middle, extra legroom, not available' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Seat 2B, middle, €6.00' })).toBeInTheDocument();
  });

  it('is one tab stop; arrow keys, Home and End move between seats', async () => {
    const user = userEvent.setup();
    renderAt(<Harness />);
    await screen.findByRole('grid');
    await user.tab();
    expect(screen.getByRole('button', { name: /^Seat 1A/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /^Seat 1B/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Seat 2B/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /^Seat 2C/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: /^Seat 2A/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}');
    expect(screen.getByRole('button', { name: /^Seat 1A/ })).toHaveFocus();
    // leaving the grid takes one Tab, wherever the focus was in it
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('chooses and frees a seat with Enter or Space; a taken seat and a seat over the limit are refused out loud', async () => {
    const user = userEvent.setup();
    renderAt(<Harness limit={1} />);
    await screen.findByRole('grid');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^Seat 1A/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Seat 1B is not available.');
    expect(screen.getByRole('button', { name: /^Seat 1B/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.keyboard('{ArrowRight} ');
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have already chosen 1 seat on this flight. Free it to choose another.',
    );
    await user.keyboard('{Home} ');
    expect(screen.getByRole('button', { name: /^Seat 1A/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
