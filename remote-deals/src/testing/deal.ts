/** A deal as Deals/GetDealsByBP answers it (after the api edge), for tests of pure rules. */
import type { Deal } from '@storefront/shared/domain/deal';

export function aDeal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 'BP_SUNSEA_DP-1',
    businessProfile: 'BP_SUNSEA_DP',
    productType: 'DP',
    title: 'Palma · Hotel Sol',
    imageUrl: '/media/destinations/PMI.svg',
    destination: { code: 'PMI', name: 'Palma' },
    departure: { code: 'MAD', name: 'Madrid' },
    accommodation: { id: 'H-PMI-001', name: 'Hotel Sol', stars: 4 },
    outboundDate: '2026-09-10',
    returnDate: '2026-09-15',
    nights: 5,
    adults: 2,
    includes: ['FLIGHT', 'ACCOMMODATION', 'MEAL_PLAN', 'TRANSFER'],
    mealPlan: 'HALF_BOARD',
    price: {
      perPerson: { amount: 512.4, currency: 'EUR' },
      originalPerPerson: { amount: 640.5, currency: 'EUR' },
    },
    ...overrides,
  };
}
