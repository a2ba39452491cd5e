/**
 * Checkout ancillaries: seat maps (per flight segment, deterministic), travel insurance and extra
 * luggage, with their prices and names in the six languages.
 */
import type { ProductLeg } from '../../lib/cart-product';
import type { Language, Localized } from '../../lib/languages';
import { createRandom, money } from '../../lib/random';
import type { AncillaryKind } from '../../inventory/brands';
import type { InsuranceCode } from './cart-schemas';

const SEAT_COLUMNS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
const ROWS = 30;
const EXTRA_LEGROOM_ROWS = new Set([1, 2, 3]);
const EXIT_ROWS = new Set([12, 13]);

export type Seat = { code: string; available: boolean; price: number; characteristics: string[] };
export type SeatMap = {
  segmentId: string;
  flightNumber: string;
  departureAirport: string;
  arrivalAirport: string;
  columns: readonly string[];
  aisleAfter: string[];
  rows: { number: number; seats: Seat[] }[];
};

function seatFor(random: ReturnType<typeof createRandom>, row: number, column: string): Seat {
  const position =
    column === 'A' || column === 'F'
      ? 'WINDOW'
      : column === 'C' || column === 'D'
        ? 'AISLE'
        : 'MIDDLE';
  const characteristics = [position];
  let price = position === 'MIDDLE' ? 6 : 9;
  if (EXTRA_LEGROOM_ROWS.has(row)) {
    characteristics.push('EXTRA_LEGROOM');
    price = 24;
  } else if (EXIT_ROWS.has(row)) {
    characteristics.push('EXIT_ROW');
    price = 18;
  }
  return { code: `${row}${column}`, available: random.chance(0.7), price, characteristics };
}

export function seatMap(segment: ProductLeg['segments'][number]): SeatMap {
  const random = createRandom(`seats:${segment.id}`);
  return {
    segmentId: segment.id,
    flightNumber: segment.flightNumber,
    departureAirport: segment.departureAirport,
    arrivalAirport: segment.arrivalAirport,
    columns: SEAT_COLUMNS,
    aisleAfter: ['C'],
    rows: Array.from({ length: ROWS }, (_, index) => ({
      number: index + 1,
      seats: SEAT_COLUMNS.map((column) => seatFor(random, index + 1, column)),
    })),
  };
}

export function findSeat(map: SeatMap, code: string): Seat | undefined {
  return map.rows.flatMap((row) => row.seats).find((seat) => seat.code === code);
}

export const INSURANCE_PRICE_PER_PASSENGER: Record<InsuranceCode, number> = {
  INSURANCE_BASIC: 12.5,
  INSURANCE_PREMIUM: 29.9,
};
export const LUGGAGE_PIECE_PRICE_PER_LEG = 35;
const MAX_LUGGAGE_PIECES = 3;

const NAMES: Record<InsuranceCode | 'EXTRA_LUGGAGE_23KG' | 'SEAT_SELECTION', Localized> = {
  INSURANCE_BASIC: {
    es: 'Seguro de cancelación',
    en: 'Cancellation insurance',
    it: 'Assicurazione annullamento',
    fr: 'Assurance annulation',
    de: 'Reiserücktrittsversicherung',
    pt: 'Seguro de cancelamento',
  },
  INSURANCE_PREMIUM: {
    es: 'Seguro multiasistencia',
    en: 'Comprehensive travel insurance',
    it: 'Assicurazione multirischio',
    fr: 'Assurance multirisque',
    de: 'Rundum-Reiseversicherung',
    pt: 'Seguro multiassistência',
  },
  EXTRA_LUGGAGE_23KG: {
    es: 'Maleta facturada de 23 kg',
    en: '23 kg checked bag',
    it: 'Bagaglio da stiva da 23 kg',
    fr: 'Bagage en soute de 23 kg',
    de: 'Aufgabegepäck 23 kg',
    pt: 'Mala de porão de 23 kg',
  },
  SEAT_SELECTION: {
    es: 'Elige tu asiento',
    en: 'Choose your seat',
    it: 'Scegli il posto',
    fr: 'Choisissez votre siège',
    de: 'Sitzplatz wählen',
    pt: 'Escolha o seu lugar',
  },
};

function ancillaryName(code: keyof typeof NAMES, language: Language): string {
  return NAMES[code][language];
}

export type AvailableProduct =
  | { kind: 'SEAT_SELECTION'; code: 'SEAT_SELECTION'; name: string; seatMaps: SeatMap[] }
  | {
      kind: 'INSURANCE';
      code: InsuranceCode;
      name: string;
      price: { amount: number; per: 'PASSENGER' };
      total: number;
    }
  | {
      kind: 'EXTRA_LUGGAGE';
      code: 'EXTRA_LUGGAGE_23KG';
      name: string;
      price: { amount: number; per: 'PIECE_PER_LEG' };
      maxPieces: number;
      legs: number;
    };

/** What GetAvailableProducts offers for a cart, given its legs, passengers and the brand's set. */
export function availableProducts(input: {
  enabled: readonly AncillaryKind[];
  legs: readonly ProductLeg[];
  passengers: number;
  hasMainProduct: boolean;
  language: Language;
}): AvailableProduct[] {
  const { enabled, legs, passengers, language } = input;
  const items: AvailableProduct[] = [];
  if (enabled.includes('SEAT_SELECTION') && legs.length > 0) {
    items.push({
      kind: 'SEAT_SELECTION',
      code: 'SEAT_SELECTION',
      name: ancillaryName('SEAT_SELECTION', language),
      seatMaps: legs.flatMap((leg) => leg.segments.map(seatMap)),
    });
  }
  if (enabled.includes('INSURANCE') && input.hasMainProduct) {
    for (const code of ['INSURANCE_BASIC', 'INSURANCE_PREMIUM'] as const) {
      const amount = INSURANCE_PRICE_PER_PASSENGER[code];
      items.push({
        kind: 'INSURANCE',
        code,
        name: ancillaryName(code, language),
        price: { amount, per: 'PASSENGER' },
        total: money(amount * passengers),
      });
    }
  }
  if (enabled.includes('EXTRA_LUGGAGE') && legs.length > 0) {
    items.push({
      kind: 'EXTRA_LUGGAGE',
      code: 'EXTRA_LUGGAGE_23KG',
      name: ancillaryName('EXTRA_LUGGAGE_23KG', language),
      price: { amount: LUGGAGE_PIECE_PRICE_PER_LEG, per: 'PIECE_PER_LEG' },
      maxPieces: MAX_LUGGAGE_PIECES,
      legs: legs.length,
    });
  }
  return items;
}
