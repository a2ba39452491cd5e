/**
 * Flights as the storefront shows them (ShoppingTransportService, and the transport of a
 * package): proposals with their legs and segments, the names they refer to, and a flight search.
 */
import type { LuggageValue } from './contract';
import type { Money, PriceLine } from './money';
import type { FilterMetadata, ResultPage, TravellerParty } from './proposal-search';

/** A flight search. Dates are calendar dates 'yyyy-MM-dd'; no returnDate means one way. */
export type FlightSearchRequest = {
  /** F or FF (the two flight flavours); F when absent */
  productType?: 'F' | 'FF';
  /** IATA city or airport codes */
  departure: string;
  destination: string;
  outboundDate: string;
  returnDate: string | null;
  travellers: TravellerParty;
};

/** An airport and a local date-time 'yyyy-MM-ddTHH:mm'. */
export type FlightEndpoint = { airport: string; dateTime: string };

export type FlightSegment = {
  id: string;
  flightNumber: string;
  airlineCode: string;
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  durationMinutes: number;
};

export type FlightConnection = { airport: string; minutes: number };

/** One direction of a trip. */
export type FlightLeg = {
  id: string;
  airlineCode: string;
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  durationMinutes: number;
  stops: number;
  connections: FlightConnection[];
  segments: FlightSegment[];
};

export type TripType = 'ONE_WAY' | 'RETURN';

export type FlightProposal = {
  id: string;
  tripType: TripType;
  outbound: FlightLeg;
  inbound: FlightLeg | null;
  luggage: LuggageValue;
  /** every airline operating a segment */
  airlines: string[];
  seatsLeft: number | null;
  price: { total: Money; perAdult: Money; breakdown: PriceLine[] };
};

/** A flight proposal read back by id, with the search it came from. */
export type FlightProposalDetail = FlightProposal & { searchId: string };

export type Airline = { code: string; name: string; logoUrl: string | null };
export type Airport = { code: string; name: string; cityCode: string; cityName: string };

/** Names, in the requested language, of the airlines and airports the proposals mention. */
export type FlightStaticData = { language: string; airlines: Airline[]; airports: Airport[] };

export type FlightProposalsPage = {
  searchId: string;
  proposals: FlightProposal[];
  page: ResultPage;
  /** null unless filtersMetadata was asked for */
  filters: FilterMetadata[] | null;
  staticData: FlightStaticData;
};
