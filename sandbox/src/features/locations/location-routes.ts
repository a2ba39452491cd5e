/**
 * Locations/Search (an assumption: the spec does not show where the search form's autocomplete
 * gets its places): cities and airports matching what the shopper typed, in a language.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { PRODUCT_TYPES } from '../../../../shared/src/domain/contract';
import { ok } from '../../lib/envelope';
import { parseLanguage, type Language } from '../../lib/languages';
import { parseInput } from '../../lib/validation';
import { airportName, DESTINATIONS, type Destination } from '../../inventory/destinations';

export const MAX_LOCATIONS = 10;

export type Location = {
  code: string;
  type: 'CITY' | 'AIRPORT';
  name: string;
  cityCode: string;
  cityName: string;
  countryCode: string;
  countryName: string;
  hasHotels: boolean;
  latitude: number;
  longitude: number;
};

const querySchema = z.object({
  query: z.string().default(''),
  productType: z.enum(PRODUCT_TYPES).default('DP'),
  role: z.enum(['destination', 'departure']).default('destination'),
  lang: z.string().optional(),
});

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function locationsOf(
  destination: Destination,
  language: Language,
  withAirports: boolean,
): Location[] {
  const countryName =
    new Intl.DisplayNames([language], { type: 'region' }).of(destination.countryCode) ??
    destination.countryCode;
  const base = {
    cityCode: destination.code,
    cityName: destination.names[language],
    countryCode: destination.countryCode,
    countryName,
    hasHotels: destination.hotelCount > 0,
    latitude: destination.latitude,
    longitude: destination.longitude,
  };
  const city: Location = {
    ...base,
    code: destination.code,
    type: 'CITY',
    name: destination.names[language],
  };
  if (!withAirports || destination.airports.length < 2) return [city];
  return [
    city,
    ...destination.airports.map((airport) => ({
      ...base,
      code: airport.code,
      type: 'AIRPORT' as const,
      name: airportName(airport, language),
    })),
  ];
}

function matches(location: Location, query: string): boolean {
  if (query === '') return true;
  const folded = fold(query);
  return (
    location.code.toLowerCase().startsWith(folded) ||
    fold(location.name).includes(folded) ||
    fold(location.cityName).includes(folded)
  );
}

export const locationRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/services/app/Locations/Search', async (request) => {
    const input = parseInput(querySchema, request.query, 'query');
    const language = parseLanguage(input.lang, 'en');
    const flights = input.productType === 'F' || input.productType === 'FF';
    const needsHotels = !flights && input.role === 'destination';
    const candidates = [...DESTINATIONS]
      .filter((destination) => !needsHotels || destination.hotelCount > 0)
      .sort((a, b) => b.hotelCount - a.hotelCount || a.code.localeCompare(b.code))
      .flatMap((destination) => locationsOf(destination, language, flights));
    const query = input.query.trim();
    const items = candidates
      .filter((location) => matches(location, query))
      .sort(
        (a, b) =>
          Number(b.code.toLowerCase() === fold(query)) -
          Number(a.code.toLowerCase() === fold(query)),
      )
      .slice(0, MAX_LOCATIONS);
    return ok({ items });
  });
};
