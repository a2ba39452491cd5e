/**
 * Places: what the search form's autocomplete offers (cities and airports) and the coordinates
 * hotels and map boxes use.
 */
import type { ProductType } from './contract';

/** Decimal degrees. */
export type Coordinates = { latitude: number; longitude: number };

export type LocationType = 'CITY' | 'AIRPORT';

/** A city or airport a shopper can pick as departure or destination. */
export type Location = {
  /** IATA city or airport code, upper case (the search URL writes it lowercased) */
  code: string;
  type: LocationType;
  name: string;
  cityCode: string;
  cityName: string;
  countryCode: string;
  countryName: string;
  /** whether hotels can be searched there */
  hasHotels: boolean;
  coordinates: Coordinates;
};

/** Which end of the trip the shopper is typing. */
export type LocationRole = 'departure' | 'destination';

export type LocationQuery = {
  /** what the shopper typed; empty lists the most popular places */
  text: string;
  productType: ProductType;
  role: LocationRole;
  /** language of the names, e.g. 'es' */
  language: string;
};

/** A place named by code, in the language of the answer. */
export type NamedPlace = { code: string; name: string };
