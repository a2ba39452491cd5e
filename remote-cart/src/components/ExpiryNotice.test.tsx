import { act, screen } from '@testing-library/react';
import type { CartConfig } from '@storefront/shared/domain/cart';
import { noteReceived } from '../lib/cart-clock';
import { renderAt, setUpI18n } from '../testing/render';
import { ExpiryNotice } from './ExpiryNotice';

const config = (remainingSeconds: number): CartConfig =>
  noteReceived({
    cartId: 'cart-1',
    status: 'OPEN',
    createdAt: '2026-05-01T10:00:00.000Z',
    expiresAt: '2026-05-01T10:30:00.000Z',
    remainingSeconds,
    ttlSeconds: 1800,
    currency: 'EUR',
    language: 'en',
    paymentMethods: [],
    paymentProviders: [],
    ancillaries: [],
    travellerRules: { required: { adults: 1, children: 0, infants: 0 }, documentRequired: false },
    subscriptions: [],
  });

beforeAll(setUpI18n);
afterEach(() => jest.useRealTimers());

describe('ExpiryNotice', () => {
  it('counts the time left down every second, and warns politely once five minutes are left', async () => {
    jest.useFakeTimers();
    renderAt(<ExpiryNotice config={config(302)} />);
    await act(() => Promise.resolve());
    expect(screen.getByRole('timer')).toHaveTextContent('5:02');
    expect(screen.getByText('Time left to complete your booking:')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('4:59');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Less than 5 minutes left: finish soon or your cart will expire.',
    );

    act(() => jest.advanceTimersByTime(4 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:59');
    expect(screen.getByRole('status')).toHaveTextContent('Less than 1 minute left');
  });

  it('shows nothing for a confirmed cart', async () => {
    jest.useFakeTimers();
    renderAt(<ExpiryNotice config={{ ...config(600), status: 'CONFIRMED' }} />);
    // let the namespace load settle
    await act(() => Promise.resolve());
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
