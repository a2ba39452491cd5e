/**
 * Flight offers for any route and date, generated deterministically from the route and dates:
 * the same search gives the same offers on every run. A one-way search gives 720 legs in three
 * luggage options (2,160 offers); a return search pairs 48 outbound with 48 inbound legs (2,304).
 */
import type { LuggageValue } from '../../../shared/src/domain/contract';
import { LUGGAGE_VALUES } from '../../../shared/src/domain/contract';
import { addDays } from '../lib/dates';
import { createRandom, hashString, money, type Random } from '../lib/random';
import { fareUnits, type PassengerCounts } from '../lib/travellers';
import { distanceKm, findDestination, type Destination } from './destinations';

export type Airline = { code: string; name: string; hub: string; priceFactor: number };

export const AIRLINES: readonly Airline[] = [
  { code: 'IB', name: 'Iberia', hub: 'MAD', priceFactor: 1.15 },
  { code: 'UX', name: 'Air Europa', hub: 'MAD', priceFactor: 1.05 },
  { code: 'VY', name: 'Vueling', hub: 'BCN', priceFactor: 0.85 },
  { code: 'FR', name: 'Ryanair', hub: 'DUB', priceFactor: 0.7 },
  { code: 'U2', name: 'easyJet', hub: 'LON', priceFactor: 0.78 },
  { code: 'BA', name: 'British Airways', hub: 'LON', priceFactor: 1.25 },
  { code: 'AF', name: 'Air France', hub: 'PAR', priceFactor: 1.2 },
  { code: 'KL', name: 'KLM', hub: 'AMS', priceFactor: 1.15 },
  { code: 'LH', name: 'Lufthansa', hub: 'MUC', priceFactor: 1.25 },
  { code: 'AZ', name: 'ITA Airways', hub: 'ROM', priceFactor: 1.05 },
  { code: 'TP', name: 'TAP Air Portugal', hub: 'LIS', priceFactor: 1.0 },
  { code: 'LX', name: 'Swiss', hub: 'ZRH', priceFactor: 1.3 },
  { code: 'TK', name: 'Turkish Airlines', hub: 'IST', priceFactor: 0.95 },
  { code: 'A3', name: 'Aegean Airlines', hub: 'ATH', priceFactor: 0.95 },
  { code: 'DL', name: 'Delta Air Lines', hub: 'NYC', priceFactor: 1.3 },
];

const HUBS = ['MAD', 'BCN', 'LON', 'PAR', 'AMS', 'MUC', 'ROM', 'LIS', 'IST', 'ZRH', 'ATH'];
const LONG_HAUL_KM = 4000;

export type Segment = {
  id: string;
  flightNumber: string;
  airlineCode: string;
  departureAirport: string;
  arrivalAirport: string;
  departureDateTime: string;
  arrivalDateTime: string;
  durationMinutes: number;
};

export type Leg = {
  id: string;
  airlineCode: string;
  departureAirport: string;
  arrivalAirport: string;
  departureDateTime: string;
  arrivalDateTime: string;
  /** Departure time in minutes after midnight (local time of the departure airport). */
  departureMinutes: number;
  durationMinutes: number;
  stops: number;
  /** Layover of each connection, in minutes (empty for a direct flight). */
  connectionMinutes: number[];
  segments: Segment[];
  fare: number;
};

export type FlightOffer = {
  index: number;
  outbound: Leg;
  inbound: Leg | null;
  luggage: LuggageValue;
  /** The price for one fare unit (one adult), taxes included. */
  farePerUnit: number;
  seatsLeft: number;
};

export type Route = {
  from: Destination;
  to: Destination;
  outboundDate: string;
  returnDate: string | null;
};

const LUGGAGE_SURCHARGE: Record<LuggageValue, number> = {
  CABIN: 0,
  CHECKED: 18,
  CABIN_CHECKED: 28,
};
const STOP_FACTOR = [1, 0.84, 0.74];

