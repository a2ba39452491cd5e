import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@storefront/shared/domain/cart';
import { createStorefrontStore, setOrderAtom } from '@storefront/shared/state';
import { renderAt, setUpI18n } from '../../testing/render';
import OrderScreen from './OrderScreen';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

const ORDER: Order = {
  orderId: 'ord-1',
  bookingReference: 'K7Q2M9X',
  cartId: 'cart-1',
  status: 'CONFIRMED',
  createdAt: '2026-05-01T10:15:00.000Z',
  domain: 'sunsea.localhost',
  paymentMethod: 'PAYPAL',
  products: [
    {
      id: 'p-1',
      kind: 'FLIGHT',
      productType: 'F',
      title: 'Madrid - Lisbon',
      startDate: '2026-07-10',
      endDate: null,
      passengers: { adults: 1, children: 0, infants: 0, total: 1 },
      price: {
        total: eur(120),
        breakdown: [
          { code: 'FARE', amount: eur(90), compulsory: true },
          { code: 'TAXES', amount: eur(30), compulsory: true },
        ],
      },
      legs: [
        {
          legId: 'l-1',
          direction: 'OUTBOUND',
          segments: [
            { id: 's-1', flightNumber: 'SS101', departureAirport: 'MAD', arrivalAirport: 'LIS' },
          ],
        },
      ],
      details: {
        pricingId: null,
        accommodationId: null,
        destinationCode: null,
        mealPlan: null,
        nights: null,
        rooms: null,
        freeCancellationUntil: null,
        proposalId: 'fp-1',
        luggage: 'CABIN',
        airlines: ['SS'],
        seats: [],
        insuranceCode: null,
        luggagePieces: null,
      },
    },
  ],
  travellers: [
    {
      id: 't-1',
      type: 'ADULT',
      title: 'MRS',
      firstName: 'Lucía',
      lastName: 'García',
      birthDate: '1985-04-12',
      nationality: 'ES',
      document: null,
    },
  ],
  contact: {
    firstName: 'Lucía',
    lastName: 'García',
    email: 'lucia@example.com',
    phonePrefix: '+34',
    phoneNumber: '612345678',
    countryCode: 'ES',
  },
  invoices: [],
  specialRequests: [{ id: 'sr-1', text: 'Window seat if possible', productId: null }],
  subscriptions: { newsletter: false, partnerOffers: false },
  voucher: { code: 'SANDBOX10', discount: eur(12) },
  price: {
    subtotal: eur(120),
    discount: eur(12),
    total: eur(108),
    lines: [{ productId: 'p-1', kind: 'FLIGHT', title: 'Madrid - Lisbon', amount: eur(120) }],
  },
  payment: {
    reference: 'SP-4F2A9C1B',
    amount: eur(108),
    provider: 'PAYPAL',
    providerName: 'PayPal',
  },
};

beforeAll(setUpI18n);

describe('OrderScreen', () => {
  it('shows the confirmed order just placed: reference, products, travellers, contact and total, and prints', async () => {
    const user = userEvent.setup();
    const print = jest.fn();
    window.print = print;
    const store = createStorefrontStore();
    store.set(setOrderAtom, ORDER);
    renderAt(<OrderScreen />, { route: '/order?cartId=cart-1', store });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order' }),
    ).toBeInTheDocument();
    expect(screen.getByText('K7Q2M9X')).toBeInTheDocument();
    expect(
      screen.getByText('We have sent the confirmation to lucia@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Madrid - Lisbon/ })).toBeInTheDocument();
    expect(screen.getByText('Taxes and charges')).toBeVisible();
    const travellers = screen.getByRole('region', { name: 'Travellers' });
    expect(within(travellers).getByText(/Mrs Lucía García/)).toBeInTheDocument();
    expect(screen.getByText('Window seat if possible')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price summary' });
    expect(within(price).getByText('Voucher SANDBOX10')).toBeInTheDocument();
    expect(within(price).getByTestId('cart-total')).toHaveTextContent('€108.00');
    // what was paid, and the provider's reference of the payment
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(facts[terms.indexOf('Payment reference')]).toBe('SP-4F2A9C1B');
    expect(facts[terms.indexOf('Amount paid')]).toBe('€108.00');
    expect(facts[terms.indexOf('Paid with')]).toBe('PayPal (PayPal)');

    await user.click(screen.getByRole('button', { name: 'Print this page' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
