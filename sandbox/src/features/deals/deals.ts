/**
 * Deals per business profile, generated from the profile id (same deals on every run; their dates
 * are offsets from today so they never lie in the past). BP_MEMBERS_DP has none on purpose.
 */
import type { ProductType } from '../../../../shared/src/domain/contract';
import { addDays } from '../../lib/dates';
import type { Language } from '../../lib/languages';
import { createRandom, money } from '../../lib/random';
import { brandCurrency, type Brand } from '../../inventory/brands';
import {
  DESTINATIONS,
  distanceKm,
  findDestination,
  type Destination,
} from '../../inventory/destinations';
import { hotelsIn, stayPrice, type Hotel } from '../../inventory/hotels';

export const EMPTY_DEALS_PROFILE = 'BP_MEMBERS_DP';
export const DEALS_PER_PROFILE = 12;

const HOME_CITY: Record<Language, string> = {
  es: 'MAD',
  en: 'LON',
  fr: 'PAR',
  it: 'ROM',
  de: 'MUC',
  pt: 'LIS',
};

export type Deal = {
  id: string;
  businessProfile: string;
  productType: ProductType;
  title: string;
  imageUrl: string;
  destination: { code: string; name: string };
  departure: { code: string; name: string } | null;
  accommodation: { id: string; name: string; stars: number } | null;
  outboundDate: string;
  returnDate: string | null;
  nights: number | null;
  adults: number;
  includes: ('FLIGHT' | 'ACCOMMODATION' | 'TRANSFER' | 'MEAL_PLAN')[];
  mealPlan: string | null;
  price: { perPerson: number; originalPerPerson: number; currency: string };
};

function flightEstimate(from: Destination, to: Destination, legs: number): number {
  return money((25 + distanceKm(from, to) * 0.055) * legs);
}

export function dealsFor(
  businessProfile: string,
  brand: Brand,
  productType: ProductType,
  today: string,
): Deal[] {
  if (businessProfile === EMPTY_DEALS_PROFILE) return [];
  const random = createRandom(`deals:${businessProfile}`);
  const language = brand.language;
  const home = findDestination(HOME_CITY[language]) as Destination;
  const withHotels = DESTINATIONS.filter(
    (destination) => destination.hotelCount > 0 && destination.code !== home.code,
  );
  const withFlight = productType !== 'H';
  const withHotel = productType !== 'F' && productType !== 'FF';
  return random.sample(withHotels, DEALS_PER_PROFILE).map((destination, index) => {
    const nights = random.pick([3, 4, 5, 7]);
    const outboundDate = addDays(today, random.int(14, 120));
    const hotel: Hotel | null = withHotel ? random.pick(hotelsIn(destination.code)) : null;
    const mealPlan = hotel?.mealPlans[hotel.mealPlans.length - 1]?.code ?? null;
    const rooms = [{ adults: 2, childrenAges: [] }];
    const stay =
      hotel && mealPlan
        ? stayPrice(hotel, { checkIn: outboundDate, nights, rooms, mealPlan }).total / 2
        : 0;
    const flight = withFlight
      ? flightEstimate(home, destination, productType === 'F' || productType === 'FF' ? 1 : 2)
      : 0;
    const perPerson = money(stay + flight);
    const discount = random.pick([10, 15, 20, 25]);
    return {
      id: `${businessProfile}-${index + 1}`,
      businessProfile,
      productType,
      title: hotel ? `${destination.names[language]} · ${hotel.name}` : destination.names[language],
      imageUrl: `/media/destinations/${destination.code}.svg`,
      destination: { code: destination.code, name: destination.names[language] },
      departure: withFlight ? { code: home.code, name: home.names[language] } : null,
      accommodation: hotel ? { id: hotel.id, name: hotel.name, stars: hotel.stars } : null,
      outboundDate,
      returnDate:
        productType === 'F' || productType === 'FF' ? null : addDays(outboundDate, nights),
      nights: withHotel ? nights : null,
      adults: 2,
      includes: [
        ...(withFlight ? (['FLIGHT'] as const) : []),
        ...(withHotel ? (['ACCOMMODATION', 'MEAL_PLAN'] as const) : []),
        ...(withFlight && withHotel ? (['TRANSFER'] as const) : []),
      ],
      mealPlan,
      price: {
        perPerson,
        originalPerPerson: money(perPerson / (1 - discount / 100)),
        currency: brandCurrency(brand),
      },
    };
  });
}
