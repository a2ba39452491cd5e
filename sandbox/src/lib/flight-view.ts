/**
 * How flight offers are shown on the wire: proposals with legs and prices, the facets they can be
 * filtered by, the sorts they can be ordered by, and the static data (names) they refer to.
 */
import { FLIGHT_FACETS, LUGGAGE_VALUES, type SortName } from '../../../shared/src/domain/contract';
import { formatClock, parseClock } from './dates';
import type { FacetDefinition } from './facets';
import type { Language } from './languages';
import type { PassengerCounts } from './travellers';
import { airportName, findAirport, findDestination } from '../inventory/destinations';
import {
  AIRLINES,
  flightPrice,
  flightScore,
  offerAirlines,
  offerLegs,
  type FlightOffer,
  type Leg,
} from '../inventory/flights';

export type FlightItem = { id: string; offer: FlightOffer; total: number };

export function toItems(
  offers: readonly FlightOffer[],
  passengers: PassengerCounts,
  idOf: (offer: FlightOffer) => string,
): FlightItem[] {
  return offers.map((offer) => ({
    id: idOf(offer),
    offer,
    total: flightPrice(offer, passengers).total,
  }));
}

function legView(leg: Leg) {
  return {
    id: leg.id,
    airlineCode: leg.airlineCode,
    departure: { airport: leg.departureAirport, dateTime: leg.departureDateTime },
    arrival: { airport: leg.arrivalAirport, dateTime: leg.arrivalDateTime },
    durationMinutes: leg.durationMinutes,
    stops: leg.stops,
    connections: leg.connectionMinutes.map((minutes, index) => ({
      airport: leg.segments[index]?.arrivalAirport ?? '',
      minutes,
    })),
    segments: leg.segments,
  };
}

export function flightProposalView(
  id: string,
  offer: FlightOffer,
  passengers: PassengerCounts,
  currency: string,
) {
  const price = flightPrice(offer, passengers);
  return {
    id,
    tripType: offer.inbound ? ('RETURN' as const) : ('ONE_WAY' as const),
    outbound: legView(offer.outbound),
    inbound: offer.inbound ? legView(offer.inbound) : null,
    luggage: offer.luggage,
    airlines: offerAirlines(offer),
    seatsLeft: offer.seatsLeft,
    price: { total: price.total, perAdult: price.perAdult, currency, breakdown: price.lines },
  };
}

const hasInbound = (item: FlightItem) => item.offer.inbound !== null;
const stopsValue = (leg: Leg | null) => (leg ? [String(Math.min(leg.stops, 2))] : []);
const clockBound = (bound: string | number) => parseClock(bound);

export const FLIGHT_FACET_DEFINITIONS: FacetDefinition<FlightItem>[] = [
  { kind: 'range', name: FLIGHT_FACETS.price, valueOf: (item) => item.total },
  {
    kind: 'values',
    name: FLIGHT_FACETS.outboundStops,
    match: 'any',
    order: ['0', '1', '2'],
    valuesOf: (item) => stopsValue(item.offer.outbound),
  },
  {
    kind: 'values',
    name: FLIGHT_FACETS.inboundStops,
    match: 'any',
    order: ['0', '1', '2'],
    appliesTo: hasInbound,
    valuesOf: (item) => stopsValue(item.offer.inbound),
  },
  {
    kind: 'values',
    name: FLIGHT_FACETS.luggage,
    match: 'any',
    order: LUGGAGE_VALUES,
    valuesOf: (item) => [item.offer.luggage],
  },
  {
    kind: 'range',
    name: FLIGHT_FACETS.outboundDepartureTime,
    valueOf: (item) => item.offer.outbound.departureMinutes,
    parseBound: clockBound,
    formatBound: formatClock,
  },
  {
    kind: 'range',
    name: FLIGHT_FACETS.inboundDepartureTime,
    appliesTo: hasInbound,
    valueOf: (item) => item.offer.inbound?.departureMinutes ?? 0,
    parseBound: clockBound,
    formatBound: formatClock,
  },
  {
    kind: 'range',
    name: FLIGHT_FACETS.connectionTime,
    valueOf: (item) =>
      Math.max(0, ...offerLegs(item.offer).flatMap((leg) => leg.connectionMinutes)),
  },
  {
    kind: 'range',
    name: FLIGHT_FACETS.tripDuration,
    valueOf: (item) => Math.max(...offerLegs(item.offer).map((leg) => leg.durationMinutes)),
  },
  {
    kind: 'values',
    name: FLIGHT_FACETS.airlines,
    match: 'subset',
    valuesOf: (item) => offerAirlines(item.offer),
  },
  {
    kind: 'values',
    name: FLIGHT_FACETS.outboundDepartureLocations,
    match: 'any',
    valuesOf: (item) => [item.offer.outbound.departureAirport],
  },
  {
    kind: 'values',
    name: FLIGHT_FACETS.outboundArrivalLocations,
    match: 'any',
    valuesOf: (item) => [item.offer.outbound.arrivalAirport],
  },
  {
    kind: 'values',
    name: FLIGHT_FACETS.inboundDepartureLocations,
    match: 'any',
    appliesTo: hasInbound,
    valuesOf: (item) => (item.offer.inbound ? [item.offer.inbound.departureAirport] : []),
  },
  {
    kind: 'values',
    name: FLIGHT_FACETS.inboundArrivalLocations,
    match: 'any',
    appliesTo: hasInbound,
    valuesOf: (item) => (item.offer.inbound ? [item.offer.inbound.arrivalAirport] : []),
  },
  {
    kind: 'values',
    name: FLIGHT_FACETS.depArrSameLocation,
    match: 'any',
    appliesTo: hasInbound,
    valuesOf: ({ offer }) => [
      String(
        offer.inbound !== null &&
          offer.outbound.departureAirport === offer.inbound.arrivalAirport &&
          offer.outbound.arrivalAirport === offer.inbound.departureAirport,
      ),
    ],
  },
];

export const FLIGHT_SORTS: Partial<Record<SortName, (item: FlightItem) => number>> = {
  RECOMMENDED: (item) => flightScore(item.offer),
  PRICE: (item) => item.total,
  DURATION: (item) => offerLegs(item.offer).reduce((sum, leg) => sum + leg.durationMinutes, 0),
  DEPARTURE_TIME: (item) => item.offer.outbound.departureMinutes,
};

/** Names, in a language, of every airline and airport the offers mention. */
export function flightStaticData(offers: readonly FlightOffer[], language: Language) {
  const airlineCodes = new Set<string>();
  const airportCodes = new Set<string>();
  for (const offer of offers) {
    for (const leg of offerLegs(offer)) {
      for (const segment of leg.segments) {
        airlineCodes.add(segment.airlineCode);
        airportCodes.add(segment.departureAirport);
        airportCodes.add(segment.arrivalAirport);
      }
    }
  }
  return {
    language,
    airlines: AIRLINES.filter((airline) => airlineCodes.has(airline.code)).map((airline) => ({
      code: airline.code,
      name: airline.name,
      logoUrl: `/media/airlines/${airline.code}.svg`,
    })),
    airports: [...airportCodes].sort().map((code) => {
      const airport = findAirport(code);
      const city = findDestination(code);
      return {
        code,
        name: airport ? airportName(airport, language) : code,
        cityCode: city?.code ?? code,
        cityName: city?.names[language] ?? code,
      };
    }),
  };
}
