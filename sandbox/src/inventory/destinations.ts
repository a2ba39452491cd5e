/**
 * Cities (IATA city codes) with their airports, coordinates, names in the six languages and how
 * many hotels the inventory puts there. ZRH has airports but no hotels, so a hotel search there
 * answers NO_CONTENT without any fault injected.
 */
import { LANGUAGES, type Language, type Localized } from '../lib/languages';
import { ROWS, type Row } from './destination-rows';

export type Airport = { code: string; cityCode: string; label: string | null };

export type Destination = {
  code: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  names: Localized;
  airports: Airport[];
  hotelCount: number;
  /** Multiplies hotel rates: 1 is an average destination. */
  priceLevel: number;
  beach: boolean;
};

function toDestination([
  code,
  countryCode,
  latitude,
  longitude,
  airports,
  hotelCount,
  priceLevel,
  beach,
  names,
]: Row): Destination {
  return {
    code,
    countryCode,
    latitude,
    longitude,
    hotelCount,
    priceLevel,
    beach,
    names: Object.fromEntries(
      LANGUAGES.map((language, index) => [language, names[index] ?? names[1]]),
    ) as Localized,
    airports: airports.split(',').map((entry) => {
      const [airportCode = entry, label] = entry.split(':');
      return { code: airportCode, cityCode: code, label: label ?? null };
    }),
  };
}

export const DESTINATIONS: readonly Destination[] = ROWS.map(toDestination);

const byCode = new Map(DESTINATIONS.map((destination) => [destination.code, destination]));
const byAirport = new Map(
  DESTINATIONS.flatMap((destination) =>
    destination.airports.map((airport) => [airport.code, destination] as const),
  ),
);

/** Finds a destination by city code or by one of its airport codes, case-insensitively. */
export function findDestination(code: string): Destination | undefined {
  const upper = code.toUpperCase();
  return byCode.get(upper) ?? byAirport.get(upper);
}

export function findAirport(code: string): Airport | undefined {
  return findDestination(code)?.airports.find((airport) => airport.code === code.toUpperCase());
}

const AIRPORT_TEMPLATES: Record<Language, (name: string) => string> = {
  es: (name) => `Aeropuerto de ${name}`,
  en: (name) => `${name} Airport`,
  it: (name) => `Aeroporto di ${name}`,
  fr: (name) => `Aéroport de ${name}`,
  de: (name) => `Flughafen ${name}`,
  pt: (name) => `Aeroporto de ${name}`,
};

/** An airport's display name in a language, e.g. "Aeropuerto de Londres Heathrow". */
export function airportName(airport: Airport, language: Language): string {
  const city = byCode.get(airport.cityCode)?.names[language] ?? airport.cityCode;
  return AIRPORT_TEMPLATES[language](airport.label ? `${city} ${airport.label}` : city);
}

/** Great-circle distance in kilometres. */
export function distanceKm(from: Destination, to: Destination): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}
