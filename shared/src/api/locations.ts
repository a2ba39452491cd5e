/**
 * Locations/Search: the places the search form's autocomplete offers. The spec does not show
 * this call; the sandbox documents it as an assumption, and the storefront uses it through here.
 */
import * as z from 'zod/mini';
import { parseWith, request } from '@storefront/shared/api/client';
import type { Location, LocationQuery } from '../domain/location';
import { coordinatesSchema, toCoordinates } from './wire';
import { queryClient } from '@storefront/shared/api/queries';

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
 * Cities (and, for flights, airports) matching what the shopper typed, best first: a query of the
 * page's client (@storefront/shared/api/queries), so the same text asked again in this visit (a
 * field filled from the link after Back) is answered at once while fresh, and one asked by two
 * parts of the screen is asked once.
 */
export function searchLocations(
  query: LocationQuery,
  options: { signal?: AbortSignal } = {},
): Promise<Location[]> {
  return queryClient().fetchQuery(locationsQuery(query, options));
}

/** The query of the places found for a text (for a screen whose page waits for it). */
export function locationsQuery(query: LocationQuery, options: { signal?: AbortSignal } = {}) {
  return {
    queryKey: ['locations', query.text, query.productType, query.role, query.language],
    queryFn: () => askLocations(query, options),
  };
}

/**
 * The place a link's code names, among the places already found for that code as text (the
 * search a place field makes to name it), or null while none are kept.
 */
export function keptPlaceNamed(query: LocationQuery): Location | null {
  const code = query.text.toLowerCase();
  const kept = queryClient().getQueryData<Location[]>(locationsQuery(query).queryKey);
  return kept?.find((place) => place.code.toLowerCase() === code) ?? null;
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