function dateTime(date: string, minutes: number): string {
  const day = addDays(date, Math.floor(minutes / 1440));
  const inDay = minutes % 1440;
  return `${day}T${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

function airMinutes(from: Destination, to: Destination): number {
  return Math.round((35 + (distanceKm(from, to) / 780) * 60) / 5) * 5;
}

function pickStops(random: Random, distance: number): number {
  return distance > LONG_HAUL_KM ? random.pick([0, 1, 1, 1, 2]) : random.pick([0, 0, 0, 1, 1, 2]);
}

function pickHubs(
  random: Random,
  airline: Airline,
  from: Destination,
  to: Destination,
  stops: number,
): Destination[] {
  const candidates = [airline.hub, ...random.sample(HUBS, HUBS.length)]
    .filter(
      (code, index, all) => code !== from.code && code !== to.code && all.indexOf(code) === index,
    )
    .map((code) => findDestination(code))
    .filter((hub): hub is Destination => hub !== undefined);
  // Connections that do not stretch the trip too far come first.
  const direct = distanceKm(from, to);
  const reasonable = (hub: Destination) =>
    distanceKm(from, hub) + distanceKm(hub, to) <= direct * 1.5 + 600;
  return [...candidates.filter(reasonable), ...candidates.filter((hub) => !reasonable(hub))].slice(
    0,
    stops,
  );
}

function createLeg(
  random: Random,
  id: string,
  from: Destination,
  to: Destination,
  date: string,
): Leg {
  const airline = random.pick(AIRLINES);
  const stops = pickStops(random, distanceKm(from, to));
  const path = [from, ...pickHubs(random, airline, from, to, stops), to];
  const departureMinutes = random.int(60, 276) * 5;
  const segments: Segment[] = [];
  const connectionMinutes: number[] = [];
  let clock = departureMinutes;
  for (let hop = 0; hop < path.length - 1; hop += 1) {
    const origin = path[hop] as Destination;
    const target = path[hop + 1] as Destination;
    if (hop > 0) {
      const layover = random.int(9, 84) * 5;
      connectionMinutes.push(layover);
      clock += layover;
    }
    const duration = airMinutes(origin, target);
    const departureAirport =
      hop === 0
        ? random.pick(origin.airports).code
        : (segments[hop - 1]?.arrivalAirport ?? origin.code);
    const operating = hop === 0 || random.chance(0.7) ? airline : random.pick(AIRLINES);
    segments.push({
      id: `${id}-S${hop + 1}`,
      flightNumber: `${operating.code}${random.int(100, 9899)}`,
      airlineCode: operating.code,
      departureAirport,
      arrivalAirport: random.pick(target.airports).code,
      departureDateTime: dateTime(date, clock),
      arrivalDateTime: dateTime(date, clock + duration),
      durationMinutes: duration,
    });
    clock += duration;
  }
  const first = segments[0] as Segment;
  const last = segments[segments.length - 1] as Segment;
  const nightFactor = departureMinutes < 7 * 60 || departureMinutes > 21 * 60 ? 0.88 : 1;
  const fare =
    (25 + distanceKm(from, to) * 0.06) *
    airline.priceFactor *
    (STOP_FACTOR[Math.min(stops, 2)] ?? 1) *
    nightFactor *
    random.float(0.85, 1.3);
  return {
    id,
    airlineCode: airline.code,
    departureAirport: first.departureAirport,
    arrivalAirport: last.arrivalAirport,
    departureDateTime: first.departureDateTime,
    arrivalDateTime: last.arrivalDateTime,
    departureMinutes,
    durationMinutes: clock - departureMinutes,
    stops,
    connectionMinutes,
    segments,
    fare: money(fare),
  };
}

function createLegs(from: Destination, to: Destination, date: string, count: number): Leg[] {
  const key = `legs:${from.code}:${to.code}:${date}`;
  const random = createRandom(key);
  const prefix = `L${hashString(key).toString(36).toUpperCase()}`;
  return Array.from({ length: count }, (_, index) =>
    createLeg(random, `${prefix}-${index + 1}`, from, to, date),
  );
}

const ONE_WAY_LEGS = 720;
const RETURN_LEGS = 48;

const CACHED_ROUTES = 24;
const cache = new Map<string, FlightOffer[]>();

/**
 * Every offer for a route and its dates, in generation order (index = position). Offers are
 * deterministic, so the most recent routes are kept for the whole process.
 */
export function flightOffers(route: Route): FlightOffer[] {
  const key = `${route.from.code}|${route.to.code}|${route.outboundDate}|${route.returnDate ?? '-'}`;
  const offers = cache.get(key) ?? generateFlightOffers(route);
  cache.delete(key);
  cache.set(key, offers);
  if (cache.size > CACHED_ROUTES) cache.delete(cache.keys().next().value ?? key);
  return offers;
}

function generateFlightOffers(route: Route): FlightOffer[] {
  const random = createRandom(
    `offers:${route.from.code}:${route.to.code}:${route.outboundDate}:${route.returnDate ?? '-'}`,
  );
  if (route.returnDate === null) {
    const legs = createLegs(route.from, route.to, route.outboundDate, ONE_WAY_LEGS);
    return legs.flatMap((leg, legIndex) =>
      LUGGAGE_VALUES.map((luggage, luggageIndex) => ({
        index: legIndex * LUGGAGE_VALUES.length + luggageIndex,
        outbound: leg,
        inbound: null,
        luggage,
        farePerUnit: money(leg.fare + LUGGAGE_SURCHARGE[luggage]),
        seatsLeft: random.int(1, 9),
      })),
    );
  }
  const outbound = createLegs(route.from, route.to, route.outboundDate, RETURN_LEGS);
  const inbound = createLegs(route.to, route.from, route.returnDate, RETURN_LEGS);
  return outbound.flatMap((out, outIndex) =>
    inbound.map((back, backIndex) => {
      const luggage = random.pick(LUGGAGE_VALUES);
      return {
        index: outIndex * RETURN_LEGS + backIndex,
        outbound: out,
        inbound: back,
        luggage,
        farePerUnit: money(out.fare + back.fare + 2 * LUGGAGE_SURCHARGE[luggage]),
        seatsLeft: random.int(1, 9),
      };
    }),
  );
}

export function offerLegs(offer: FlightOffer): Leg[] {
  return offer.inbound ? [offer.outbound, offer.inbound] : [offer.outbound];
}

/** Every airline operating any segment of the offer. */
export function offerAirlines(offer: FlightOffer): string[] {
  return [
    ...new Set(
      offerLegs(offer).flatMap((leg) => leg.segments.map((segment) => segment.airlineCode)),
    ),
  ];
}

export type FlightPrice = {
  total: number;
  perAdult: number;
  lines: { code: 'FARE' | 'TAXES'; amount: number; compulsory: true }[];
};

/** The compulsory price of an offer for a party: 22 % of it is airport taxes. */
export function flightPrice(offer: FlightOffer, passengers: PassengerCounts): FlightPrice {
  const total = money(offer.farePerUnit * fareUnits(passengers));
  const taxes = money(total * 0.22);
  return {
    total,
    perAdult: offer.farePerUnit,
    lines: [
      { code: 'FARE', amount: money(total - taxes), compulsory: true },
      { code: 'TAXES', amount: taxes, compulsory: true },
    ],
  };
}

/** The order RECOMMENDED uses: cheap, short and direct first. */
export function flightScore(offer: FlightOffer): number {
  const legs = offerLegs(offer);
  return (
    offer.farePerUnit +
    legs.reduce((sum, leg) => sum + leg.durationMinutes * 0.12 + leg.stops * 15, 0)
  );
}
