/**
 * Locations/Search: the places the search form's autocomplete offers. The spec does not show
 * this call; the sandbox documents it as an assumption, and the storefront uses it through here.
 */
import * as z from 'zod/mini';
import { parseWith, request } from '@storefront/shared/api/client';
import type { Location, LocationQuery } from '../domain/location';
import { coordinatesSchema, toCoordinates } from './wire';
import { keptAnswer, throughCache } from '@storefront/shared/api/answer-cache';

const locationSchema = z.object({
  code: z.string().check(z.minLength(2)),
  type: z.enum(['CITY', 'AIRPORT']),
  name: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  hasHotels: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value ?? false),
  ),
  latitude: coordinatesSchema.shape.latitude,
  longitude: coordinatesSchema.shape.longitude,
});

const locationsSchema = z.object({ items: z.array(locationSchema) });

/**
 * Cities (and, for flights, airports) matching what the shopper typed, best first. The same text
 * asked again in this visit (a field filled from the link after Back) is answered from the shared
 * answer store while fresh.
 */
export function searchLocations(
  query: LocationQuery,
  options: { signal?: AbortSignal } = {},
): Promise<Location[]> {
  return throughCache(locationsKey(query), () => askLocations(query, options));
}

/** Where the places found for a query are kept in the answer store. */
export const locationsKey = (query: LocationQuery): string =>
  `locations\n${JSON.stringify([query.text, query.productType, query.role, query.language])}`;

/**
 * The place a link's code names, among the places already found for that code as text (the
 * search a place field makes to name it), or null while none are kept.
 */
export function keptPlaceNamed(query: LocationQuery): Location | null {
  const code = query.text.toLowerCase();
  const kept = keptAnswer<Location[]>(locationsKey(query));
  return kept?.value.find((place) => place.code.toLowerCase() === code) ?? null;
}

function askLocations(query: LocationQuery, options: { signal?: AbortSignal }) {
  return request(
    {
      method: 'GET',
      url: '/api/services/app/Locations/Search',
      params: {
        query: query.text,
        productType: query.productType,
        role: query.role,
        lang: query.language,
      },
      ...(options.signal ? { signal: options.signal } : {}),
    },
    parseWith(locationsSchema, (wire) =>
      wire.items.map((item): Location => ({
        code: item.code,
        type: item.type,
        name: item.name,
        cityCode: item.cityCode,
        cityName: item.cityName,
        countryCode: item.countryCode,
        countryName: item.countryName,
        hasHotels: item.hasHotels,
        coordinates: toCoordinates({ latitude: item.latitude, longitude: item.longitude }),
      })),
    ),
  );
}
