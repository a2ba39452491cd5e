/**
 * The hotel inventory: one list, generated once from a fixed seed, identical on every run.
 * Rates are per room and night for two adults; `stayPrice` turns them into the compulsory total
 * of a stay (accommodation, meal plan, taxes and resort fee).
 */
import { MEAL_PLANS, type MealPlan } from '../../../shared/src/domain/contract';
import type { PriceLine } from '../lib/cart-product';
import { localize, type Localized } from '../lib/languages';
import { createRandom, money, type Random } from '../lib/random';
import { countPassengers, type Party } from '../lib/travellers';
import { DESTINATIONS, type Destination } from './destinations';

export const PROPERTY_TYPES = [
  'HOTEL',
  'APARTMENT',
  'RESORT',
  'HOSTEL',
  'VILLA',
  'BOUTIQUE',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const AMENITIES = [
  'WIFI',
  'POOL',
  'SPA',
  'GYM',
  'PARKING',
  'RESTAURANT',
  'BAR',
  'AIR_CONDITIONING',
  'PETS_ALLOWED',
  'KIDS_CLUB',
  'BEACH_ACCESS',
  'AIRPORT_SHUTTLE',
] as const;

export const CHARACTERISTICS = [
  'BEACHFRONT',
  'CITY_CENTER',
  'ADULTS_ONLY',
  'FAMILY_FRIENDLY',
  'ECO_FRIENDLY',
  'ROMANTIC',
  'BUSINESS',
  'HISTORIC_BUILDING',
] as const;

export type HotelMealPlan = { code: MealPlan; supplementPerPersonNight: number };

export type Hotel = {
  id: string;
  name: string;
  destinationCode: string;
  propertyType: PropertyType;
  stars: number;
  rating: number;
  reviewsCount: number;
  amenities: string[];
  characteristics: string[];
  mealPlans: HotelMealPlan[];
  /** Free cancellation until this many days before check-in; null when not refundable. */
  freeCancellationDays: number | null;
  /** Percentage taken off the rate when the hotel is on a deal; null otherwise. */
  dealDiscountPercent: number | null;
  roomRatePerNight: number;
  cityTaxPerPersonNight: number;
  resortFeePerRoomNight: number;
  latitude: number;
  longitude: number;
  address: { street: string; postalCode: string; city: string; countryCode: string };
  images: string[];
  description: Localized;
  checkIn: string;
  checkOut: string;
};

const NAME_WORDS: Record<PropertyType, { prefix: readonly string[]; words: readonly string[] }> = {
  HOTEL: {
    prefix: ['Hotel', 'Gran Hotel', 'Hotel Plaza', 'Hotel Real'],
    words: [
      'Sol',
      'Mirador',
      'Central',
      'Marina',
      'Alameda',
      'Puerta',
      'Laurel',
      'Cristal',
      'Olivo',
      'Faro',
      'Atlántico',
      'Aurora',
    ],
  },
  APARTMENT: {
    prefix: ['Apartamentos', 'Suites', 'Residence'],
    words: [
      'Azul',
      'Jardín',
      'Brisa',
      'Lirio',
      'Coral',
      'Alba',
      'Palmera',
      'Terraza',
      'Sirena',
      'Duna',
    ],
  },
  RESORT: {
    prefix: ['Resort', 'Beach Resort', 'Resort & Spa'],
    words: [
      'Paraíso',
      'Laguna',
      'Oasis',
      'Horizonte',
      'Caracola',
      'Arrecife',
      'Bahía',
      'Palmeral',
      'Costa',
    ],
  },
  HOSTEL: {
    prefix: ['Hostel', 'Youth Hostel'],
    words: ['Nómada', 'Mochila', 'Ruta', 'Viajero', 'Brújula', 'Camino'],
  },
  VILLA: {
    prefix: ['Villa', 'Villas'],
    words: ['Serena', 'Bella Vista', 'Los Almendros', 'Las Rosas', 'Del Mar', 'Romero', 'Limonero'],
  },
  BOUTIQUE: {
    prefix: ['Boutique Hotel', 'Casa', 'Palacio'],
    words: ['Élite', 'Galería', 'Lumen', 'Atelier', 'Orfeo', 'Esencia', 'Musa', 'Sombra'],
  },
};

const STREETS = [
  'Avenida del Mar',
  'Calle Mayor',
  'Paseo Marítimo',
  'Rua Augusta',
  'Via Roma',
  'Rue de la Paix',
  'Main Street',
  'Hauptstraße',
  'Boulevard Central',
  'Calle del Sol',
];

const MEAL_SUPPLEMENTS: Record<MealPlan, [number, number]> = {
  ROOM_ONLY: [0, 0],
  BED_AND_BREAKFAST: [8, 18],
  HALF_BOARD: [20, 38],
  FULL_BOARD: [34, 58],
  ALL_INCLUSIVE: [50, 95],
};

const DESCRIPTIONS: Record<keyof Localized, (type: string, stars: number, city: string) => string> =
  {
    es: (type, stars, city) =>
      `Alojamiento de tipo ${type} de ${stars} estrellas en ${city}, con habitaciones luminosas y atención cercana.`,
    en: (type, stars, city) =>
      `A ${stars}-star ${type} in ${city}, with bright rooms and friendly service.`,
    it: (type, stars, city) =>
      `Struttura di tipo ${type} a ${stars} stelle a ${city}, con camere luminose e servizio cordiale.`,
    fr: (type, stars, city) =>
      `Établissement de type ${type} ${stars} étoiles à ${city}, aux chambres lumineuses et au service chaleureux.`,
    de: (type, stars, city) =>
      `${stars}-Sterne-Unterkunft vom Typ ${type} in ${city} mit hellen Zimmern und freundlichem Service.`,
    pt: (type, stars, city) =>
      `Alojamento do tipo ${type} de ${stars} estrelas em ${city}, com quartos luminosos e atendimento próximo.`,
  };

function pickPropertyType(random: Random, destination: Destination): PropertyType {
  const weights: [PropertyType, number][] = destination.beach
    ? [
        ['HOTEL', 40],
        ['RESORT', 22],
        ['APARTMENT', 18],
        ['VILLA', 8],
        ['BOUTIQUE', 7],
        ['HOSTEL', 5],
      ]
    : [
        ['HOTEL', 50],
        ['APARTMENT', 18],
        ['BOUTIQUE', 14],
        ['HOSTEL', 12],
        ['RESORT', 3],
        ['VILLA', 3],
      ];
  let roll = random.int(1, 100);
  for (const [type, weight] of weights) {
    roll -= weight;
    if (roll <= 0) return type;
  }
  return 'HOTEL';
}

function pickStars(random: Random, type: PropertyType): number {
  if (type === 'HOSTEL') return random.int(1, 2);
  if (type === 'RESORT') return random.int(4, 5);
  if (type === 'BOUTIQUE') return random.int(3, 5);
  return random.pick([2, 3, 3, 3, 4, 4, 4, 5]);
}

function pickMealPlans(random: Random, type: PropertyType): HotelMealPlan[] {
  const offered =
    type === 'APARTMENT' || type === 'HOSTEL' || type === 'VILLA'
      ? MEAL_PLANS.filter(
          (plan) => plan === 'ROOM_ONLY' || (plan === 'BED_AND_BREAKFAST' && random.chance(0.5)),
        )
      : MEAL_PLANS.filter(
          (plan) => plan === 'ROOM_ONLY' || random.chance(type === 'RESORT' ? 0.85 : 0.5),
        );
  return offered.map((code) => {
    const [min, max] = MEAL_SUPPLEMENTS[code];
    return { code, supplementPerPersonNight: random.int(min, max) };
  });
}

function createHotel(destination: Destination, index: number, usedNames: Set<string>): Hotel {
  const id = `H-${destination.code}-${String(index + 1).padStart(3, '0')}`;
  const random = createRandom(`hotel:${id}`);
  const propertyType = pickPropertyType(random, destination);
  const stars = pickStars(random, propertyType);
  const words = NAME_WORDS[propertyType];
  let name = `${random.pick(words.prefix)} ${random.pick(words.words)}`;
  if (usedNames.has(name)) name = `${name} ${destination.names.en}`;
  if (usedNames.has(name)) name = `${name} ${index + 1}`;
  usedNames.add(name);

  const amenities = random.sample(AMENITIES, random.int(3, 9));
  if (propertyType === 'RESORT' && !amenities.includes('POOL')) amenities.push('POOL');
  const characteristicPool = destination.beach
    ? CHARACTERISTICS
    : CHARACTERISTICS.filter((code) => code !== 'BEACHFRONT');
  const city = destination.names.en;
  return {
    id,
    name,
    destinationCode: destination.code,
    propertyType,
    stars,
    rating: Math.min(10, Math.round((4.8 + stars * 0.6 + random.float(0, 2.4)) * 10) / 10),
    reviewsCount: random.int(8, 4200),
    amenities,
    characteristics: random.sample(characteristicPool, random.int(1, 3)),
    mealPlans: pickMealPlans(random, propertyType),
    freeCancellationDays: random.chance(0.55) ? random.int(1, 14) : null,
    dealDiscountPercent: random.chance(0.2) ? random.pick([10, 15, 20, 25, 30]) : null,
    roomRatePerNight: money((30 + stars * 26 + random.int(0, 60)) * destination.priceLevel),
    cityTaxPerPersonNight: money(0.5 + stars * 0.7),
    resortFeePerRoomNight: propertyType === 'RESORT' ? random.int(10, 25) : 0,
    latitude: Math.round((destination.latitude + random.float(-0.08, 0.08)) * 1e6) / 1e6,
    longitude: Math.round((destination.longitude + random.float(-0.1, 0.1)) * 1e6) / 1e6,
    address: {
      street: `${random.pick(STREETS)} ${random.int(1, 240)}`,
      postalCode: String(random.int(10000, 99999)),
      city,
      countryCode: destination.countryCode,
    },
    images: Array.from(
      { length: random.int(4, 6) },
      (_, image) => `/media/hotels/${id}/${image + 1}.svg`,
    ),
    description: localize((language) =>
      DESCRIPTIONS[language](propertyType.toLowerCase(), stars, destination.names[language]),
    ),
    checkIn: random.pick(['14:00', '15:00', '16:00']),
    checkOut: random.pick(['10:00', '11:00', '12:00']),
  };
}

/** The test-only hotel whose name carries a script payload (security tests, see the README). */
export const XSS_HOTEL_ID = 'H-FAO-XSS';

function createXssHotel(): Hotel {
  const faro = DESTINATIONS.find((destination) => destination.code === 'FAO');
  if (!faro) throw new Error('FAO is part of the destination table');
  return {
    ...createHotel(faro, 998, new Set()),
    id: XSS_HOTEL_ID,
    name: 'Hotel <script>window.__xss=1</script> Faro',
    images: [`/media/hotels/${XSS_HOTEL_ID}/1.svg`],
  };
}

let hotels: Hotel[] | undefined;
let hotelsById: Map<string, Hotel> | undefined;

/** Every hotel, generated on first use (a few milliseconds) and kept for the process. */
export function allHotels(): readonly Hotel[] {
  if (!hotels) {
    hotels = DESTINATIONS.flatMap((destination) => {
      const usedNames = new Set<string>();
      return Array.from({ length: destination.hotelCount }, (_, index) =>
        createHotel(destination, index, usedNames),
      );
    });
    hotels.push(createXssHotel());
  }
  return hotels;
}

export function findHotel(id: string): Hotel | undefined {
  hotelsById ??= new Map(allHotels().map((hotel) => [hotel.id, hotel]));
  return hotelsById.get(id);
}

export function hotelsIn(destinationCode: string): Hotel[] {
  return allHotels().filter((hotel) => hotel.destinationCode === destinationCode);
}

export type StayPrice = {
  total: number;
  /** The total before the deal discount, when the hotel is on a deal. */
  originalTotal: number | null;
  lines: PriceLine[];
};

/**
 * The compulsory price of a stay: rooms (with a small date-dependent variation and the deal
 * discount), the meal plan per person and night, city tax per person and night, resort fee.
 */
export function stayPrice(
  hotel: Hotel,
  stay: { checkIn: string; nights: number; rooms: readonly Party[]; mealPlan: MealPlan },
): StayPrice {
  const variation = 0.9 + createRandom(`rate:${hotel.id}:${stay.checkIn}`).float(0, 0.25);
  const persons = countPassengers(stay.rooms);
  const payingPersons = persons.adults + persons.children;
  const roomsBase = stay.rooms.reduce((sum, room) => {
    const occupancy =
      1 +
      Math.max(0, room.adults - 2) * 0.35 +
      room.childrenAges.filter((age) => age >= 2).length * 0.2;
    return sum + hotel.roomRatePerNight * variation * occupancy * stay.nights;
  }, 0);
  const discount = hotel.dealDiscountPercent ? roomsBase * (hotel.dealDiscountPercent / 100) : 0;
  const plan = hotel.mealPlans.find((offered) => offered.code === stay.mealPlan);
  const lines: PriceLine[] = [
    { code: 'ACCOMMODATION', amount: money(roomsBase - discount), compulsory: true },
    {
      code: 'MEAL_PLAN',
      amount: money((plan?.supplementPerPersonNight ?? 0) * payingPersons * stay.nights),
      compulsory: true,
    },
    {
      code: 'CITY_TAX',
      amount: money(hotel.cityTaxPerPersonNight * persons.adults * stay.nights),
      compulsory: true,
    },
  ];
  if (hotel.resortFeePerRoomNight > 0) {
    lines.push({
      code: 'RESORT_FEE',
      amount: money(hotel.resortFeePerRoomNight * stay.rooms.length * stay.nights),
      compulsory: true,
    });
  }
  const total = money(lines.reduce((sum, line) => sum + line.amount, 0));
  return { total, originalTotal: discount > 0 ? money(total + discount) : null, lines };
}
