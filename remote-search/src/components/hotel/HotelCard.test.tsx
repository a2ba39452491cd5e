import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@storefront/shared/i18n';
import type { HotelProposal } from '@storefront/shared/domain/hotel';
import { initScreenI18n } from '../../testing/render';
import { HotelCard } from './HotelCard';

function proposal(nights: number, total: number): HotelProposal {
  return {
    id: 'P-1',
    accommodation: {
      id: 'H-PMI-001',
      name: 'Hotel Sol',
      stars: 4,
      rating: 8.6,
      reviewsCount: 1200,
      propertyType: 'HOTEL',
      amenities: [],
      characteristics: [],
      coordinates: { latitude: 39.57, longitude: 2.65 },
      address: null,
      imageUrls: [],
      destination: { code: 'PMI', name: 'Palma' },
    },
    mealPlan: 'ROOM_ONLY',
    mealPlans: ['ROOM_ONLY'],
    freeCancellationUntil: null,
    dealDiscountPercent: null,
    checkIn: '2030-07-10',
    checkOut: '2030-07-17',
    nights,
    price: {
      total: { amount: total, currency: 'EUR' },
      original: null,
      perPerson: { amount: total / 2, currency: 'EUR' },
    },
  };
}

function showCard(shown: HotelProposal) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <HotelCard proposal={shown} href="/hotel-detail?hotelId=H-PMI-001" points={null} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByRole('article', { name: 'Hotel Sol' });
}

// Testing Library reads the no-break space before the euro sign as a space
describe('HotelCard', () => {
  it('gives the total for all travellers, what it comes to per night and per person', async () => {
    await initScreenI18n('es');
    const card = showCard(proposal(7, 1240));
    expect(within(card).getByText('1240,00 €')).toBeInTheDocument();
    expect(
      within(card).getByText('Total de 7 noches para todos los viajeros, impuestos incluidos'),
    ).toBeInTheDocument();
    expect(within(card).getByText('177,14 € por noche')).toBeInTheDocument();
    expect(within(card).getByText('620,00 € por persona')).toBeInTheDocument();
  });

  it('says the same in English, one night costing the whole total', async () => {
    await initScreenI18n('en');
    const card = showCard(proposal(1, 95.5));
    expect(
      within(card).getByText('Total for 1 night for all travellers, taxes included'),
    ).toBeInTheDocument();
    expect(within(card).getByText('€95.50 per night')).toBeInTheDocument();
  });

  it("asks for the first card's picture at once and first, any other card's as it comes into view", async () => {
    await initScreenI18n('es');
    const withPicture = (id: string): HotelProposal => {
      const shown = proposal(7, 1240);
      return {
        ...shown,
        id,
        accommodation: { ...shown.accommodation, imageUrls: [`/media/hotels/${id}/1.svg`] },
      };
    };
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <HotelCard proposal={withPicture('P-1')} href="/hotel-detail" points={null} first />
          <HotelCard proposal={withPicture('P-2')} href="/hotel-detail" points={null} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const [first, other] = screen.getAllByRole('presentation');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(other).toHaveAttribute('loading', 'lazy');
    expect(other).not.toHaveAttribute('fetchpriority', 'high');
  });
});
